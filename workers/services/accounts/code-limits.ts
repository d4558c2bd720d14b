import { AccountError } from "./types";

/*
 * The limits of one-time codes, and the threats they answer.
 *
 * - Guessing a code: six digits, at most MAX_WRONG_TRIES guesses per code, and a code lives
 *   CODE_VALID_MS. Each new code needs a new e-mail to the owner, which the limits below slow
 *   down, so guesses stay far below the hundred consecutive failures NIST SP 800-63B allows
 *   before an authenticator must be locked, and no one is ever locked out by failures alone.
 * - Flooding someone's inbox: a new code for an address waits RENEWABLE_AFTER_MS after the last
 *   live one, and once an address has had ADDRESS_FREE_CODES codes in an hour, each further
 *   code waits twice as long as the one before since the newest (4, 8, then 15 minutes at most).
 * - Locking the owner out: a limit counted per address alone would let anyone who knows the
 *   address use it up and keep its owner from signing in for an hour. So the hard cap,
 *   MAX_CODES_PER_HOUR, counts per address and requester: the browser's device cookie, or the
 *   IP address when the request brings no cookie. The cookie comes first because one IP is
 *   shared by a household, an office or a mobile carrier's whole block of customers, while a
 *   cookie tells their browsers apart; a script that drops its cookies falls back to its IP,
 *   where the per-IP brake also holds it. An address's own total is only ever slowed down,
 *   never closed, so its owner always gets a code within the longest wait.
 * - A person with a passkey signs in with it: passkeys pass none of these limits.
 */
export const CODE_VALID_MS = 10 * 60_000;
export const RENEWABLE_AFTER_MS = 120_000;
export const MAX_WRONG_TRIES = 5;
/** Codes an hour for one address asked by one requester; the next one waits for the hour. */
export const MAX_CODES_PER_HOUR = 5;
/** Codes an hour for one address, whoever asked, before each further one waits longer. */
export const ADDRESS_FREE_CODES = 5;
/** The longest wait between two codes of one address. */
export const MAX_ADDRESS_WAIT_MS = 15 * 60_000;
export const HOUR_MS = 3_600_000;

/** Why no code was stored: a live one still in its resend wait, this requester's hourly cap, or the address's wait. */
export async function codeRefusal(db: D1Database, email: string, requester: string | null, now: number): Promise<AccountError> {
  const live = await db
    .prepare(
      "SELECT renewable_at FROM one_time_codes WHERE email = ?1 AND used_at IS NULL AND renewable_at > ?2 AND attempts < ?3 ORDER BY id DESC LIMIT 1",
    )
    .bind(email, now, MAX_WRONG_TRIES)
    .first<{ renewable_at: number }>();
  if (live) return new AccountError("OTP_CODE_STILL_VALID", { renewableIn: Math.ceil((live.renewable_at - now) / 1000) });
  const mine = await db
    .prepare(
      `SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM (SELECT created_at FROM one_time_codes WHERE email = ?1 AND requester IS ?4 AND created_at > ?2 - ${HOUR_MS} ORDER BY created_at DESC LIMIT ?3)`,
    )
    .bind(email, now, MAX_CODES_PER_HOUR, requester)
    .first<{ n: number; oldest: number | null }>();
  if (mine && mine.n >= MAX_CODES_PER_HOUR && mine.oldest !== null)
    return new AccountError("OTP_TOO_MANY_CODES", { retryIn: secondsUntil(mine.oldest + HOUR_MS, now) });
  const address = await db
    .prepare(`SELECT (${addressNextCodeAt({ now: "?2", free: "?3", first: "?4", longest: "?5" })}) AS next_at`)
    .bind(email, now, ADDRESS_FREE_CODES, RENEWABLE_AFTER_MS, MAX_ADDRESS_WAIT_MS)
    .first<{ next_at: number }>();
  return new AccountError("OTP_TOO_MANY_CODES", { retryIn: secondsUntil(address?.next_at ?? now + MAX_ADDRESS_WAIT_MS, now) });
}

/**
 * When the address (?1) may have its next code, as SQL over the placeholders named: at once
 * below the free codes of the hour, otherwise the newest code's time plus a wait that doubles
 * with each code past them, up to the longest.
 */
export function addressNextCodeAt(at: { now: string; free: string; first: string; longest: string }): string {
  return `SELECT CASE WHEN COUNT(*) < ${at.free} THEN 0 ELSE MAX(created_at) + MIN(${at.longest}, ${at.first} << (COUNT(*) - ${at.free} + 1)) END
    FROM one_time_codes WHERE email = ?1 AND created_at > ${at.now} - ${HOUR_MS}`;
}

function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}
