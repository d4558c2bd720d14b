import type { ReactNode } from "react";

/** What a field's control takes from Field: its id, and its invalid state wired to the message. */
export type FieldControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type Props = {
  id: string;
  label: ReactNode;
  /** The message shown under the control (already translated), or null when the field is fine. */
  error: string | null;
  /** Ids of other text that describes the control (a hint), read before the message. */
  describedBy?: string;
  /** A note under the control (`${id}-note`), read before the message. */
  note?: ReactNode;
  /**
   * No message element until there is a message: for a form whose page shows one alert at a
   * time (a server-rendered step), where an empty live region per field would be noise.
   */
  quietWhenValid?: boolean;
  /** The control, given the props that tie it to its label and message. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The forms kit's field: the label, the control, and the message, with `aria-invalid` and
 * `aria-describedby` set from the message, so no form wires them by hand. The message's
 * element is always there (an assertive live region announces it when it appears), unless
 * the field is `quietWhenValid`.
 */
export function Field({ id, label, error, describedBy, note, quietWhenValid, children }: Props) {
  const errorId = `${id}-error`;
  const noteId = note ? `${id}-note` : null;
  const described = [describedBy, noteId, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), ...(described ? { "aria-describedby": described } : {}) })}
      {note && (
        <p id={noteId!} className="hint">
          {note}
        </p>
      )}
      {(error || !quietWhenValid) && (
        <p id={errorId} className="form-message error" role="alert">
          {error ?? ""}
        </p>
      )}
    </>
  );
}
