/**
 * HTML that the publish step rendered from a page's Markdown (scripts/content/markdown.ts:
 * raw HTML escaped, links checked). Only that HTML is ever set here, never text from a request.
 */
export function RichText({ html, className = "rich-text" }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
