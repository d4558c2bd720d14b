import { useEffect } from "react";
import type { PageType } from "../../lib/analytics/page-type";
import { track } from "../../lib/analytics/track";

/**
 * `goToWishlist` from the header's heart, heard on the document: the header's code loads
 * on demand (on-demand.tsx), and a tap on a phone can come before it; the click still counts.
 */
export function HeaderTracking({ pageType }: { pageType: PageType }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest?.("header.site-header a.wishlist-link"))
        track("goToWishlist", { pageType, sectionFrom: "header" });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [pageType]);
  return null;
}
