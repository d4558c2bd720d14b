import type { ReactNode } from "react";
import { useTranslation } from "../shell/translation";
import { useRootData } from "../shell/use-tenant";

type Props = { children: ReactNode };

/**
 * The identity provider's pages (sign-in, personal area, signed out): no site header or
 * footer (the route's handle hides them), only the brand, the content and a way back.
 */
export function ProviderPage({ children }: Props) {
  const { t } = useTranslation();
  // The client site the person came from (the root reads client_id): the way back.
  const site = useRootData()?.providerSite ?? null;
  return (
    <div className="provider-page">
      <p className="provider-brand">
        <span className="logo">Caravan</span>
        <span className="provider-tagline">{t("account.provider.tagline")}</span>
      </p>
      <div className="provider-card">{children}</div>
      {site && (
        <p className="provider-back">
          <a href={site.home}>{t("account.provider.backTo", { site: site.name })}</a>
        </p>
      )}
    </div>
  );
}
