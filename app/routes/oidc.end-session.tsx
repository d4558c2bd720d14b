import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ProviderPage } from "../components/account/provider-page";
import { useTranslation } from "../components/shell/translation";
import accountsStylesheet from "../styles/accounts.css";
import { endSessionAction, endSessionLoader } from "./oidc.end-session.server";

export const handle = { hideLayout: true };

/** GET|POST /oidc/end-session (oidc.end-session.server.ts): asks to confirm, or says the person is signed out. */
export const loader = endSessionLoader;
export const action = endSessionAction;

export default function EndSession() {
  const answer = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (answer.kind === "confirm") {
    return (
      <ProviderPage>
        <h1>{t("account.provider.confirmLogoutTitle")}</h1>
        <p>{t("account.provider.confirmLogoutBody")}</p>
        {/* A document POST: the way back after it is another site. */}
        <form method="post" action="/oidc/end-session" className="account-form" data-testid="confirm-logout">
          {Object.entries(answer.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button">
            {t("account.provider.confirmLogoutButton")}
          </button>
        </form>
      </ProviderPage>
    );
  }
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
