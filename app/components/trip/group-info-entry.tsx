import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { useRootData } from "../shell/use-tenant";
import { modalSearch } from "../../lib/shell/modal-search";

/**
 * "Who is going": opens the URL-driven group-info modal for one departure. Signed-in
 * people see the group there; visitors are asked to log in or sign up first (the same modal).
 */
export function GroupInfoEntry({ tourId }: { tourId: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = !!useRootData()?.user;
  const to = location.pathname + modalSearch(location.search, "group-info", { type: `tour-${tourId}` });
  return (
    <Link to={to} preventScrollReset className="group-info-entry" data-group-info={tourId}>
      {t(signedIn ? "trip.tour.groupInfo" : "trip.tour.groupInfoLogin")}
    </Link>
  );
}
