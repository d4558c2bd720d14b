import { useTranslation } from "../shell/translation";
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from "../../lib/account/phone";
import { Field } from "../forms/field";

type Props = { defaultValue: string; error: string };

/** Optional phone of the notify-me form, with a note beside it saying it is used only for important calls. */
export function PhoneField({ defaultValue, error }: Props) {
  const { t } = useTranslation();
  return (
    <div className="phone-field">
      <Field
        id="notify-me-phone"
        label={t("modals.notifyMe.phone")}
        error={error || null}
        note={t("modals.notifyMe.phoneNote")}
        quietWhenValid
      >
        {(control) => (
          <input
            {...control}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            pattern={PHONE_PATTERN}
            defaultValue={defaultValue}
          />
        )}
      </Field>
    </div>
  );
}
