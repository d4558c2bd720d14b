/**
 * Result pages send the browser their cards' own fields only (app/lib/cards/card-data.ts):
 * the cards still render in full, and the page data carries none of the catalogue's other fields.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSeededSite, type Site } from "./harness";
import { testNow } from "../support/clock";

let site: Site;
beforeAll(async () => {
  site = await startSeededSite({ scale: 1, today: testNow() });
});
afterAll(() => site?.close());

/** The page data React hydrates from (single fetch's inline stream). */
function pageData(html: string): string {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]!) as string);
  expect(chunks.length).toBeGreaterThan(0);
  return chunks.join("");
}

const DROPPED = ["isNoSharingRoomAvailable", "travelStyles", "departuresCount", "wishlistedToursCount", "seatsToConfirm", "groupInfo"];

describe("result page data", () => {
  it.each([
    ["it", "/cerca"],
    ["fr", "/recherche?tab=tours"],
    ["de", "/reiseziele"],
    ["it", "/viaggi-di-gruppo-asia"],
  ])("on %s %s holds the cards' fields only, and the cards render", async (tenant, path) => {
    const response = await site.fetch(tenant, path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const cards = html.match(/<article class="card (travel|tour)-card"/g) ?? [];
    expect(cards.length).toBeGreaterThan(3);
    expect(html).toMatch(/<h[234] class="card-title"><a [^>]*href="\/[^"]+"/);
    expect(html).toContain('class="card-price"');
    const data = pageData(html);
    expect(data).toContain("destinationLabel");
    expect(data).toContain("salesStatus");
    for (const field of DROPPED) expect(data.includes(`"${field}"`), field).toBe(false);
  });
});
