import { useFetcher } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import type { NewsletterResult } from "../../routes/newsletter";

/**
 * The footer newsletter form: a real form posted to the newsletter action, so it works
 * without JavaScript; with it, the answer shows in place.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<NewsletterResult>();
  const result = fetcher.data;
  return (
    <fetcher.Form method="post" action="/newsletter" className="newsletter-form" noValidate={false}>
      <label htmlFor="newsletter-email">{t("newsletter.label")}</label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-invalid={result?.field === "email" ? true : undefined}
          aria-describedby={result ? "newsletter-message" : undefined}
        />
        <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
          {t("newsletter.submit")}
        </button>
      </div>
      <p id="newsletter-message" role="status" className="form-message">
        {result ? t(result.message) : ""}
      </p>
    </fetcher.Form>
  );
}
