import { useEffect } from "react";
import type { AnalyticsProduct, AnalyticsSection } from "../../lib/analytics/events";
import { track } from "../../lib/analytics/track";

/**
 * Product impressions and clicks of a list of cards: one impression event per distinct
 * list once it is shown, and the click handler of each card. Every list of trips or departures
 * uses it (search results, the home page rows, the area and listing grids, content pages'
 * trip cards), each with its page type and section.
 */
export function useCardAnalytics(pageType: string, sectionFrom: AnalyticsSection, products: readonly AnalyticsProduct[]) {
  const key = products.map((product) => `${product.travelId}.${product.tourId ?? ""}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one impression per distinct list (the array is rebuilt on every render).
  useEffect(() => {
    if (products.length > 0) track("productImpression", { pageType, sectionFrom, products: [...products] });
  }, [key, pageType, sectionFrom]);
  return (product: AnalyticsProduct) => () => track("productClick", { pageType, sectionFrom, product });
}
