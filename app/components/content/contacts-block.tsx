import { Link } from "@remix-run/react";
import type { BlockOf } from "../../../workers/services/content/types";
import { useTranslation } from "../shell/translation";
import { RichText } from "./rich-text";

type Props = { block: BlockOf<"contacts">; support: { phone: string; email: string }; talkToUs: boolean };

/**
 * Contact book (contacts content): the channels the page names, with the numbers and
 * addresses of the site's own config. Talk to us is shown only where the site's flag is on;
 * it opens the talk-to-us modal over this page.
 */
export function ContactsBlock({ block, support, talkToUs }: Props) {
  const { t } = useTranslation();
  const channels = block.channels.filter((channel) => channel !== "talkToUs" || talkToUs);
  return (
    <section id={block.id} className="content-block content-contacts" aria-labelledby={`${block.id}-title`}>
      <h2 id={`${block.id}-title`}>{block.title}</h2>
      {block.html && <RichText html={block.html} />}
      <ul className="contact-channels">
        {channels.map((channel) => (
          <li key={channel} className={`contact-channel contact-${channel}`}>
            {channel === "phone" && (
              <>
                <span className="contact-label">{t("content.contacts.phone")}</span>{" "}
                <a href={`tel:${support.phone.replace(/[^+0-9]/g, "")}`}>{support.phone}</a>
              </>
            )}
            {channel === "email" && (
              <>
                <span className="contact-label">{t("content.contacts.email")}</span> <a href={`mailto:${support.email}`}>{support.email}</a>
              </>
            )}
            {channel === "talkToUs" && (
              <>
                <span className="contact-label">{t("content.contacts.talkToUs")}</span>{" "}
                <Link to={{ search: "?modal=talk-to-us" }} preventScrollReset>
                  {t("content.contacts.talkToUsText")}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
