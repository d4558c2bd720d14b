import { renderEmail, type EmailBlock, type EmailContent } from "../layout";
import { emailLanguage, emailText } from "../texts";

export type SavedSearchEmailInput = {
  /** The language of the site the search was saved on. */
  language: string;
  siteName: string;
  /** The name the person gave the search. */
  name: string;
  /** The departures newly matching, already formatted for the site (dates, money in the search's currency). */
  items: { title: string; start: string; end: string; price: string; link: string }[];
  /** How many more matched than are listed. */
  more: number;
  /** The search page with the watched filters. */
  searchLink: string;
  /** Pauses this one search without signing in (a signed token; GET asks, POST pauses). */
  unsubscribeLink: string;
};

/** A watched search's daily e-mail (issue 27): what newly matches, the search to open, and how to stop. */
export function savedSearchEmail({
  siteName,
  name,
  items,
  more,
  searchLink,
  unsubscribeLink,
  ...input
}: SavedSearchEmailInput): EmailContent {
  const language = emailLanguage(input.language);
  const t = emailText(language, "savedSearch");
  const count = items.length + more;
  const blocks: EmailBlock[] = [
    { kind: "heading", text: t("heading", { name }) },
    { kind: "paragraph", text: t.plural("body", count, { name }) },
    ...items.flatMap((item): EmailBlock[] => [
      { kind: "paragraph", text: t("item", item) },
      { kind: "link", href: item.link, label: t("itemLink") },
    ]),
    ...(more > 0 ? [{ kind: "paragraph", text: t.plural("more", more) } as const] : []),
    { kind: "button", href: searchLink, label: t("button") },
    { kind: "note", text: t("priceNote") },
    { kind: "note", text: t("why", { siteName, name }) },
    { kind: "link", href: unsubscribeLink, label: t("unsubscribeLabel") },
  ];
  return renderEmail({
    language,
    siteName,
    subject: t.plural("subject", count, { name }),
    preheader: t("preheader", { name }),
    blocks,
    footer: t("footer", { siteName }),
  });
}
