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
 * A code is sent once: a tap on the button before the delay ends cancels the automatic
 * submit (a second one would find the code used up and show its error over the first's
 * success), and after a code was sent the next digit typed starts a new code in the first box
 * (typing over an old code would mix the two and submit the mixture by itself).
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
  /** The code last sent with the form, until a digit is typed again. */
  const sent = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    const form = enhanced ? hidden.current?.form : null;
    if (!form) return;
    const onSubmit = () => {
      clearTimeout(timer.current);
      sent.current = hidden.current?.value ?? null;
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [enhanced]);

  useEffect(() => {
    const code = digits.join("");
    if (!enhanced || code.length < LENGTH || code === sent.current) return;
    timer.current = setTimeout(() => hidden.current?.form?.requestSubmit(), VERIFY_DELAY_MS);
    return () => clearTimeout(timer.current);
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

  /** After a sent code: every box empties, and `first` (a digit just typed) goes in the first one. */
  const startOver = (first = "") => {
    sent.current = null;
    setDigits(Array.from({ length: LENGTH }, (_, j) => (j === 0 ? first : "")));
    boxes.current[first ? 1 : 0]?.focus();
  };

  const fill = (from: number, text: string) => {
    const incoming = text
      .replace(/\D/g, "")
      .slice(0, LENGTH - from)
      .split("");
    if (incoming.length === 0) return;
    sent.current = null;
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
          onFocus={(event) => {
            if (sent.current !== null && event.target.value) return startOver();
            event.target.select();
          }}
          onChange={(event) => {
            const old = digits[i] ?? "";
            let value = event.target.value;
            // A digit typed into a box that holds one: the box's value is both, in either order.
            if (value.length === 2 && old && value.includes(old)) value = value[0] === old ? value[1]! : value[0]!;
            if (value.length > 1) return fill(i, value);
            if (!/^\d?$/.test(value)) return;
            if (value && sent.current !== null) return startOver(value);
            setDigits((current) => current.map((d, j) => (j === i ? value : d)));
            if (value) boxes.current[i + 1]?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === "Backspace" && !digits[i] && i > 0) boxes.current[i - 1]?.focus();
            if (!/^\d$/.test(event.key) || event.ctrlKey || event.metaKey || event.altKey) return;
            // A digit the box already holds changes nothing, so no change event moves on: done here.
            if (sent.current !== null) {
              event.preventDefault();
              startOver(event.key);
            } else if (digits[i] === event.key) {
              event.preventDefault();
              boxes.current[i + 1]?.focus();
            }
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
