import { lazy, Suspense, type ComponentProps } from "react";
import type { SavedSearchesSection } from "./saved-searches-section";

/**
 * The watched searches' list as the wishlist page takes it: its code (the list, its
 * forms and the forms kit's Field) is a chunk loaded beside the page, not part of the page's
 * first download (within its 100 KiB budget). The server waits for it (allReady), so the list and its plain forms are in the
 * HTML, and hydration keeps the server's markup until the chunk arrives.
 */
const Section = lazy(() => import("./saved-searches-section").then((module) => ({ default: module.SavedSearchesSection })));

export function SavedSearches(props: ComponentProps<typeof SavedSearchesSection>) {
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}
