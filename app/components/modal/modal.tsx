import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../shell/translation";
import { toSearchString, withoutTopModal } from "../../lib/shell/modal-url";
import { useFocusTrap } from "./focus-trap";

/** Widths: xs and sm 420 px, md 580 px, normal 1024 px (1100 px from 1280 px), xl 1100 px. */
export type ModalSize = "sm" | "md" | "normal" | "xl";
/** Opening and closing each take 200 ms. */
export const MODAL_ANIMATION_MS = 200;

type Props = {
  id: string;
  title: string;
  size?: ModalSize;
  cancellable?: boolean;
  /** Where closing leads, when the modal keeps more state on the URL than `type` (the account modals' steps). */
  closeHref?: string;
  /** With JavaScript, closing calls this instead of leaving for `closeHref` (a modal the page opened, not the URL). */
  onClose?: () => void;
  children: ReactNode;
};

/**
 * One URL-driven modal. Without JavaScript it is an overlay with a close link; with it,
 * Escape and a click outside close it too, focus moves in, stays inside and goes back to
 * what opened it, and the close waits for the animation.
 */
export function Modal({ id, title, size = "md", cancellable = true, closeHref: ownCloseHref, onClose, children }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  const closeHref = ownCloseHref ?? location.pathname + toSearchString(withoutTopModal(new URLSearchParams(location.search)));

  const close = useCallback(() => {
    setClosing(true);
    window.setTimeout(() => (onClose ? onClose() : navigate(closeHref, { replace: true, preventScrollReset: true })), MODAL_ANIMATION_MS);
  }, [closeHref, navigate, onClose]);

  useFocusTrap(dialog, { onEscape: cancellable ? close : undefined });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop closes the dialog; the keyboard closes it with Escape (the focus trap's keydown listener) and with the dialog's own buttons.
    <div
      className={`modal-overlay${closing ? " is-closing" : ""}`}
      onMouseDown={(event) => {
        if (cancellable && event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={dialog}
        className={`modal modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        data-modal={id}
      >
        <div className="modal-header">
          <h2 id={`${id}-title`}>{title}</h2>
          <Link
            to={closeHref}
            replace
            preventScrollReset
            className="modal-close"
            aria-label={t("layout.close")}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>
  );
}
