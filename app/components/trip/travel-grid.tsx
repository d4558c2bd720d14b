import { useLocation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import type { Page } from "../../../workers/services/catalogue/types";
import type { WrittenTravelCardView } from "../../lib/cards/card-data";
import { WrittenTravelCard } from "../cards/written-travel-card";
import { Pagination } from "../search/pagination";
import { useLocalizedHref, useRootData, useTenant } from "../shell/use-tenant";
import type { AnalyticsSection } from "../../lib/analytics/events";
import { useCardAnalytics } from "../cards/use-card-analytics";
import { travelProduct } from "../../lib/analytics/product";

/**
 * A page of trips as cards (the search page's card, reused, its texts written by the loader:
 * result-cards.server.ts) with page links that work without JavaScript; their impressions and clicks go to the data layer under the page's type
 * ("SEO page" on the area pages).
 */
export function TravelGrid({
  page,
  headingLevel = 2,
  sectionFrom = "travel-card",
}: {
  page: Page<WrittenTravelCardView>;
  headingLevel?: 2 | 3;
  sectionFrom?: AnalyticsSection;
}) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const { pathname } = useLocation();
  const clickOf = useCardAnalytics(
    String(useRootData()?.pageType ?? ""),
    sectionFrom,
    page.data.map((travel, i) => travelProduct(travel, travel.bestTour, (page.currentPage - 1) * page.perPage + i + 1)),
  );
  if (!tenant) return null;
  if (page.data.length === 0) return <p>{t("trip.listing.empty")}</p>;
  return (
    <>
      <ul className="cards">
        {page.data.map((travel, i) => (
          <li key={travel.id}>
            <WrittenTravelCard
              travel={travel}
              texts={travel.texts}
              tenant={tenant}
              href={to("travels-travel", { travel: travel.slug })}
              headingLevel={headingLevel}
              onClick={clickOf(travelProduct(travel, travel.bestTour, (page.currentPage - 1) * page.perPage + i + 1))}
            />
          </li>
        ))}
      </ul>
      <Pagination current={page.currentPage} lastPage={page.lastPage} pageHref={(n) => (n === 1 ? pathname : `${pathname}?page=${n}`)} />
    </>
  );
}
