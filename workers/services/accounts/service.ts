import { isEmail } from "../../../app/lib/account/email";
import { isValidTaxCode, normalizeTaxCode } from "../../../app/lib/account/tax-code";
import { oneTimeCodeEmail } from "../../email/templates/one-time-code";
import { CODE_LENGTH, drawCode, hashCode } from "./one-time-code";
import { sameHash } from "../../digests";
import { userFromRow, type UserRow } from "./users-sql";
import {
  ADDRESS_FREE_CODES,
  addressNextCodeAt,
  CODE_VALID_MS,
  codeRefusal,
  HOUR_MS,
  MAX_ADDRESS_WAIT_MS,
  MAX_CODES_PER_HOUR,
  MAX_WRONG_TRIES,
  RENEWABLE_AFTER_MS,
} from "./code-limits";
import { AccountError, type AccountsDeps, type AccountsScope, type Registration, type User } from "./types";

/** The versions of the texts a person accepts by continuing. */
export const PRIVACY_POLICY_VERSION = "2026-06";
export const TERMS_VERSION = "2026-06";

/** A trimmed, lower-case e-mail that passes the site's pattern (app/lib/account/email.ts), or null. */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value.trim().toLowerCase();
  return isEmail(email) ? email : null;
}

export type CodeRequest = { renewableIn: number; isNewUser: boolean };

/**
 * Accounts (one-time-code flow): who an e-mail is, codes sent and
 * checked under their limits, and the account opened or signed in when a code is right.
 * Every limit is enforced here, in D1, with single statements, so parallel requests cannot
 * exceed it.
 */
