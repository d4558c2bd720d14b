/** A failed route-module load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const KEY = "caravan:chunk-reload-at";

type Store = Pick<Storage, "getItem" | "setItem">;

/**
 * Says whether a reload is allowed now and, if so, records it. A second failure within
 * the interval shows the error page instead of reloading in a loop. Without storage
 * (private modes that throw) the reload is allowed: a loop is then the browser's limit.
 */
export function allowChunkReload(store: Store | null, now: number): boolean {
  try {
    const stored = store?.getItem(KEY) ?? null;
    const last = stored === null ? Number.NaN : Number(stored);
    if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    store?.setItem(KEY, String(now));
    return true;
  } catch {
    return true;
  }
}
