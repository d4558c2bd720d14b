import type { ImageRef } from "./image-url";

/**
 * The where section's continent images, by continent code. Image ids and names are
 * lower-case (the resource route answers nothing else), whatever the case of the code. Apart
 * from image-url.ts: only the where section (loaded on demand) needs it.
 */
export function continentImage(code: string): Pick<ImageRef, "id" | "seoName"> {
  const slug = code.toLowerCase().replace(/[^a-z0-9-]/g, "");
  return { id: `continent-${slug}`, seoName: slug };
}
