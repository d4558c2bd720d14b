import type { BlockOf } from "../../../workers/services/content/types";
import { useTranslation } from "../shell/translation";
import { RichText } from "./rich-text";

/**
 * FAQ accordion grouped by category (GENERAL, ITINERARY, DESTINATION). Each question
 * is a <details>: it opens by mouse, keyboard (Enter, Space) and screen readers, and works
 * without JavaScript.
 */
type Category = BlockOf<"faq">["items"][number]["category"];
// Written out rather than imported: the content schema's module carries zod, which the page's JavaScript must not.
const CATEGORY_ORDER: readonly Category[] = ["GENERAL", "ITINERARY", "DESTINATION"];

export function FaqBlock({ block }: { block: BlockOf<"faq"> }) {
  const { t } = useTranslation();
  const Heading = block.title ? "h3" : "h2";
  const groups = CATEGORY_ORDER.map((category) => ({ category, items: block.items.filter((item) => item.category === category) })).filter(
    (group) => group.items.length > 0,
  );
  return (
    <section id={block.id} className="content-block content-faq">
      {block.title && <h2>{block.title}</h2>}
      {groups.map(({ category, items }) => (
        <section key={category} className="faq-group" aria-labelledby={`${block.id}-${category.toLowerCase()}`}>
          <Heading id={`${block.id}-${category.toLowerCase()}`} className="faq-category">
            {t(`content.faqCategories.${category}`)}
          </Heading>
          {items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>{item.question}</summary>
              <RichText html={item.html} className="rich-text faq-answer" />
            </details>
          ))}
        </section>
      ))}
    </section>
  );
}
