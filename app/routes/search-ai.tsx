import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { TravelCard } from "../components/cards/travel-card";
import { Field } from "../components/forms/field";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref, useRootData } from "../components/shell/use-tenant";
import { pluralForm } from "../lib/format/plural";
import { aiSearchLoader } from "./search-ai.server";
import aiSearchStyles from "../styles/ai-search.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;

/** The AI search: a plain GET form, answered on the server. */
export const loader = aiSearchLoader;

const MAX_QUESTION = 300;

export default function AiSearchPage() {
  const data = useLoaderData<typeof loader>();
  const root = useRootData();
  const { t, i18n } = useTranslation();
  const to = useLocalizedHref();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname === to("search-ai");
  const total = data.travels?.total ?? 0;
  return (
    <article className="page ai-search-page" data-engine={data.engine ?? undefined}>
      <h1>{t("pages.search-ai.title")}</h1>
      <p className="ai-search-intro">{t("aiSearch.intro")}</p>
      {/* The site's own message for an empty question, never the browser's bubble in its own language. */}
      <Form method="get" className="ai-search-form" role="search" aria-label={t("aiSearch.formLabel")} noValidate>
        <Field
          id="ai-search-q"
          label={t("aiSearch.label")}
          error={data.emptyQuestion ? t("aiSearch.emptyQuestion") : null}
          describedBy="ai-search-tip"
          quietWhenValid
        >
          {(control) => (
            <div className="ai-search-row">
              <input
                {...control}
                type="search"
                name="q"
                enterKeyHint="search"
                required
                maxLength={MAX_QUESTION}
                defaultValue={data.question}
                key={data.question}
                placeholder={t("aiSearch.example")}
              />
              <button type="submit" className="button" aria-busy={busy || undefined}>
                {t("aiSearch.submit")}
              </button>
            </div>
          )}
        </Field>
        <p id="ai-search-tip" className="ai-search-tip">
          {t("aiSearch.tip")}
        </p>
      </Form>

      {data.state === "failed" && (
        <section className="ai-search-failed" role="alert">
          <h2>{t("search.AI_FAILED")}</h2>
          <p>{t("search.AI_FAILED_HINT")}</p>
          {data.notes.unread && <p className="ai-search-unread">{data.notes.unread}</p>}
          <p>
            {t("aiSearch.tryExample")}{" "}
            <Link to={`${to("search-ai")}?${new URLSearchParams({ q: t("aiSearch.example") })}`}>{t("aiSearch.example")}</Link>
          </p>
        </section>
      )}

      {data.state === "answered" && (
        <section className="ai-search-answer" aria-labelledby="ai-search-understood" data-understood={data.understood}>
          <h2 id="ai-search-understood">{t("aiSearch.understood")}</h2>
          <ul className="ai-search-chips">
            {data.chips.map((chip) => (
              <li key={chip.id} className="ai-search-chip" data-chip={chip.id}>
                <span>{chip.label}</span>
                <Link to={chip.removeHref} aria-label={t("aiSearch.removeChip", { label: chip.label })} preventScrollReset>
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
          {(data.notes.noAgeGroup || data.notes.wishes.length > 0 || data.notes.unread) && (
            <ul className="ai-search-notes" aria-label={t("aiSearch.notes.label")}>
              {data.notes.noAgeGroup && <li className="ai-search-no-age">{data.notes.noAgeGroup}</li>}
              {data.notes.wishes.map((wish) => (
                <li key={wish} className="ai-search-wish">
                  {wish}
                </li>
              ))}
              {data.notes.unread && <li className="ai-search-unread">{data.notes.unread}</li>}
            </ul>
          )}
          {data.loosened && (
            <div className="ai-search-loosened" role="note">
              <p>
                <strong>{data.loosened.title}</strong> {data.loosened.changes}
              </p>
              <p className="ai-search-order">{t("aiSearch.relaxed.order")}</p>
            </div>
          )}
          {data.placeKept && (
            <p className="ai-search-place-kept" role="note">
              {data.placeKept}
            </p>
          )}
          <p className="ai-search-summary">
            <span role="status">{pluralForm(t("labels.trips", { count: total }), total, i18n.language)}</span>{" "}
            <Link to={data.searchHref} className="ai-search-to-search">
              {t("aiSearch.openSearch")}
            </Link>
          </p>
          {total === 0 ? (
            <p className="ai-search-empty">{t("search.NO_RESULTS")}</p>
          ) : (
            root && (
              <ul className="ai-search-results">
                {data.travels!.data.map((travel) => (
                  <li key={travel.id}>
                    <TravelCard travel={travel} tenant={root.tenant} href={to("travels-travel", { travel: travel.slug })} />
                  </li>
                ))}
              </ul>
            )
          )}
          {total > (data.travels?.data.length ?? 0) && (
            <p>
              <Link to={data.searchHref} className="button secondary">
                {t("aiSearch.seeAll", { count: total })}
              </Link>
            </p>
          )}
        </section>
      )}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }, { name: "robots", content: "noindex" }] : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: aiSearchStyles }];
