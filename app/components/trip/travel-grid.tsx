import { useLocation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import type { Page } from "../../../workers/services/catalogue/types";
import type { TravelCardView as TravelCardData } from "../../lib/cards/card-data";
import { TravelCard } from "../cards/travel-card";
import { Pagination } from "../layout/pagination";
import { useLocalizedHref, useTenant } from "../shell/use-tenant";

/** A page of trips as cards (the search page's card, reused) with page links that work without JavaScript. */
export function TravelGrid({ page, headingLevel = 2 }: { page: Page<TravelCardData>; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const { pathname } = useLocation();
  if (!tenant) return null;
  if (page.data.length === 0) return <p>{t("trip.listing.empty")}</p>;
  return (
    <>
      <ul className="cards">
        {page.data.map((travel) => (
          <li key={travel.id}>
            <TravelCard travel={travel} tenant={tenant} href={to("travels-travel", { travel: travel.slug })} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <Pagination current={page.currentPage} lastPage={page.lastPage} pageHref={(n) => (n === 1 ? pathname : `${pathname}?page=${n}`)} />
    </>
  );
}
