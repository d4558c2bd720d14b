/**
 * The data of the account modals (wishlist and group-info steps, notify-me, newsletter),
 * read on the server: by the root loader when a page's URL has one open (so the modal is
 * complete without JavaScript), and by the modal-steps route when the modal asks for it after
 * a client-side navigation. Nothing is read unless one of these modals is named. A visitor's
 * answer holds nothing personal beyond the step state already on their URL; a signed-in
 * person's (saved, subscribed, who is going) goes out on their private responses only.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AccountModalData } from "../lib/account/modal-data";
import type { ModalItem } from "../../workers/services/group-info";
import { taxCodeCountryOf } from "../lib/account/tax-code";
import { accountFlowOf, itemRefOf, modalDataKey, type AccountFlow } from "../lib/account/modal-flow";
import { isPhone } from "../lib/account/phone";
import { isNotifyMeVisible, notifyMeTypes, type NotifyMeType } from "../lib/trip/tour-status";
import { liveSignInState } from "./account/sign-in.server";
import { savedSearchModalState } from "./saved-search.server";
import { WATCH_SEARCH_TYPE } from "../lib/search/saved-search-limits";

// For the root loader through this module: one more `.server` import there would cost the browser a stub.
export { layoutContentOf } from "./layout-content.server";

export type { AccountModalData };

/**
 * For the root loader: whether the signed-in person has the newsletter on (the
 * footer form's button is off then). False for visitors and when the account cannot be read.
 */
export async function newsletterOn(context: AppLoadContext): Promise<boolean> {
  if (!context.user || !context.services.accounts) return false;
  try {
    return (await context.services.accounts.userById(context.user.id))?.newsletter ?? false;
  } catch (error) {
    console.error(error);
    return false;
  }
}

/** For the root loader: the data of the account modal the page's URL has on top, else null. */
export async function rootModalData(request: Request, context: AppLoadContext): Promise<AccountModalData | null> {
  const url = new URL(request.url);
  if (!url.search.includes("modal=")) return null;
  const flow = accountFlowOf(url.searchParams);
  return flow ? accountModalData(context, flow, url.searchParams) : null;
}

export async function accountModalData(context: AppLoadContext, flow: AccountFlow, params: URLSearchParams): Promise<AccountModalData> {
  const type = params.get("type") ?? "";
  const ref = itemRefOf(type);
  const { groupInfo: reads, wishlist } = context.services;
  const user = context.user;
  const item = ref ? await (ref.kind === "tour" ? reads.tour(ref.id) : reads.travel(ref.id)) : null;
  const url = new URL(`http://site.invalid/?${params}`);
  const phone = (params.get("phone") ?? "").trim();
  const data: AccountModalData = {
    key: modalDataKey(flow, params),
    flow,
    type,
    item,
    signedIn: user ? { email: user.email } : null,
    steps: await liveSignInState(context, url),
    prefilledCode: /^[0-9]{6}$/.test(params.get("code") ?? "") ? params.get("code")! : "",
    phone: isPhone(phone) ? phone : "",
    taxCodeCountry: taxCodeCountryOf(context.tenant),
    saved: false,
    notifyMe: null,
    groupInfo: null,
    newsletter: null,
    taxCodeDue: false,
    savedSearch: null,
  };
  if (flow === "wishlist" && type === WATCH_SEARCH_TYPE) {
    data.savedSearch = await savedSearchModalState(context, params);
    return data;
  }
  if (flow === "newsletter") {
    data.newsletter = { subscribed: user ? await newsletterOn(context) : false };
    return data;
  }
  if (!item) return data;
  if (flow === "notify-me") data.notifyMe = { types: notifyTypesOf(item), subscribed: false };
  if (!user) return data;
  if (context.services.accounts && (await context.services.accounts.taxCodeDue(user.id))) {
    data.taxCodeDue = true;
    return data;
  }
  const [saved, subscriptions, groupInfo] = await Promise.all([
    wishlist.savedIds(user.id),
    flow === "notify-me" ? wishlist.subscriptions(user.id) : Promise.resolve([]),
    flow === "group-info" && item.tour ? reads.groupInfo(item.tour.id) : Promise.resolve(null),
  ]);
  data.saved = item.tour ? saved.tours.some((t) => t.tourId === item.tour!.id) : saved.travels.includes(item.travelId);
  if (data.notifyMe) {
    data.notifyMe.subscribed = subscriptions.some(
      (s) => s.active && s.travelId === item.travelId && (s.tourId ?? 0) === (item.tour?.id ?? 0),
    );
  }
  data.groupInfo = groupInfo;
  return data;
}

/**
 * Notify-me types of the item as it is now: a trip with no departures → new dates; a
 * departure by its status; nothing for a sold-out one, nor for a trip that has departures
 * (its departures are what one asks about).
 */
export function notifyTypesOf(item: ModalItem): NotifyMeType[] | null {
  if (!item.tour) return item.upcomingTours === 0 ? notifyMeTypes(null) : null;
  return isNotifyMeVisible(item.tour.salesStatus) ? notifyMeTypes(item.tour) : null;
}
