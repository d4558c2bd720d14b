import type { HomeDepartureCard } from "../../lib/home/departure-card";
import { useTranslation } from "../shell/translation";
import { Heart } from "../wishlist/heart";
import { useCardAnalytics } from "../cards/use-card-analytics";

type Props = { id: string; title: string; lead: string; cards: HomeDepartureCard[]; moreHref: string; kind: "confirmed" | "almost" };

/**
 * A row of departures on the home page: confirmed ones (safe to book flights) or close to
 * confirming. The loader writes the texts out, so this only renders them.
 */
export function DepartureRow({ id, title, lead, cards, moreHref, kind }: Props) {
  const { t } = useTranslation();
  const clickOf = useCardAnalytics(
    "home",
    "home",
    cards.map((card, i) => ({ ...card.product, position: i + 1 })),
  );
  if (cards.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <a href={moreHref}>{t("homePage.seeAll")}</a>
      </div>
      <p className="section-lead">{lead}</p>
      <ul className="cards home-row">
        {cards.map((card, i) => (
          <li key={card.id}>
            <article className="card tour-card" data-tour-id={card.id}>
              <Heart travelId={card.travelId} tourId={card.id} title={`${card.title}, ${card.dates}`} sectionFrom="home" />
              <div className="card-body">
                <h3 className="card-title">
                  <a href={card.href} onClick={clickOf({ ...card.product, position: i + 1 })}>
                    {card.title}
                  </a>
                </h3>
                <p className="card-dates">
                  <time dateTime={card.startingDate}>{card.dates}</time>
                </p>
                <p className="card-meta">{card.meta}</p>
                <p className="card-price">
                  {card.basePrice && <s className="card-base-price">{card.basePrice}</s>} <strong>{card.price}</strong>
                </p>
                <p className="card-status">{card.status}</p>
              </div>
            </article>
            <p className={`row-note ${kind}`}>{card.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
