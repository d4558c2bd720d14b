import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { translatorFor } from "../server/i18n.server";
import { seoOf } from "../server/seo.server";
import { cachePolicy } from "../lib/http/cache-policy";

/** One person's link: nobody keeps a copy. */
export const headers = () => ({ "Cache-Control": cachePolicy("privateNoStore") });

/**
 * Double opt-in: the confirmation e-mail's link. Opening it subscribes
 * the address once (workers/services/newsletter); opening it again is a success that changes
 * nothing; an expired link says to subscribe again (410), an unknown one is a 400.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const { outcome } = await context.services.newsletter.confirm(token);
  const t = await translatorFor(context.tenant.language);
  const status = outcome === "expired" ? 410 : outcome === "invalid" ? 400 : 200;
  return data(
    { outcome, seo: await seoOf(context, t(`accountSteps.newsletter.confirm.${outcome}.title`)) },
    { status, headers: { "Cache-Control": cachePolicy("privateNoStore") } },
  );
}

export default function NewsletterConfirm() {
  const { outcome } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const ok = outcome === "subscribed" || outcome === "already";
  return (
    <article className="page narrow newsletter-confirm" data-outcome={outcome}>
      <h1>{t(`accountSteps.newsletter.confirm.${outcome}.title`)}</h1>
      <p role={ok ? "status" : "alert"}>{t(`accountSteps.newsletter.confirm.${outcome}.body`)}</p>
      <p className="actions">
        {ok ? (
          <Link className="button" to={to("index")}>
            {t("layout.home")}
          </Link>
        ) : (
          <Link className="button" to="/newsletter">
            {t("accountSteps.newsletter.confirm.again")}
          </Link>
        )}
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
