import { useTranslation } from "./translation";
import type { TenantConfig } from "../../../tenants/schema";
import { reviewBadge } from "../../lib/review-badge";

/** The footer's review badge (001 §3): band label, rating, real rating and review count. */
// An Intl formatter is costly to build; one per language serves every render.
const countFormats = new Map<string, Intl.NumberFormat>();
function formatCount(language: string, count: number): string {
  let format = countFormats.get(language);
  if (!format) countFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(count);
}

export function ReviewBadgeWidget({ review }: { review: TenantConfig["reviewBadge"] }) {
  const { t, i18n } = useTranslation();
  const badge = reviewBadge(review.rating);
  const count = formatCount(i18n.language, review.count);
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
