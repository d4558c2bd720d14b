import { parse, type HTMLElement } from "node-html-parser";

/** Parses a page; React's `<!-- -->` text separators are dropped by the parser. */
export function parseHtml(html: string): HTMLElement {
  return parse(html, { comment: false });
}

/** The visible text of an element, with ASCII whitespace collapsed (no-break spaces are content). */
export function textOf(element: HTMLElement | null | undefined): string {
  return (element?.textContent ?? "").replace(/[ \t\r\n]+/g, " ").trim();
}

export async function pageOf(response: Response): Promise<HTMLElement> {
  return parseHtml(await response.text());
}
