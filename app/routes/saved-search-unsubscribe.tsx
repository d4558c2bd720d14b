import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { cachePolicy } from "../lib/http/cache-policy";
import { SAVED_SEARCHES_PATH } from "../lib/search/saved-search-limits";
import { savedSearchUnsubscribeAction, savedSearchUnsubscribeLoader } from "./saved-search-unsubscribe.server";

/** GET asks (changes nothing), POST pauses the search: saved-search-unsubscribe.server.ts. */
export const loader = savedSearchUnsubscribeLoader;
export const action = savedSearchUnsubscribeAction;

/** Stopping a watched search's e-mails from its link, signed in or not (issue 27). */
export default function SavedSearchUnsubscribe() {
  const loaded = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>()?.page ?? loaded.page;
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  const list = (
    <p className="actions">
      <Link className="button secondary" to={SAVED_SEARCHES_PATH}>
        {t("savedSearches.unsubscribe.list")}
      </Link>
    </p>
  );
  if (page.state === "invalid") {
    return (
      <article className="page narrow" data-testid="unsubscribe-invalid">
        <h1>{t("savedSearches.unsubscribe.invalidTitle")}</h1>
        <p role="alert">{t("savedSearches.unsubscribe.invalid")}</p>
        {list}
      </article>
    );
  }
  if (page.state === "done") {
    return (
      <article className="page narrow" data-testid="unsubscribe-done">
        <h1>{t("savedSearches.unsubscribe.doneTitle")}</h1>
        <p role="status">{t("savedSearches.unsubscribe.done", { name: page.name })}</p>
        {list}
      </article>
    );
  }
  return (
    <article className="page narrow" data-testid="unsubscribe-confirm">
      <h1>{t("savedSearches.unsubscribe.title")}</h1>
      <p>
        <strong>{t("savedSearches.unsubscribe.confirm", { name: page.name })}</strong>
      </p>
      <p>{t("savedSearches.unsubscribe.intro")}</p>
      <Form method="post" replace>
        <input type="hidden" name="token" value={page.token} />
        <p className="actions">
          <button className="button" type="submit" disabled={busy}>
            {t("savedSearches.unsubscribe.submit")}
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
