import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ProviderPage } from "../components/account/provider-page";
import { useTranslation } from "../components/shell/translation";
import accountsStylesheet from "../styles/accounts.css";
import { authorizeLoader } from "./oidc.authorize.server";

export const handle = { hideLayout: true };

/** GET /oidc/authorize (oidc.authorize.server.ts); the page shows a refused client or redirect URI. */
export const loader = authorizeLoader;

export default function AuthorizeRefused() {
  const { reason } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ProviderPage>
      <h1>{t("account.provider.refusedTitle")}</h1>
      <p>{t("account.provider.refusedBody")}</p>
      <p className="hint" data-reason={reason}>
        {t(reason === "client_id" ? "account.provider.unknownClient" : "account.provider.unknownRedirect")}
      </p>
    </ProviderPage>
  );
}

export const links = () => [{ rel: "stylesheet", href: accountsStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
