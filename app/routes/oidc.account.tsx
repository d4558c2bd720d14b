import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
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

/** The personal area: the loader's facts, the forms' state from usePersonalArea, each section a component of its own. */
export default function PersonalArea() {
  const facts = useLoaderData<typeof loader>();
  const area = usePersonalArea();
  const { t } = useTranslation();
  return (
    <ProviderPage>
      <h1>{t("account.area.title")}</h1>
      <dl className="account-facts">
        <dt>{t("account.area.email")}</dt>
        <dd data-testid="account-email">{facts.email}</dd>
      </dl>
      <CommunicationsSection {...facts} failure={area.failure} busy={area.busy} />
      <PasskeysSection passkeys={facts.passkeys} notice={facts.notice} renameFailure={area.renameFailure} revalidate={area.revalidate} />
      <PersonalSharedPolls polls={facts.polls} notice={facts.notice} />
      <SavedSearchesSection
        searches={facts.searches}
        action={area.here}
        returnTo={`${area.here}#saved-searches`}
        answer={area.answer}
        className="account-section"
      />
      <SessionsSection sessions={facts.sessions} notice={facts.notice} />
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
