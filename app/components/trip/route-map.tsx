import type { RouteMapImage } from "../../lib/trip/route-map";
import { useTranslation } from "../shell/translation";

/**
 * The trip's route on a map: an image the server draws (its own address, cached apart from the
 * page), sized in the markup so nothing moves when it arrives, loaded when it nears the screen.
 * Its text alternative names every stop in order with how each is reached.
 */
export function RouteMap({ map }: { map: RouteMapImage }) {
  const { t } = useTranslation();
  return (
    <section className="route-map" aria-labelledby="route-map-heading">
      <h2 id="route-map-heading">{t("trip.routeMap.heading")}</h2>
      <img src={map.src} width={map.width} height={map.height} alt={map.alt} loading="lazy" decoding="async" />
    </section>
  );
}
