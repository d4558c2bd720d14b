/**
 * Passkeys through the built Worker: a software authenticator built
 * here (an ES256 key pair in Web Crypto, "none" attestation) enrols after a code sign-in at the
 * provider and then signs in on another site through the provider; challenges are single use,
 * counters must grow, a removed passkey no longer signs in, and the personal area lists the
 * passkeys and sessions and ends any session (its sites signed out on their next request).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { parseHtml, textOf } from "./html";
import { startSite, type Site } from "./harness";
import { type CookieBrowser, cookieBrowser } from "../support/cookie-browser";

const ISSUER = "http://accounts.localhost";
const OTP_SECRET = "integration-test-secret-0123456789abcdef";
const TAX_CODES: Record<string, string> = { it: "RSSMRA85T10A562S", es: "12345678Z" };

let site: Site;
let inbox: SmtpCatcher;
let counter = 0;
const fresh = (label = "pk") => `${label}.${Date.now()}.${++counter}@example.com`;

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port), OTP_SECRET } });
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});
beforeEach(() => inbox.clear());

// ---- a browser: cookies per host, redirects followed by hand (tests/support/cookie-browser.ts)

const browser = () => cookieBrowser((url, init) => site.dispatch(url, init));
type Browser = CookieBrowser;

// ---- a software authenticator -------------------------------------------------------------------

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const fromB64url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));

/** Just enough CBOR for an attestation object and a COSE key. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function cbor(value: Cbor): Uint8Array {
  const head = (major: number, n: number) =>
    n < 24
      ? Uint8Array.of((major << 5) | n)
      : n < 256
        ? Uint8Array.of((major << 5) | 24, n)
        : Uint8Array.of((major << 5) | 25, n >> 8, n & 255);
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = new TextEncoder().encode(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  return concat(head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

/** ECDSA's raw r||s as the DER sequence WebAuthn carries. */
function der(raw: Uint8Array): Uint8Array {
  const int = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    let v = bytes.slice(i);
    if (v[0]! & 0x80) v = concat(Uint8Array.of(0), v);
    return concat(Uint8Array.of(0x02, v.length), v);
  };
  const body = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

async function authenticator(rpId = "accounts.localhost", origin = ISSUER) {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey("jwk", keys.publicKey);
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  let signCount = 0;
  let userHandle = "";
  const rpIdHash = await sha256(new TextEncoder().encode(rpId));
  const clientData = (type: string, challenge: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    id: b64url(credentialId),
    async create(options: { challenge: string; user: { id: string } }) {
      userHandle = options.user.id;
      const cose = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, fromB64url(jwk.x!)],
          [-3, fromB64url(jwk.y!)],
        ]),
      );
      const authData = concat(
        rpIdHash,
        Uint8Array.of(0x45), // UP, UV, AT
        Uint8Array.of(0, 0, 0, 0),
        new Uint8Array(16),
        Uint8Array.of(0, credentialId.length),
        credentialId,
        cose,
      );
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** An assertion over `challenge`; `count` overrides the signature counter (a cloned key's). */
    async get(options: { challenge: string }, count?: number) {
      signCount = count ?? signCount + 1;
      const authData = concat(
        rpIdHash,
        Uint8Array.of(0x05),
        Uint8Array.of(signCount >>> 24, (signCount >> 16) & 255, (signCount >> 8) & 255, signCount & 255),
      );
      const cd = clientData("webauthn.get", options.challenge);
      const signed = new Uint8Array(
        await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, concat(authData, await sha256(cd))),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: { clientDataJSON: b64url(cd), authenticatorData: b64url(authData), signature: b64url(der(signed)), userHandle },
        clientExtensionResults: {},
      };
    },
  };
}

/** The ceremony route's JSON answers, as far as these tests read them. */
type Json = {
  error?: string;
  next?: string;
  challenge: string;
  rpId?: string;
  rp: { id: string };
  user: { id: string };
  authenticatorSelection: { userVerification: string };
};

