import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { useRootData } from "../shell/use-tenant";
import { Icon } from "./icons";

/**
 * Login / personal area / logout. A visitor gets "Log in" (back to this page after);
 * a signed-in person gets a disclosure with the personal area (the account page of the
 * identity provider) and a logout button (a POST: logging out changes state).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const user = root?.user ?? null;
  if (!user) {
    const returnTo = location.pathname + location.search;
    return (
      <Link to={`/login?returnTo=${encodeURIComponent(returnTo)}`} className="icon-button" data-testid="login-link" reloadDocument>
        <Icon name="user" />
        <span className="action-label">{t("layout.login")}</span>
      </Link>
    );
  }
  return (
    <details className="account-menu" data-testid="account-menu">
      <summary className="icon-button">
        <Icon name="user" />
        <span className="action-label">{t("account.menu.account")}</span>
      </summary>
      <div className="account-menu-panel">
        <p className="account-email">{t("account.signIn.signedInAs", { email: user.email })}</p>
        <a href={user.personalAreaUrl}>{t("account.menu.personalArea")}</a>
        <form method="post" action="/logout">
          <button type="submit" className="link-button" data-testid="logout-button">
            {t("account.menu.logout")}
          </button>
        </form>
      </div>
    </details>
  );
}
