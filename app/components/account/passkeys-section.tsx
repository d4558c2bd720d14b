import { Form } from "@remix-run/react";
import { PASSKEY_NAME_MAX } from "../../lib/account/passkey-name";
import { Field } from "../forms/field";
import { useTranslation } from "../shell/translation";
import { PasskeyButton } from "./passkey-button";
import type { PersonalAreaState } from "./use-personal-area";

/** A passkey as the personal area lists it, its days already written in the site's language. */
export type PasskeyView = { id: string; name: string; created: string; lastUsed: string | null };

/** The personal area's passkeys: each with its dates, a rename and a remove, and a button to add one. */
export function PasskeysSection({
  passkeys,
  notice,
  renameFailure,
  revalidate,
}: { passkeys: PasskeyView[]; notice: string | null } & Pick<PersonalAreaState, "renameFailure" | "revalidate">) {
  const { t } = useTranslation();
  return (
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
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              index={index}
              renameError={renameFailure?.passkey === passkey.id ? renameFailure.error : null}
            />
          ))}
        </ul>
      )}
      <PasskeyButton mode="add" secondary onAdded={revalidate} />
    </section>
  );
}

/** One passkey: its name and dates, a disclosure to rename it (open on a refused name) and a remove button. */
function PasskeyItem({ passkey, index, renameError }: { passkey: PasskeyView; index: number; renameError: string | null }) {
  const { t } = useTranslation();
  return (
    <li data-testid="passkey-item">
      <div>
        <strong>{passkey.name}</strong>
        <span className="account-list-meta">
          {t("account.area.created", { date: passkey.created })} ·{" "}
          {passkey.lastUsed ? t("account.area.lastUsed", { date: passkey.lastUsed }) : t("account.area.neverUsed")}
        </span>
        {/* A disclosure, so renaming works the same without JavaScript. */}
        <details className="passkey-rename" open={renameError !== null}>
          <summary>{t("account.area.rename")}</summary>
          <Form method="post" reloadDocument noValidate className="account-form">
            <input type="hidden" name="intent" value="rename-passkey" />
            <input type="hidden" name="passkey" value={passkey.id} />
            <Field
              id={`passkey-name-${index}`}
              label={t("account.area.passkeyName")}
              error={renameError ? t(renameError) : null}
              quietWhenValid
            >
              {(control) => (
                <input {...control} name="name" type="text" defaultValue={passkey.name} maxLength={PASSKEY_NAME_MAX} autoComplete="off" />
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
  );
}
