import { useTranslation } from "../shell/translation";
import type { TenantConfig } from "../../../tenants/schema";
import type { ReviewBadge } from "../../lib/format/review-badge";

/**
 * The footer's review badge (001 §3): band label, rating, real rating and review count. The
 * band and the formatted count are worked out once per site on the server (root loader).
 */
export function ReviewBadgeWidget({ review, badge, count }: { review: TenantConfig["reviewBadge"]; badge: ReviewBadge; count: string }) {
  const { t } = useTranslation();
  return (
    <a className="review-badge" href={review.url} rel="noopener" data-merchant={review.merchantId}>
      {badge.label && <strong style={{ color: "#1d1d1f" }}>{t(`review.${badge.label}`)}</strong>}
      <span className="stars" role="img" aria-label={badge.rounded === null ? t("review.none") : t("review.stars", { rating: badge.rounded })}>
        <span className="stars-fill" style={{ width: `${badge.fillPercent}%`, backgroundColor: badge.colour }} />
      </span>
      <span>{t("review.summary", { rating: badge.rounded ?? "–", realRating: review.realRating, reviews: count })}</span>
    </a>
  );
}
