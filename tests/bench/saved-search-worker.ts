/**
 * The Worker the watched searches' bench runs the alert job in: next to the D1
 * binding, as the scheduled handler runs it in production, so the figures are the job's and
 * not the Node-to-workerd proxy's (which makes every prepared statement a blocking round trip).
 * The mailer keeps nothing and counts what it was given.
 */
import { runSavedSearchJob, type SavedSearchRunSummary } from "../../workers/services/saved-searches";
import { signingKeys } from "../../workers/session/keys";

export type SavedSearchBenchRequest = { at: number; keys: string };
export type SavedSearchBenchAnswer = { summary: SavedSearchRunSummary; sent: number };

export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    const { at, keys } = (await request.json()) as SavedSearchBenchRequest;
    let sent = 0;
    const summary = await runSavedSearchJob(
      {
        db: env.DB,
        keys: await signingKeys(keys),
        originTemplate: "http://{tenant}.localhost:8787",
        clock: () => Date.now(),
        logger: { log() {}, warn: console.warn, error: console.error },
        mailer: () => ({
          async send() {
            sent++;
          },
        }),
      },
      new Date(at),
    );
    return Response.json({ summary, sent } satisfies SavedSearchBenchAnswer);
  },
};
