/** What a control takes from the forms kit: its id, and its invalid state wired to the message. */
export type FieldControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

/** The ids a field's parts carry, and the attributes its control gets from them. */
export function fieldWiring({
  id,
  error,
  describedBy,
  hasNote,
  errorId = `${id}-error`,
  spoken = false,
}: {
  id: string;
  error: string | null;
  describedBy?: string | undefined;
  hasNote: boolean;
  errorId?: string | undefined;
  /** The message element also says how it went (a status region): it describes the control even empty. */
  spoken?: boolean | undefined;
}) {
  const noteId = hasNote ? `${id}-note` : null;
  const described = [describedBy, noteId, error || spoken ? errorId : null].filter(Boolean).join(" ");
  const control: FieldControlProps = {
    id,
    "aria-invalid": !!error,
    ...(described ? { "aria-describedby": described } : {}),
  };
  return { errorId, noteId, described, control };
}
