import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "../shell/translation";
import { catalogueLanguage } from "../../../tenants/languages";
import { track } from "../../lib/analytics/track";
import { responsiveImage } from "../../lib/images/image-url";
import { readLatestViewed, type ViewedTrip } from "../../lib/trip/latest-viewed";
import { pluralForm } from "../../lib/format/plural";
import { useLocalizedHref, useTenant } from "../shell/use-tenant";

/**
 * Latest-viewed trips: the 6 most recent from localStorage, newest first. They live
 * in the browser only, so this renders nothing on the server (and with JavaScript off).
 * Links use this site's slug when the trip was seen here; otherwise the trip page's 301 fixes it.
 */
export function LatestViewedTrips({ pageType = "home" }: { pageType?: string }) {
  const { t, i18n } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const [trips, setTrips] = useState<ViewedTrip[]>([]);
  useEffect(() => setTrips(readLatestViewed(window.localStorage)), []);
  if (!tenant || trips.length === 0) return null;
  const language = catalogueLanguage(tenant.language);
  return (
    <section className="latest-viewed" aria-labelledby="latest-viewed-heading">
      <h2 id="latest-viewed-heading">{t("trip.latestViewed")}</h2>
      <ul className="cards">
        {trips.map((trip, index) => {
          const slug = trip.slugs[language] ?? Object.values(trip.slugs)[0] ?? "";
          const title = trip.titles[tenant.language] ?? Object.values(trip.titles)[0] ?? "";
          const img = trip.image ? responsiveImage(tenant.imageHost, trip.image, ["webp-thumb", "webp-small"], "webp-small") : null;
          return (
            <li key={trip.id} className="card">
              {img && <img {...img} alt={img.alt} sizes="320px" loading="lazy" decoding="async" className="card-image" />}
              <div className="card-body">
                <h3 className="card-title">
                  <Link
                    to={to("travels-travel", { travel: slug })}
                    onClick={() =>
                      track("productClick", {
                        pageType,
                        sectionFrom: "latest-viewed",
                        product: { travelId: String(trip.id), travelTitle: title, position: index + 1 },
                      })
                    }
                  >
                    {title}
                  </Link>
                </h3>
                <p className="card-meta">{pluralForm(t("labels.days", { count: trip.numberOfDays }), trip.numberOfDays, i18n.language)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
