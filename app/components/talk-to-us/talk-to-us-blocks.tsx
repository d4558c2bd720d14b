import { Link } from "@remix-run/react";
import type { PublishedContactBlock } from "../../../workers/services/content/types";

type Block = Pick<PublishedContactBlock, "id" | "title" | "html" | "actions">;

/**
 * The blocks of the contacts content: a title, a few lines, and the calls to action the
 * block names in the books, each a link (a phone number, an e-mail, a page). Shown by the
 * talk-to-us modal and by the contacts page. `heading` is the level under the host's title.
 */
export function ContactBookBlocks({
  blocks,
  heading: Heading = "h3",
  idPrefix,
}: {
  blocks: readonly Block[];
  heading?: "h2" | "h3";
  idPrefix: string;
}) {
  return (
    <div className="contact-books">
      {blocks.map((block) => (
        <section key={block.id} className="contact-book" aria-labelledby={`${idPrefix}-${block.id}`}>
          <Heading id={`${idPrefix}-${block.id}`}>{block.title}</Heading>
          {block.html && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the publish rendered from checked Markdown.
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />
          )}
          <ul className="contact-actions">
            {block.actions.map((action) => (
              <li key={action.name}>
                {/* A page of this site navigates in place (and closes the modal); phone, e-mail and other sites are links. */}
                {action.href.startsWith("/") ? (
                  <Link className="contact-action" to={action.href}>
                    <ActionText action={action} />
                  </Link>
                ) : (
                  <a className="contact-action" href={action.href} rel={action.external ? "noopener" : undefined}>
                    <ActionText action={action} />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ActionText({ action }: { action: Block["actions"][number] }) {
  return (
    <>
      <strong>{action.label}</strong>
      {action.description && <span>{action.description}</span>}
    </>
  );
}
