import type { ReactNode } from "react";
import { FieldMessage } from "./field-message";
import { fieldWiring, type FieldControlProps } from "./field-wiring";

type Props = {
  id: string;
  label: ReactNode;
  error?: string | null;
  /** Ids of other text that describes the box. */
  describedBy?: string | undefined;
  /** A note under the box (`${id}-note`), read with it. */
  note?: ReactNode;
  /** No message element until there is a message (a box that is rarely refused). */
  quietWhenValid?: boolean | undefined;
  /**
   * A choice in a list: the label, these details and the message sit in one block of this class
   * beside the box. The details' ids go in `describedBy` so the box is read with them.
   */
  text?: { className: string; details: ReactNode } | undefined;
  /** The box (`type="checkbox"` and its name, value and state are the caller's), given its wiring. */
  children: (control: FieldControlProps) => ReactNode;
};

/** The forms kit's checkbox: the box, then its label, note and message, wired as Field wires its control. */
export function CheckboxField({ id, label, error = null, describedBy, note, quietWhenValid = true, text, children }: Props) {
  const wiring = fieldWiring({ id, error, describedBy, hasNote: !!note });
  const words = (
    <>
      <label htmlFor={id}>{label}</label>
      {text?.details}
      <FieldMessage noteId={wiring.noteId} note={note} errorId={wiring.errorId} error={error} quiet={quietWhenValid} />
    </>
  );
  return (
    <>
      {children(wiring.control)}
      {text ? <div className={text.className}>{words}</div> : words}
    </>
  );
}
