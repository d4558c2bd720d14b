import { Link } from "@remix-run/react";
import type { TravelCard as TravelCardData } from "../../../workers/services/catalogue/types";
import type { BlockOf } from "../../../workers/services/content/types";
import { TravelCard } from "../cards/travel-card";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref, useTenant } from "../shell/use-tenant";

/** Trips chosen by a search query (the search page's own query string), with a link to that search. */
export function TripCardsBlock({ block, trips }: { block: BlockOf<"tripCards">; trips: TravelCardData[] }) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const search = `${to("search")}${block.query ? `?${block.query}` : ""}`;
  return (
    <section id={block.id} className="content-block content-trip-cards" aria-labelledby={`${block.id}-title`}>
      <h2 id={`${block.id}-title`}>{block.title}</h2>
      {trips.length > 0 && tenant ? (
        <ul className="cards">
          {trips.map((travel) => (
            <li key={travel.id}>
              <TravelCard travel={travel} tenant={tenant} href={to("travels-travel", { travel: travel.slug })} headingLevel={3} />
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
