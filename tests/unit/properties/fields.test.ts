/**
 * Hostile input: the form fields every action shares (the page to go back to, e-mail,
 * phone, tax code) and the URL helpers that build the answers' Location from them.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

// A thousand runs per property take a while on a busy machine: a ceiling, not a timing check.
vi.setConfig({ testTimeout: 300_000 });
import { emailField, localPath } from "../../../app/server/form-fields.server";
import { isPhone, PHONE_MAX_LENGTH } from "../../../app/lib/account/phone";
import { isValidTaxCode, normalizeTaxCode } from "../../../app/lib/account/tax-code";
import {
  ACCOUNT_FLOWS,
  accountFlowOf,
  itemRefOf,
  modalPage,
  modalStepHref,
  stepsActionHref,
  withoutModal,
} from "../../../app/lib/account/modal-flow";
import { withToast, toastKeyOf, TOAST_KEYS } from "../../../app/lib/wishlist/toast";
import { NEWSLETTER_STATES, newsletterStateOf, withNewsletterState } from "../../../app/lib/newsletter/state";
import { hostileString, RUNS } from "./arbitraries";

const ORIGIN = "https://site.test";
/** What a URL carries for a text: lone surrogates become U+FFFD. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
const sameOrigin = (location: string) => new URL(location, `${ORIGIN}/some/page`).origin === ORIGIN;

/** Paths as attackers write them: dot segments, doubled and back slashes, schemes, encoded slashes. */
const pathLike = fc.oneof(
  hostileString,
  fc
    .array(
      fc.constantFrom(
        "/",
        "//",
        "\\",
        "/\\",
        ".",
        "..",
        "/./",
        "/../",
        "%2F",
        "%5C",
        "evil.com",
        "a",
        "cerca",
        "?",
        "#",
        "@",
        ":",
        "http:",
        "javascript:",
        "\t",
        "%09",
      ),
      { maxLength: 8 },
    )
    .map((parts) => `/${parts.join("")}`),
  fc.webUrl().map((url) => url.replace(/^https?:/, "")),
);

describe("the page to go back to (returnTo, redirectTo): no open redirect", () => {
  it("a path localPath accepts stays on the site, raw and once any helper has rebuilt it", () => {
    fc.assert(
      fc.property(
        pathLike,
        fc.constantFrom(...ACCOUNT_FLOWS),
        fc.constantFrom(...TOAST_KEYS),
        fc.constantFrom(...NEWSLETTER_STATES),
        (value, flow, toast, state) => {
          const parsed = localPath.safeParse(value);
          if (!parsed.success) return;
          const path = parsed.data;
          expect(path.startsWith("/")).toBe(true);
          const built = [
            path,
            withToast(path, toast),
            withNewsletterState(path, state),
            modalPage(path, flow, "travel-1"),
            modalStepHref(path, { step: "code", email: "a@b.co" }),
            withoutModal(path, flow),
          ];
          for (const location of built) {
            expect(sameOrigin(location), `${JSON.stringify(value)} -> ${JSON.stringify(location)}`).toBe(true);
            expect(location.startsWith("//") || location.startsWith("/\\")).toBe(false);
          }
        },
      ),
      RUNS,
    );
  });

  it("never throws, and refuses what is not a path of this site", () => {
    fc.assert(
      fc.property(fc.oneof(pathLike, fc.webUrl(), fc.constantFrom(null, undefined, 1, [], {}, ["/a"])), (value) => {
        const parsed = localPath.safeParse(value);
        if (typeof value !== "string") expect(parsed.success).toBe(false);
        if (parsed.success) expect(parsed.data.length).toBeLessThanOrEqual(2000);
      }),
      RUNS,
    );
  });
});

