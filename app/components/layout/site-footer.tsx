import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RouteKey } from "../../../tenants/routes";
import { useLocalizedHref } from "./use-tenant";

const FOOTER_KEYS: RouteKey[] = [
  "how-it-works",
  "our-values",
  "coordinators",
  "faqs",
  "contacts",
  "legal-general-condition",
  "legal-privacy-policy",
  "legal-terms-conditions",
  "legal-cancellation-policy",
];

export function SiteFooter() {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <footer className="site-footer" aria-label={t("layout.footer")}>
      <nav aria-label={t("layout.footer")}>
        <ul>
          {FOOTER_KEYS.map((key) => (
            <li key={key}>
              <Link to={to(key)}>{t(`pages.${key}.title`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t("layout.copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