async function passkeyCall(b: Browser, body: unknown) {
  const response = await b.request(`${ISSUER}/oidc/passkey/ceremony`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ISSUER },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

/** A new person signs in with a code at the provider (through `tenant`'s Log in), saying the device can hold a passkey. */
async function codeSignInAtProvider(tenant: string, email = fresh(), ready = true) {
  const b = browser();
  const toSignIn = await b.follow(`http://${tenant}.localhost/login?returnTo=%2F`);
  expect(toSignIn.hops.at(-1)).toBe("accounts.localhost/oidc/sign-in");
  const signIn = new URL(toSignIn.url);
  const at = (extra: Record<string, string>) => {
    const url = new URL(signIn);
    for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
    return url.href;
  };
  expect((await b.post(at({}), { intent: "email", email })).status).toBe(303);
  const registered = await b.post(at({ step: "new-user", email }), {
    intent: "register",
    email,
    marketingConsent: "no",
    ...(TAX_CODES[tenant] ? { taxCode: TAX_CODES[tenant]! } : {}),
  });
  expect(registered.status).toBe(303);
  const otp = codeIn(await inbox.waitForMail({ to: email }));
  const done = await b.post(at({ step: "code", email }), {
    intent: "code",
    step: "code",
    email,
    otp,
    ...(ready ? { passkeyReady: "1" } : {}),
  });
  expect(done.status).toBe(303);
  return { b, email, done, signIn };
}

const userIdOf = async (email: string) =>
  (await site.db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id;

async function enrolled(tenant = "it") {
  const { b, email, done } = await codeSignInAtProvider(tenant);
  const key = await authenticator();
  const options = await passkeyCall(b, { op: "register-options" });
  expect(options.status).toBe(200);
  expect(options.json.rp.id).toBe("accounts.localhost");
  expect(options.json.authenticatorSelection.userVerification).toBe("preferred");
  const response = await key.create(options.json);
  const added = await passkeyCall(b, { op: "register", response });
  expect(added.status).toBe(200);
  return { b, email, key, done, response };
}

/** A fresh browser signs in with the passkey on `tenant` through the provider's sign-in page. */
async function passkeySignIn(key: Awaited<ReturnType<typeof authenticator>>, tenant: string, count?: number) {
  const b = browser();
  const toSignIn = await b.follow(`http://${tenant}.localhost/login?returnTo=%2F`);
  const flow = new URL(toSignIn.url).searchParams.toString();
  const options = await passkeyCall(b, { op: "sign-in-options" });
  expect(options.status).toBe(200);
  expect(options.json.rpId).toBe("accounts.localhost");
  const response = await key.get(options.json, count);
  const result = await passkeyCall(b, { op: "sign-in", response, flow });
  return { b, result, response, flow };
}

describe("passkeys", () => {
  it("a code sign-in on a device that can hold one is offered a passkey; without the device's word, it goes straight on", async () => {
    const { done, b } = await codeSignInAtProvider("it");
    const offer = new URL(done.headers.get("Location")!, ISSUER);
    expect(offer.pathname).toBe("/oidc/passkey");
    expect(offer.searchParams.get("next")).toMatch(/^\/oidc\/authorize\?/);
    const page = await b.request(offer.href);
    expect(page.status).toBe(200);
    expect(textOf(parseHtml(await page.text()))).toContain("Aggiungi una passkey");
    const straight = await codeSignInAtProvider("it", fresh(), false);
    expect(new URL(straight.done.headers.get("Location")!, ISSUER).pathname).toBe("/oidc/authorize");
  });

  it("enrols once, then signs in with the passkey on de and es with no code; amr hwk user", async () => {
    const { key, email } = await enrolled("it");
    const row = await site.db.prepare("SELECT * FROM passkeys WHERE id = ?").bind(key.id).first<{ user_id: string; counter: number }>();
    expect(row?.user_id).toBe(await userIdOf(email));
    inbox.clear();
    for (const tenant of ["de", "es"]) {
      const { b, result } = await passkeySignIn(key, tenant);
      expect(result.status).toBe(200);
      expect(result.json.next).toMatch(/^\/oidc\/authorize\?/);
      const landed = await b.follow(new URL(result.json.next!, ISSUER).href);
      expect(landed.hops.at(-1)).toBe(`${tenant}.localhost/`);
      expect(await b.signedInOn(tenant)).toBe(true);
    }
    expect(inbox.mails.length).toBe(0);
    const sessions = await site.db
      .prepare("SELECT amr FROM provider_sessions WHERE user_id = ? AND amr != 'otp'")
      .bind(await userIdOf(email))
      .all<{ amr: string }>();
    expect(sessions.results.map((s) => s.amr)).toEqual(["hwk user", "hwk user"]);
    const used = await site.db
      .prepare("SELECT counter, last_used_at FROM passkeys WHERE id = ?")
      .bind(key.id)
      .first<{ counter: number; last_used_at: number | null }>();
    expect(used?.counter).toBe(2);
    expect(used?.last_used_at).not.toBeNull();
  });

  it("a challenge answers once: a replayed registration or sign-in is refused", async () => {
    const { b, response, key } = await enrolled("fr");
    const again = await passkeyCall(b, { op: "register", response });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("expired");
    const first = await passkeySignIn(key, "fr");
    expect(first.result.status).toBe(200);
    const replay = await passkeyCall(first.b, { op: "sign-in", response: first.response, flow: first.flow });
    expect(replay.status).toBe(409);
  });

  it("a counter that does not grow (a cloned authenticator) is refused", async () => {
    const { key } = await enrolled("uk");
    expect((await passkeySignIn(key, "uk", 5)).result.status).toBe(200);
    const cloned = await passkeySignIn(key, "uk", 5);
    expect(cloned.result.status).toBe(400);
    expect(cloned.result.json.error).toBe("refused");
  });

  it("registration needs the provider session; a bad body is a 400, never a 500", async () => {
    const b = browser();
    expect((await passkeyCall(b, { op: "register-options" })).status).toBe(401);
    expect((await passkeyCall(b, { op: "register", response: { id: "x" } })).status).toBe(401);
    expect((await passkeyCall(b, { op: "nope" })).status).toBe(400);
    const bad = await passkeyCall(b, { op: "sign-in", response: { id: "!!" }, flow: "client_id=it&next=account" });
    expect(bad.status).toBe(400);
  });

  it("the personal area lists passkeys and sessions (this device marked); removing a passkey and ending a session work as forms", async () => {
    const { key } = await enrolled("de");
    const other = await passkeySignIn(key, "it");
    await other.b.follow(new URL(other.result.json.next!, ISSUER).href);
    expect(await other.b.signedInOn("it")).toBe(true);

    const mine = await passkeySignIn(key, "de");
    await mine.b.follow(new URL(mine.result.json.next!, ISSUER).href);
    const area = await mine.b.request(`${ISSUER}/oidc/account?client_id=de`);
    expect(area.status).toBe(200);
    const doc = parseHtml(await area.text());
    const text = textOf(doc);
    expect(text).toContain("Passkeys");
    expect(text).toContain("Aktive Sitzungen");
    expect(text).toContain("Dieses Gerät");
    expect(text).toContain("mit Passkey angemeldet");
    const html = doc.toString();
    expect(html.match(/data-testid="passkey-item"/g)?.length).toBe(1);
    // Without JavaScript the lists and their buttons are forms; the ceremonies say they need it.
    expect(html).toMatch(/<noscript>[\s\S]*Passkeys brauchen JavaScript/);
    expect(doc.querySelectorAll('form[method="post"] input[name="intent"][value="remove-passkey"]')).toHaveLength(1);
    expect(html.match(/data-testid="session-item"/g)?.length).toBeGreaterThanOrEqual(3);

    // End the other browser's session: it is signed out on it at its next request.
    const otherSid = (await site.db
      .prepare(
        "SELECT provider_session_id AS id FROM site_sessions WHERE site = 'it' AND ended_at IS NULL AND user_id = (SELECT user_id FROM passkeys WHERE id = ?) ORDER BY created_at DESC LIMIT 1",
      )
      .bind(key.id)
      .first<{ id: string }>())!.id;
    const ended = await mine.b.post(`${ISSUER}/oidc/account?client_id=de`, { intent: "end-session", session: otherSid });
    expect(ended.status).toBe(303);
    expect(ended.headers.get("Location")).toContain("done=ended");
    expect(await other.b.signedInOn("it")).toBe(false);
    expect(await mine.b.signedInOn("de")).toBe(true);

    // Someone else's session id ends nothing.
    const stranger = await enrolled("us");
    const strangerSid = (await site.db
      .prepare("SELECT id FROM provider_sessions WHERE user_id = (SELECT user_id FROM passkeys WHERE id = ?) AND ended_at IS NULL")
      .bind(stranger.key.id)
      .first<{ id: string }>())!.id;
    await mine.b.post(`${ISSUER}/oidc/account?client_id=de`, { intent: "end-session", session: strangerSid });
    expect(
      (await site.db.prepare("SELECT ended_at FROM provider_sessions WHERE id = ?").bind(strangerSid).first<{ ended_at: number | null }>())
        ?.ended_at,
    ).toBeNull();

    // Remove the passkey: gone, and it signs in no more.
    const removed = await mine.b.post(`${ISSUER}/oidc/account?client_id=de`, { intent: "remove-passkey", passkey: key.id });
    expect(removed.status).toBe(303);
    expect(await site.db.prepare("SELECT id FROM passkeys WHERE id = ?").bind(key.id).first()).toBeNull();
    const after = await passkeySignIn(key, "de");
    expect(after.result.status).toBe(400);
    expect(after.result.json.error).toBe("unknown");
  });
});
