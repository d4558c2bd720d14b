/**
 * Passkeys (WebAuthn) beside the e-mailed codes (migration 0017).
 *
 * Where the ceremonies run. A passkey is bound to one relying party ID, a host or a
 * registrable domain, and a page can only use passkeys of its own domain (or a parent one).
 * The seven sites are seven registrable domains (caravantrips.it, .de, .co.uk, …), so a
 * passkey made on one could not be used on another. WebAuthn Related Origin Requests
 * (`/.well-known/webauthn` listing the sites) would allow it (they share one label,
 * "caravantrips", within the browsers' five-label cap), but not every browser supports them,
 * and the sign-in must end in the provider's session on the accounts host anyway (its cookie
 * lives there). So every ceremony runs on the accounts host, as a top-level page there, with
 * the RP ID = that host's name: the site modal's "Sign in with a passkey" sends the person
 * through the provider's sign-in page (the same round trip as "Log in") and back. One passkey
 * then serves all seven sites in every WebAuthn browser, and the provider session it opens is
 * the one each site's session hangs off. (Locally the host is accounts.localhost.)
 *
 * Challenges are 32 random bytes made here, stored in D1 with a five-minute life and spent
 * by a conditional delete before the answer is verified, so each can be answered once.
 * The signature counter is checked by the library (a counter that does not grow is refused
 * unless the authenticator keeps none, as synced passkeys do). User verification is
 * preferred, not required; the amr of the session says whether it happened.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { z } from "zod";
import PROVIDERS from "./passkey-providers.json";
import { PASSKEY_NAME_MAX } from "../../../app/lib/account/passkey-name";

export const CHALLENGE_TTL_MS = 5 * 60_000;
const MAX_PASSKEYS = 20;

type Transport = NonNullable<Parameters<typeof verifyAuthenticationResponse>[0]["credential"]["transports"]>[number];

export type PasskeyRow = {
  id: string;
  user_id: string;
  public_key: string;
  counter: number;
  transports: string | null;
  backed_up: number;
  name: string;
  created_at: number;
  last_used_at: number | null;
};

/** What the browser sends back from `navigator.credentials.create()/get()` (as @simplewebauthn/browser shapes it). */
const b64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/)
  .max(4096);
export const registrationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: b64url, attestationObject: b64url, transports: z.array(z.string()).optional() }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});
export const authenticationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

export type PasskeyFailure = "invalid" | "expired" | "unknown" | "refused";
export class PasskeyError extends Error {
  constructor(readonly reason: PasskeyFailure) {
    super(`passkey: ${reason}`);
  }
}

/** The challenge a response was signed over, read from its clientDataJSON (checked again by the library). */
function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    if (typeof data.challenge === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(data.challenge)) return data.challenge;
  } catch {}
  throw new PasskeyError("invalid");
}

/**
 * `origin` is the accounts origin (e.g. http://accounts.localhost:8787); the RP ID is its host
 * name. `rpName` is the product's name shown by the authenticator.
 */
