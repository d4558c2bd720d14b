/**
 * A watched search's e-mail in every language: new departures and lower prices apart (the
 * lower ones with the price before), a subject that says which of the two it holds, every
 * placeholder filled, and an e-mail decided before lower prices were told still written.
 */
import { describe, expect, it } from "vitest";
import { emailCatalogues } from "../../locales/email";
import { LANGUAGES } from "../../tenants/languages";
import { savedSearchEmail } from "../../workers/email/templates/saved-search";
import { payloadSchema, renderSavedSearchEmail } from "../../workers/services/saved-searches/email";

const fresh = { title: "Lofoten by boat", start: "1 June", end: "9 June", price: "€1,290", link: "https://example.com/t/1" };
const cheaper = {
  title: "Iceland ring road",
  start: "3 July",
  end: "12 July",
  price: "€990",
  was: "€1,470",
  link: "https://example.com/t/2",
};
const base = { siteName: "Caravan", name: "North", more: 0, searchLink: "https://example.com/s", unsubscribeLink: "https://example.com/u" };
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(vars[key]));

describe.each(LANGUAGES)("the watched-search e-mail in %s", (language) => {
  const texts = emailCatalogues[language].savedSearch;

  it("says which departures are new and which cost less, with the price before", () => {
    const mail = savedSearchEmail({ ...base, language, items: [fresh, cheaper], cheaper: 1 });
    expect(mail.subject).toBe(fill(texts.subjectMixed, { name: "North" }));
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain("{{");
    const newAt = mail.text.indexOf(fill(texts.body.one, { name: "North" }));
    const cheaperAt = mail.text.indexOf(fill(texts.cheaperBody.one, { name: "North" }));
    expect(newAt).toBeGreaterThan(-1);
    expect(cheaperAt).toBeGreaterThan(newAt);
    expect(mail.text.slice(newAt, cheaperAt)).toContain(fill(texts.item, fresh));
    expect(mail.text.slice(cheaperAt)).toContain(fill(texts.itemCheaper, cheaper));
  });

  it("names only lower prices, or only new departures, in the subject when that is all it holds", () => {
    const drops = savedSearchEmail({ ...base, language, items: [cheaper], more: 2, cheaper: 3 });
    expect(drops.subject).toBe(fill(texts.subjectCheaper.other, { count: 3, name: "North" }));
    expect(drops.text).not.toContain(fill(texts.body.one, { name: "North" }));
    const news = savedSearchEmail({ ...base, language, items: [fresh], cheaper: 0 });
    expect(news.subject).toBe(fill(texts.subject.one, { name: "North" }));
    expect(news.text).not.toContain(fill(texts.cheaperBody.one, { name: "North" }));
  });
});

it("writes an e-mail decided before lower prices were told (its payload has no count of them) as new departures", () => {
  const payload = payloadSchema.parse({
    site: "de",
    currency: "EUR",
    name: "Alt",
    items: [{ title: "Lofoten", start: "2027-06-01", end: "2027-06-09", price: 129_000, link: "https://example.com/t/1" }],
    more: 0,
    searchLink: "https://example.com/s",
    unsubscribeLink: "https://example.com/u",
  });
  expect(payload.cheaper).toBe(0);
  expect(renderSavedSearchEmail(payload).subject).toBe("1 neuer Termin für „Alt“");
});
