import { Link, NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "./use-tenant";

export function SiteHeader() {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("layout.skipToContent")}
      </a>
      <Link to={to("index")} className="logo" aria-label={t("layout.home")}>
        Caravan
      </Link>
      <nav aria-label={t("layout.mainNavigation")}>
        <ul>
          <li>
            <NavLink to={to("travels")}>{t("pages.travels.title")}</NavLink>
          </li>
          <li>
            <NavLink to={to("tours")}>{t("pages.tours.title")}</NavLink>
          </li>
          <li>
            <NavLink to={to("search")}>{t("layout.search")}</NavLink>
          </li>
          <li>
            <NavLink to={to("wishlist")} aria-label={t("layout.wishlist")}>
              <span aria-hidden="true">♡</span> {t("layout.wishlist")}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
