import { renderEmail, type EmailContent } from "../layout";
import { emailLanguage, emailText } from "../texts";

export type OneTimeCodeEmailInput = {
  /** The site's language (tenant.language); one without e-mail texts reads en-US. */
  language: string;
  /** The code to type, exactly as the sign-in form expects it. */
  code: string;
  /** Opens the sign-in page with the code filled in; opening it changes nothing by itself. */
  link: string;
  /** The sending country site's name ("Caravan Italia"). */
  siteName: string;
  validMinutes: number;
};

/** The sign-in code e-mail, in the site's language: the code to type, or a link that fills it in. */
export function oneTimeCodeEmail({ code, link, siteName, validMinutes, ...input }: OneTimeCodeEmailInput): EmailContent {
  const language = emailLanguage(input.language);
  const t = emailText(language, "oneTimeCode");
  return renderEmail({
    language,
    siteName,
    subject: t("subject", { code }),
    preheader: t("preheader", { siteName }),
    blocks: [
      { kind: "heading", text: t("heading") },
      { kind: "paragraph", text: t("intro", { siteName }) },
      { kind: "code", code, label: t("codeLabel") },
      { kind: "paragraph", text: t("linkIntro") },
      { kind: "button", href: link, label: t("linkLabel") },
      { kind: "paragraph", text: t.plural("validity", validMinutes) },
      { kind: "note", text: t("ignore") },
    ],
    footer: t("footer", { siteName }),
  });
}
