import { useTranslation } from "../shell/translation";
import type { EnhancedSearchBarState } from "./use-enhanced-search-bar";

/**
 * The phone's search: a button showing the typed place, which opens the bar as a full-screen
 * modal dialog (Escape closes it unless the where list is open, which Escape closes first).
 */
export function SearchDialog({ bar, children }: { bar: EnhancedSearchBarState; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <button ref={bar.trigger} type="button" className="search-trigger" aria-haspopup="dialog" onClick={bar.openDialog}>
        {bar.where.text || t("serp.where.question")}
      </button>
      {bar.mobileOpen && (
        <div
          ref={bar.dialog}
          className="search-modal"
          role="dialog"
          tabIndex={-1}
          aria-modal="true"
          aria-labelledby="search-modal-title"
          onKeyDown={(e) => e.key === "Escape" && !bar.where.open && bar.closeDialog()}
        >
          <div className="search-modal-header">
            <h2 id="search-modal-title">{t("serp.where.question")}</h2>
            <button type="button" className="modal-close" aria-label={t("layout.close")} onClick={bar.closeDialog}>
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </>
  );
}
