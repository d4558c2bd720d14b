import { renderEmail, type EmailBlock, type EmailContent } from "../layout";
import { emailLanguage, emailText } from "../texts";

export type AlertKind = "PRICE_DROPPED" | "TOUR_CONFIRMED" | "STOCKOUT_TRAVEL";

export type AlertEmailInput = {
  kind: AlertKind;
  /** The language of the site subscribed on (tenant.language). */
  language: string;
  /** That site's name ("Caravan Italia"). */
  siteName: string;
  /** The trip's title in the site's catalogue language. */
  title: string;
  /** The departure's first and last day, already formatted for the site (the first new departure for new dates). */
  start: string;
  end: string;
  /** Formatted prices in the subscription's currency: now, and when the visitor asked (price drops). */
  price?: string;
  oldPrice?: string;
  /** The tour's (or, for new dates, the trip's) page on that site. */
  link: string;
  /** Stops this subscription without signing in (a signed token; GET asks, POST stops). */
  unsubscribeLink: string;
};

const TEXT_KEY: Record<AlertKind, "priceDropped" | "tourConfirmed" | "newDates"> = {
  PRICE_DROPPED: "priceDropped",
  TOUR_CONFIRMED: "tourConfirmed",
  STOCKOUT_TRAVEL: "newDates",
};

/** A notify-me alert: what changed, the page to see it, and how to stop. */
export function alertEmail({
  kind,
  siteName,
  title,
  start,
  end,
  price,
  oldPrice,
  link,
  unsubscribeLink,
  ...input
}: AlertEmailInput): EmailContent {
  const language = emailLanguage(input.language);
  const t = emailText(language, "alert");
  const key = TEXT_KEY[kind];
  const vars = { title, start, end, price, oldPrice, siteName };
  const blocks: EmailBlock[] = [
    { kind: "heading", text: t(`${key}.heading`) },
    { kind: "paragraph", text: t(`${key}.body`, vars) },
    { kind: "button", href: link, label: t(`${key}.button`) },
    ...(kind === "PRICE_DROPPED" ? [{ kind: "note", text: t("priceNote") } as const] : []),
    { kind: "note", text: t("why", { siteName }) },
    { kind: "link", href: unsubscribeLink, label: t("unsubscribeLabel") },
  ];
  return renderEmail({
    language,
    siteName,
    subject: t(`${key}.subject`, vars),
    preheader: t(`${key}.preheader`),
    blocks,
    footer: t("footer", { siteName }),
  });
}
