import { useEffect, useRef } from "react";
import type { AccountModalData } from "../../lib/account/modal-data";
import { analyticsStepOf } from "../../lib/account/modal-flow";
import { notifyMePayload } from "../../lib/analytics/notify-me";
import { pageTypeFor } from "../../lib/analytics/page-type";
import { track } from "../../lib/analytics/track";
import { useRootData } from "../shell/use-tenant";

/**
 * Analytics of the account modals: the wishlist and group-info steps as a visitor
 * reaches them; notify-me's show-user-new / show-user-existing steps, its e-mail step and its
 * activation (the subscription appearing while the modal is open), e-mail and phone hashed.
 * Returns what the notify-me forms call on submit.
 */
export function useFlowAnalytics(data: AccountModalData) {
  const pageType = pageTypeFor(useRootData()?.routeKey);
  const { flow, item } = data;
  const step = data.signedIn ? null : data.steps.step;
  const types = data.notifyMe?.types ?? null;
  const lastPhone = useRef<string | null>(null);
  const notify = (
    action: "show-user-new" | "show-user-existing" | "email" | "activate",
    raw: { email?: string | null; phone?: string | null } = {},
  ) => {
    if (!item || !types) return;
    const base = { pageType, subject: item, types, isWishlisted: data.saved, ...raw };
    const send = async () => {
      switch (action) {
        case "show-user-new":
          return track("notifyMeShowUserNew", await notifyMePayload({ ...base, action }));
        case "show-user-existing":
          return track("notifyMeShowUserExisting", await notifyMePayload({ ...base, action }));
        case "email":
          return track("notifyMeEmail", await notifyMePayload({ ...base, action }));
        case "activate":
          return track("notifyMeActivation", await notifyMePayload({ ...base, action }));
      }
    };
    void send();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per step reached; the data of a step does not change while it is shown, and `notify` is a new function every render.
  useEffect(() => {
    if (!item || step === null) return;
    const travelId = String(item.travelId);
    if (flow === "wishlist")
      track("wishlistStep", {
        pageType,
        sectionFrom: "wishlist",
        step: analyticsStepOf(step),
        travelId,
        ...(item.tour ? { tourId: String(item.tour.id) } : {}),
      });
    if (flow === "group-info" && item.tour)
      track("groupInfoStep", { pageType, sectionFrom: "group-info", step: analyticsStepOf(step), travelId, tourId: String(item.tour.id) });
    if (flow === "notify-me" && (step === "new-user" || step === "existing-user"))
      notify(step === "new-user" ? "show-user-new" : "show-user-existing", { email: data.steps.email, phone: data.phone });
  }, [flow, step, item?.travelId, item?.tour?.id]);

  // Activation: the subscription appears while the modal is open (not on a reload of the done state).
  const subscribed = data.notifyMe?.subscribed ?? false;
  const before = useRef(subscribed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one activation event when the subscription appears; the e-mail and phone are read as they are then.
  useEffect(() => {
    if (subscribed && !before.current) notify("activate", { email: data.signedIn?.email ?? null, phone: lastPhone.current ?? data.phone });
    before.current = subscribed;
  }, [subscribed]);

  return {
    /** The e-mail step was sent (notify-me e-mail). */
    emailSent: (form: FormData) => notify("email", { email: String(form.get("email") ?? ""), phone: String(form.get("phone") ?? "") }),
    /** A signed-in person asked to be told: their phone goes with the activation that follows. */
    subscribeSent: (form: FormData) => {
      lastPhone.current = String(form.get("phone") ?? "");
    },
  };
}
