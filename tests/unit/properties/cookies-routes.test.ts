/**
 * Hostile input: the cookies the Worker reads on every request (currency, session, device
 * id, closed bean bars, site choice; the experiment bucket drawn from the device id) and the
 * route parameters of the localized path table (trip slugs, tour ids, event city and slug).
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

// A thousand runs per property take a while on a busy machine: a ceiling, not a timing check.
vi.setConfig({ testTimeout: 300_000 });
import { chosenCurrency, currencyCookie, CURRENCY_COOKIE } from "../../../app/lib/shell/currency-cookie";
import { readSessionCookie, sessionCookie, sessionCookieName } from "../../../workers/session/session";
import { readDeviceId } from "../../../workers/http/security";
import { BEAN_COOKIE, BEAN_ID, closedBeansOf, MAX_CLOSED_BEANS, withClosedBean } from "../../../app/lib/content/bean-bar-routes";
import { readSiteChoice, siteChoiceCookie, SITE_CHOICE_COOKIE } from "../../../workers/geolocation/geolocation";
import { bucketOf, variantOf } from "../../../workers/flags/experiments";
import { tenants } from "../../../tenants";
import { href, matchPath, resolvePage, routeKeys, routeTable } from "../../../tenants/routes";
import type { PathLocale } from "../../../tenants/schema";
import { requireId } from "../../../app/server/trip/trip-page.server";
import { assertNoPollution, cookieHeaderWith, hostileString, PROTO_KEYS, RUNS } from "./arbitraries";

/** What can travel in a Cookie header at all (a Worker never sees other characters there). */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, "?");
const TENANT_LIST = [...tenants];
const tenantArb = fc.constantFrom(...TENANT_LIST);

describe("cookies", () => {
  it("currency: the answer is always one of the site's currencies; a written cookie reads back", () => {
    const value = fc.oneof(hostileString, fc.constantFrom("EUR", "GBP", "USD", "eur", "XXX", "EUR ", "EURO"));
    fc.assert(
      fc.property(
        tenantArb,
        cookieHeaderWith(CURRENCY_COOKIE, value),
        fc.constantFrom(...TENANT_LIST.flatMap((t) => t.currencies.map((c) => c.isoCode))),
        (tenant, header, code) => {
          const chosen = chosenCurrency(header, tenant);
          expect(tenant.currencies.map((c) => c.isoCode)).toContain(chosen);
          const written = currencyCookie(code).split(";")[0]!;
          const again = chosenCurrency(`${written}`, tenant);
          expect(again).toBe(tenant.currencies.some((c) => c.isoCode === code) ? code : tenant.defaultCurrency);
        },
      ),
      RUNS,
    );
  });

  it("session: an altered cookie reads as no session; a written one reads back", () => {
    const jwt = fc
      .tuple(fc.base64String(), fc.base64String(), fc.base64String())
      .map((parts) => parts.map((p) => p.replace(/[+/=]/g, "") || "x").join("."));
    const refresh = fc.stringMatching(/^[0-9a-f]{64}$/);
    const value = fc.oneof(
      hostileString,
      fc.tuple(jwt, refresh).map(([j, r]) => `${j}~${r}`),
      fc.tuple(jwt, hostileString).map(([j, r]) => `${j}~${r}`),
    );
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.oneof(cookieHeaderWith("caravan_session", value), cookieHeaderWith("__Host-caravan_session", value)),
        jwt,
        refresh,
        (production, header, j, r) => {
          const read = readSessionCookie(header, production);
          if (read) {
            expect(read.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
            expect(read.refreshToken).toMatch(/^[0-9a-f]{64}$/);
            expect(header).toContain(`${sessionCookieName(production)}=`);
          }
          const written = sessionCookie(production, { jwt: j, refreshToken: r }).split(";")[0]!;
          expect(readSessionCookie(`a=b; ${written}`, production)).toEqual({ jwt: j, refreshToken: r });
          // A cookie of the other environment's name is not this one.
          expect(readSessionCookie(written, !production)).toBeNull();
        },
      ),
      RUNS,
    );
  });

  it("device id: only a UUID-shaped id is taken; the experiment bucket is always in [0, 1)", () => {
    const value = fc.oneof(
      hostileString,
      fc.uuid(),
      fc.uuid().map((u) => `${u}x`),
    );
    fc.assert(
      fc.property(cookieHeaderWith("caravan_device", value), hostileString, (header, experimentId) => {
        const request = new Request("http://int.localhost/", { headers: { Cookie: headerSafe(header) } });
        const id = readDeviceId(request);
        if (id !== null) expect(id).toMatch(/^[0-9a-f-]{36}$/);
        const bucket = bucketOf(experimentId, id ?? header);
        expect(bucket >= 0 && bucket < 1).toBe(true);
        const variant = variantOf(
          {
            id: experimentId,
            enabled: true,
            variants: [
              { id: "a", weight: 1 },
              { id: "b", weight: 3 },
            ],
          } as never,
          id ?? header,
        );
        expect(["a", "b"]).toContain((variant as { id: string }).id);
      }),
      RUNS,
    );
  });

  it("closed bean bars: only valid ids, at most the cap, each once after a close; a written cookie reads back", () => {
    const ids = fc.array(fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,12}$/), hostileString), { maxLength: 40 });
    fc.assert(
      fc.property(ids, fc.stringMatching(/^[a-z0-9-]{1,60}$/), fc.constantFrom(".", ",", "%2E"), (list, id, sep) => {
        const header = `x=1; ${BEAN_COOKIE}=${list.join(sep)}; y=2`;
        const closed = closedBeansOf(header);
        expect(closed.length).toBeLessThanOrEqual(MAX_CLOSED_BEANS);
        for (const one of closed) expect(one).toMatch(BEAN_ID);
        const next = withClosedBean(closed, id);
        expect(next.at(-1)).toBe(id);
        expect(next.filter((one) => one === id)).toHaveLength(1);
        expect(next.length).toBeLessThanOrEqual(MAX_CLOSED_BEANS);
        expect(closedBeansOf(`${BEAN_COOKIE}=${next.join(".")}`)).toEqual(next);
      }),
      RUNS,
    );
  });

  it("site choice: only a known site id; a written cookie reads back", () => {
    fc.assert(
      fc.property(
        cookieHeaderWith(
          SITE_CHOICE_COOKIE,
          fc.oneof(hostileString, fc.constantFrom(...TENANT_LIST.map((t) => t.id), "xx", "INT", "__proto__", "constructor")),
        ),
        tenantArb,
        (header, tenant) => {
          const choice = readSiteChoice(header);
          if (choice !== null) expect(TENANT_LIST.map((t) => t.id)).toContain(choice);
          expect(readSiteChoice(siteChoiceCookie(tenant.id).split(";")[0]!)).toBe(tenant.id);
        },
      ),
      RUNS,
    );
  });
});

