import type { ReactNode } from "react";
import { useTranslation } from "../shell/translation";

type Props = {
  /** The client site the person came from: its name and home page (001 §2: back to the site). */
  site: { name: string; home: string } | null;
  children: ReactNode;
};

/**
 * The identity provider's pages (sign-in, personal area, signed out): no site header or
 * footer (the route's handle hides them), only the brand, the content and a way back.
 */
export function ProviderPage({ site, children }: Props) {
  const { t } = useTranslation();
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
