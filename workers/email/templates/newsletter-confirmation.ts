import { renderEmail, type EmailContent } from "../layout";
import { emailLanguage, emailText } from "../texts";

export type NewsletterConfirmationInput = {
  /** The site's language (tenant.language). */
  language: string;
  /** Opens the confirmation page: the address is subscribed then. */
  link: string;
  siteName: string;
  validHours: number;
};

/** Double opt-in: the newsletter's confirmation e-mail, in the site's language. */
export function newsletterConfirmationEmail({ link, siteName, validHours, ...input }: NewsletterConfirmationInput): EmailContent {
  const language = emailLanguage(input.language);
  const t = emailText(language, "newsletterConfirmation");
  return renderEmail({
    language,
    siteName,
    subject: t("subject", { siteName }),
    preheader: t("preheader"),
    blocks: [
      { kind: "heading", text: t("heading") },
      { kind: "paragraph", text: t("intro", { siteName }) },
      { kind: "button", href: link, label: t("button") },
      { kind: "paragraph", text: t.plural("validity", validHours) },
      { kind: "note", text: t("ignore") },
    ],
    footer: t("footer", { siteName }),
  });
}
