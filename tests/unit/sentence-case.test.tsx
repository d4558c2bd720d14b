/**
 * A sentence starts with a capital letter after a full stop, in every text a site shows: in one
 * catalogue message, and where a page puts messages one after the other, as the notify-me
 * confirmation does ("Done: you are on the list. We will e-mail you: if the price drops…").
 */
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { parse } from "node-html-parser";
import { catalogues } from "../../locales";
import { emailCatalogues } from "../../locales/email";
import { tenants } from "../../tenants";
import { LANGUAGES, type Language } from "../../tenants/languages";
import { NotifyMeBody } from "../../app/components/modal/notify-me-body";
import { TranslationProvider } from "../../app/components/shell/translation";
import type { AccountModalData } from "../../app/lib/account/modal-data";
import { textLeaves } from "../support/text-leaves";

/** A lower-case letter opening a sentence: after a full stop, a question or exclamation mark and a space. */
const LOWER_AFTER_STOP = /(?<!\b(?:ca|z\. ?B|aprox|approx|e\.g|i\.e|etc|vs|p\. ?es|ecc|env|bzw|usw|Nr|n))[.!?]\s+\p{Ll}/gu;

const lowerStarts = (text: string) =>
  [...text.matchAll(LOWER_AFTER_STOP)].map((match) => text.slice(Math.max(0, match.index - 20), match.index + 6));

describe.each(LANGUAGES)("sentence case in %s", (language) => {
  it("every catalogue and e-mail message", () => {
    const found = [...textLeaves(catalogues[language]), ...textLeaves(emailCatalogues[language])].flatMap(([path, text]) =>
      lowerStarts(text).map((excerpt) => `${path}: ${excerpt}`),
    );
    expect(found).toEqual([]);
  });

  it("the notify-me confirmation, read as one text", () => {
    const text = renderNotifyMeDone(language);
    expect(text).toContain(catalogues[language].modals.notifyMe.doneTitle);
    expect(lowerStarts(text)).toEqual([]);
  });
});

/** The notify-me modal once the person has asked for every alert a departure offers. */
const DONE = {
  key: "notify-me",
  flow: "notify-me",
  type: "tour",
  item: {
    travelId: 1,
    title: "Trip",
    destinationLabel: "Somewhere",
    slug: "trip",
    tour: { id: 2, startingDate: "2027-05-01", endingDate: "2027-05-10", salesStatus: "PLANNED", price: 192_000, currency: "EUR" },
    upcomingTours: 1,
  },
  signedIn: { email: "someone@example.com" },
  notifyMe: { types: ["TOUR_CONFIRMED", "PRICE_DROPPED"], subscribed: true },
} as unknown as AccountModalData;

function DoneModal() {
  return <NotifyMeBody data={DONE} failure={null} returnTo="/" />;
}

function renderNotifyMeDone(language: Language): string {
  const tenant = tenants.find((candidate) => candidate.language === language)!;
  const Stub = createRemixStub([{ id: "root", path: "/", loader: () => ({ tenant }), Component: DoneModal }]);
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const html = renderToString(
      <TranslationProvider language={language} messages={catalogues[language]}>
        <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { tenant } } }} />
      </TranslationProvider>,
    );
    const done = parse(html).querySelector("[data-state=subscribed]");
    return (done?.childNodes ?? [])
      .map((node) => node.textContent.trim())
      .join(" ")
      .replace(/\s+/g, " ");
  } finally {
    consoleError.mockRestore();
  }
}
