import { useTranslation } from "../layout/translation";
import { track } from "../../lib/analytics/track";
import { imageUrl, responsiveImage, type ImageRef } from "../../lib/images";

type Props = { host: string; images: ImageRef[]; travelId: number; pageType: string };

/**
 * The trip's photos (000 §7 image path, webp sizes). Width/height and srcset/sizes are set so
 * nothing shifts while loading; the first is the page's main image and loads eagerly.
 * Each photo links to its large size, so it opens without JavaScript too.
 */
export function TripGallery({ host, images, travelId, pageType }: Props) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <section className="trip-gallery" aria-label={t("trip.gallery")}>
      {images.map((image, index) => {
        const img = responsiveImage(host, image);
        return (
          <a
            key={image.id}
            href={imageUrl(host, image, "webp-xlarge")}
            onClick={() => track("galleryOpen", { pageType, travelId: String(travelId), imageIndex: index })}
          >
            <img {...img} alt={img.alt} sizes="(min-width: 1024px) 1000px, 100vw" loading={index === 0 ? "eager" : "lazy"} decoding="async" />
          </a>
        );
      })}
    </section>
  );
}
