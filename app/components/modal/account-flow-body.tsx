import { useTranslation } from "../shell/translation";
import type { AccountModalData } from "../../lib/account/modal-data";
import type { ModalStepFailure } from "../../lib/account/sign-in-steps";
import type { AccountFlow } from "../../lib/account/modal-flow";
import { lazy } from "react";
import { ItemSummary } from "./item-summary";
import { TaxCodeStep } from "./tax-code-step";
import { WATCH_SEARCH_TYPE } from "../../lib/search/saved-search-limits";
import { useFlowAnalytics } from "./use-flow-analytics";

/**
 * Each flow's steps are a chunk of their own: the modal steps page shows one flow, and needs
 * only its code. The account modal starts loading them all with its own code
 * (preloadFlowBodies), so an opened modal does not wait on a second download; while one is
 * still loading, the nearest Suspense boundary (the modal host's, the page's) holds the content.
 */
const BODIES = {
  wishlist: () => import("./wishlist-body").then((module) => ({ default: module.WishlistBody })),
  "notify-me": () => import("./notify-me-body").then((module) => ({ default: module.NotifyMeBody })),
  "group-info": () => import("./group-info-body").then((module) => ({ default: module.GroupInfoBody })),
  newsletter: () => import("./newsletter-body").then((module) => ({ default: module.NewsletterBody })),
  // The wishlist flow's "watch this search" (type=search), a chunk of its own too.
  search: () => import("./saved-search-body").then((module) => ({ default: module.SavedSearchBody })),
};
const WishlistBody = lazy(BODIES.wishlist);
const NotifyMeBody = lazy(BODIES["notify-me"]);
const GroupInfoBody = lazy(BODIES["group-info"]);
const NewsletterBody = lazy(BODIES.newsletter);
const SavedSearchBody = lazy(BODIES.search);

export function preloadFlowBodies(): void {
  for (const load of Object.values(BODIES)) {
    void load().catch(() => {
      // Rendering the flow retries the import, and a chunk still missing reaches the error page.
    });
  }
}

type Props = { data: AccountModalData; failure: ModalStepFailure | null; returnTo: string; fetcherKey?: string };

const TITLE_KEYS: Record<AccountFlow, string> = {
  wishlist: "modals.wishlist.title",
  "notify-me": "modals.notifyMe.title",
  "group-info": "modals.groupInfo.title",
  newsletter: "newsletter.modal.title",
};

export function useFlowTitle(flow: AccountFlow, type = ""): string {
  return useTranslation().t(flow === "wishlist" && type === WATCH_SEARCH_TYPE ? "savedSearches.modal.title" : TITLE_KEYS[flow]);
}

/** One account modal's content, in the modal (modal host) or as a page (a refused step without JavaScript). */
export function AccountFlowBody({ data, failure, returnTo, fetcherKey }: Props) {
  const { t } = useTranslation();
  const analytics = useFlowAnalytics(data);
  const props = { data, failure, returnTo, ...(fetcherKey ? { fetcherKey } : {}) };
  if (data.flow === "newsletter") {
    return (
      <div className="account-flow" data-flow={data.flow} data-signed-in={data.signedIn ? "true" : "false"}>
        <NewsletterBody {...props} />
      </div>
    );
  }
  // The wishlist modal keeping the page's search.
  if (data.flow === "wishlist" && data.type === WATCH_SEARCH_TYPE) {
    return (
      <div className="account-flow" data-flow={data.flow} data-signed-in={data.signedIn ? "true" : "false"}>
        <SavedSearchBody {...props} />
      </div>
    );
  }
  if (!data.item) return <p className="modal-note">{t("modals.errors.notFound")}</p>;
  // The tax code first, on the sites that need it, before any account action.
  if (data.taxCodeDue) {
    return (
      <div className="account-flow" data-flow={data.flow} data-signed-in="true">
        <ItemSummary item={data.item} showPrice={data.flow === "notify-me"} />
        <TaxCodeStep {...props} />
      </div>
    );
  }
  return (
    <div className="account-flow" data-flow={data.flow} data-signed-in={data.signedIn ? "true" : "false"}>
      <ItemSummary item={data.item} showPrice={data.flow === "notify-me"} />
      {data.flow === "wishlist" && <WishlistBody {...props} />}
      {data.flow === "notify-me" && (
        <NotifyMeBody
          {...props}
          onTrack={(action, form) => (action === "email" ? analytics.emailSent(form) : analytics.subscribeSent(form))}
        />
      )}
      {data.flow === "group-info" && <GroupInfoBody {...props} />}
    </div>
  );
}
