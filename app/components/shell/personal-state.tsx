import { createContext, useContext, type ReactNode } from "react";
import { PERSONAL_ELEMENT_ID, type PersonalState } from "../../lib/account/personal-state";
import { useNonce } from "./nonce";

/**
 * The person's state a shared copy was answered with (app/lib/account/personal-state.ts), and
 * the root data it belongs to: the first the page reads, which is the copy's own (anonymous)
 * data. Root data loaded later (a navigation, a revalidation) was answered for this person, so
 * it speaks for itself.
 */
export type PersonalOverlay = { state: PersonalState; rootData?: object };

const PersonalStateContext = createContext<PersonalOverlay | null>(null);

export function PersonalStateProvider({ value, children }: { value: PersonalOverlay | null; children: ReactNode }) {
  return <PersonalStateContext.Provider value={value}>{children}</PersonalStateContext.Provider>;
}

/** The overlay's state when `rootData` is the data the page came with, else null. */
export function usePersonalOverlay(rootData: object | undefined): PersonalState | null {
  const overlay = useContext(PersonalStateContext);
  if (!overlay || !rootData) return null;
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
