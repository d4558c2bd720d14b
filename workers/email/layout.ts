import type { Language } from "../../tenants/languages";

/** A rendered e-mail, ready to go into an EmailMessage with its recipient. */
export type EmailContent = { subject: string; text: string; html: string };

/**
 * What a template says, block by block; the layout turns the same blocks into the text part
 * and the HTML part, so the two never drift apart. Every string is plain text: the layout
 * escapes it for HTML, templates never write markup.
 */
export type EmailBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  /** A one-time code: large, monospaced, on its own line in both parts. */
  | { kind: "code"; code: string; label: string }
  /** A link shown as a button in HTML and as the bare URL on its own line in text. */
  | { kind: "button"; href: string; label: string }
  /** Small print (why you got this, what to do if it was not you). */
  | { kind: "note"; text: string }
  /** A small plain link under the small print (unsubscribe): "label: URL" in text. */
  | { kind: "link"; href: string; label: string };

export type EmailLayoutInput = {
  language: Language;
  /** The country site that sends it ("Caravan Italia"): the signature. */
  siteName: string;
  subject: string;
  /** The line mail apps show after the subject in the list; hidden in the body. */
  preheader: string;
  blocks: readonly EmailBlock[];
  /** Why this person gets this mail; under the signature. */
  footer: string;
};

const BRAND = "Caravan";
const FONT = `system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif`;
const MONO = `ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace`;
// The site's palette (app/styles/app.css): ink, muted, line, soft, teal, red-dark.
const INK = "#1d1d1f";
const MUTED = "#5b5f66";
const LINE = "#e3e5e8";
const SOFT = "#f6f7f9";
const TEAL = "#0f7c80";
const BUTTON = "#c8102e";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Only web links go into an href: a template handed `javascript:` fails loudly instead. */
export function safeHref(href: string): string {
  const url = new URL(href);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`e-mail link must be http(s): ${href}`);
  return url.href;
}

export function renderEmail(input: EmailLayoutInput): EmailContent {
  return { subject: input.subject, text: renderText(input), html: renderHtml(input) };
}

function renderText({ siteName, blocks, footer }: EmailLayoutInput): string {
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every block kind (tsc checks it), so every block returns its text.
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case "heading":
      case "paragraph":
      case "note":
        return block.text;
      case "code":
        return `    ${block.code}`;
      case "button":
        return safeHref(block.href);
      case "link":
        return `${block.label}: ${safeHref(block.href)}`;
    }
  });
  // "-- " is the signature separator mail apps recognise.
  return `${parts.join("\n\n")}\n\n-- \n${siteName}\n${footer}\n`;
}

function renderHtml({ language, siteName, subject, preheader, blocks, footer }: EmailLayoutInput): string {
  const body = blocks.map(blockHtml).join("\n");
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${SOFT};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${SOFT};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid ${LINE};border-radius:12px;">
<tr><td style="padding:24px 32px 0;font:700 22px/1.2 ${FONT};color:${TEAL};">${BRAND}</td></tr>
<tr><td style="padding:8px 32px 32px;font:16px/1.5 ${FONT};color:${INK};">
${body}
</td></tr>
</table>
<p style="margin:16px 0 0;font:13px/1.5 ${FONT};color:${MUTED};">${escapeHtml(siteName)}<br>${escapeHtml(footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h1 style="margin:16px 0 8px;font:700 24px/1.25 ${FONT};color:${INK};">${escapeHtml(block.text)}</h1>`;
    case "paragraph":
      return `<p style="margin:16px 0;">${escapeHtml(block.text)}</p>`;
    case "note":
      return `<p style="margin:16px 0;font-size:14px;color:${MUTED};">${escapeHtml(block.text)}</p>`;
    case "code":
      // One selectable run of digits: the spacing is CSS, so a copy gives the bare code.
      return `<p style="margin:8px 0 4px;font-size:14px;color:${MUTED};">${escapeHtml(block.label)}</p>
<p style="margin:0 0 24px;"><span style="display:inline-block;padding:12px 20px;background:${SOFT};border:1px solid ${LINE};border-radius:8px;font:700 34px/1.2 ${MONO};letter-spacing:6px;color:${INK};user-select:all;-webkit-user-select:all;">${escapeHtml(block.code)}</span></p>`;
    case "link":
      return `<p style="margin:16px 0;font-size:14px;"><a href="${escapeHtml(safeHref(block.href))}" style="color:${MUTED};">${escapeHtml(block.label)}</a></p>`;
    case "button":
      return `<p style="margin:16px 0 24px;"><a href="${escapeHtml(safeHref(block.href))}" style="display:inline-block;padding:12px 24px;background:${BUTTON};border-radius:8px;color:#ffffff;font-weight:700;text-decoration:none;">${escapeHtml(block.label)}</a></p>`;
  }
}
