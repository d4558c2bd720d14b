import { Link } from "@remix-run/react";
import type { BlockOf } from "../../../workers/services/content/types";
import { useTranslation } from "../shell/translation";
import { RichText } from "./rich-text";

/** A call to action: a title, an optional text and one link styled as a button. */
export function CallToActionBlock({ block }: { block: BlockOf<"callToAction"> }) {
  const { t } = useTranslation();
  const internal = block.href.startsWith("/");
  return (
    <section id={block.id} className="content-block content-cta" aria-labelledby={`${block.id}-title`}>
      <h2 id={`${block.id}-title`}>{block.title}</h2>
      {block.html && <RichText html={block.html} />}
      {internal ? (
        <Link className="button cta" to={block.href}>
          {block.label}
        </Link>
      ) : (
        <a className="button cta" href={block.href} {...(block.external ? { rel: "noopener" } : {})}>
          {block.label}
          {block.external && <span className="visually-hidden"> {t("content.externalLink")}</span>}
        </a>
      )}
    </section>
  );
}
