import { lazy, Suspense, type ComponentProps } from "react";
import type { HistorySection as HistorySectionType } from "../search/history-section";
import type { LatestViewedTrips as LatestViewedTripsType } from "../trip/latest-viewed-trips";

const HistorySection = lazy(() =>
  import("../search/history-section").then((module) => ({ default: module.HistorySection })).catch(() => ({ default: () => null })),
);
const LatestViewedTrips = lazy(() =>
  import("../trip/latest-viewed-trips").then((module) => ({ default: module.LatestViewedTrips })).catch(() => ({ default: () => null })),
);

/*
 * The home page's sections drawn from this browser's storage (recent searches,
 * latest-viewed trips) render nothing on the server, so their code need not be in the page's
 * first download (the 100 KiB budget): it arrives beside the page and fills them in. A chunk
 * gone after a deploy leaves its section out.
 */

export function DeferredHistorySection(props: ComponentProps<typeof HistorySectionType>) {
  return (
    <Suspense fallback={null}>
      <HistorySection {...props} />
    </Suspense>
  );
}

export function DeferredLatestViewedTrips(props: ComponentProps<typeof LatestViewedTripsType>) {
  return (
    <Suspense fallback={null}>
      <LatestViewedTrips {...props} />
    </Suspense>
  );
}
