import { useTranslation } from "../shell/translation";
import type { AccountModalData } from "../../server/modal-data.server";
import type { ModalStepFailure } from "../../routes/account.modal-steps.server";
import type { AccountFlow } from "../../lib/account/modal-flow";
import { GroupInfoBody } from "./group-info-body";
import { ItemSummary } from "./item-summary";
import { TaxCodeStep } from "./tax-code-step";
import { NewsletterBody } from "./newsletter-body";
import { NotifyMeBody } from "./notify-me-body";
import { SavedSearchBody } from "./saved-search-body";
import { WATCH_SEARCH_TYPE } from "../../lib/search/saved-search-limits";
import { useFlowAnalytics } from "./use-flow-analytics";
import { WishlistBody } from "./wishlist-body";

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
  // Issue 27: the wishlist modal keeping the page's search.
  if (data.flow === "wishlist" && data.type === WATCH_SEARCH_TYPE) {
    return (
      <div className="account-flow" data-flow={data.flow} data-signed-in={data.signedIn ? "true" : "false"}>
        <SavedSearchBody {...props} />
      </div>
    );
  }
  if (!data.item) return <p className="modal-note">{t("modals.errors.notFound")}</p>;
  // 001 §5: the tax code first, on the sites that need it, before any account action.
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
