import { useEffect } from "react";
import { track } from "../../lib/analytics/track";
import { truncateDescription } from "../../lib/analytics/description";
import type { AnalyticsProduct } from "../../lib/analytics/events";

/** Product detail event, once per trip or tour shown. */
export function useProductDetail(pageType: string, product: AnalyticsProduct, description?: string) {
  const key = `${product.travelId}:${product.tourId ?? ""}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per product shown (`key`); the product object is new on every render.
  useEffect(() => {
    track("productDetail", { pageType, product, ...(description ? { description: truncateDescription(description) } : {}) });
  }, [key, pageType]);
}
