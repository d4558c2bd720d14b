import { useTranslation } from "../shell/translation";
import { track } from "../../lib/analytics/track";
import { imageUrl, responsiveImage, type ImageRef } from "../../lib/images/image-url";

type Props = { host: string; images: ImageRef[]; travelId: number; pageType: string };

/**
 * The trip's photos (image path, webp sizes). Width/height and srcset/sizes are set so
 * nothing shifts while loading; the first is the page's main image, full width and loaded
 * eagerly, the others smaller: two across below it on phones, beside it from 768 px, laid
 * out for their number so no photo is left alone on a row (trip.css).
 * Each photo links to its large size, so it opens without JavaScript too.
 */
export function TripGallery({ host, images, travelId, pageType }: Props) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <section className={`trip-gallery${images.length > 1 ? " has-more" : ""}`} aria-label={t("trip.gallery")}>
      {images.map((image, index) => {
        const img = responsiveImage(host, image);
        return (
          <a
            key={image.id}
            href={imageUrl(host, image, "webp-xlarge")}
            onClick={() => track("galleryOpen", { pageType, travelId: String(travelId), imageIndex: index })}
          >
            <img
              {...img}
              alt={img.alt}
              sizes={index === 0 ? "(min-width: 1024px) 540px, (min-width: 768px) 50vw, 100vw" : "(min-width: 1024px) 270px, 25vw"}
              loading={index === 0 ? "eager" : "lazy"}
              decoding="async"
            />
          </a>
        );
      })}
    </section>
  );
}