describe("route parameters (localized paths)", () => {
  const pathLocales = [...new Set(TENANT_LIST.map((t) => t.pathLocale))] as PathLocale[];
  const patterns = routeKeys.flatMap((key) => pathLocales.map((locale) => ({ key, locale, pattern: routeTable[key][locale] })));
  const segment = fc.oneof(
    hostileString.filter((s) => !s.includes("/")),
    fc.stringMatching(/^[a-z0-9-]{1,30}$/),
    fc.constantFrom(...PROTO_KEYS),
    fc.constantFrom("%", "%E0%A4%A", "..", ".", "%2F"),
  );

  it("a pattern filled with any values matches back to its key with the same values (or a more specific static page)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,30}$/), { minLength: 3, maxLength: 3 }),
        ({ key, locale, pattern }, values) => {
          const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
          const params = Object.fromEntries(names.map((name, i) => [name, values[i]!]));
          const path = href(locale, key, params);
          const match = matchPath(locale, path);
          expect(match).not.toBeNull();
          if (match!.key === key) expect(match!.params).toEqual(params);
          assertNoPollution(match!.params);
        },
      ),
      RUNS,
    );
  });

  it("any path resolves to a page, a redirect to a path of this site, or not found; never throws", () => {
    const path = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join("/")}`);
    fc.assert(
      fc.property(
        fc.constantFrom(...pathLocales),
        fc.oneof(
          path,
          fc.constantFrom(...patterns).map((p) => p.pattern.replace(/:[A-Za-z]+/g, "__proto__")),
        ),
        (locale, pathname) => {
          const resolved = resolvePage(locale, pathname);
          if (resolved.kind === "redirect") {
            expect(resolved.location.startsWith("/")).toBe(true);
            expect(resolved.location.startsWith("//")).toBe(false);
            expect(matchPath(locale, resolved.location)).not.toBeNull();
          }
          if (resolved.kind === "page") {
            for (const value of Object.values(resolved.match.params)) expect(value.length).toBeGreaterThan(0);
            expect(Object.getPrototypeOf(resolved.match.params)).toBe(Object.prototype);
          }
        },
      ),
      RUNS,
    );
  });

  it("tour ids: only a positive whole number of at most ten digits; anything else is a 404", () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileString, fc.integer().map(String), fc.constantFrom("01", "1e3", "1.0", " 1", "9999999999", "10000000000")),
        (value) => {
          let id: number | null = null;
          try {
            id = requireId(value);
          } catch (thrown) {
            expect((thrown as Response).status).toBe(404);
            return;
          }
          expect(Number.isSafeInteger(id) && id > 0 && String(id) === value).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
