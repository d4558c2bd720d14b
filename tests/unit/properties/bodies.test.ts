/**
 * Hostile input: request bodies. The readers every action and API goes through (readForm,
 * readJsonObject, the catalogue search body, the sign-in JSON body) and the form schemas of the
 * actions (wishlist, account modal steps, currency, newsletter, unsubscribe).
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

// A thousand runs per property take a while on a busy machine: a ceiling, not a timing check.
vi.setConfig({ testTimeout: 300_000 });
import { MAX_BODY_BYTES, readForm } from "../../../workers/http/body";
import { readJsonObject } from "../../../workers/http/json-api";
import {
  readSearchRequest,
  readTopSellersRequest,
  MAX_BODY_BYTES as SEARCH_BODY_BYTES,
} from "../../../app/server/catalogue/catalogue-api.server";
import { readAuthBody } from "../../../app/server/account/auth-api.server";
import { searchFiltersSchema } from "../../../app/lib/search/filters";
import { alertSchema, itemSchema } from "../../../app/routes/wishlist.server";
import { intentField, modalTarget, phoneField } from "../../../app/routes/account.modal-steps.server";
import { currencyChoiceSchema } from "../../../app/routes/currency.server";
import { newsletterSchema } from "../../../app/routes/newsletter.server";
import { tokenSchema } from "../../../app/routes/notify-unsubscribe.server";
import { ACCOUNT_FLOWS, itemRefOf, isItemFlow } from "../../../app/lib/account/modal-flow";
import { isPhone } from "../../../app/lib/account/phone";
import { getTenant, tenants } from "../../../tenants";
import { assertNoPollution, hostileString, jsonWithProtoKeys, PROTO_KEYS, RUNS } from "./arbitraries";

const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-8",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "application/json",
  "text/plain",
  "APPLICATION/X-WWW-FORM-URLENCODED",
  "",
  "application/x-www-form-urlencoded, application/json",
];

/** Body bytes: text, invalid UTF-8, JSON, multipart that may or may not be well formed. */
const bodyBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.string({ maxLength: 200 }).map((s) => new TextEncoder().encode(s)),
  fc.uint8Array({ maxLength: 200 }),
  fc.constantFrom(new Uint8Array([0xff, 0xfe, 0xc3, 0x28]), new Uint8Array([0xed, 0xa0, 0x80])),
  jsonWithProtoKeys.map((v) => new TextEncoder().encode(JSON.stringify(v) ?? "null")),
  fc
    .tuple(hostileString, hostileString)
    .map(([n, v]) => new TextEncoder().encode(`--xyz\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n--xyz--\r\n`)),
);

function post(body: Uint8Array | null, contentType: string | null, extra: Record<string, string> = {}): Request {
  const headers: Record<string, string> = { ...extra };
  if (contentType !== null) headers["Content-Type"] = contentType;
  return new Request("http://int.localhost/x", { method: "POST", body: body as BodyInit | null, headers });
}

describe("readForm (every form action)", () => {
  it("never throws: a form, or 415 for another type, 413 past the cap, 400 for a broken form", async () => {
    await fc.assert(
      fc.asyncProperty(bodyBytes, fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: null }), async (bytes, type) => {
        const read = await readForm(post(bytes, type));
        if (read.ok) {
          for (const [name] of read.form) expect(typeof name).toBe("string");
          return;
        }
        expect([400, 413, 415]).toContain(read.status);
        if (read.status === 415)
          expect(type === null || !/^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type)).toBe(true);
      }),
      RUNS,
    );
  });

  it("refuses any body past the cap with 413, declared or streamed", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4096 }), fc.boolean(), async (extra, declared) => {
        const size = MAX_BODY_BYTES + extra;
        const bytes = new Uint8Array(size).fill(0x61);
        const body = declared
          ? bytes
          : new ReadableStream<Uint8Array>({
              start(controller) {
                for (let i = 0; i < size; i += 8192) controller.enqueue(bytes.subarray(i, i + 8192));
                controller.close();
              },
            });
        const request = new Request("http://int.localhost/x", {
          method: "POST",
          body,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          duplex: "half",
        } as RequestInit);
        const read = await readForm(request);
        expect(read).toEqual({ ok: false, status: 413 });
      }),
      RUNS,
    );
  });
});

