/** The WeMeet brand page's server half (wemeet-by-{product}): its text is in locales/events; the next events are live. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { quickDateRange } from "../lib/events/quick-dates";
import { requirePage } from "../server/page.server";
import { translatorFor } from "../server/i18n.server";
import { pageSeo } from "../server/seo.server";
import { viewHelpers } from "./events.server";

const NEXT_EVENTS = 6;

export async function wemeetLoader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "wemeet");
  const { now, card } = viewHelpers(context);
  const range = quickDateRange("whenever", context.now, context.tenant);
  const { events } = await context.services.events.list(
    { from: range.from.getTime(), to: null, price: "all", category: null, near: null, scheduledOnly: true, limit: NEXT_EVENTS },
    now,
  );
  const t = await translatorFor(context.tenant.language);
  return {
    events: events.map((event) => card(event, "wemeet-events")),
    seo: await pageSeo(context, match, t("events.brand.seoDescription")),
  };
}
