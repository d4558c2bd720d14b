/**
 * The one way features send analytics: push `{ event, ...payload }` onto the
 * tag-manager data layer. Analytics must never break the page, so nothing here throws.
 */
import type { AnalyticsEventMap, AnalyticsEventName } from "./events";

/** What track needs from the data layer; GTM replaces `push` with its own function. */
export interface DataLayer {
  push(entry: Record<string, unknown>): unknown;
}

/** The message a failed push is reported under. */
export const PUSH_ERROR_MESSAGE = "Error pushing event";

export type AnalyticsErrorReporter = (message: string, error: unknown, entry: Record<string, unknown>) => void;

export interface TrackDeps {
  /** Defaults to `window.dataLayer` (created as [] when missing); none on the server. */
  dataLayer?: DataLayer | null;
  /** Where a failed push goes. Defaults to console.error. */
  reportError?: AnalyticsErrorReporter;
}

const consoleReporter: AnalyticsErrorReporter = (message, error, entry) => {
  console.error(message, error, entry);
};

// Read through globalThis so the module type-checks and runs the same in the browser,
// workerd and Node (no `window` there), and without a global Window augmentation that
// could clash with another module's declaration of dataLayer.
type DataLayerHost = { dataLayer?: unknown };

function browserDataLayer(): DataLayer | null {
  const host = (globalThis as { window?: DataLayerHost }).window;
  if (host === undefined || host === null) return null;
  // GTM's snippet does the same: the array may be created before the container loads.
  host.dataLayer ??= [];
  return host.dataLayer as DataLayer;
}

/**
 * Pushes one event. On the server (no window, no injected data layer) it does nothing.
 * A push that throws — a missing or broken data layer, a tag-manager error — is reported
 * as 'Error pushing event' and swallowed, as is a reporter that throws itself.
 */
export function track<K extends AnalyticsEventName>(event: K, payload: AnalyticsEventMap[K], deps: TrackDeps = {}): void {
  const entry: Record<string, unknown> = { event, ...payload };
  try {
    const dataLayer = deps.dataLayer === undefined ? browserDataLayer() : deps.dataLayer;
    if (dataLayer === null) return;
    dataLayer.push(entry);
  } catch (error) {
    try {
      (deps.reportError ?? consoleReporter)(PUSH_ERROR_MESSAGE, error, entry);
    } catch {
      // The reporter failing must not turn an analytics problem into a page error.
    }
  }
}
