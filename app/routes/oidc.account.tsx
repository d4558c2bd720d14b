import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ProviderPage } from "../components/account/provider-page";
import { useTranslation } from "../components/shell/translation";
import accountsStylesheet from "../styles/accounts.css";
import { accountAction, accountLoader } from "./oidc.account.server";

export const handle = { hideLayout: true };

/** GET|POST /oidc/account, the personal area (oidc.account.server.ts). */
export const loader = accountLoader;
export const action = accountAction;

export default function PersonalArea() {
  const { email, privacyPolicy, terms, marketingConsent, newsletter, saved } = useLoaderData<typeof loader>();
  const failure = useActionData<{ error: string }>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  const accepted = (fact: { version: string; date: string } | null) =>
    fact ? t("account.area.acceptedOn", fact) : t("account.area.notAccepted");
  return (
    <ProviderPage>
      <h1>{t("account.area.title")}</h1>
      <dl className="account-facts">
        <dt>{t("account.area.email")}</dt>
        <dd data-testid="account-email">{email}</dd>
      </dl>

      <section id="communications" className="account-section" aria-labelledby="communications-title">
        <h2 id="communications-title">{t("account.area.communications")}</h2>
        <dl className="account-facts">
          <dt>{t("account.signIn.privacyPolicy")}</dt>
          <dd>{accepted(privacyPolicy)}</dd>
          <dt>{t("account.signIn.terms")}</dt>
          <dd>{accepted(terms)}</dd>
        </dl>
        {(!privacyPolicy || !terms) && (
          <Form method="post" className="account-form">
            <input type="hidden" name="intent" value="accept-policies" />
            <button type="submit" className="button" disabled={busy}>
              {t("account.area.acceptPolicies")}
            </button>
          </Form>
        )}
        <Form method="post" className="account-form" data-testid="communications-form">
          <input type="hidden" name="intent" value="communications" />
          <fieldset>
            <legend>{t("account.signIn.marketing")}</legend>
            <label>
              <input type="radio" name="marketingConsent" value="yes" defaultChecked={marketingConsent === true} required />{" "}
              {t("account.signIn.marketingYes")}
            </label>
            <label>
              <input type="radio" name="marketingConsent" value="no" defaultChecked={marketingConsent === false} />{" "}
              {t("account.signIn.marketingNo")}
            </label>
          </fieldset>
          <label>
            <input type="checkbox" name="newsletter" defaultChecked={newsletter} /> {t("account.area.newsletter")}
          </label>
          <p className={`form-message${failure ? " error" : " success"}`} role="status">
            {failure ? t(failure.error) : saved ? t("account.area.saved") : ""}
          </p>
          <button type="submit" className="button" disabled={busy}>
            {t("account.area.save")}
          </button>
        </Form>
      </section>

      <section className="account-section" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t("account.area.sessions")}</h2>
        <p>{t("account.area.signOutEverywhereLead")}</p>
        <Form method="post" className="account-form" reloadDocument>
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <button type="submit" className="button secondary" data-testid="sign-out-everywhere">
            {t("account.area.signOutEverywhere")}
          </button>
        </Form>
      </section>
    </ProviderPage>
  );
}

export const links = () => [{ rel: "stylesheet", href: accountsStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
