import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { talkToUsBlocks, talkToUsShown } from "../server/layout-content.server";
import { cachePolicy } from "../lib/http/cache-policy";

/**
 * The talk-to-us modal's blocks (contacts content with showTalkToUs), for a modal opened
 * in the browser (a URL that opens it is rendered with them by the root loader). The same for
 * everyone on the site; a site whose flag is off has none: 404.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!talkToUsShown(context)) return Response.json({ blocks: [] }, { status: 404, headers: { "Cache-Control": cachePolicy("none") } });
  return Response.json({ blocks: await talkToUsBlocks(context) }, { headers: { "Cache-Control": cachePolicy("short") } });
}
