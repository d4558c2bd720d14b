import { renderEmail, type EmailBlock, type EmailContent } from "../layout";
import { emailLanguage, emailText } from "../texts";

export type PollEmailInput = {
  /** The language of the site the trip was shared on. */
  language: string;
  siteName: string;
  title: string;
  /** Every friend who answered (plain text: the layout escapes them). */
  friends: string[];
  /** The best departure so far, its days already formatted; null while nobody can make one. */
  best: { start: string; end: string; votes: number } | null;
  /** The poll page on the owner's site. */
  link: string;
  /** The owner's wishlist, where the link is stopped. */
  manageLink: string;
};

/** One e-mail to the person who shared a trip, after friends answered (batched by the job). */
export function pollEmail({ title, friends, best, link, manageLink, siteName, ...input }: PollEmailInput): EmailContent {
  const language = emailLanguage(input.language);
  const t = emailText(language, "tripPoll");
  const count = friends.length;
  const blocks: EmailBlock[] = [
    { kind: "heading", text: t("heading") },
    { kind: "paragraph", text: t.plural("friends", count, { title, names: new Intl.ListFormat(language).format(friends) }) },
    {
      kind: "paragraph",
      text: best ? t("best", { start: best.start, end: best.end, votes: best.votes, count }) : t("noBest"),
    },
    { kind: "button", href: link, label: t("button") },
    { kind: "note", text: t("why", { siteName }) },
    { kind: "link", href: manageLink, label: t("manage") },
  ];
  return renderEmail({
    language,
    siteName,
    subject: t("subject", { title }),
    preheader: t("preheader"),
    blocks,
    footer: t("footer", { siteName }),
  });
}
