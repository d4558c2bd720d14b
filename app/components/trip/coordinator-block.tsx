import { Link } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import type { TripCoordinator } from "../../../workers/services/trips/types";
import { track } from "../../lib/analytics/track";
import { responsiveImage } from "../../lib/images/image-url";
import { useLocalizedHref, useTenant } from "../shell/use-tenant";

/** The trip's coordinator with a link to their page; the click is the coordinator event. */
export function CoordinatorBlock({
  coordinator,
  travelId,
  pageType,
}: {
  coordinator: TripCoordinator;
  travelId?: number;
  pageType: string;
}) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const name = `${coordinator.firstName} ${coordinator.lastName}`;
  const img = coordinator.image
    ? responsiveImage(tenant?.imageHost ?? "", coordinator.image, ["webp-thumb", "webp-small"], "webp-thumb")
    : null;
  return (
    <section className="coordinator-block" aria-labelledby="coordinator-heading">
      <h2 id="coordinator-heading">{t("trip.coordinator")}</h2>
      {img && <img {...img} alt={img.alt} sizes="160px" loading="lazy" decoding="async" className="coordinator-photo" />}
      <p>
        <Link
          to={to("coordinators-coordinator", { coordinator: coordinator.slug })}
          onClick={() =>
            track("coordinatorClick", {
              pageType,
              coordinatorId: String(coordinator.id),
              ...(travelId ? { travelId: String(travelId) } : {}),
            })
          }
        >
          {name}
        </Link>
      </p>
      <p>{t("trip.livesIn", { city: coordinator.city })}</p>
    </section>
  );
}
