import { Link } from "@remix-run/react";
import type { TravelCard as TravelCardData } from "../../../workers/services/catalogue/types";
import type { BlockOf } from "../../../workers/services/content/types";
import { TravelCard } from "../cards/travel-card";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref, useTenant } from "../shell/use-tenant";
import { useCardAnalytics } from "../cards/use-card-analytics";
import { travelProduct } from "../../lib/analytics/product";

/**
 * Trips chosen by a search query (the search page's own query string), with a link to that
 * search. Their impressions and clicks carry the page's own type (a custom page's type).
 */
export function TripCardsBlock({ block, trips, pageType }: { block: BlockOf<"tripCards">; trips: TravelCardData[]; pageType: string }) {
  const { t } = useTranslation();
  const clickOf = useCardAnalytics(
    pageType,
    "travel-card",
    trips.map((travel, i) => travelProduct(travel, travel.bestTour, i + 1)),
  );
  const to = useLocalizedHref();
  const tenant = useTenant();
  const search = `${to("search")}${block.query ? `?${block.query}` : ""}`;
  return (
    <section id={block.id} className="content-block content-trip-cards" aria-labelledby={`${block.id}-title`}>
      <h2 id={`${block.id}-title`}>{block.title}</h2>
      {trips.length > 0 && tenant ? (
        <ul className="cards">
          {trips.map((travel, i) => (
            <li key={travel.id}>
              <TravelCard
                travel={travel}
                tenant={tenant}
                href={to("travels-travel", { travel: travel.slug })}
                headingLevel={3}
                onClick={clickOf(travelProduct(travel, travel.bestTour, i + 1))}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("content.tripCards.empty")}</p>
      )}
      <p className="trip-cards-more">
        <Link to={trips.length > 0 ? search : to("travels")}>{t("content.tripCards.seeAll")}</Link>
      </p>
    </section>
  );
}
