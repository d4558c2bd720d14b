import { renderEmail, type EmailBlock, type EmailContent } from "../layout";
import { emailLanguage, emailText } from "../texts";

type Item = { title: string; start: string; end: string; price: string; link: string };

export type SavedSearchEmailInput = {
  /** The language of the site the search was saved on. */
  language: string;
  siteName: string;
  /** The name the person gave the search. */
  name: string;
  /**
   * The departures listed, already formatted for the site (dates, money in the search's
   * currency): those newly matching first, then those that cost less, with `was`, the price before.
   */
  items: (Item & { was?: string })[];
  /** How many more there are than are listed. */
  more: number;
  /** How many of all (listed and more) cost less than before. */
  cheaper: number;
  /** The search page with the watched filters. */
  searchLink: string;
  /** Pauses this one search without signing in (a signed token; GET asks, POST pauses). */
  unsubscribeLink: string;
};

/**
 * A watched search's daily e-mail: the departures newly matching and, apart, those that cost
 * less (the new price and the one before), the search to open, and how to stop.
 */
export function savedSearchEmail({
  siteName,
  name,
  items,
  more,
  cheaper,
  searchLink,
  unsubscribeLink,
  ...input
}: SavedSearchEmailInput): EmailContent {
  const language = emailLanguage(input.language);
  const t = emailText(language, "savedSearch");
  const total = items.length + more;
  const fresh = total - cheaper;
  const listed = (item: Item & { was?: string }): EmailBlock[] => [
    { kind: "paragraph", text: item.was === undefined ? t("item", item) : t("itemCheaper", { ...item, was: item.was }) },
    { kind: "link", href: item.link, label: t("itemLink") },
  ];
  const newItems = items.filter((item) => item.was === undefined);
  const cheaperItems = items.filter((item) => item.was !== undefined);
  const blocks: EmailBlock[] = [
    { kind: "heading", text: t("heading", { name }) },
    ...(fresh > 0 ? [{ kind: "paragraph", text: t.plural("body", fresh, { name }) } as const, ...newItems.flatMap(listed)] : []),
    ...(cheaper > 0
      ? [{ kind: "paragraph", text: t.plural("cheaperBody", cheaper, { name }) } as const, ...cheaperItems.flatMap(listed)]
      : []),
    ...(more > 0 ? [{ kind: "paragraph", text: t.plural("more", more) } as const] : []),
    { kind: "button", href: searchLink, label: t("button") },
    { kind: "note", text: t("priceNote") },
    { kind: "note", text: t("why", { siteName, name }) },
    { kind: "link", href: unsubscribeLink, label: t("unsubscribeLabel") },
  ];
  const subject =
    cheaper === 0
      ? t.plural("subject", total, { name })
      : fresh === 0
        ? t.plural("subjectCheaper", cheaper, { name })
        : t("subjectMixed", { name });
  return renderEmail({
    language,
    siteName,
    subject,
    preheader: t("preheader", { name }),
    blocks,
    footer: t("footer", { siteName }),
  });
}
