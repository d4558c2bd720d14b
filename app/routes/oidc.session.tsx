import type { MetaFunction } from "@remix-run/cloudflare";
import { ProviderPage } from "../components/account/provider-page";
import { useTranslation } from "../components/shell/translation";
import accountsStylesheet from "../styles/accounts.css";
import { providerTicketLoader } from "./oidc.session.server";

export const handle = { hideLayout: true };

/** GET /oidc/session (oidc.session.server.ts): always a redirect back to the site, except for a bad client or path. */
export const loader = providerTicketLoader;

export default function TicketRefused() {
  const { t } = useTranslation();
  return (
    <ProviderPage>
      <h1>{t("account.provider.refusedTitle")}</h1>
      <p>{t("account.provider.refusedBody")}</p>
    </ProviderPage>
  );
}

export const links = () => [{ rel: "stylesheet", href: accountsStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
