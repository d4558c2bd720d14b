import { useTranslation } from "../shell/translation";
import { statusLabelKey, type TourStatus } from "../../lib/trip/tour-status";

/**
 * A symbol per status, so status is never told by colour alone: the text is
 * always beside it or in the accessible name; the symbol helps scanning a calendar.
 */
export const STATUS_SYMBOL: Readonly<Record<TourStatus, string>> = {
  ALMOST_FULL: "!",
  CONFIRMED: "✓",
  ALMOST_CONFIRMED: "◐",
  PLANNED: "○",
  TO_CONFIRM: "○",
  WAITING_LIST: "?",
  SOLD_OUT: "×",
};

export function useStatusText(): (status: TourStatus) => string {
  const { t } = useTranslation();
  return (status) => t(statusLabelKey(status));
}

export function StatusBadge({ status }: { status: TourStatus }) {
  const text = useStatusText();
  return (
    <span className="tour-status" data-status={status}>
      <span className="tour-status-symbol" aria-hidden="true">
        {STATUS_SYMBOL[status]}
      </span>{" "}
      {text(status)}
    </span>
  );
}
