import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PasskeyButton } from "../components/account/passkey-button";
import { ProviderPage } from "../components/account/provider-page";
import { useTranslation } from "../components/shell/translation";
import accountsStylesheet from "../styles/accounts.css";
import { passkeyOfferLoader } from "./oidc.passkey.server";

export const handle = { hideLayout: true };

/** GET /oidc/passkey: the offer to add a passkey after a code sign-in (oidc.passkey.server.ts). */
export const loader = passkeyOfferLoader;

export default function PasskeyOffer() {
  const { onward } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!onward)
    return (
      <ProviderPage>
        <h1>{t("account.provider.refusedTitle")}</h1>
      </ProviderPage>
    );
  const goOn = () => window.location.assign(onward);
  return (
    <ProviderPage>
      <h1>{t("account.passkey.offerTitle")}</h1>
      <p>{t("account.passkey.offerLead")}</p>
      <PasskeyButton mode="add" onAdded={goOn} />
      <p>
        <a
          href={onward}
          data-testid="passkey-later"
          onClick={async (event) => {
            event.preventDefault();
            const ceremony = await import("../lib/account/passkey-ceremony");
            await ceremony.saidLater().catch(() => {});
            goOn();
          }}
        >
          {t("account.passkey.later")}
        </a>
      </p>
    </ProviderPage>
  );
}

export const links = () => [{ rel: "stylesheet", href: accountsStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
