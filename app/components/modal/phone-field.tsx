import { useTranslation } from "../shell/translation";
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from "../../lib/account/phone";

type Props = { defaultValue: string; error: string };

/** 000 §5 optional phone of the notify-me form, with 001 §4's note beside it: used only for important calls. */
export function PhoneField({ defaultValue, error }: Props) {
  const { t } = useTranslation();
  return (
    <div className="phone-field">
      <label htmlFor="notify-me-phone">{t("modals.notifyMe.phone")}</label>
      <input
        id="notify-me-phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        pattern={PHONE_PATTERN}
        defaultValue={defaultValue}
        aria-describedby={error ? "notify-me-phone-note notify-me-phone-error" : "notify-me-phone-note"}
        {...(error ? { "aria-invalid": true } : {})}
      />
      <p id="notify-me-phone-note" className="hint">
        {t("modals.notifyMe.phoneNote")}
      </p>
      {error && (
        <p id="notify-me-phone-error" className="form-message error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
