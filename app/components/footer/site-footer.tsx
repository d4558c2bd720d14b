import { useLocation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { CONSENT_OPEN_PARAM, CONSENT_OPEN_VALUE } from "../../lib/consent/consent-mode";
import { MenuLinks } from "../header/menu-badge";
import { NewsletterForm } from "../newsletter/newsletter-form";
import { ReviewBadgeWidget } from "./review-badge";
import { useLocalizedHref, useRootData } from "../shell/use-tenant";
import { useSiteShell } from "../shell/site-shell";
import { useKeptMarkup } from "../shell/kept-markup";

/** Footer badges default to 40 px high, payment images to 30 px. */
const BADGE_HEIGHT = 40;
const PAYMENT_HEIGHT = 30;
const SOCIAL = ["facebook", "instagram", "tiktok", "youtube", "facebookGroup"] as const;

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const to = useLocalizedHref();
  const root = useRootData();
  const shell = useSiteShell();
  const location = useLocation();
  // Everything the footer's markup is made from besides the site's shell and catalogue
  // (kept-markup.tsx); the newsletter form's (the person, the address) included.
  const year = new Date().getFullYear();
  const kept = useKeptMarkup("footer", () => [
    root?.tenant.id,
    i18n.language,
    root?.consent?.containerId ?? null,
    root?.user ? [root.user.email, !!root.user.newsletter] : null,
    location.pathname,
    location.search,
    year,
  ]);
  if (!root || !shell) return null;
  if (kept.html !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of this footer for the same key, kept by the server (kept-markup.tsx).
    return <footer className="site-footer" data-client-nav="" dangerouslySetInnerHTML={{ __html: kept.html }} />;
  }
  const { tenant } = root;
  const { footer, review } = shell;
  return (
    <footer className="site-footer" data-client-nav="">
      <div className="footer-top">
        <div className="footer-brand">
          <a href={to("index")} className="logo" aria-label={t("layout.home")}>
            Caravan
          </a>
          <p>{footer.footerMessage}</p>
          <NewsletterForm />
        </div>
        <details className="footer-collapse">
          <summary>
            <span className="when-closed">{footer.collapseOpenMessage}</span>
            <span className="when-open">{footer.collapseCloseMessage}</span>
          </summary>
          <nav className="footer-menu" aria-label={t("layout.footer")}>
            {footer.menu.map((column) => (
              <section key={column.id} aria-labelledby={`footer-${column.id}`}>
                <h2 id={`footer-${column.id}`}>{column.label}</h2>
                <MenuLinks items={column.children} />
              </section>
            ))}
          </nav>
        </details>
      </div>
      <div className="footer-trust">
        {footer.showUserRating && <ReviewBadgeWidget review={tenant.reviewBadge} figures={review} />}
        <ul className="footer-badges" aria-label={t("layout.badges")}>
          {footer.badges.map((badge) => {
            const image = (
              <img
                src={badge.image}
                alt={badge.label}
                height={badge.imageHeight ?? BADGE_HEIGHT}
                width={(badge.imageHeight ?? BADGE_HEIGHT) * 2.4}
                loading="lazy"
              />
            );
            return (
              <li key={badge.image}>
                {badge.url ? (
                  <a href={badge.url} rel="noopener">
                    {image}
                  </a>
                ) : (
                  image
                )}
              </li>
            );
          })}
        </ul>
        <div className="footer-payments">
          <p>{footer.paymentMessage}</p>
          <ul>
            {footer.paymentSystems.map((system) => (
              <li key={system.image}>
                <img
                  src={system.image}
                  alt={system.label}
                  height={system.imageHeight ?? PAYMENT_HEIGHT}
                  width={(system.imageHeight ?? PAYMENT_HEIGHT) * (64 / 30)}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="footer-bottom">
        <ul className="social-links" aria-label={t("layout.social")}>
          {SOCIAL.map((network) => (
            <li key={network}>
              <a href={tenant.social[network]} rel="noopener me">
                {t(`social.${network}`)}
              </a>
            </li>
          ))}
        </ul>
        <p>
          {root.consent?.containerId ? (
            // Opens the cookie banner on its categories: in place with JavaScript (consent-behaviour.ts), else the page again with it open.
            <a href={cookieSettingsHref(location.pathname, location.search)} data-consent-open="" data-reload="">
              {t("layout.cookieSettings")}
            </a>
          ) : (
            // No container, nothing to choose: the privacy page lists the cookies the site sets.
            <a href={`${to("legal-privacy-policy")}#tracking-preferences`}>{t("layout.cookieSettings")}</a>
          )}
        </p>
        <p>{t("layout.copyright", { year })}</p>
        <p>
          {/* "Talk to us" is the header's modal, where the site's flag is on; these are customer care's on every site. */}
          {t("talkToUs.customerCare")}: <a href={`tel:${tenant.support.phone.replace(/[^+\d]/g, "")}`}>{tenant.support.phone}</a> ·{" "}
          <a href={`mailto:${tenant.support.email}`}>{tenant.support.email}</a>
        </p>
      </div>
    </footer>
  );
}

/** The page with the cookie banner open on its categories. */
function cookieSettingsHref(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set(CONSENT_OPEN_PARAM, CONSENT_OPEN_VALUE);
  return `${pathname}?${query}`;
}
