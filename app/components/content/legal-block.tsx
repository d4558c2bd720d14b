import type { BlockOf } from "../../../workers/services/content/types";
import { useDates } from "../shell/use-dates";
import { useTranslation } from "../shell/translation";
import { RichText } from "./rich-text";

/**
 * Legal text: a table of contents of in-page links (they work without JavaScript), the
 * last-updated day in the site's date format, then one section per heading.
 */
export function LegalBlock({ block }: { block: BlockOf<"legal"> }) {
  const { t } = useTranslation();
  const dates = useDates();
  const tocId = `${block.id}-toc`;
  return (
    <section id={block.id} className="content-block content-legal">
      <p className="legal-updated">
        <time dateTime={block.updated}>{t("content.updated", { date: dates.day(block.updated, "long") })}</time>
      </p>
      <nav className="legal-toc" aria-labelledby={tocId}>
        <h2 id={tocId}>{t("content.toc")}</h2>
        <ol>
          {block.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {block.sections.map((section) => (
        <section key={section.id} className="legal-section" aria-labelledby={section.id}>
          <h2 id={section.id} tabIndex={-1}>
            {section.heading}
          </h2>
          <RichText html={section.html} />
        </section>
      ))}
    </section>
  );
}
