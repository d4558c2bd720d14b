/**
 * The deferred half of the error model (the critical half is a loader that awaits its data and
 * lets a failure reach the route's boundary: a localized 500, or the entry's 503 when the
 * database is gone). A part of a page the page can do without — the search bar's places and
 * periods, the home page's best sellers, a content page's trip block — is caught where it is
 * called, logged once, and replaced by what the page shows without it.
 */
import { isStorageUnavailable } from "../../workers/db/storage-guard";

export async function optional<T>(part: string, load: Promise<T>, without: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    // A database outage was logged by the storage guard; the entry answers 503 for the request.
    if (!isStorageUnavailable(error)) console.error(`${part} left out: the page shows without it`, error);
    return without;
  }
}
