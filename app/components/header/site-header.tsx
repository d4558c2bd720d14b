import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { toSearchString, withModal } from "../../lib/shell/modal-url";
import { siteCode } from "../../lib/shell/site-code";
import { pluralForm } from "../../lib/format/plural";
import { Icon } from "./icons";
import { AccountMenu } from "./account-menu";
import { MainMenu } from "./main-menu";
import { MobileMenu } from "./mobile-menu";
import { useHeaderScroll } from "./use-header-scroll";
import { useLocalizedHref, useRootData } from "../shell/use-tenant";
import { useSiteShell } from "../shell/site-shell";
import { useKeptMarkup } from "../shell/kept-markup";

/** The search toggle is hidden on the tours and search pages. */
const NO_SEARCH_TOGGLE = new Set(["tours", "search"]);

export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const to = useLocalizedHref();
  const root = useRootData();
  const shell = useSiteShell();
  const location = useLocation();
  const { solid, hidden } = useHeaderScroll();
  // Everything the header's markup is made from besides the site's shell and catalogue (kept-markup.tsx).
  const kept = useKeptMarkup("header", () => [
    root?.tenant.id,
    i18n.language,
    root?.currency,
    root?.routeKey,
    !!root?.talkToUs,
    root?.wishlist?.travels.length ?? 0,
    root?.wishlist?.tours.length ?? 0,
    root?.user ? [root.user.email, root.user.personalAreaUrl] : null,
    location.pathname,
    location.search,
    solid,
    hidden,
  ]);
  if (!root) return null;
  const { tenant, currency, routeKey } = root;
  const header = shell?.header ?? [];
  const search = new URLSearchParams(location.search);
  const modalHref = (name: string) => location.pathname + toSearchString(withModal(search, name));
  const wishlistPath = to("wishlist");
  // The heart is active when the current path contains the wishlist path.
  const wishlistActive = location.pathname.includes(wishlistPath);
  // Signed-in requests only (root data): how many trips and tours are saved.
  const savedCount = (root.wishlist?.travels.length ?? 0) + (root.wishlist?.tours.length ?? 0);
  const offersCurrencies = tenant.currencies.length > 1;
  const currencySymbol = tenant.currencies.find((c) => c.isoCode === currency)?.symbol ?? currency;

  const className = `site-header${solid ? " is-solid" : ""}${hidden ? " is-hidden" : ""}`;
  if (kept.html !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of this header for the same key, kept by the server (kept-markup.tsx).
    return <header className={className} data-client-nav="" dangerouslySetInnerHTML={{ __html: kept.html }} />;
  }

  return (
    <header className={className} data-client-nav="">
      <a className="skip-link" href="#main">
        {t("layout.skipToContent")}
      </a>
      <div className="top-bar">
        <p className="top-banner">{tenant.communityMessage}</p>
        {/* The talk-to-us modal, on the sites whose flag is on only. */}
        {root.talkToUs && (
          <a href={modalHref("talk-to-us")} data-keep-scroll className="talk-to-us-link">
            {t("layout.support")}
          </a>
        )}
      </div>
      <div className="header-bar">
        {/* The one menu: the toggle's drop-down on a phone, the header's bar on a desktop (after the logo, by CSS order). */}
        <MobileMenu label={t("layout.menu")}>
          <MainMenu items={header} label={t("layout.menu")} />
        </MobileMenu>
        <a href={to("index")} className="logo" aria-label={t("layout.home")}>
          Caravan
        </a>
        <ul className="header-actions">
          {!NO_SEARCH_TOGGLE.has(routeKey ?? "") && (
            <li>
              {/* The state is OPEN_SEARCH_STATE of app/lib/search/open.ts, written out so the shell does not load that module. */}
              <Link to={to("search")} state={{ openSearch: true }} className="icon-button" data-testid="search-toggle">
                <Icon name="search" />
                <span className="action-label">{t("layout.search")}</span>
              </Link>
            </li>
          )}
          <li>
            <a
              href={wishlistPath}
              className={`icon-button wishlist-link${wishlistActive ? " is-active" : ""}`}
              aria-current={wishlistActive ? "page" : undefined}
              data-testid="wishlist-link"
            >
              <Icon name={wishlistActive ? "heartFilled" : "heart"} />
              <span className="action-label">{t("layout.wishlist")}</span>
              {savedCount > 0 && (
                <span className="count-badge" data-testid="wishlist-count">
                  {savedCount}
                  <span className="visually-hidden"> {pluralForm(t("wishlist.heart.savedItems"), savedCount, i18n.language)}</span>
                </span>
              )}
            </a>
          </li>
          <li>
            <a href={modalHref("country")} data-keep-scroll className="icon-button" data-testid="country-button">
              <Icon name="globe" />
              <span className="action-label">{t("layout.country")}</span>
              <span className="action-value">{siteCode(tenant)}</span>
            </a>
          </li>
          {offersCurrencies && (
            <li>
              <a href={modalHref("currency")} data-keep-scroll className="icon-button" data-testid="currency-button">
                <span className="action-label">{t("layout.currency")}</span>
                <span className="action-value">
                  {currencySymbol}
                  <span className="currency-code"> {currency}</span>
                </span>
              </a>
            </li>
          )}
          <li>
            <AccountMenu />
          </li>
        </ul>
      </div>
    </header>
  );
}
