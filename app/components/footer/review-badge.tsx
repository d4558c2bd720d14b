import { useTranslation } from "../shell/translation";
import type { TenantConfig } from "../../../tenants/schema";
import type { ReviewBadge } from "../../lib/format/review-badge";

type Figures = { badge: ReviewBadge; count: string; rating: string | null; realRating: string };

/**
 * The footer's review badge: band label, rating, real rating and review count. The
 * band and the figures, written in the site's language (decimal comma on the continental
 * sites), are worked out once per site on the server (site-shell.server.ts).
 */
export function ReviewBadgeWidget({ review, figures }: { review: TenantConfig["reviewBadge"]; figures: Figures }) {
  const { t } = useTranslation();
  const { badge, count } = figures;
  return (
    <a className="review-badge" href={review.url} rel="noopener" data-merchant={review.merchantId}>
      {badge.label && <strong style={{ color: "#1d1d1f" }}>{t(`review.${badge.label}`)}</strong>}
      <span
        className="stars"
        role="img"
        aria-label={badge.rounded === null ? t("review.none") : t("review.stars", { rating: figures.rating })}
      >
        <span className="stars-fill" style={{ width: `${badge.fillPercent}%`, backgroundColor: badge.colour }} />
      </span>
      <span>{t("review.summary", { rating: figures.rating ?? "–", realRating: figures.realRating, reviews: count })}</span>
    </a>
  );
}
