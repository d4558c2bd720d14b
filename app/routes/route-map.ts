import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachePolicy } from "../lib/http/cache-policy";
import { routeMapSvg } from "../server/trip/route-map.server";

/**
 * A trip's route map (`/route-map/<travel id>.svg`, the same address on every site, drawn in the
 * site's language): an image of its own, so the trip page's HTML and data do not grow and
 * browsers keep it apart. An address that names no trip, or a trip with no route, is a 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = /^([1-9][0-9]{0,8})\.svg$/.exec(params.file ?? "")?.[1];
  const svg = id ? await routeMapSvg(context, Number(id)) : null;
  if (!svg) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy("none") },
    });
  }
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": cachePolicy("drawing"),
      "X-Content-Type-Options": "nosniff",
      // Opened on its own, the drawing may use its inline style sheet and nothing else.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
