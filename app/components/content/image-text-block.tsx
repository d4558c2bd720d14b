import { responsiveImage } from "../../lib/images/image-url";
import type { BlockOf } from "../../../workers/services/content/types";
import { useTenant } from "../shell/use-tenant";
import { RichText } from "./rich-text";

/** An image of the catalogue's media beside a text; the image has its size set, so nothing shifts as it loads. */
export function ImageTextBlock({ block, lazy }: { block: BlockOf<"imageText">; lazy: boolean }) {
  const tenant = useTenant();
  const image = responsiveImage(tenant?.imageHost ?? "", { id: block.image.id, seoName: block.image.seoName, altText: block.image.alt });
  return (
    <section id={block.id} className={`content-block content-image-text image-${block.imageSide}`}>
      <img
        className="image-text-image"
        src={image.src}
        srcSet={image.srcSet}
        width={image.width}
        height={image.height}
        alt={image.alt}
        sizes="(min-width: 768px) 50vw, 100vw"
        loading={lazy ? "lazy" : "eager"}
        decoding="async"
      />
      <div className="image-text-body">
        {block.title && <h2>{block.title}</h2>}
        <RichText html={block.html} />
      </div>
    </section>
  );
}
