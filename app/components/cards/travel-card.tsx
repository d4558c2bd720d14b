import type { ReactNode } from "react";
import { useTranslation } from "../shell/translation";
import type { TenantConfig } from "../../../tenants/schema";
import type { TravelCardView as TravelCardData } from "../../lib/cards/card-data";
import { travelCardTexts } from "../../lib/cards/travel-card-texts";
import { useToday } from "../shell/use-tenant";
import { useDayRange } from "../shell/use-day-range";
import { WrittenTravelCard } from "./written-travel-card";

export type TravelCardProps = {
  /** One travel as the catalogue service answers it, the card's own fields (lib/cards/card-data.ts). */
  travel: TravelCardData;
  /** The country site: image host, currency formats. */
  tenant: Pick<TenantConfig, "imageHost" | "currencies" | "defaultCurrency" | "locale">;
  /** Where the card links to (the localized travel page). */
  href: string;
  /** Heading level of the title inside the list it sits in (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Called before following the link, e.g. for the productClick event. */
  onClick?: () => void;
  /** What stands in the heart's place (the wishlist page's remove-with-confirmation); the heart by default. */
  heart?: ReactNode;
};

/**
 * A travel card that writes its next departure's day and its prices in the browser, in the
 * site's formats and the travel's currency: the lists whose loader does not write them (the
 * search page's does, and renders WrittenTravelCard).
 */
export function TravelCard(props: TravelCardProps) {
  const { t } = useTranslation();
  const range = useDayRange();
  const today = useToday();
  return <WrittenTravelCard {...props} texts={travelCardTexts(props.travel, props.tenant, t, range, today)} />;
}
