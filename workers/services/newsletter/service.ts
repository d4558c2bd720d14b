/**
 * Newsletter for a new e-mail, as a double opt-in: a confirmation
 * e-mail in the site's language with a link; the address is subscribed once the link is
 * opened. Nothing else is asked and no account is opened. The link's token is 32 random
 * bytes (unguessable); only its SHA-256 is stored; it works once and for CONFIRM_VALID_MS;
 * opening it twice (a double click) subscribes once and answers a success both times.
 */
import { newsletterConfirmationEmail } from "../../email/templates/newsletter-confirmation";
import type { Mailer } from "../../email/mailer";
import { sha256Hex } from "../../digests";

export const CONFIRM_VALID_MS = 48 * 3_600_000;
/** A second request for the same address within this wait sends no second e-mail. */
export const RESEND_AFTER_MS = 120_000;
/** At most this many confirmation e-mails an hour per address. */
export const MAX_CONFIRMATIONS_PER_HOUR = 5;

export type NewsletterDeps = {
  db: D1Database;
  mailer: Mailer;
  logger: Pick<Console, "error" | "warn" | "info">;
  clock: () => number;
};
export type NewsletterScope = { site: string; language: string; siteName: string };

/** `sent`: an e-mail went out now; `waiting`: one went out a moment ago; `already`: the address is subscribed. */
export type OptInRequest = "sent" | "waiting" | "already";
export type OptInConfirmation = "subscribed" | "already" | "expired" | "invalid";

export class NewsletterMailError extends Error {
  override readonly name = "NewsletterMailError";
}

export function createNewsletterService(deps: NewsletterDeps, scope: NewsletterScope) {
  const { db } = deps;
  return {
    /** Sends the confirmation e-mail to a new address (`link` builds the page its token opens). */
    async requestConfirmation(email: string, link: (token: string) => string): Promise<OptInRequest> {
      const now = deps.clock();
      if (await isSubscribed(email)) return "already";
      const bytes = crypto.getRandomValues(new Uint8Array(32));
      const token = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
      // One statement decides and stores: nothing sent within the wait, fewer than the hourly cap.
      const inserted = await db
        .prepare(
          `INSERT INTO newsletter_confirmations (token_hash, email, site, language, created_at, expires_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6
           WHERE NOT EXISTS (SELECT 1 FROM newsletter_confirmations WHERE email = ?2 AND used_at IS NULL AND created_at > ?5 - ?7)
             AND (SELECT COUNT(*) FROM newsletter_confirmations WHERE email = ?2 AND created_at > ?5 - 3600000) < ?8
           RETURNING token_hash`,
        )
        .bind(
          await sha256Hex(token),
          email,
          scope.site,
          scope.language,
          now,
          now + CONFIRM_VALID_MS,
          RESEND_AFTER_MS,
          MAX_CONFIRMATIONS_PER_HOUR,
        )
        .first<{ token_hash: string }>();
      if (!inserted) return "waiting";
      const message = newsletterConfirmationEmail({
        language: scope.language,
        link: link(token),
        siteName: scope.siteName,
        validHours: CONFIRM_VALID_MS / 3_600_000,
      });
      try {
        await deps.mailer.send({ to: email, ...message });
      } catch (error) {
        deps.logger.error("newsletter: the confirmation e-mail could not be sent", error);
        await db.prepare("DELETE FROM newsletter_confirmations WHERE token_hash = ?").bind(inserted.token_hash).run();
        throw new NewsletterMailError("not sent");
      }
      return "sent";
    },

    /** Opens a confirmation link: the address is subscribed once, whoever opens it how often. */
    async confirm(tokenInput: unknown): Promise<{ outcome: OptInConfirmation; email?: string }> {
      const token = typeof tokenInput === "string" && /^[A-Za-z0-9_-]{43}$/.test(tokenInput) ? tokenInput : null;
      if (!token) return { outcome: "invalid" };
      const now = deps.clock();
      const hash = await sha256Hex(token);
      const spent = await db
        .prepare(
          "UPDATE newsletter_confirmations SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2 RETURNING email, site, language",
        )
        .bind(hash, now)
        .first<{ email: string; site: string; language: string }>();
      if (!spent) {
        const row = await db
          .prepare("SELECT email, used_at, expires_at FROM newsletter_confirmations WHERE token_hash = ?1")
          .bind(hash)
          .first<{ email: string; used_at: number | null; expires_at: number }>();
        if (!row) return { outcome: "invalid" };
        if (row.used_at !== null) return { outcome: "already", email: row.email };
        return { outcome: "expired", email: row.email };
      }
      await db.batch([
        db
          .prepare(
            "INSERT INTO newsletter_subscribers (email, site, language, confirmed_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (email) DO NOTHING",
          )
          .bind(spent.email, spent.site, spent.language, now),
        // Someone who has opened an account since asked for it too.
        db.prepare("UPDATE users SET newsletter = 1 WHERE email = ?1").bind(spent.email),
      ]);
      return { outcome: "subscribed", email: spent.email };
    },

    isSubscribed,
  };

  async function isSubscribed(email: string): Promise<boolean> {
    const row = await db
      .prepare(
        "SELECT 1 AS on_ FROM newsletter_subscribers WHERE email = ?1 UNION ALL SELECT 1 FROM users WHERE email = ?1 AND newsletter = 1 LIMIT 1",
      )
      .bind(email)
      .first<{ on_: number }>();
    return row !== null;
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
