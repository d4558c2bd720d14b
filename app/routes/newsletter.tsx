import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { NewsletterForm } from "../components/newsletter/newsletter-form";
import { newsletterAction, newsletterPage, type NewsletterFailure } from "./newsletter.server";
import { cachePolicy } from "../lib/http/cache-policy";

export const loader = (args: LoaderFunctionArgs) => newsletterPage(args);

/** The footer form's and this page's action (newsletter.server.ts). */
export const action = (args: ActionFunctionArgs) => newsletterAction(args);

/** A signed-in person's state shows on it: nobody keeps a copy. */
export const headers = () => ({ "Cache-Control": cachePolicy("privateNoStore") });

/**
 * The newsletter page (fixed path /newsletter): the same form as the footer's, with
 * every state on its URL or in its answer, so each works without JavaScript. A refused e-mail
 * posted without JavaScript is shown here again, with its message.
 */
export default function NewsletterPage() {
  const failure = useActionData<NewsletterFailure>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="page narrow newsletter-page">
      <h1>{t("newsletter.title")}</h1>
      <p>{t("newsletter.lead")}</p>
      <NewsletterForm page failure={failure ?? null} />
      <p>
        <Link to={to("index")}>{t("layout.home")}</Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
