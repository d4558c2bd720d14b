import type { MetaFunction } from "@remix-run/cloudflare";
import { ProviderPage } from "../components/account/provider-page";
import { useTranslation } from "../components/shell/translation";
import accountsStylesheet from "../styles/accounts.css";
import { endSessionAction, endSessionLoader } from "./oidc.end-session.server";

export const handle = { hideLayout: true };

/** GET|POST /oidc/end-session (oidc.end-session.server.ts); the page says the person is signed out. */
export const loader = endSessionLoader;
export const action = endSessionAction;

export default function SignedOut() {
  const { t } = useTranslation();
  return (
    <ProviderPage>
      <h1>{t("account.provider.signedOutTitle")}</h1>
      <p>{t("account.provider.signedOutBody")}</p>
    </ProviderPage>
  );
}

export const links = () => [{ rel: "stylesheet", href: accountsStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
