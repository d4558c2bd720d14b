import type { CustomPageData } from "../../lib/content/custom-page";
import type { PublishedBlock } from "../../../workers/services/content/types";
import { CallToActionBlock } from "./call-to-action-block";
import { ContactBooksBlock } from "./contact-books-block";
import { ContactsBlock } from "./contacts-block";
import { FaqBlock } from "./faq-block";
import { ImageTextBlock } from "./image-text-block";
import { LegalBlock } from "./legal-block";
import { RichText } from "./rich-text";
import { TripCardsBlock } from "./trip-cards-block";

/** One block of a custom page, by its type. */
export function ContentBlockView({ block, index, data }: { block: PublishedBlock; index: number; data: CustomPageData }) {
  switch (block.type) {
    case "richText":
      return (
        <section id={block.id} className="content-block content-rich-text">
          <RichText html={block.html} />
        </section>
      );
    case "faq":
      return <FaqBlock block={block} />;
    case "imageText":
      // The first block is in view on load; later images wait until they are scrolled to.
      return <ImageTextBlock block={block} lazy={index > 0} />;
    case "tripCards":
      return <TripCardsBlock block={block} trips={data.trips[block.id] ?? []} pageType={data.pageType} />;
    case "callToAction":
      return <CallToActionBlock block={block} />;
    case "contacts":
      return <ContactsBlock block={block} support={data.support} talkToUs={data.talkToUs} />;
    case "legal":
      return <LegalBlock block={block} />;
    case "contactBooks":
      return <ContactBooksBlock block={block} />;
  }
}
