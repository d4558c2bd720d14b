import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { PasskeyButton } from "../components/account/passkey-button";
import { CheckboxField } from "../components/forms/checkbox-field";
import { ChoiceGroup } from "../components/forms/choice-group";
import { ChoiceOption } from "../components/forms/choice-option";
import { fieldError, firstMessage } from "../lib/forms/failure";
import type { AccountAreaFailure } from "./oidc.account.server";
import { Field } from "../components/forms/field";
import { PASSKEY_NAME_MAX } from "../lib/account/passkey-name";
import { ProviderPage } from "../components/account/provider-page";
import { PersonalSharedPolls } from "../components/account/personal-shared-polls";
import { SavedSearchesSection } from "../components/wishlist/saved-searches-section";
import type { SavedSearchFailure } from "../lib/search/saved-search-views";
import { useTranslation } from "../components/shell/translation";
import accountsStylesheet from "../styles/accounts.css";
import wishlistStyles from "../styles/wishlist.css";
import { accountAction, accountLoader } from "./oidc.account.server";

export const handle = { hideLayout: true };

/** GET|POST /oidc/account, the personal area (oidc.account.server.ts). */
export const loader = accountLoader;
export const action = accountAction;

export default function PersonalArea() {
  const { email, privacyPolicy, terms, marketingConsent, newsletter, saved, passkeys, sessions, notice, polls, searches } =
    useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const answer = useActionData<AccountAreaFailure | SavedSearchFailure>();
  // The watched searches' forms answer with the search they were about (their list reads it); a passkey's name with the passkey.
  const area = answer && !("id" in answer) ? answer : undefined;
  const renameFailure = area?.passkey
    ? { passkey: area.passkey, error: fieldError(area, "name") ?? "account.area.passkeyNameInvalid" }
    : undefined;
  const failure = area && !area.passkey ? firstMessage(area) : null;
  // This page for the list's forms: the client site kept, a done form's notice left out.
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("saved");
  params.delete("done");
  const here = location.pathname + (params.size ? `?${params}` : "");
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
          <Form method="post" noValidate className="account-form">
            <input type="hidden" name="intent" value="accept-policies" />
            <button type="submit" className="button" disabled={busy}>
              {t("account.area.acceptPolicies")}
            </button>
          </Form>
        )}
        <Form method="post" noValidate className="account-form" data-testid="communications-form">
          <input type="hidden" name="intent" value="communications" />
          <ChoiceGroup id="marketing-consent" legend={t("account.signIn.marketing")} error={null} quietWhenValid>
            <ChoiceOption
              type="radio"
              name="marketingConsent"
              value="yes"
              defaultChecked={marketingConsent === true}
              required
              label={t("account.signIn.marketingYes")}
            />
            <ChoiceOption
              type="radio"
              name="marketingConsent"
              value="no"
              defaultChecked={marketingConsent === false}
              label={t("account.signIn.marketingNo")}
            />
          </ChoiceGroup>
          <CheckboxField id="account-newsletter" label={t("account.area.newsletter")} note={t("account.area.newsletterHint")}>
            {(control) => <input {...control} type="checkbox" name="newsletter" defaultChecked={newsletter} />}
          </CheckboxField>
          <p className={`form-message${failure ? " error" : " success"}`} role="status">
            {failure ? t(failure) : saved ? t("account.area.saved") : ""}
          </p>
          <button type="submit" className="button" disabled={busy}>
            {t("account.area.save")}
          </button>
        </Form>
      </section>

      <section id="passkeys" className="account-section" aria-labelledby="passkeys-title">
        <h2 id="passkeys-title">{t("account.area.passkeys")}</h2>
        <p>{t("account.area.passkeysLead")}</p>
        {(notice === "removed" || notice === "renamed") && (
          <p className="form-message success" role="status">
            {t(`account.area.${notice}`)}
          </p>
        )}
        {passkeys.length === 0 ? (
          <p data-testid="no-passkeys">{t("account.area.noPasskeys")}</p>
        ) : (
          <ul className="account-list" data-testid="passkey-list">
            {passkeys.map((passkey, index) => (
              <li key={passkey.id} data-testid="passkey-item">
                <div>
                  <strong>{passkey.name}</strong>
                  <span className="account-list-meta">
                    {t("account.area.created", { date: passkey.created })} ·{" "}
                    {passkey.lastUsed ? t("account.area.lastUsed", { date: passkey.lastUsed }) : t("account.area.neverUsed")}
                  </span>
                  {/* A disclosure, so renaming works the same without JavaScript. */}
                  <details className="passkey-rename" open={renameFailure?.passkey === passkey.id}>
                    <summary>{t("account.area.rename")}</summary>
                    <Form method="post" reloadDocument noValidate className="account-form">
                      <input type="hidden" name="intent" value="rename-passkey" />
                      <input type="hidden" name="passkey" value={passkey.id} />
                      <Field
                        id={`passkey-name-${index}`}
                        label={t("account.area.passkeyName")}
                        error={renameFailure?.passkey === passkey.id ? t(renameFailure.error) : null}
                        quietWhenValid
                      >
                        {(control) => (
                          <input
                            {...control}
                            name="name"
                            type="text"
                            defaultValue={passkey.name}
                            maxLength={PASSKEY_NAME_MAX}
                            autoComplete="off"
                          />
                        )}
                      </Field>
                      <button type="submit" className="button secondary">
                        {t("account.area.saveName")}
                      </button>
                    </Form>
                  </details>
                </div>
                <Form method="post" reloadDocument>
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <button type="submit" className="button secondary" aria-label={`${t("account.area.remove")}: ${passkey.name}`}>
                    {t("account.area.remove")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <PasskeyButton mode="add" secondary onAdded={() => revalidator.revalidate()} />
      </section>

      <PersonalSharedPolls polls={polls} notice={notice} />

      <SavedSearchesSection
        searches={searches}
        action={here}
        returnTo={`${here}#saved-searches`}
        answer={answer}
        className="account-section"
      />

      <section id="sessions" className="account-section" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t("account.area.activeSessions")}</h2>
        {notice === "ended" && (
          <p className="form-message success" role="status">
            {t("account.area.ended")}
          </p>
        )}
        <ul className="account-list" data-testid="session-list">
          {sessions.map((item) => (
            <li key={item.id} data-testid="session-item" data-current={item.current ? "true" : undefined}>
              <div>
                <strong>
                  {item.device ?? t("account.area.unknownDevice")}
                  {item.current && <span className="account-badge">{t("account.area.thisDevice")}</span>}
                </strong>
                <span className="account-list-meta">
                  {item.sites && <>{t("account.area.sites", { sites: item.sites })} · </>}
                  {t("account.area.lastSeen", { date: item.lastSeen })} ·{" "}
                  {item.passkey ? t("account.area.viaPasskey") : t("account.area.viaCode")}
                </span>
              </div>
              <Form method="post" reloadDocument>
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="session" value={item.id} />
                <button type="submit" className="button secondary" data-testid="end-session">
                  {t("account.area.endSession")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <p>{t("account.area.signOutEverywhereLead")}</p>
        <Form method="post" noValidate className="account-form" reloadDocument>
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <button type="submit" className="button secondary" data-testid="sign-out-everywhere">
            {t("account.area.signOutEverywhere")}
          </button>
        </Form>
      </section>
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
