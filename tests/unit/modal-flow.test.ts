import { describe, expect, it } from "vitest";
import {
  accountFlowOf,
  analyticsStepOf,
  itemRefOf,
  modalDataKey,
  modalPage,
  modalStepHref,
  stepsActionHref,
  withoutModal,
} from "../../app/lib/account/modal-flow";
import { notifyMePayload } from "../../app/lib/analytics/notify-me";
import { sha256Hex } from "../../app/lib/analytics/text";
import { withoutTopModal, toSearchString } from "../../app/lib/shell/modal-url";

describe("the account modals' URL state", () => {
  it("reads the modal on top and its item", () => {
    expect(accountFlowOf(new URLSearchParams("modal=modal-filters&modal=notify-me&type=tour-5"))).toBe("notify-me");
    expect(accountFlowOf(new URLSearchParams("modal=group-info&modal=currency"))).toBeNull();
    expect(itemRefOf("tour-12")).toEqual({ kind: "tour", id: 12 });
    expect(itemRefOf("travel-3")).toEqual({ kind: "travel", id: 3 });
    for (const bad of ["tour-0", "tour-", "tours-1", "tour-1x", "travel-12345678901", null]) expect(itemRefOf(bad)).toBeNull();
  });

  it("keeps each step on the page's URL, next to modal and type, and drops it when the modal closes", () => {
    const page = modalPage("/viaggi/perù?page=2&step=code&email=a%40b.co&toast=added", "wishlist", "travel-7");
    expect(page).toBe("/viaggi/per%C3%B9?page=2&modal=wishlist&type=travel-7");
    const step = modalStepHref(page, { step: "existing-user", email: "a@b.co", renewableIn: 120 });
    expect(new URL(step, "http://x").searchParams.get("step")).toBe("existing-user");
    expect(new URL(step, "http://x").searchParams.get("renewableIn")).toBe("120");
    expect(withoutModal(step, "wishlist")).toBe("/viaggi/per%C3%B9?page=2");
    // The other modals of the stack stay.
    expect(withoutModal("/cerca?modal=modal-filters&modal=wishlist&type=tour-1&step=code", "wishlist")).toBe("/cerca?modal=modal-filters");
    // The host's own close keeps the page's parameters.
    expect(toSearchString(withoutTopModal(new URLSearchParams("page=2&modal=wishlist&type=travel-7")))).toBe("?page=2");
  });

  it("posts to one action that carries the flow, the item and the way back", () => {
    const href = stepsActionHref("notify-me", "tour-9", "/reiseziele/x?modal=notify-me&type=tour-9", {
      step: "code",
      email: "a@b.co",
      phone: "+49 151 1234567",
    });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/account/modal-steps");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      flow: "notify-me",
      type: "tour-9",
      returnTo: "/reiseziele/x?modal=notify-me&type=tour-9",
      step: "code",
      email: "a@b.co",
      phone: "+49 151 1234567",
    });
    // The page and the action name the same state: data read for one is recognised on the other.
    expect(modalDataKey("notify-me", url.searchParams)).toBe(
      modalDataKey(
        "notify-me",
        new URL(modalStepHref("/x?modal=notify-me&type=tour-9", { step: "code", email: "a@b.co", phone: "+49 151 1234567" }), "http://x")
          .searchParams,
      ),
    );
  });

  it("names the steps as analytics reports them", () => {
    expect(["email", "new-user", "existing-user", "code"].map(analyticsStepOf)).toEqual([
      "step-1",
      "step-2-new-user",
      "step-2-existing-user",
      "step-3",
    ]);
  });
});

describe("notify-me tracking payload", () => {
  const subject = {
    travelId: 4,
    title: "Perù",
    destinationLabel: "Perù",
    tour: { id: 9, startingDate: "2030-05-01", endingDate: "2030-05-10", salesStatus: "PLANNED" as const, price: 129_900 },
  };

  it("hashes the e-mail (trimmed, lower-cased) and the phone before anything reaches the data layer", async () => {
    const payload = await notifyMePayload({
      action: "email",
      pageType: "tour page",
      subject,
      types: ["TOUR_CONFIRMED", "PRICE_DROPPED"],
      isWishlisted: true,
      email: "  Ann@Example.COM ",
      phone: "+39 333 1234567",
    });
    expect(payload.email).toBe(await sha256Hex("ann@example.com"));
    expect(payload.phone).toBe(await sha256Hex("+393331234567"));
    expect(JSON.stringify(payload)).not.toMatch(/ann@|1234567"/i);
    expect(payload).toMatchObject({
      action: "email",
      sectionFrom: "notify-me",
      travelId: "4",
      travelTitle: "Perù",
      travelDestinationLabel: "Perù",
      tourId: "9",
      tourPrice: 1299,
      tourStartingDate: "2030-05-01",
      tourEndingDate: "2030-05-10",
      tourSalesStatus: "PLANNED",
      isWishlisted: true,
      notifyMeTypes: ["TOUR_CONFIRMED", "PRICE_DROPPED"],
    });
  });

  it("leaves out what was not given, and the tour fields of a trip without departures", async () => {
    const payload = await notifyMePayload({
      action: "open",
      pageType: "travel page",
      subject: { ...subject, tour: null },
      types: ["STOCKOUT_TRAVEL"],
      isWishlisted: false,
      phone: "  ",
    });
    expect(payload).not.toHaveProperty("email");
    expect(payload).not.toHaveProperty("phone");
    expect(payload).not.toHaveProperty("tourId");
    expect(payload).not.toHaveProperty("tourPrice");
  });
});
