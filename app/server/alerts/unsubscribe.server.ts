/**
 * The alert e-mails' unsubscribe page and the alerts service behind it, bound to
 * this request's database and signing keys.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createUnsubscribeService } from "../../../workers/services/alerts";

export { UNSUBSCRIBE_PATH, type UnsubscribeTarget } from "../../../workers/services/alerts";

export function unsubscribeServiceOf(context: AppLoadContext) {
  return createUnsubscribeService({ db: context.env.DB, keys: context.keys, clock: () => Date.now() });
}
