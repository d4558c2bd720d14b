import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { href } from "../../tenants/routes";
import { eventIcs } from "../lib/events/ics";
import { siteOrigin } from "../server/site-links.server";
import { cachePolicy } from "../lib/http/cache-policy";

const SLUG = /^[a-z0-9-]{1,120}$/;

/** A meetup event as an add-to-calendar file: the site's own events only; otherwise 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const city = params.city ?? "";
  const slug = params.slug ?? "";
  const event = SLUG.test(city) && SLUG.test(slug) ? await context.services.events.detail(city, slug) : null;
  if (!event) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { tenant } = context;
  const url = siteOrigin(tenant, new URL(request.url)) + href(tenant.pathLocale, "events-city-slug", { city, slug });
  const body = eventIcs({
    uid: `meetup-${event.id}@${tenant.hosts[0] ?? "caravan"}`,
    title: event.title,
    description: `${event.description}\n\n${url}`,
    startAt: event.startAt,
    endAt: event.endAt,
    location: `${event.venue.name}, ${event.venue.address}`,
    url,
    cancelled: event.status === "CANCELLED",
    now: context.now.getTime(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${slug}.ics"`,
      "Cache-Control": cachePolicy("feed"),
    },
  });
}
