import { useTranslation } from "../shell/translation";

/**
 * Shown in place of a page whose script failed to load a second time within 60 s:
 * rather than reloading in a loop, the visitor gets the error and a way to retry.
 */
export function ChunkLoadError() {
  const { t } = useTranslation();
  return (
    <section className="cover error-cover" aria-labelledby="error-title">
      <h1 id="error-title">{t("errors.genericTitle")}</h1>
      <p>{t("notification.ERROR")}</p>
      <a className="button" href={typeof window === "undefined" ? "/" : window.location.href}>
        {t("errors.retry")}
      </a>
    </section>
  );
}
