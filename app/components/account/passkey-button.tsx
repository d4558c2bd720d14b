import { useEffect, useState } from "react";
import { useTranslation } from "../shell/translation";

type Props =
  | { mode: "sign-in"; flow: string; testId?: string }
  | { mode: "add"; onAdded: () => void; testId?: string; secondary?: boolean };

/**
 * A passkey ceremony's button. The ceremony needs JavaScript (WebAuthn is a browser API): the
 * button shows once the page is live, and without JavaScript a line says so (the e-mailed code
 * still works). The WebAuthn script is a lazy chunk, fetched on click.
 */
export function PasskeyButton(props: Props) {
  const { t } = useTranslation();
  const [live, setLive] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setLive(true), []);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const ceremony = await import("../../lib/account/passkey-ceremony");
      if (props.mode === "sign-in") {
        const result = await ceremony.signInWithPasskey(props.flow);
        if (result.ok && result.next) return window.location.assign(result.next);
        if (!result.ok) setError(result.error);
      } else {
        const result = await ceremony.addPasskey();
        if (result.ok) return props.onAdded();
        setError(result.error);
      }
    } catch {
      setError("unsupported");
    }
    setBusy(false);
  };
  const label = props.mode === "sign-in" ? t("account.passkey.signIn") : t("account.passkey.add");
  return (
    <div className="passkey-step">
      <noscript>
        <p className="form-message">{t("account.passkey.needsScript")}</p>
      </noscript>
      {live && (
        <button
          type="button"
          className={`button${props.mode === "sign-in" || props.secondary ? " secondary" : ""}`}
          onClick={run}
          disabled={busy}
          data-testid={props.testId ?? `passkey-${props.mode}`}
        >
          {label}
        </button>
      )}
      <p className={`form-message${error ? " error" : ""}`} role="status">
        {error ? t(`account.passkey.errors.${error}`, { defaultValue: t("account.passkey.errors.invalid") }) : ""}
      </p>
    </div>
  );
}
