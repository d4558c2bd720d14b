import { pageWindow } from "../../lib/search/page-window";
import { useTranslation } from "../shell/translation";

/**
 * Paging by page, as links (works without JavaScript). Shows the first and last
 * page and a window of two around the current one; `pageHref` keeps the rest of the URL.
 */
export function Pagination({ current, lastPage, pageHref }: { current: number; lastPage: number; pageHref: (page: number) => string }) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const at = Math.min(Math.max(current, 1), lastPage);
  const pages = pageWindow(at, lastPage);
  return (
    <nav className="pagination" aria-label={t("serp.pagination.label")} data-client-nav="">
      <ul>
        {at > 1 && (
          <li>
            <a href={pageHref(at - 1)} rel="prev">
              {t("serp.pagination.previous")}
            </a>
          </li>
        )}
        {pages.map((page, i) => (
          <li key={page}>
            {i > 0 && pages[i - 1]! < page - 1 && <span aria-hidden="true">… </span>}
            <a href={pageHref(page)} aria-current={page === at ? "page" : undefined} aria-label={t("serp.pagination.page", { page })}>
              {page}
            </a>
          </li>
        ))}
        {at < lastPage && (
          <li>
            <a href={pageHref(at + 1)} rel="next">
              {t("serp.pagination.next")}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
