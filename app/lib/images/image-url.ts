/**
 * Images: `/resource/{size}/{id}/{name}` on the image host, with webp variants;
 * the default size is webp-medium. Sites with no image host configured get site-relative
 * URLs, answered by the Worker itself.
 */
export const IMAGE_SIZES = {
  "webp-thumb": 160,
  "webp-small": 320,
  "webp-medium": 640,
  "webp-large": 1024,
  "webp-xlarge": 1600,
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const DEFAULT_IMAGE_SIZE: ImageSize = "webp-medium";
/** Catalogue artwork is 3:2. */
export const IMAGE_ASPECT = 2 / 3;

export type ImageRef = { id: string; seoName: string; altText: string; title?: string };

export function isImageSize(value: string): value is ImageSize {
  return Object.hasOwn(IMAGE_SIZES, value);
}

export function imageUrl(host: string, image: Pick<ImageRef, "id" | "seoName">, size: ImageSize = DEFAULT_IMAGE_SIZE): string {
  return `${host.replace(/\/$/, "")}/resource/${size}/${encodeURIComponent(image.id)}/${encodeURIComponent(image.seoName)}`;
}

/** `src`, `srcset` and intrinsic size for an <img>, so the browser picks a width and nothing shifts. */
export function responsiveImage(
  host: string,
  image: ImageRef,
  sizes: ImageSize[] = ["webp-small", "webp-medium", "webp-large"],
  fallback: ImageSize = DEFAULT_IMAGE_SIZE,
) {
  const width = IMAGE_SIZES[fallback];
  return {
    src: imageUrl(host, image, fallback),
    srcSet: sizes.map((size) => `${imageUrl(host, image, size)} ${IMAGE_SIZES[size]}w`).join(", "),
    width,
    height: Math.round(width * IMAGE_ASPECT),
    alt: image.altText,
  };
}