export function createPasskeys(db: D1Database, clock: () => number, rp: { origin: string; name: string }) {
  const rpID = new URL(rp.origin).hostname;

  async function storeChallenge(challenge: string, kind: "register" | "authenticate", userId: string | null) {
    await db.batch([
      db.prepare("DELETE FROM passkey_challenges WHERE expires_at < ?").bind(clock()),
      db
        .prepare("INSERT INTO passkey_challenges (challenge, kind, user_id, expires_at) VALUES (?, ?, ?, ?)")
        .bind(challenge, kind, userId, clock() + CHALLENGE_TTL_MS),
    ]);
  }

  /** Spends a challenge: true once, for the kind (and person) it was made for, while it lives. */
  async function spendChallenge(challenge: string, kind: "register" | "authenticate", userId: string | null): Promise<boolean> {
    const row = await db
      .prepare(
        "DELETE FROM passkey_challenges WHERE challenge = ?1 AND kind = ?2 AND user_id IS ?3 AND expires_at >= ?4 RETURNING challenge",
      )
      .bind(challenge, kind, userId, clock())
      .first<{ challenge: string }>();
    return row !== null;
  }

  const service = {
    rpID,
    origin: rp.origin,

    async list(userId: string): Promise<PasskeyRow[]> {
      const rows = await db.prepare("SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at DESC").bind(userId).all<PasskeyRow>();
      return rows.results ?? [];
    },

    async count(userId: string): Promise<number> {
      const row = await db.prepare("SELECT COUNT(*) AS n FROM passkeys WHERE user_id = ?").bind(userId).first<{ n: number }>();
      return row?.n ?? 0;
    },

    /** Renames one of the person's passkeys; false when it is not theirs (or gone). */
    async rename(userId: string, id: string, name: string): Promise<boolean> {
      const row = await db
        .prepare("UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ? RETURNING id")
        .bind(name.trim().slice(0, PASSKEY_NAME_MAX), id, userId)
        .first();
      return row !== null;
    },

    /** Removes one of the person's passkeys; false when it is not theirs (or already gone). */
    async remove(userId: string, id: string): Promise<boolean> {
      const row = await db.prepare("DELETE FROM passkeys WHERE id = ? AND user_id = ? RETURNING id").bind(id, userId).first();
      return row !== null;
    },

    /** Options for `navigator.credentials.create()`: a discoverable credential, user verification preferred. */
    async registrationOptions(user: { id: string; email: string }): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const existing = await service.list(user.id);
      if (existing.length >= MAX_PASSKEYS) throw new PasskeyError("refused");
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID,
        userID: new TextEncoder().encode(user.id),
        userName: user.email,
        userDisplayName: user.email,
        attestationType: "none",
        excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p) })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        timeout: CHALLENGE_TTL_MS,
      });
      await storeChallenge(options.challenge, "register", user.id);
      return options;
    },

    /**
     * Verifies a new passkey's attestation and keeps it. Its name is its provider's, read from
     * the authenticator's model id (AAGUID: "Google Password Manager", "iCloud Keychain"), else
     * `device` (where it was made, "Chrome · Linux"); a name the person already has for another
     * passkey gets a number, so no two read the same.
     */
    async register(userId: string, input: unknown, device: string): Promise<PasskeyRow> {
      const parsed = registrationResponse.safeParse(input);
      if (!parsed.success) throw new PasskeyError("invalid");
      const response = parsed.data as unknown as RegistrationResponseJSON;
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!(await spendChallenge(challenge, "register", userId))) throw new PasskeyError("expired");
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch {
        throw new PasskeyError("refused");
      }
      if (!verification.verified) throw new PasskeyError("refused");
      const { credential, credentialBackedUp, aaguid } = verification.registrationInfo;
      const taken = new Set((await service.list(userId)).map((p) => p.name));
      const name = distinctName(providerOf(aaguid) ?? device, taken);
      const row: PasskeyRow = {
        id: credential.id,
        user_id: userId,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
        backed_up: credentialBackedUp ? 1 : 0,
        name,
        created_at: clock(),
        last_used_at: null,
      };
      const inserted = await db
        .prepare(
          `INSERT INTO passkeys (id, user_id, public_key, counter, transports, backed_up, name, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
        )
        .bind(row.id, row.user_id, row.public_key, row.counter, row.transports, row.backed_up, row.name, row.created_at)
        .first();
      if (!inserted) throw new PasskeyError("refused");
      return row;
    },

    /** Options for `navigator.credentials.get()`: no allow list (discoverable passkeys), user verification preferred. */
    async authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred", timeout: CHALLENGE_TTL_MS });
      await storeChallenge(options.challenge, "authenticate", null);
      return options;
    },

    /** Verifies a sign-in: the person it belongs to and whether they were verified (PIN, biometrics). */
    async authenticate(input: unknown): Promise<{ userId: string; userVerified: boolean; passkeyId: string }> {
      const parsed = authenticationResponse.safeParse(input);
      if (!parsed.success) throw new PasskeyError("invalid");
      const response = parsed.data as unknown as AuthenticationResponseJSON;
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!(await spendChallenge(challenge, "authenticate", null))) throw new PasskeyError("expired");
      const passkey = await db.prepare("SELECT * FROM passkeys WHERE id = ?").bind(response.id).first<PasskeyRow>();
      if (!passkey) throw new PasskeyError("unknown");
      const handle = response.response.userHandle;
      if (handle && isoBase64URL.toUTF8String(handle) !== passkey.user_id) throw new PasskeyError("refused");
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.id,
            publicKey: isoBase64URL.toBuffer(passkey.public_key),
            counter: passkey.counter,
            transports: transportsOf(passkey),
          },
          requireUserVerification: false,
        });
      } catch {
        // A bad signature, another origin, or a counter that went back (a cloned authenticator).
        throw new PasskeyError("refused");
      }
      if (!verification.verified) throw new PasskeyError("refused");
      const { newCounter, userVerified } = verification.authenticationInfo;
      // The counter moves only forward, also against a concurrent sign-in with the same passkey.
      const updated = await db
        .prepare("UPDATE passkeys SET counter = ?1, last_used_at = ?2 WHERE id = ?3 AND (counter < ?1 OR ?1 = 0) RETURNING id")
        .bind(newCounter, clock(), passkey.id)
        .first();
      if (!updated) throw new PasskeyError("refused");
      return { userId: passkey.user_id, userVerified, passkeyId: passkey.id };
    },
    /** The amr values of a passkey sign-in (passkeyAmr). */
    amr: passkeyAmr,
    /** Why a ceremony was refused when `error` is the service's refusal; null for any other error. */
    refusalOf(error: unknown): PasskeyFailure | null {
      return error instanceof PasskeyError ? error.reason : null;
    },
  };
  return service;
}

function transportsOf(p: PasskeyRow): Transport[] | undefined {
  if (!p.transports) return undefined;
  try {
    return JSON.parse(p.transports) as Transport[];
  } catch {
    return undefined;
  }
}

export type PasskeyService = ReturnType<typeof createPasskeys>;

/** The amr values (RFC 8176) of a passkey sign-in: a hardware-bound key, and "user" when the person was verified. */
export const passkeyAmr = (userVerified: boolean) => (userVerified ? "hwk user" : "hwk");

/**
 * The passkey providers known by their authenticator model id (AAGUID), from the community
 * list passkey providers keep for naming passkeys in account pages (names only). An id not in
 * it (all zeros for many, by design) names nothing.
 */
function providerOf(aaguid: string): string | null {
  return (PROVIDERS as Record<string, string>)[aaguid.toLowerCase()] ?? null;
}

/** `name`, or `name (2)`, `name (3)`… the first the person has not given another passkey. */
export function distinctName(name: string, taken: ReadonlySet<string>): string {
  const base = name.trim().slice(0, PASSKEY_NAME_MAX - 5) || "Passkey";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
}
