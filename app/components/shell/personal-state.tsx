import { PERSONAL_ELEMENT_ID, type PersonalState } from "../../lib/account/personal-state";
import { useNonce } from "./nonce";

/**
 * In the browser: the person's state a shared copy was answered with (filled by the Worker,
 * app/lib/account/personal-state.ts), read once from the document, and the root data it belongs
 * to: the first the page reads, which is the copy's own (anonymous) data. Root data loaded later
 * (a navigation, a revalidation) was answered for this person, so it speaks for itself.
 */
let overlay: { state: PersonalState; rootData?: object } | null | undefined;

/** The overlay's state when `rootData` is the data the document came with, else null (always null on the server). */
export function personalOverlayFor(rootData: object): PersonalState | null {
  if (typeof document === "undefined") return null;
  if (overlay === undefined) {
    const text = document.getElementById(PERSONAL_ELEMENT_ID)?.textContent;
    overlay = text ? { state: JSON.parse(text) as PersonalState } : null;
  }
  if (!overlay) return null;
  overlay.rootData ??= rootData;
  return overlay.rootData === rootData ? overlay.state : null;
}

/**
 * The element the Worker's overlay fills for a signed-in person on a shared copy; empty on
 * every page rendered for its request. Hydrated as the server wrote it: its text is not
 * rendered again.
 */
export function PersonalStateScript() {
  const nonce = useNonce();
  return (
    <script
      id={PERSONAL_ELEMENT_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty here; the Worker's overlay writes JSON with every `<` escaped.
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}
