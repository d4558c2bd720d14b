import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { unsubscribeAction, unsubscribeLoader } from "./notify-unsubscribe.server";
import { cachePolicy } from "../lib/http/cache-policy";

/** GET asks (changes nothing), POST stops the alerts: notify-unsubscribe.server.ts. */
export const loader = unsubscribeLoader;
export const action = unsubscribeAction;

/** Stopping notify-me alerts from an alert's link, signed in or not. */
export default function NotifyUnsubscribe() {
  const loaded = useLoaderData<typeof loader>();
  // A refused POST answers with the page itself (the invalid state).
  const page = useActionData<typeof action>()?.page ?? loaded.page;
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const wishlist = (
    <p className="actions">
      <Link className="button secondary" to={to("wishlist")}>
        {t("alerts.unsubscribe.wishlist")}
      </Link>
    </p>
  );
  if (page.state === "invalid") {
    return (
      <article className="page narrow" data-testid="unsubscribe-invalid">
        <h1>{t("alerts.unsubscribe.invalidTitle")}</h1>
        <p role="alert">{t("alerts.unsubscribe.invalid")}</p>
        {wishlist}
      </article>
    );
  }
  // A watched search's e-mails have their own texts; the token says which.
  const texts = page.kind === "search" ? "savedSearches.unsubscribe" : "alerts.unsubscribe";
  const values = { title: page.title, name: page.title };
  const departure = page.start && page.end ? <p>{t("alerts.unsubscribe.departure", { start: page.start, end: page.end })}</p> : null;
  if (page.state === "done") {
    return (
      <article className="page narrow" data-testid="unsubscribe-done">
        <h1>{t(`${texts}.doneTitle`)}</h1>
        <p role="status">{t(`${texts}.done`, values)}</p>
        {departure}
        {wishlist}
      </article>
    );
  }
  return (
    <article className="page narrow" data-testid="unsubscribe-confirm">
      <h1>{t(`${texts}.title`)}</h1>
      <p>
        <strong>{t(`${texts}.confirm`, values)}</strong>
      </p>
      {departure}
      <p>{t(`${texts}.intro`)}</p>
      <Form method="post" replace>
        <input type="hidden" name="token" value={page.token} />
        <p className="actions">
          <button className="button" type="submit" disabled={busy}>
            {t(`${texts}.submit`)}
          </button>
        </p>
      </Form>
    </article>
  );
}

/** The token is in the URL: no copy of the page is kept anywhere. */
export const headers: HeadersFunction = () => ({ "Cache-Control": cachePolicy("none") });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
