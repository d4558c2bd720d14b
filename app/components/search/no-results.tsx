import { Link } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import type { Alternative } from "../../lib/search/alternatives";
import { pluralForm } from "../../lib/format/plural";

/** 'There are no trips that match your search', with searches that do find trips. */
export function NoResults({ alternatives, action }: { alternatives: Alternative[]; action: string }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="no-results" aria-labelledby="no-results-title">
      <h2 id="no-results-title">{t("search.NO_RESULTS")}</h2>
      {alternatives.length > 0 && (
        <>
          <p>{t("serp.noResults.try")}</p>
          <ul>
            {alternatives.map((alt) => (
              <li key={alt.kind}>
                <Link to={`${action}${alt.query ? `?${alt.query}` : ""}`}>
                  {t(`serp.noResults.${alt.kind}`)} ({pluralForm(t("labels.trips", { count: alt.total }), alt.total, i18n.language)})
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
