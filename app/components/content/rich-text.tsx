/**
 * HTML that the publish step rendered from a page's Markdown (scripts/content/markdown.ts:
 * raw HTML escaped, links checked). Only that HTML is ever set here, never text from a request.
 */
export function RichText({ html, className = "rich-text" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the publish rendered from checked Markdown, never request text (see above).
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