export function createAccountsService(deps: AccountsDeps, scope: AccountsScope) {
  const { db, logger } = deps;

  /**
   * The newest code of the address while it can still be used: how long until a new one may
   * be asked for, and how long ago it was sent (a step page says whether it was just sent or
   * is one sent earlier that still holds). Null when no code can be used.
   */
  async function liveCode(emailInput: unknown): Promise<{ renewableIn: number; sentAgo: number } | null> {
    const email = normalizeEmail(emailInput);
    if (!email) return null;
    const now = deps.clock();
    const live = await db
      .prepare(
        "SELECT renewable_at, created_at FROM one_time_codes WHERE id = (SELECT id FROM one_time_codes WHERE email = ?1 ORDER BY id DESC LIMIT 1) AND used_at IS NULL AND attempts < ?2 AND expires_at > ?3",
      )
      .bind(email, MAX_WRONG_TRIES, now)
      .first<{ renewable_at: number; created_at: number }>();
    if (!live) return null;
    return {
      renewableIn: Math.max(0, Math.ceil((live.renewable_at - now) / 1000)),
      sentAgo: Math.max(0, Math.floor((now - live.created_at) / 1000)),
    };
  }

  async function userByEmail(email: string): Promise<User | null> {
    const row = await db.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<UserRow>();
    return row ? userFromRow(row) : null;
  }

  /** A new person's step-2 answers, checked; the tax code only where the site asks for it. */
  function checkRegistration(input: { marketingConsent?: unknown; taxCode?: unknown }): Registration {
    const marketing = input.marketingConsent;
    // A new person is asked first (step-2-new-user): the answer says which step is missing.
    if (marketing !== true && marketing !== false)
      throw new AccountError("VALIDATION_ERROR", { field: "marketingConsent", isNewUser: true });
    let taxCode: string | null = null;
    if (scope.taxCodeCountry) {
      const raw = typeof input.taxCode === "string" ? normalizeTaxCode(input.taxCode) : "";
      if (!isValidTaxCode(scope.taxCodeCountry, raw)) throw new AccountError("VALIDATION_ERROR", { field: "taxCode", isNewUser: true });
      taxCode = raw;
    }
    return { acceptsTerms: true, marketingConsent: marketing, taxCode };
  }

  return {
    normalizeEmail,
    userByEmail,
    checkRegistration,

    async userById(id: string): Promise<User | null> {
      const row = await db.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<UserRow>();
      return row ? userFromRow(row) : null;
    },

    /** The personal area's communications: marketing consent and the newsletter. */
    async updateCommunications(id: string, choices: { marketingConsent: boolean; newsletter: boolean }): Promise<User | null> {
      const row = await db
        .prepare("UPDATE users SET marketing_consent = ?1, newsletter = ?2 WHERE id = ?3 RETURNING *")
        .bind(choices.marketingConsent ? 1 : 0, choices.newsletter ? 1 : 0, id)
        .first<UserRow>();
      return row ? userFromRow(row) : null;
    },

    /**
     * Turns the newsletter on, and with it the yes to travel ideas and offers it is (the
     * personal area never shows one without the other). One conditional statement, so two
     * submits at once change the row once: `changed` is true for the one that did, false when
     * it was already on ("already subscribed" is a success too). Null: no such account.
     */
    async subscribeNewsletter(id: string): Promise<{ user: User; changed: boolean } | null> {
      const row = await db
        .prepare("UPDATE users SET newsletter = 1, marketing_consent = 1 WHERE id = ?1 AND newsletter = 0 RETURNING *")
        .bind(id)
        .first<UserRow>();
      if (row) return { user: userFromRow(row), changed: true };
      const existing = await db.prepare("SELECT * FROM users WHERE id = ?1").bind(id).first<UserRow>();
      return existing ? { user: userFromRow(existing), changed: false } : null;
    },

    /** Accepts the current privacy policy and terms, for an account that has not yet. */
    async acceptPolicies(id: string): Promise<User | null> {
      const now = deps.clock();
      const row = await db
        .prepare(
          "UPDATE users SET privacy_policy_version = ?1, privacy_policy_accepted_at = ?3, terms_version = ?2, terms_accepted_at = ?3 WHERE id = ?4 RETURNING *",
        )
        .bind(PRIVACY_POLICY_VERSION, TERMS_VERSION, now, id)
        .first<UserRow>();
      return row ? userFromRow(row) : null;
    },

    /**
     * The account of an e-mail an external identity provider has verified
     * (an external provider replaces the built-in one): found, or opened without consents,
     * which the personal area then asks for (USER_PRIVACY_POLICY_ERROR).
     */
    async openVerified(emailInput: unknown): Promise<User> {
      const email = normalizeEmail(emailInput);
      if (!email) throw new AccountError("VALIDATION_ERROR", { field: "email" });
      const now = deps.clock();
      const row = await db
        .prepare(
          `INSERT INTO users (id, email, created_at, verified_at, site) VALUES (?1, ?2, ?3, ?3, ?4)
           ON CONFLICT (email) DO UPDATE SET verified_at = COALESCE(users.verified_at, excluded.verified_at)
           RETURNING *`,
        )
        .bind(crypto.randomUUID(), email, now, scope.site)
        .first<UserRow>();
      const user = userFromRow(row!);
      if (user.role === "ADMIN") throw new AccountError("ACCOUNT_NOT_ALLOWED");
      return user;
    },

    /** Step decision: is this e-mail someone we know? */
    async isKnown(emailInput: unknown): Promise<{ email: string; isNewUser: boolean }> {
      const email = normalizeEmail(emailInput);
      if (!email) throw new AccountError("VALIDATION_ERROR", { field: "email" });
      return { email, isNewUser: (await userByEmail(email)) === null };
    },

    /**
     * Countdown: the seconds before a new code may be asked for this e-mail, from the
     * newest live code (0 when there is none). Pages read it, so a reload continues the
     * countdown rather than starting it again.
     */
    async renewableIn(emailInput: unknown): Promise<number> {
      return (await liveCode(emailInput))?.renewableIn ?? 0;
    },

    liveCode,

    /** Whether this site must still ask the person for its tax code (it, es) before an account action. */
    async taxCodeDue(id: string): Promise<boolean> {
      const country = scope.taxCodeCountry;
      if (!country) return false;
      const row = await db
        .prepare(
          "SELECT u.tax_code, t.tax_code AS own FROM users u LEFT JOIN user_tax_codes t ON t.user_id = u.id AND t.country = ?2 WHERE u.id = ?1",
        )
        .bind(id, country)
        .first<{ tax_code: string | null; own: string | null }>();
      if (!row) return false;
      return !(row.own || (row.tax_code && isValidTaxCode(country, row.tax_code)));
    },

    /** Keeps the site's tax code for the person (checked by the country's rules); an account opened without one gets it as its own too. */
    async saveTaxCode(id: string, input: unknown): Promise<void> {
      const country = scope.taxCodeCountry;
      if (!country) return;
      const code = typeof input === "string" ? normalizeTaxCode(input) : "";
      if (!isValidTaxCode(country, code)) throw new AccountError("VALIDATION_ERROR", { field: "taxCode" });
      const now = deps.clock();
      await db.batch([
        db
          .prepare(
            "INSERT INTO user_tax_codes (user_id, country, tax_code, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (user_id, country) DO UPDATE SET tax_code = excluded.tax_code",
          )
          .bind(id, country, code, now),
        db.prepare("UPDATE users SET tax_code = ?2 WHERE id = ?1 AND tax_code IS NULL").bind(id, code),
      ]);
    },

    /**
     * Sends a code to the e-mail (step 1 → code box). A new person must come with
     * their step-2 answers. Asking again within 120 s answers OTP_CODE_STILL_VALID and sends
     * nothing; at most MAX_CODES_PER_HOUR codes an hour per e-mail; a per-IP brake on top.
     */
    async requestCode(
      emailInput: unknown,
      options: {
        registration?: { marketingConsent?: unknown; taxCode?: unknown };
        /** The page a link in the e-mail opens with the code filled in (it changes nothing by itself). */
        link: (email: string, code: string) => string;
        /**
         * A new code for someone already at the code step (resend): a new person's
         * step-2 answers are those they gave with their last code, unless the form sends them again.
         */
        resend?: boolean;
      },
    ): Promise<CodeRequest> {
      const email = normalizeEmail(emailInput);
      if (!email) throw new AccountError("VALIDATION_ERROR", { field: "email" });
      if (deps.ipLimiter && scope.clientIp) {
        const { success } = await deps.ipLimiter.limit({ key: `otp:${scope.clientIp}` });
        if (!success) throw new AccountError("TOO_MANY_REQUESTS");
      }
      const isNewUser = (await userByEmail(email)) === null;
      const registration = isNewUser ? await registrationFor(email, options.registration ?? {}, options.resend === true) : null;
      const now = deps.clock();
      const code = drawCode();
      const codeHash = await hashCode(deps.codeSecret, email, code);
      const requester = scope.requester ? await hashCode(deps.codeSecret, "requester", scope.requester) : null;
      // One statement decides and stores: no other live code still within its resend wait,
      // fewer than the hourly cap for this requester, and the address's own wait over.
      // Parallel requests cannot both pass.
      const inserted = await db
        .prepare(
          `INSERT INTO one_time_codes (email, code_hash, created_at, expires_at, renewable_at, registration, requester)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?9
           WHERE NOT EXISTS (SELECT 1 FROM one_time_codes WHERE email = ?1 AND used_at IS NULL AND renewable_at > ?3 AND attempts < ?7)
             AND (SELECT COUNT(*) FROM one_time_codes WHERE email = ?1 AND requester IS ?9 AND created_at > ?3 - ${HOUR_MS}) < ?8
             AND ?3 >= (${addressNextCodeAt({ now: "?3", free: "?10", first: "?11", longest: "?12" })})
           RETURNING id`,
        )
        .bind(
          email,
          codeHash,
          now,
          now + CODE_VALID_MS,
          now + RENEWABLE_AFTER_MS,
          registration ? JSON.stringify(registration) : null,
          MAX_WRONG_TRIES,
          MAX_CODES_PER_HOUR,
          requester,
          ADDRESS_FREE_CODES,
          RENEWABLE_AFTER_MS,
          MAX_ADDRESS_WAIT_MS,
        )
        .first<{ id: number }>();
      if (!inserted) throw await codeRefusal(db, email, requester, now);
      // The new code replaces any earlier one without a second write: completeCode only ever
      // checks the newest code stored. Were the earlier codes spent here, a failed e-mail (or a
      // database failing between two writes) would leave the person with no working code.
      const message = oneTimeCodeEmail({
        language: scope.language,
        code,
        link: options.link(email, code),
        siteName: scope.siteName,
        validMinutes: CODE_VALID_MS / 60_000,
      });
      try {
        await deps.mailer.send({ to: email, ...message });
      } catch (error) {
        // Not sent: the code goes, so asking again is not blocked by a code nobody received.
        logger.error("accounts: the code e-mail could not be sent", error);
        await db.prepare("DELETE FROM one_time_codes WHERE id = ?").bind(inserted.id).run();
        throw new AccountError("MAIL_NOT_SENT");
      }
      return { renewableIn: RENEWABLE_AFTER_MS / 1000, isNewUser };
    },

    /**
     * Checks a code (step 3). Each try is counted atomically before the comparison,
     * so at most MAX_WRONG_TRIES guesses are ever evaluated per code; a right code is spent
     * by a conditional update, so it works once. Opens the account of a new person with
     * their step-2 answers, or signs in a known one.
     */
    async completeCode(emailInput: unknown, codeInput: unknown): Promise<User> {
      const email = normalizeEmail(emailInput);
      if (!email) throw new AccountError("VALIDATION_ERROR", { field: "email" });
      const code = typeof codeInput === "string" ? codeInput.trim() : "";
      if (!new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(code)) throw new AccountError("VALIDATION_ERROR", { field: "otp" });
      const now = deps.clock();
      const attempt = await db
        .prepare(
          `UPDATE one_time_codes SET attempts = attempts + 1
           WHERE id = (SELECT id FROM one_time_codes WHERE email = ?1 ORDER BY id DESC LIMIT 1)
             AND used_at IS NULL AND expires_at > ?2 AND attempts < ?3
           RETURNING id, code_hash, attempts, registration`,
        )
        .bind(email, now, MAX_WRONG_TRIES)
        .first<{ id: number; code_hash: string; attempts: number; registration: string | null }>();
      if (!attempt) throw await spentCode(email, now);
      if (!sameHash(attempt.code_hash, await hashCode(deps.codeSecret, email, code))) {
        const attemptsLeft = Math.max(0, MAX_WRONG_TRIES - attempt.attempts);
        // The last try is gone: say so, and that a new code can be asked for now (requestCode
        // lets a code whose tries are used up be replaced at once).
        if (attemptsLeft === 0) throw new AccountError("OTP_TOO_MANY_ATTEMPTS", { attemptsLeft: 0, renewableIn: 0 });
        throw new AccountError("OTP_CODE_INVALID", { attemptsLeft });
      }
      const registration = attempt.registration ? (JSON.parse(attempt.registration) as Registration) : null;
      // The code is spent and the account opened in ONE batch (a D1 transaction): a database
      // failing between the two leaves neither, never a spent code without its account.
      const [spent, opened] = await db.batch<{ id: number } | UserRow>([
        db.prepare("UPDATE one_time_codes SET used_at = ?1 WHERE id = ?2 AND used_at IS NULL RETURNING id").bind(now, attempt.id),
        db
          .prepare(
            `INSERT INTO users (id, email, created_at, verified_at, site, privacy_policy_version, privacy_policy_accepted_at,
                                terms_version, terms_accepted_at, marketing_consent, tax_code)
             SELECT ?1, ?2, ?3, ?3, ?4, ?5, ?3, ?6, ?3, ?7, ?8
             WHERE EXISTS (SELECT 1 FROM one_time_codes WHERE id = ?9 AND used_at = ?3)
             ON CONFLICT (email) DO UPDATE SET verified_at = COALESCE(users.verified_at, excluded.verified_at)
             RETURNING *`,
          )
          .bind(
            crypto.randomUUID(),
            email,
            now,
            scope.site,
            PRIVACY_POLICY_VERSION,
            TERMS_VERSION,
            registration ? (registration.marketingConsent ? 1 : 0) : null,
            registration?.taxCode ?? null,
            attempt.id,
          ),
      ]);
      if (!spent?.results.length) throw new AccountError("OTP_CODE_INVALID", { attemptsLeft: 0 });
      const row = opened?.results[0] as UserRow | undefined;
      const user = userFromRow(row!);
      // Admin accounts are not for this site.
      if (user.role === "ADMIN") throw new AccountError("ACCOUNT_NOT_ALLOWED");
      return user;
    },
  };

  /**
   * A new person's step-2 answers: those sent now, or, for a resend without them, the answers
   * stored with their last code (still checked against this site's tax-code rule).
   */
  async function registrationFor(
    email: string,
    input: { marketingConsent?: unknown; taxCode?: unknown },
    resend: boolean,
  ): Promise<Registration> {
    const answered = input.marketingConsent === true || input.marketingConsent === false;
    if (resend && !answered) {
      const last = await db
        .prepare("SELECT registration FROM one_time_codes WHERE email = ?1 AND registration IS NOT NULL ORDER BY id DESC LIMIT 1")
        .bind(email)
        .first<{ registration: string }>();
      const stored = last ? (JSON.parse(last.registration) as Partial<Registration>) : null;
      if (stored) return checkRegistration({ marketingConsent: stored.marketingConsent, taxCode: stored.taxCode ?? "" });
    }
    return checkRegistration(input);
  }

  /** Why a code cannot be checked any more: its tries are used up, or it is spent or expired. */
  async function spentCode(email: string, now: number): Promise<AccountError> {
    const newest = await db
      .prepare("SELECT attempts, used_at, expires_at FROM one_time_codes WHERE email = ?1 ORDER BY id DESC LIMIT 1")
      .bind(email)
      .first<{ attempts: number; used_at: number | null; expires_at: number }>();
    if (newest && newest.used_at === null && newest.expires_at > now && newest.attempts >= MAX_WRONG_TRIES)
      return new AccountError("OTP_TOO_MANY_ATTEMPTS", { attemptsLeft: 0, renewableIn: 0 });
    return new AccountError("OTP_CODE_EXPIRED", { renewableIn: 0 });
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>;
