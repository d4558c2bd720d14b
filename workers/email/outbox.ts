/**
 * The e-mail outbox the scheduled jobs share (notify-me alerts, watched searches, trip polls).
 * A job first DECIDES what to tell by inserting rows whose key makes a second decision a no-op;
 * then `sendOutbox` sends what is unsent, per batch:
 *
 * 1. claim: each row of the batch is marked sent BEFORE its e-mail goes, on the condition that
 *    its attempts are still the count this run read. Only one run can move them, so two runs at
 *    once never both send a row.
 * 2. send: each claimed row's e-mail goes. A send that fails takes its mark back at once, for
 *    the next run (or gives up when the failure cannot pass, or after `maxAttempts`).
 * 3. mark: the rows that went get their time of sending and lose their last error, per batch.
 *
 * A run that stops anywhere can simply run again: a row claimed is never sent again, even when
 * the run died before marking it. The one loss this accepts: a run killed between claiming a
 * row and sending it leaves that e-mail unsent rather than risk sending it twice.
 * docs/outbox.md says the same for a newcomer.
 */
import { MailError, type EmailMessage, type Mailer } from "./mailer";

/** The outbox tables; each has event_key, payload, decided_at, sent_at, attempts, last_error. */
export type OutboxTable = "alert_outbox" | "saved_search_outbox" | "trip_poll_outbox";

/** What the unsent query answers per row: the row, and the address it goes to. */
export type UnsentRow = { event_key: string; payload: string; attempts: number; email: string };

export type Outbox<Row extends UnsentRow> = {
  table: OutboxTable;
  /** The job's name in the log. */
  name: string;
  /**
   * The unsent rows still wanted (their subscription active, their owner known), oldest first:
   * `?1` is the attempts' cap and `?2` how many. Its own query, as each job joins its own tables.
   */
  unsentSql: string;
  /** The e-mail a row sends; a throw fails the row like a failed send. */
  message(row: Row): Omit<EmailMessage, "to">;
};

export type OutboxDeps = {
  db: D1Database;
  /** Built on first use: a run with nothing to send needs none. */
  mailer: () => Mailer;
  logger: Pick<Console, "warn">;
  clock: () => number;
};

export type OutboxLimits = { maxAttempts: number; perRun: number };

/** Statements per D1 batch (one round trip): the claims and the marks go this many at a time. */
export const OUTBOX_BATCH = 50;

export type OutboxRunSummary = { sent: number; failed: number };

/** Sends what the outbox holds unsent, at most `perRun` rows. */
export async function sendOutbox<Row extends UnsentRow>(
  outbox: Outbox<Row>,
  { db, mailer, logger, clock }: OutboxDeps,
  { maxAttempts, perRun }: OutboxLimits,
): Promise<OutboxRunSummary> {
  const summary: OutboxRunSummary = { sent: 0, failed: 0 };
  const sql = statementsOf(outbox.table);
  const { results } = await db.prepare(outbox.unsentSql).bind(maxAttempts, perRun).all<Row>();
  let sender: Mailer | null = null;
  for (let start = 0; start < results.length; start += OUTBOX_BATCH) {
    const rows = results.slice(start, start + OUTBOX_BATCH);
    const claims = await db.batch(rows.map((row) => db.prepare(sql.claim).bind(row.event_key, row.attempts, clock())));
    // A row whose claim changed nothing was taken by another run.
    const claimed = rows.filter((_, i) => (claims[i]?.meta.changes ?? 0) > 0);
    const sent: D1PreparedStatement[] = [];
    for (const row of claimed) {
      try {
        const message = outbox.message(row);
        sender ??= mailer();
        await sender.send({ to: row.email, ...message });
      } catch (error) {
        summary.failed++;
        const retryable = error instanceof MailError && error.retryable;
        const text = error instanceof Error ? error.message : String(error);
        logger.warn(`${outbox.name}: sending ${row.event_key} failed (${retryable ? "will retry" : "given up"}): ${text}`);
        // Written at once: a run that stops later still leaves this one to be tried again.
        await db
          .prepare(sql.failed)
          .bind(row.event_key, text.slice(0, 500), retryable ? 0 : maxAttempts)
          .run();
        continue;
      }
      summary.sent++;
      sent.push(db.prepare(sql.sent).bind(row.event_key, clock()));
    }
    if (sent.length > 0) await db.batch(sent);
  }
  return summary;
}

/** The three statements of a table. The table is one of the fixed names above, never input. */
function statementsOf(table: OutboxTable) {
  return {
    /** Takes a row for this run and marks it sent before its e-mail goes (see the top of this file). */
    claim: `UPDATE ${table} SET attempts = attempts + 1, sent_at = ?3 WHERE event_key = ?1 AND sent_at IS NULL AND attempts = ?2`,
    /** The send went through: its time, and no error. */
    sent: `UPDATE ${table} SET sent_at = ?2, last_error = NULL WHERE event_key = ?1`,
    /** A failed send stays unsent for the next run; one that cannot succeed is given up (attempts at the cap). */
    failed: `UPDATE ${table} SET sent_at = NULL, last_error = ?2, attempts = max(attempts, ?3) WHERE event_key = ?1`,
  };
}
