import type { PublishedBeanBar } from "../../../workers/services/content/types";

type Props = {
  bars: readonly PublishedBeanBar[];
  /** The page to come back to after closing a bar without JavaScript. */
  returnTo: string;
  closeLabel: string;
  /** The fixed route that remembers a closed bar (remix.config.js). */
  closeAction: string;
};

/**
 * Bean bars, rendered on the server only (app/server/layout-content.server.ts) and
 * handed to the page as HTML: the browser's first download carries none of this markup's
 * code. The message is HTML the publish rendered from checked Markdown; the colours passed a
 * contrast check; custom CSS is scoped to the bar. Closing is a plain form, so it works
 * without JavaScript; with it, bean-bar.ts hides the bar at once and posts in the background.
 */
export function BeanBarsMarkup({ bars, returnTo, closeLabel, closeAction }: Props) {
  return (
    <>
      {bars.map((bar) => (
        <aside
          key={bar.id}
          id={`bean-${bar.id}`}
          className="bean-bar"
          data-bean={bar.id}
          aria-labelledby={`bean-${bar.id}-message`}
          style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
        >
          {bar.customCss && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS the publish checked and scoped to this bar (scripts/content/css.ts), with no `<`.
            <style dangerouslySetInnerHTML={{ __html: bar.customCss }} />
          )}
          <div className="bean-bar-inner">
            <p
              id={`bean-${bar.id}-message`}
              className="bean-message"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the publish rendered from checked Markdown.
              dangerouslySetInnerHTML={{ __html: bar.html }}
            />
            {bar.callToAction && (
              <a
                className="bean-cta"
                href={bar.callToAction.href}
                rel={bar.callToAction.external ? "noopener" : undefined}
                style={{ backgroundColor: bar.textColor, color: bar.backgroundColor }}
              >
                {bar.callToAction.label}
              </a>
            )}
            {bar.closable && (
              <form method="post" action={closeAction} className="bean-close">
                <input type="hidden" name="id" value={bar.id} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button type="submit" aria-label={closeLabel} title={closeLabel}>
                  <span aria-hidden="true">×</span>
                </button>
              </form>
            )}
          </div>
        </aside>
      ))}
    </>
  );
}
