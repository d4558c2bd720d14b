import type { ReactNode } from "react";

/**
 * A field's note and message, as every part of the forms kit renders them: the note under the
 * control, then the message in an assertive live region that announces it when it appears.
 * `quiet` leaves the message's element out until there is a message; a field that also says
 * how it went (`notice`) has a status region instead, always there.
 */
export function FieldMessage({
  noteId,
  note,
  errorId,
  error,
  quiet,
  notice,
}: {
  noteId: string | null;
  note?: ReactNode;
  errorId: string;
  error: string | null;
  quiet?: boolean | undefined;
  /**
   * How it went when nothing is wrong (a success): the message element is then a polite status
   * region that says either, rather than an alert.
   */
  notice?: ReactNode | undefined;
}) {
  return (
    <>
      {note && noteId && (
        <p id={noteId} className="hint">
          {note}
        </p>
      )}
      {notice !== undefined ? (
        <p id={errorId} className={`form-message ${error ? "error" : ""}`} role="status">
          {error ?? notice}
        </p>
      ) : (
        (error || !quiet) && (
          <p id={errorId} className="form-message error" role="alert">
            {error ?? ""}
          </p>
        )
      )}
    </>
  );
}
