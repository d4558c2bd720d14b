import { pluralForm } from "../../lib/format/plural";
import { TourCard } from "../cards/tour-card";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref, useTenant } from "../shell/use-tenant";
import type { WishlistData } from "./use-wishlist-page";

/** The saved tours (single departures), each as its card. */
export function SavedToursSection({ tours }: { tours: WishlistData["saved"]["tours"] }) {
  const { t, i18n } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  return (
    <section className="wishlist-section" aria-labelledby="saved-tours">
      <h2 id="saved-tours">{pluralForm(t("wishlist.page.tours", { count: tours.length }), tours.length, i18n.language)}</h2>
      <ul className="cards wishlist-cards">
        {tours.map((tour) => (
          <li key={tour.id}>
            {tenant && (
              <TourCard tour={tour} tenant={tenant} href={to("travels-travel-tour", { travel: tour.travel.slug, tour: tour.id })} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
