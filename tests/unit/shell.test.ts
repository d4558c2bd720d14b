import { describe, expect, it } from "vitest";
import { getTenant, tenants } from "../../tenants";
import { siteMenus } from "../../tenants/menus";
import { siteMenusSchema } from "../../tenants/menu-schema";
import { allowChunkReload, CHUNK_RELOAD_INTERVAL_MS } from "../../app/lib/shell/chunk-reload";
import { chosenCurrency } from "../../app/lib/shell/currency-cookie";
import { resolveMenu } from "../../app/lib/shell/menu-links";
import { siteCode } from "../../app/lib/shell/site-code";
import { openModals, toSearchString, withModal, withoutTopModal } from "../../app/lib/shell/modal-url";
import { nextHeaderState } from "../../app/components/header/use-header-scroll";

describe("modal URL stack (Modal host)", () => {
  const q = (s: string) => new URLSearchParams(s);

  it("opens a modal on top and keeps the filters", () => {
    expect(toSearchString(withModal(q("textSearch=peru"), "country"))).toBe("?textSearch=peru&modal=country");
    expect(openModals(withModal(q("modal=modal-filters"), "currency"))).toEqual(["modal-filters", "currency"]);
    expect(openModals(withModal(q("modal=country"), "country"))).toEqual(["country"]);
  });

  it("closing removes modal, type and layout, except the filters modal stays", () => {
    expect(toSearchString(withoutTopModal(q("page=2&modal=available-dates&type=calendar&layout=list")))).toBe("?page=2");
    expect(toSearchString(withoutTopModal(q("modal=modal-filters&modal=available-dates&layout=calendar")))).toBe("?modal=modal-filters");
    expect(toSearchString(withoutTopModal(q("modal=country")))).toBe("");
    expect(
      toSearchString(withoutTopModal(q("textSearch=peru&modal=available-dates&type=filters&layout=list&travel=peru-inca-trail"))),
    ).toBe("?textSearch=peru");
  });

  it("ignores modal names that are not names", () => {
    expect(openModals(q("modal=<script>&modal=country&modal="))).toEqual(["country"]);
  });
});

describe("header scroll (20 px threshold)", () => {
  const run = (ys: number[]) => ys.reduce((state, y) => nextHeaderState(state, y), { hidden: false, anchor: 0 });

  it.each([
    [[10, 20], false],
    [[10, 21], true],
    [[100, 90], true],
    [[100, 79], false],
    [[100, 300, 0], false],
    [[100, 95, 90, 85, 80, 75], false],
    [[100, 110, 105, 100, 95, 90, 85, 80], false],
    [[30, 25, 40, 46], true],
  ])("after scrolling to %j the header is hidden: %s", (ys, hidden) => {
    expect(run(ys).hidden).toBe(hidden);
  });
});

describe("chunk-load reload", () => {
  it("reloads once, then not again within 60 s, then again after", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(allowChunkReload(storage, 1_000_000)).toBe(true);
    expect(allowChunkReload(storage, 1_000_000 + 5_000)).toBe(false);
    expect(allowChunkReload(storage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(allowChunkReload(storage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });

  it("allows the reload when storage is unavailable", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {},
    };
    expect(allowChunkReload(throwing, 5)).toBe(true);
    expect(allowChunkReload(null, 5)).toBe(true);
  });
});

describe("currency choice", () => {
  it("uses the cookie only for a currency the site offers", () => {
    expect(chosenCurrency("caravan_currency=GBP", getTenant("int")!)).toBe("GBP");
    expect(chosenCurrency("a=1; caravan_currency=USD; b=2", getTenant("int")!)).toBe("USD");
    expect(chosenCurrency("caravan_currency=USD", getTenant("uk")!)).toBe("GBP");
    expect(chosenCurrency("caravan_currency=XXX", getTenant("it")!)).toBe("EUR");
    expect(chosenCurrency(null, getTenant("us")!)).toBe("USD");
  });
});

describe("menus", () => {
  it.each(tenants.map((t) => t.id))("the %s menus are valid and every link resolves to a path of that site", (id) => {
    const tenant = getTenant(id)!;
    const menus = siteMenus(id);
    expect(siteMenusSchema.safeParse(menus).success).toBe(true);
    const walk = (items: ReturnType<typeof resolveMenu>): string[] =>
      items.flatMap((i) => [...(i.href ? [i.href] : []), ...walk(i.children)]);
    const links = walk([...resolveMenu(menus.header, tenant.pathLocale), ...resolveMenu(menus.footer.menu, tenant.pathLocale)]);
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) expect(link).toMatch(/^(\/|https:\/\/)/);
  });

  it("has a mega-menu with badges on every site", () => {
    for (const tenant of tenants) {
      const mega = siteMenus(tenant.id).header.find((item) => item.type === "mega-menu");
      expect(mega?.children?.length).toBeGreaterThanOrEqual(4);
      const badges = JSON.stringify(mega).match(/"badge":"(NEW|HOT|SAFE)"/g) ?? [];
      expect(badges.length).toBeGreaterThan(0);
    }
  });

  it("rejects a menu item with an unknown route key or a badge outside NEW, HOT, SAFE", () => {
    const menus = structuredClone(siteMenus("it"));
    menus.header[0]!.link = { route: "nowhere" as never };
    expect(siteMenusSchema.safeParse(menus).success).toBe(false);
    const other = structuredClone(siteMenus("it"));
    other.header[0]!.badge = "COOL" as never;
    expect(siteMenusSchema.safeParse(other).success).toBe(false);
  });
});

describe("the header's site code", () => {
  it("names the country, or the language for the international site", () => {
    expect(siteCode(getTenant("int")!)).toBe("EN");
    expect(siteCode(getTenant("uk")!)).toBe("GB");
    expect(siteCode(getTenant("us")!)).toBe("US");
    expect(siteCode(getTenant("de")!)).toBe("DE");
  });
});
