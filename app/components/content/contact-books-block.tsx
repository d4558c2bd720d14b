import type { BlockOf } from "../../../workers/services/content/types";
import { ContactBookBlocks } from "../talk-to-us/talk-to-us-blocks";
import talkToUsStyles from "../../styles/talk-to-us.css";

/** Contacts content on the contacts page: its blocks with showContactPage (copied in when published). */
export function ContactBooksBlock({ block }: { block: BlockOf<"contactBooks"> }) {
  return (
    <section id={block.id} className="content-block content-contact-books" aria-labelledby={block.title ? `${block.id}-title` : undefined}>
      <link rel="stylesheet" href={talkToUsStyles} />
      {block.title && <h2 id={`${block.id}-title`}>{block.title}</h2>}
      <ContactBookBlocks blocks={block.blocks} heading={block.title ? "h3" : "h2"} idPrefix={block.id} />
    </section>
  );
}