describe("e-mail", () => {
  it("an accepted e-mail is trimmed, lower-cased, at most 254 characters, one @ with a dot after it", () => {
    const emails = fc.oneof(
      hostileString,
      fc.emailAddress(),
      fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
      fc.constantFrom("a@b", "@b.co", "a@@b.co", "a b@c.de", `${"x".repeat(250)}@b.co`),
    );
    fc.assert(
      fc.property(emails, (value) => {
        const parsed = emailField.safeParse(value);
        if (!parsed.success) {
          expect(parsed.error.issues.length).toBeGreaterThan(0);
          return;
        }
        const email = parsed.data;
        expect(email).toBe(email.trim().toLowerCase());
        expect(email.length).toBeLessThanOrEqual(254);
        expect(email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
        // Idempotent: what is stored parses to itself.
        expect(emailField.parse(email)).toBe(email);
      }),
      RUNS,
    );
  });

  const local = (n: number) => "l".repeat(n);
  const label = (n: number) => "d".repeat(n);
  it.each([
    [".ann@example.com", "a local part with a leading dot"],
    ["ann.@example.com", "a local part with a trailing dot"],
    ["ann..lee@example.com", "a local part with a doubled dot"],
    [`${local(65)}@example.com`, "a local part of 65 octets"],
    [`ann@${label(64)}.com`, "a domain label of 64 octets"],
    [`ann@${[label(63), label(63), label(63), label(63)].join(".")}.com`, "a domain over 255 octets"],
    [`${local(64)}@${[label(63), label(63), label(58)].join(".")}.com`, "an address of 255 octets"],
    ['"ann lee"@example.com', "a quoted local part"],
    ["ann@[192.0.2.1]", "an address literal"],
    ["ann@-example.com", "a label starting with a hyphen"],
    ["ann@example..com", "an empty domain label"],
    ["ann@example.com\r\nRCPT TO:<eve@example.com>", "a command after the address"],
    ["anné@example.com", "a non-ASCII local part"],
  ])("refuses %s (%s), as a mail server would (RFC 5321)", (email) => {
    expect(emailField.safeParse(email).success).toBe(false);
  });

  it.each([
    [`${local(64)}@example.com`, "a local part of 64 octets"],
    [`ann@${label(63)}.com`, "a domain label of 63 octets"],
    [`${local(64)}@${[label(63), label(63), label(57)].join(".")}.com`, "an address of 254 octets"],
    ["o'neil+trips@mail.example.co.uk", "an apostrophe, a plus and several labels"],
  ])("accepts %s (%s)", (email) => {
    expect(email.length).toBeLessThanOrEqual(254);
    expect(emailField.safeParse(email).success).toBe(true);
  });

  it("every address fast-check calls valid and short enough is accepted", () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => e.length <= 254 && /\.[^.@]+$/.test(e.split("@")[1]!)),
        (email) => {
          expect(emailField.safeParse(email).success).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe("phone and tax code", () => {
  const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });
  const separator = fc.constantFrom("", " ", ".", "-");
  const phone = fc
    .tuple(
      fc.boolean(),
      fc.oneof(
        fc.constant(""),
        digits(1, 3),
        digits(1, 3).map((d) => `(${d})`),
      ),
      separator,
      digits(3, 4),
      separator,
      digits(4, 7),
    )
    .map(([plus, prefix, a, mid, b, end]) => `${plus ? "+" : ""}${prefix}${a}${mid}${b}${end}`)
    .filter((p) => p.length <= PHONE_MAX_LENGTH);

  it("isPhone never throws and accepts every phone of the pattern", () => {
    fc.assert(
      fc.property(phone, (value) => {
        expect(isPhone(value)).toBe(true);
        expect(isPhone(` ${value} `)).toBe(true);
      }),
      RUNS,
    );
  });

  it("isPhone refuses anything longer than the longest phone, and anything with a letter", () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        const ok = isPhone(value);
        if (value.trim().length > PHONE_MAX_LENGTH || /[A-Za-z]/.test(value)) expect(ok).toBe(false);
      }),
      RUNS,
    );
  });

  it("tax codes: normalizing is idempotent and checking never throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileString,
          fc.stringMatching(/^[0-9XYZ][0-9]{7}[A-Z]$/),
          fc.stringMatching(/^[A-Z]{6}[0-9]{2}[A-Z][0-9]{2}[A-Z][0-9]{3}[A-Z]$/),
        ),
        fc.constantFrom("IT" as const, "ES" as const),
        (value, country) => {
          const normalized = normalizeTaxCode(value);
          expect(normalizeTaxCode(normalized)).toBe(normalized);
          expect(isValidTaxCode(country, value)).toBe(isValidTaxCode(country, normalized));
          if (isValidTaxCode(country, value)) expect(normalized).toMatch(country === "IT" ? /^[A-Z0-9]{16}$/ : /^[0-9XYZ][0-9]{7}[A-Z]$/);
        },
      ),
      RUNS,
    );
  });
});

describe("account modal URL state (steps)", () => {
  it("itemRefOf: any text gives null or a positive id that round-trips", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileString,
          fc.tuple(fc.constantFrom("travel", "tour", "Travel", "tours"), fc.integer()).map(([k, n]) => `${k}-${n}`),
        ),
        (value) => {
          const ref = itemRefOf(value);
          if (!ref) return;
          expect(Number.isSafeInteger(ref.id) && ref.id > 0).toBe(true);
          expect(`${ref.kind}-${ref.id}`).toBe(value);
        },
      ),
      RUNS,
    );
  });

  it("accountFlowOf, toastKeyOf and newsletterStateOf answer only allow-listed names", () => {
    fc.assert(
      fc.property(fc.array(hostileString, { maxLength: 4 }), hostileString, (modals, value) => {
        const flow = accountFlowOf(new URLSearchParams(modals.map((m) => ["modal", m])));
        if (flow !== null) expect(ACCOUNT_FLOWS).toContain(flow);
        const toast = toastKeyOf(value);
        if (toast !== null) expect(TOAST_KEYS).toContain(toast);
        const state = newsletterStateOf(value);
        if (state !== null) expect(NEWSLETTER_STATES).toContain(state);
      }),
      RUNS,
    );
  });

  it("the steps' action URL keeps every value it was given, whatever it holds", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACCOUNT_FLOWS), hostileString, hostileString, hostileString, (flow, returnTo, email, code) => {
        const href = stepsActionHref(flow, "tour-7", returnTo, { step: "code", email, code });
        const url = new URL(href, ORIGIN);
        expect(url.origin).toBe(ORIGIN);
        expect(url.searchParams.get("flow")).toBe(flow);
        // A lone surrogate cannot be percent-encoded: it travels as U+FFFD, as in every browser.
        expect(url.searchParams.get("returnTo")).toBe(wellFormed(returnTo));
        if (email) expect(url.searchParams.get("email")).toBe(wellFormed(email));
        if (code) expect(url.searchParams.get("code")).toBe(wellFormed(code));
      }),
      RUNS,
    );
  });
});
