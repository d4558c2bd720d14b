import { Link } from "@remix-run/react";
import { pluralForm } from "../../lib/format/plural";
import { TravelCard } from "../cards/travel-card";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref, useTenant } from "../shell/use-tenant";
import { HeartIcon } from "./heart-icon";
import { SharePollForm } from "./shared-polls";
import type { WishlistData, WishlistPageState } from "./use-wishlist-page";

type Props = {
  travels: WishlistData["saved"]["travels"];
  /** Friends may be asked to choose a trip's dates (the site shares polls). */
  sharing: boolean;
} & Pick<WishlistPageState, "path" | "confirmHref">;

/** The saved trips: each card's heart asks before removing it, and a button shares it with friends. */
export function SavedTripsSection({ travels, sharing, path, confirmHref }: Props) {
  const { t, i18n } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  return (
    <section className="wishlist-section" aria-labelledby="saved-trips">
      <h2 id="saved-trips">{pluralForm(t("wishlist.page.trips", { count: travels.length }), travels.length, i18n.language)}</h2>
      <ul className="cards wishlist-cards">
        {travels.map((travel) => (
          <li key={travel.id}>
            {tenant && (
              <TravelCard
                travel={travel}
                tenant={tenant}
                href={to("travels-travel", { travel: travel.slug })}
                heart={
                  // Removing a trip asks first, as it takes the trip's saved tours too.
                  <Link
                    to={confirmHref(`travel-${travel.id}`)}
                    preventScrollReset
                    className="heart-form"
                    aria-haspopup="dialog"
                    aria-label={t("wishlist.heart.remove", { title: travel.title })}
                    data-remove-travel={travel.id}
                  >
                    <span className="heart is-saved">
                      <HeartIcon filled />
                    </span>
                  </Link>
                }
              />
            )}
            {/* Friends choose its dates by a link. */}
            {sharing && <SharePollForm action={path} travel={travel} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