describe("JSON bodies (catalogue API, sign-in API)", () => {
  it("readJsonObject never throws; an accepted body is a plain object with no prototype tricks", async () => {
    await fc.assert(
      fc.asyncProperty(bodyBytes, async (bytes) => {
        const read = await readJsonObject(post(bytes, "application/json"), SEARCH_BODY_BYTES);
        if (!read.ok) {
          expect(read.response.status).toBe(400);
          const answer = (await read.response.json()) as { errors: { formErrors: string[] } };
          expect(answer.errors.formErrors[0]).toMatch(/\w/);
          return;
        }
        expect(Object.getPrototypeOf(read.value)).toBe(Object.prototype);
        expect(Array.isArray(read.value)).toBe(false);
        expect(Object.hasOwn(read.value, "__proto__")).toBe(false);
        assertNoPollution(read.value);
      }),
      RUNS,
    );
  });

  it("the search body: filters that satisfy the schema and a currency the site offers, or a 400 naming the fields", async () => {
    const tenant = getTenant("uk")!;
    const field = fc.constantFrom(...Object.keys(searchFiltersSchema.shape), "currency", ...PROTO_KEYS);
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      hostileString,
      fc.constantFrom("GBP", "EUR", "USD", "JPY", null, -1, 1e20, ["CONFIRMED"], [1, 2], [{}]),
    );
    const body = fc.oneof(
      fc.dictionary(field, value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
      fc
        .tuple(fc.constantFrom("__proto__", "constructor"), fc.dictionary(field, value, { maxKeys: 3 }))
        .map(([k, o]) => `{"${k}":${JSON.stringify(o)},"page":1}`),
      jsonWithProtoKeys.map((v) => JSON.stringify(v) ?? ""),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const read = await readSearchRequest(post(new TextEncoder().encode(text), "application/json"), tenant, "GBP");
        if (!read.ok) {
          expect(read.response.status).toBe(400);
          const answer = (await read.response.json()) as { errors: { formErrors: string[]; fieldErrors: Record<string, string[]> } };
          expect(answer.errors.formErrors.length + Object.keys(answer.errors.fieldErrors).length).toBeGreaterThan(0);
          return;
        }
        expect(searchFiltersSchema.safeParse(read.value.filters).success).toBe(true);
        expect(tenant.currencies.map((c) => c.isoCode)).toContain(read.value.currency);
        assertNoPollution(read.value.filters);
        // Nothing reaches the filters through a prototype: every field read is an own field of the body.
        const parsed = JSON.parse(text) as Record<string, unknown>;
        for (const key of Object.keys(read.value.filters)) {
          if (!["status", "page", "perPage", "tab"].includes(key)) expect(Object.hasOwn(parsed, key)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("top sellers query: valid codes only, or a 400", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom("search", "countries[]", "countries", "continents[]", "__proto__"),
            fc.oneof(hostileString, fc.constantFrom("ITA", "EU", "it", "EUR")),
          ),
          { maxLength: 6 },
        ),
        (pairs) => {
          const read = readTopSellersRequest(new Request(`http://int.localhost/api/travels/top-sellers?${new URLSearchParams(pairs)}`));
          if (!read.ok) {
            expect(read.response.status).toBe(400);
            return;
          }
          for (const code of read.value.countries ?? []) expect(code).toMatch(/^[A-Za-z]{3}$/);
          for (const code of read.value.continents ?? []) expect(code).toMatch(/^[A-Za-z]{2}$/);
        },
      ),
      RUNS,
    );
  });

  it("the sign-in body: 405 for another method, 415 for another type, 400 for a non-object, else a plain object", async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyBytes,
        fc.option(fc.constantFrom(...CONTENT_TYPES, "application/json; charset=utf-8"), { nil: null }),
        fc.constantFrom("POST", "PUT"),
        async (bytes, type, method) => {
          const request = new Request("http://int.localhost/auth/generate-otp", {
            method,
            body: bytes as BodyInit,
            headers: type === null ? {} : { "Content-Type": type },
          });
          const read = await readAuthBody(request, "en-US");
          if (read.ok) {
            expect(method).toBe("POST");
            expect(Object.getPrototypeOf(read.body)).toBe(Object.prototype);
            assertNoPollution(read.body);
            return;
          }
          expect([400, 405, 415]).toContain(read.response.status);
          const answer = (await read.response.json()) as { error: { code: string; message: string } };
          expect(answer.error.code).toMatch(/^[A-Z_]+$/);
          expect(answer.error.message.length).toBeGreaterThan(0);
        },
      ),
      RUNS,
    );
  });
});

/** A posted form as the actions see it: string fields, names possibly repeated or prototype keys. */
function formFields(names: readonly string[], value: fc.Arbitrary<string>) {
  return fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.constantFrom(...PROTO_KEYS)), value), { maxLength: 10 }).map((pairs) => {
    const form = new FormData();
    for (const [n, v] of pairs) form.append(n, v);
    return form;
  });
}

