import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "../shell/translation";
import { useFocusTrap } from "../modal/focus-trap";

type Props = {
  id: string;
  title: string;
  body: string;
  confirmLabel: string;
  /** The wishlist action. */
  action: string;
  /** The hidden fields of the confirmed post (intent, the item, returnTo). */
  fields: Record<string, string>;
  /** The same page without the confirmation. */
  cancelHref: string;
};

/**
 * Confirmation (removing a trip with its saved tours, deactivating an alert) as a
 * state of the URL (`?confirm=…`): without JavaScript it is an overlay with a form and a
 * cancel link; with it, an alert dialog that takes focus, keeps Tab inside and closes on
 * Escape or a click outside.
 */
export function ConfirmDialog({ id, title, body, confirmLabel, action, fields, cancelHref }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const dialog = useRef<HTMLDivElement>(null);

  // The choice that changes nothing takes focus first (WAI-ARIA alert dialog).
  useFocusTrap(dialog, {
    initialFocus: "[data-cancel]",
    onEscape: () => navigate(cancelHref, { replace: true, preventScrollReset: true }),
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop closes the dialog; the keyboard closes it with Escape (the focus trap's keydown listener) and with the dialog's own buttons.
    <div
      className="modal-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) navigate(cancelHref, { replace: true, preventScrollReset: true });
      }}
    >
      <div
        ref={dialog}
        className="modal modal-sm confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        data-confirm={id}
      >
        <div className="modal-header">
          <h2 id={`${id}-title`}>{title}</h2>
        </div>
        <div className="modal-body">
          <p id={`${id}-body`}>{body}</p>
          <Form method="post" action={action} preventScrollReset className="confirm-actions">
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Link to={cancelHref} replace preventScrollReset className="button secondary" data-cancel>
              {t("wishlist.confirm.cancel")}
            </Link>
            <button type="submit" className="button" disabled={busy}>
              {confirmLabel}
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
