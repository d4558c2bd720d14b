import { useTranslation } from "../shell/translation";
import { lazy, Suspense } from "react";
import type { TenantConfig } from "../../../tenants/schema";
import type { AnalyticsProduct } from "../../lib/analytics/events";
import type { SearchTourCard, SearchTravelCard } from "../../lib/search/search-page";
import { useCardAnalytics } from "../cards/use-card-analytics";
import type { Sort } from "../../lib/search/filters";
import { useLocalizedHref } from "../shell/use-tenant";
import { WrittenTravelCard } from "../cards/written-travel-card";
import { groupResults, groupsByMonth } from "../../lib/search/result-groups";

/**
 * Departure cards show on the tours tab only: a chunk of their own, so the default (travels)
 * search's first download does not carry them. The server waits for it (allReady), and
 * hydration keeps the server's cards until it arrives.
 */
const TourCard = lazy(() => import("../cards/tour-card").then((module) => ({ default: module.TourCard })));

type Props = {
  tenant: TenantConfig;
  sort: Sort | undefined;
  /** The loader writes the cards' dates, prices and analytics products: this list formats nothing. */
  travels?: SearchTravelCard[];
  tours?: SearchTourCard[];
  /** The group headings, "YYYY-MM" to the month in the site's format, written by the loader. */
  monthLabels: Record<string, string>;
  /** A card's 'see dates' link without its trip's slug, which ends it (written by the loader). */
  datesHref: string;
};
type Item = {
  key: string;
  date: string | null;
  slug: string;
  title: string;
  product: AnalyticsProduct;
  node: (onClick: () => void) => JSX.Element;
};

/**
 * Travel or tour cards, grouped by year-month of the start date when the list is in
 * date order (result-groups.ts says when). Sends the product impressions once per list and a
 * click per card.
 */
export function ResultsList({ tenant, sort, travels, tours, monthLabels, datesHref }: Props) {
  const to = useLocalizedHref();
  const { t } = useTranslation();
  const grouped = groupsByMonth(travels ? "travels" : "tours", sort);
  // Card titles sit under the month headings (h2) when grouped, right under the page's h1 otherwise.
  const headingLevel = grouped ? 3 : 2;
  const items: Item[] = travels
    ? travels.map((travel) => ({
        key: `v${travel.id}`,
        slug: travel.slug,
        title: travel.title,
        date: travel.firstDepartureDate,
        product: travel.product,
        node: (onClick) => (
          <WrittenTravelCard
            travel={travel}
            texts={travel.texts}
            tenant={tenant}
            href={to("travels-travel", { travel: travel.slug })}
            headingLevel={headingLevel}
            onClick={onClick}
          />
        ),
      }))
    : (tours ?? []).map((tour) => ({
        key: `t${tour.id}`,
        slug: tour.travel.slug,
        title: tour.travel.title,
        date: tour.startingDate,
        product: tour.product,
        node: (onClick) => (
          <Suspense fallback={null}>
            <TourCard
              tour={tour}
              tenant={tenant}
              href={to("travels-travel-tour", { travel: tour.travel.slug, tour: tour.id })}
              headingLevel={headingLevel}
              onClick={onClick}
            />
          </Suspense>
        ),
      }));

  const clickOf = useCardAnalytics(
    "SERP",
    "search-results",
    items.map((item) => item.product),
  );

  const groups = groupResults(items, (item) => item.date, grouped);
  return (
    <div className="results">
      {groups.map((group, g) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a month can come back after another one, so the position tells its groups apart.
        <div key={`${group.month}-${g}`} className="result-group">
          {group.month && <h2 className="group-title">{monthLabels[group.month] ?? group.month}</h2>}
          <ul className="cards">
            {group.items.map((item) => (
              <li key={item.key} className="result">
                {item.node(clickOf(item.product))}
                <a className="card-dates-link" href={datesHref + item.slug} data-keep-scroll>
                  {t("trip.calendar.open")}
                  <span className="visually-hidden">: {item.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