describe("form action schemas", () => {
  const numberish = fc.oneof(
    hostileString,
    fc.integer().map(String),
    fc.constantFrom("1", "0", "-1", "1.5", "1e3", "9007199254740993", " 7 ", "0x1f"),
  );

  it("wishlist: intents allow-listed, ids positive safe integers, subscription ids UUIDs, returnTo a path of the site", () => {
    const value = fc.oneof(
      numberish,
      fc.uuid(),
      fc.constantFrom("add", "remove", "remove-travel", "activate", "deactivate", "fetch", "/wishlist", "//evil.com", "/a/..//evil.com"),
    );
    fc.assert(
      fc.property(formFields(["intent", "travelId", "tourId", "subscriptionId", "returnTo", "via"], value), (form) => {
        // As the action reads it: string fields only, the last of a repeated name.
        const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
        expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
        for (const schema of [itemSchema, alertSchema]) {
          const parsed = schema.safeParse(fields);
          if (!parsed.success) {
            expect(parsed.error.issues.length).toBeGreaterThan(0);
            continue;
          }
          const input = parsed.data as Record<string, unknown>;
          expect(["add", "remove", "remove-travel", "activate", "deactivate"]).toContain(input.intent);
          for (const key of ["travelId", "tourId"])
            if (input[key] !== undefined) expect(Number.isSafeInteger(input[key]) && (input[key] as number) > 0).toBe(true);
          if (input.subscriptionId !== undefined) expect(input.subscriptionId).toMatch(/^[0-9a-f-]{36}$/i);
          if (input.returnTo !== undefined) expect(new URL(String(input.returnTo), "https://s.test").origin).toBe("https://s.test");
          if (input.via !== undefined) expect(input.via).toBe("fetch");
          assertNoPollution(input);
        }
      }),
      RUNS,
    );
  });

  it("account modal steps: flow and intent allow-listed, the item named when the flow needs one, the phone a phone", () => {
    const value = fc.oneof(
      hostileString,
      fc.constantFrom(
        ...ACCOUNT_FLOWS,
        "travel-1",
        "tour-22",
        "travel-0",
        "email",
        "register",
        "resend",
        "code",
        "save",
        "subscribe",
        "+39 333 1234567",
      ),
    );
    fc.assert(
      fc.property(value, value, value, value, (flow, type, intent, phone) => {
        const target = modalTarget.safeParse({ flow, type });
        if (target.success) {
          expect(ACCOUNT_FLOWS).toContain(target.data.flow);
          if (isItemFlow(target.data.flow)) expect(itemRefOf(target.data.type)).not.toBeNull();
          else expect(target.data.type).toBe("");
        }
        const parsedIntent = intentField.safeParse(intent);
        if (parsedIntent.success) expect(["email", "register", "resend", "code", "save", "subscribe"]).toContain(parsedIntent.data);
        const parsedPhone = phoneField.safeParse(phone);
        if (parsedPhone.success && parsedPhone.data !== "") expect(isPhone(parsedPhone.data)).toBe(true);
      }),
      RUNS,
    );
  });

  it("currency choice: one of this site's currencies; a bad return path falls back to the home page", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tenants),
        fc.oneof(hostileString, fc.constantFrom("EUR", "GBP", "USD")),
        fc.oneof(hostileString, fc.constantFrom("/", "//evil.com", "/cerca?x=1")),
        (tenant, currency, redirectTo) => {
          const parsed = currencyChoiceSchema(tenant).safeParse({ currency, redirectTo });
          if (!parsed.success) return;
          expect(tenant.currencies.map((c) => c.isoCode)).toContain(parsed.data.currency);
          expect(new URL(parsed.data.redirectTo, "https://s.test").origin).toBe("https://s.test");
        },
      ),
      RUNS,
    );
  });

  it("newsletter and unsubscribe: an e-mail as stored, a token shaped as a compact JWS", () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileString, fc.emailAddress()),
        fc.oneof(hostileString, fc.constantFrom("a.b.c", "a.b", "a..c", "a.b.c.d")),
        (email, token) => {
          const news = newsletterSchema.safeParse({ email });
          if (news.success) expect(news.data.email).toBe(news.data.email.trim().toLowerCase());
          const parsed = tokenSchema.safeParse(token);
          if (parsed.success) expect(parsed.data).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        },
      ),
      RUNS,
    );
  });
});
