import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { TourCard } from "../components/cards/tour-card";
import { Pagination } from "../components/search/pagination";
import { ConfirmedFilters } from "../components/sales/confirmed-filters";
import { useDates } from "../components/shell/use-dates";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref, useTenant } from "../components/shell/use-tenant";
import { tourProduct } from "../lib/analytics/product";
import { track } from "../lib/analytics/track";
import { pluralForm } from "../lib/format/plural";
import { groupByMonth } from "../lib/sales/months";
import { flightAdvice } from "../lib/trip/tour-status";
import { confirmedLoader } from "./tours.server";
import salesStyles from "../styles/sales.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;

/** Tours: confirmed departures by month, with the flight advice, filterable. */
export const loader = confirmedLoader;

const PAGE_TYPE = "tours";

export default function ConfirmedDeparturesPage() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const dates = useDates();
  const location = useLocation();
  const { page, tours } = data;
  const groups = groupByMonth(tours, (tour) => tour.startingDate);
  const impressions = tours.map((tour) => tour.id).join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: one impression event per distinct list (`impressions`); `tours` is a new array on every render.
  useEffect(() => {
    if (tours.length === 0) return;
    track("productImpression", {
      pageType: PAGE_TYPE,
      sectionFrom: "search-results",
      products: tours.map((tour, i) => tourProduct(tour.travel, tour, (page.current - 1) * page.perPage + i + 1)),
    });
  }, [impressions]);

  return (
    <div className="page confirmed-page" data-page-type={PAGE_TYPE}>
      <header className="sales-header">
        <h1>{t("pages.tours.title")}</h1>
        <p className="flight-advice" role="note">
          <span aria-hidden="true">✈ </span>
          {t("sales.confirmed.flights")}
        </p>
      </header>
      <ConfirmedFilters action={location.pathname} form={data.form} choices={data.choices} filtered={data.filtered} />
      <p className="results-count" role="status">
        {pluralForm(t("labels.departures", { count: page.total }), page.total, i18n.language)}
      </p>
      {tours.length === 0 ? (
        <p className="sales-empty">{t("sales.confirmed.empty")}</p>
      ) : (
        <>
          {groups.map((group) => (
            <section key={group.month} className="month-group" aria-labelledby={`month-${group.month}`} data-month={group.month}>
              <h2 id={`month-${group.month}`} className="group-title">
                {dates.day(`${group.month}-01`, "monthYear")}
              </h2>
              <ul className="cards confirmed-cards">
                {group.items.map((tour) => (
                  <li key={tour.id} className="confirmed" data-status={tour.salesStatus}>
                    {tenant && (
                      <TourCard tour={tour} tenant={tenant} href={to("travels-travel-tour", { travel: tour.travel.slug, tour: tour.id })} />
                    )}
                    {flightAdvice(tour.salesStatus) === "book-now" && <p className="card-flights">{t("sales.confirmed.flightsNow")}</p>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Pagination current={page.current} lastPage={page.lastPage} pageHref={(n) => data.pageLinks[n] ?? "?"} />
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: salesStyles }];
