import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";
import { useTranslation } from "../shell/translation";
import type { TopSellerCountry } from "../../../workers/services/catalogue/types";
import { pluralForm } from "../../lib/format/plural";
import { optionId } from "../../lib/search/selection";

const ROW_HEIGHT = 52;

type Props = { id: string; destinations: TopSellerCountry[]; active: number; onChoose: (d: TopSellerCountry) => void };

/**
 * The combobox's destination options (each with its trip and departure counts), virtualized (lists
 * that can grow long). Loaded on demand by where-section.tsx: the list exists only after a lookup,
 * so the virtualizer is not part of a page's first download. initialRect lets the server and the
 * first render show rows (without it the virtualizer has no size to measure there and renders
 * none). The active option is scrolled into view so aria-activedescendant always names a rendered
 * element.
 */
export function DestinationList({ id, destinations, active, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: destinations.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    initialRect: { width: 320, height: ROW_HEIGHT * 6 },
  });
  useEffect(() => {
    if (active >= 0 && active < destinations.length) virtualizer.scrollToIndex(active, { align: "auto" });
  }, [active, destinations.length, virtualizer]);
  return (
    <div ref={scroller} className="destination-scroller" style={{ maxHeight: ROW_HEIGHT * 6 }}>
      <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {virtualizer.getVirtualItems().map((row) => {
          const d = destinations[row.index]!;
          return (
            // biome-ignore lint/a11y/useFocusableInteractive: an option of the combobox pattern: the focus stays in the input, which points here with aria-activedescendant.
            // biome-ignore lint/a11y/useKeyWithClickEvents: an option of the combobox pattern: the input's keys (arrows, Enter) choose it; the click is for the pointer.
            <div
              key={d.id}
              id={optionId(id, row.index)}
              role="option"
              aria-selected={row.index === active}
              aria-setsize={destinations.length}
              aria-posinset={row.index + 1}
              className={`destination-option${row.index === active ? " is-active" : ""}`}
              style={{ position: "absolute", top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onChoose(d)}
            >
              <span className="destination-name">{d.name}</span>
              <span className="destination-counts">
                {pluralForm(t("labels.trips", { count: d.itineraries }), d.itineraries, i18n.language)} ·{" "}
                {pluralForm(t("labels.departures", { count: d.departures }), d.departures, i18n.language)}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
