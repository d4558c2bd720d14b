import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../shell/translation";
import type { FieldControlProps } from "../forms/field-wiring";

const LENGTH = 6;
/** Verification starts 300 ms after the last digit. */
const VERIFY_DELAY_MS = 300;

/**
 * The one-time code field. Server-rendered it is one input that browsers and
 * password managers fill from the e-mail (`autocomplete="one-time-code"`); once JavaScript
 * runs it becomes six boxes: typing moves on, Backspace moves back, a paste fills them all,
 * and the form submits 300 ms after the sixth digit. The value is posted as `otp` either way.
 * It is a Field's control: its id, invalid state and message come from the forms kit; the
 * six boxes' group is named by the Field's label (`${id}-label`) and described by its message.
 */
export function CodeInput({ control, initial = "" }: { control: FieldControlProps; initial?: string }) {
  const { id, "aria-invalid": invalid, "aria-describedby": describedBy } = control;
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [digits, setDigits] = useState<string[]>(() =>
    Array.from({ length: LENGTH }, (_, i) => (/^[0-9]{6}$/.test(initial) ? initial[i]! : "")),
  );
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const hidden = useRef<HTMLInputElement | null>(null);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (!enhanced || digits.some((d) => d === "")) return;
    const timer = setTimeout(() => hidden.current?.form?.requestSubmit(), VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [digits, enhanced]);

  if (!enhanced) {
    return (
      <input
        {...control}
        name="otp"
        className="code-single"
        defaultValue={initial}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
      />
    );
  }

  const fill = (from: number, text: string) => {
    const incoming = text
      .replace(/\D/g, "")
      .slice(0, LENGTH - from)
      .split("");
    if (incoming.length === 0) return;
    setDigits((current) => current.map((d, i) => (i >= from && i < from + incoming.length ? incoming[i - from]! : d)));
    boxes.current[Math.min(LENGTH - 1, from + incoming.length)]?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's default box (border, padding, min-width) would break this row; role=group with its label groups it the same for assistive technology.
    <div className="code-boxes" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      <input ref={hidden} type="hidden" name="otp" value={digits.join("")} />
      {digits.map((digit, i) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are the code's fixed positions; they are never added, removed or moved.
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          id={i === 0 ? id : undefined}
          className="code-box"
          value={digit}
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          maxLength={LENGTH}
          aria-label={t("account.signIn.digit", { n: i + 1 })}
          aria-invalid={invalid}
          onChange={(event) => {
            const value = event.target.value;
            if (value.length > 1) return fill(i, value);
            if (/^\d?$/.test(value)) {
              setDigits((current) => current.map((d, j) => (j === i ? value : d)));
              if (value) boxes.current[i + 1]?.focus();
            }
          }}
          onKeyDown={(event) => {
            if (event.key === "Backspace" && !digits[i] && i > 0) boxes.current[i - 1]?.focus();
          }}
          onPaste={(event) => {
            event.preventDefault();
            fill(i, event.clipboardData.getData("text"));
          }}
        />
      ))}
    </div>
  );
}
