import { useEffect, useState } from "react";
import { useTranslation } from "../shell/translation";

/**
 * The visitor's own position for the distance filter, an enhancement: it exists only
 * once the page runs JavaScript in a browser that offers geolocation; without it the city list
 * does the same job. The message is "Unable to retrieve your location" when the browser gives none.
 */
export function LocationButton({ onLocated }: { onLocated: (lat: number, lon: number) => void }) {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  const [state, setState] = useState<"idle" | "locating" | "failed">("idle");
  useEffect(() => setAvailable(typeof navigator !== "undefined" && "geolocation" in navigator), []);
  if (!available) return null;
  const locate = () => {
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState("idle");
        // Three decimals (about 100 m) is all a distance filter needs, and all the URL keeps.
        onLocated(Math.round(position.coords.latitude * 1000) / 1000, Math.round(position.coords.longitude * 1000) / 1000);
      },
      () => setState("failed"),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  return (
    <div className="events-location">
      <button type="button" onClick={locate} aria-busy={state === "locating"} disabled={state === "locating"}>
        {state === "locating" ? t("events.filters.locating") : t("events.filters.useLocation")}
      </button>
      <p role="alert" className="events-error">
        {state === "failed" ? t("search.LOCATION_FAILED") : ""}
      </p>
    </div>
  );
}
