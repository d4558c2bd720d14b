import type { MetaFunction } from "@remix-run/cloudflare";
import { CommunicationsSection } from "../components/account/communications-section";
import { PasskeysSection } from "../components/account/passkeys-section";
import { PersonalSharedPolls } from "../components/account/personal-shared-polls";
import { ProviderPage } from "../components/account/provider-page";
import { SessionsSection } from "../components/account/sessions-section";
import { usePersonalArea } from "../components/account/use-personal-area";
import { useTranslation } from "../components/shell/translation";
import { SavedSearchesSection } from "../components/wishlist/saved-searches-section";
import accountsStylesheet from "../styles/accounts.css";
import wishlistStyles from "../styles/wishlist.css";
import { accountAction, accountLoader } from "./oidc.account.server";

export const handle = { hideLayout: true };

/** GET|POST /oidc/account, the personal area (oidc.account.server.ts). */
export const loader = accountLoader;
export const action = accountAction;

/** The personal area: its state comes from usePersonalArea, each section is a component of its own. */
export default function PersonalArea() {
  const area = usePersonalArea();
  const { t } = useTranslation();
  return (
    <ProviderPage>
      <h1>{t("account.area.title")}</h1>
      <dl className="account-facts">
        <dt>{t("account.area.email")}</dt>
        <dd data-testid="account-email">{area.email}</dd>
      </dl>
      <CommunicationsSection {...area} />
      <PasskeysSection {...area} />
      <PersonalSharedPolls polls={area.polls} notice={area.notice} />
      <SavedSearchesSection
        searches={area.searches}
        action={area.here}
        returnTo={`${area.here}#saved-searches`}
        answer={area.answer}
        className="account-section"
      />
      <SessionsSection {...area} />
    </ProviderPage>
  );
}

// The watched searches' list is the wishlist page's, with its styles.
export const links = () => [
  { rel: "stylesheet", href: accountsStylesheet },
  { rel: "stylesheet", href: wishlistStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
