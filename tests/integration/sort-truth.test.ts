/**
 * The search's sorts through the BUILT Worker, on every site and both tabs: reading the result
 * cards in order (the first two pages, so the order holds across the page break), the figure a
 * sort names is in that order on the cards themselves: the price, the discount, the date and
 * the number of days the card shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HTMLElement } from "node-html-parser";
import { href } from "../../tenants/routes";
import { getTenant } from "../../tenants";
import { startSeededSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
let site: Site;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
}, 90_000);
afterAll(() => site?.close());

/** The whole number in a text as the site writes it ("1.790 €", "$1,950", "1 920 €", "-30 %"). */
const amountIn = (text: string): number | null => {
  const match = /\d[\d.,\s\u00a0\u202f]*/.exec(text);
  return match ? Number(match[0].replace(/\D/g, "")) : null;
};

type Figure = (card: HTMLElement) => number | string | null;

const price: Figure = (card) => amountIn(textOf(card.querySelector(".card-price strong")));
// A card without a discount shows none: zero.
const discount: Figure = (card) => amountIn(textOf(card.querySelector(".card-discount"))) ?? 0;
const days: Figure = (card) => amountIn(textOf(card.querySelector(".card-meta")));
const date: Figure = (card) => card.querySelector("time[datetime]")?.getAttribute("datetime") ?? null;

const SORTS: { sort: string; figure: Figure; name: string; direction: 1 | -1 }[] = [
  { sort: "date:asc", figure: date, name: "date", direction: 1 },
  { sort: "price:asc", figure: price, name: "price", direction: 1 },
  { sort: "price:desc", figure: price, name: "price", direction: -1 },
  { sort: "discount:desc", figure: discount, name: "discount", direction: -1 },
  { sort: "duration:asc", figure: days, name: "days", direction: 1 },
  { sort: "duration:desc", figure: days, name: "days", direction: -1 },
];

describe.each(TENANT_IDS)("sorts on %s", (id) => {
  const tenant = getTenant(id)!;
  const search = href(tenant.pathLocale, "search");

  it.each(["travels", "tours"] as const)("on the %s tab, every sort's figure reads in order on the cards", async (tab) => {
    const wrong: string[] = [];
    for (const { sort, figure, name, direction } of SORTS) {
      const figures: (number | string)[] = [];
      for (const page of [1, 2]) {
        const query = `?sort=${sort}${tab === "tours" ? "&tab=tours" : ""}${page > 1 ? `&page=${page}` : ""}`;
        const response = await site.fetch(id, `${search}${query}`);
        // A search with a single page moves page 2 to page 1: nothing more to read.
        if (response.status === 302) break;
        expect(response.status, query).toBe(200);
        const cards = (await pageOf(response)).querySelectorAll(tab === "tours" ? "article.tour-card" : "article.travel-card");
        expect(cards.length, query).toBeGreaterThan(0);
        for (const card of cards) {
          const value = figure(card);
          if (value === null) wrong.push(`${query}: a card shows no ${name}`);
          else figures.push(value);
        }
      }
      for (let i = 1; i < figures.length; i++) {
        const [before, after] = [figures[i - 1]!, figures[i]!];
        if (direction * (before < after ? -1 : before > after ? 1 : 0) > 0) {
          wrong.push(`${sort}: card ${i} shows ${name} ${before}, card ${i + 1} ${after} (${figures.join(", ")})`);
          break;
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
