import type { ReactNode } from "react";
import { FieldMessage } from "./field-message";
import { fieldWiring } from "./field-wiring";

type Props = {
  /** The group's id: its message is `${id}-error`, its note `${id}-note`. */
  id: string;
  legend: ReactNode;
  /** The legend's class (a visually hidden legend where a heading says it already). */
  legendClassName?: string;
  className?: string;
  /** The group's message, or null (a group with nothing to refuse leaves it out, with `quietWhenValid`). */
  error?: string | null;
  note?: ReactNode;
  errorId?: string | undefined;
  quietWhenValid?: boolean | undefined;
  /** The radios or boxes, each in its own label (ChoiceOption). */
  children: ReactNode;
};

/**
 * The forms kit's radio group (or group of boxes): a fieldset named by its legend, described
 * by its note and message, which sit inside it. The choices themselves are ChoiceOptions.
 */
export function ChoiceGroup({ id, legend, legendClassName, className, error = null, note, errorId, quietWhenValid, children }: Props) {
  const wiring = fieldWiring({ id, error, hasNote: !!note, errorId });
  return (
    <fieldset id={id} className={className} {...(wiring.described ? { "aria-describedby": wiring.described } : {})}>
      <legend className={legendClassName}>{legend}</legend>
      {children}
      <FieldMessage noteId={wiring.noteId} note={note} errorId={wiring.errorId} error={error} quiet={quietWhenValid} />
    </fieldset>
  );
}
