/**
 * What an account modal shows (wishlist and group-info steps, notify-me,
 * newsletter): read on the server by app/server/modal-data.server.ts, shown by
 * app/components/modal. Types only.
 */
import type { ModalItem } from "../../../workers/services/group-info";
import type { SavedSearchModalState } from "../search/saved-search-views";
import type { GroupInfo } from "../trip/group-info";
import type { NotifyMeType } from "../trip/tour-status";
import type { AccountFlow } from "./modal-flow";
import type { SignInState } from "./sign-in-steps";
import type { TaxCodeCountry } from "./tax-code";

export type AccountModalData = {
  /** Which URL state this answer is for: a modal shows it only while its URL still says so. */
  key: string;
  flow: AccountFlow;
  type: string;
  /** Null when `type` names no trip or departure. */
  item: ModalItem | null;
  /** The signed-in person (their e-mail, shown read-only), or null for a visitor. */
  signedIn: { email: string } | null;
  steps: SignInState;
  /** A code from the e-mail's link: filled in, never submitted by itself. */
  prefilledCode: string;
  /** The phone a visitor gave on notify-me's first step, carried through the steps. */
  phone: string;
  taxCodeCountry: TaxCodeCountry | null;
  /** The item is on the signed-in person's wishlist. */
  saved: boolean;
  /** What notify-me can tell about the item (null: nothing, e.g. sold out) and whether they already asked. */
  notifyMe: { types: NotifyMeType[] | null; subscribed: boolean } | null;
  /** Who is going, for signed-in people and departures only. */
  groupInfo: GroupInfo | null;
  /** The newsletter modal: whether the signed-in person already has it on. */
  newsletter: { subscribed: boolean } | null;
  /** The signed-in person must give this site's tax code before the modal's action. */
  taxCodeDue: boolean;
  /** The watched-search modal: the page's search and whether it is watched already. */
  savedSearch: SavedSearchModalState | null;
};

/** The modal-steps route's data: the modal, and the page it goes back to. */
export type ModalStepsData = { modal: AccountModalData; returnTo: string };
