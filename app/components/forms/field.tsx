import type { ReactNode } from "react";
import { FieldMessage } from "./field-message";
import { fieldWiring, type FieldControlProps } from "./field-wiring";

export type { FieldControlProps };

export type FieldProps = {
  id: string;
  label: ReactNode;
  /** The label's own attributes (a class, an id another element points at). */
  labelProps?: { className?: string; id?: string };
  /** The message shown under the control (already translated), or null when the field is fine. */
  error: string | null;
  /** Ids of other text that describes the control (a hint), read before the message. */
  describedBy?: string | undefined;
  /** A note under the control (`${id}-note`), read before the message. */
  note?: ReactNode;
  /** The message's id, when a page's one message is shared by its fields (`${id}-error` by default). */
  errorId?: string | undefined;
  /**
   * No message element until there is a message: for a form whose page shows one alert at a
   * time (a server-rendered step), where an empty live region per field would be noise.
   */
  quietWhenValid?: boolean | undefined;
  /** What the message element says when nothing is wrong (a success, or ""): it is then a status region, always there. */
  notice?: ReactNode | undefined;
  /**
   * The label holds its text and then the control, as one box the page lays out (a filter's cell
   * of a grid); the `htmlFor` still names the control. The message follows the label.
   */
  wrapsControl?: boolean | undefined;
  /** The control, given the props that tie it to its label and message. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The forms kit's field (docs/forms.md): the label, the control, and the message, with
 * `aria-invalid` and `aria-describedby` set from the message, so no form wires them by hand. The
 * message's element is always there (an assertive live region announces it when it appears),
 * unless the field is `quietWhenValid`. A select is a Field whose control is a `<select>`.
 */
export function Field({
  id,
  label,
  labelProps,
  error,
  describedBy,
  note,
  errorId,
  quietWhenValid,
  notice,
  wrapsControl = false,
  children,
}: FieldProps) {
  const wiring = fieldWiring({ id, error, describedBy, hasNote: !!note, errorId, spoken: notice !== undefined });
  return (
    <>
      {wrapsControl ? (
        <label htmlFor={id} {...labelProps}>
          {label}
          {children(wiring.control)}
        </label>
      ) : (
        <>
          <label htmlFor={id} {...labelProps}>
            {label}
          </label>
          {children(wiring.control)}
        </>
      )}
      <FieldMessage noteId={wiring.noteId} note={note} errorId={wiring.errorId} error={error} quiet={quietWhenValid} notice={notice} />
    </>
  );
}
