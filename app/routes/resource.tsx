import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { artworkSvg } from "../lib/images/artwork";
import { IMAGE_ASPECT, IMAGE_SIZES, isImageSize } from "../lib/images/image-url";
import { cachePolicy } from "../lib/http/cache-policy";

/**
 * Image path /resource/{size}/{id}/{name}: the Worker answers it itself for sites with
 * no image host, drawing the seeded artwork (see app/lib/images/artwork.ts: SVG, not WebP). The
 * bytes for one URL never change, so they are cached for a year. Unknown sizes and
 * malformed ids are 404s.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const { size = "", id = "", name = "" } = params;
  if (!isImageSize(size) || !/^[a-z0-9-]{1,80}$/.test(id) || !/^[a-z0-9-]{1,200}$/.test(name)) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const width = IMAGE_SIZES[size];
  const body = artworkSvg(id, width, Math.round(width * IMAGE_ASPECT), name.replace(/-/g, " "));
  return new Response(body, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": cachePolicy("immutable"),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
