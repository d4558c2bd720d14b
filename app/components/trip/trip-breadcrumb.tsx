import { useTranslation } from "../shell/translation";
import { track } from "../../lib/analytics/track";

export type Crumb = { label: string; href?: string };

/** Breadcrumb navigation; each followed link sends the breadcrumb event. */
export function TripBreadcrumb({ crumbs, pageType }: { crumbs: Crumb[]; pageType: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("trip.breadcrumb")} className="breadcrumb" data-client-nav="">
      <ol>
        {crumbs.map((crumb, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is a position on the path, and a label can repeat.
          <li key={`${i}-${crumb.label}`}>
            {crumb.href ? (
              <a href={crumb.href} onClick={() => track("breadcrumbClick", { pageType, label: crumb.label, position: i + 1 })}>
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
