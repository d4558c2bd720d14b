import type { TopSellerCountry } from "../../../workers/services/catalogue/types";
import type { TravelStyle } from "../../lib/search/travel-styles";
import { imageUrl } from "../../lib/images/image-url";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref, useTenant } from "../shell/use-tenant";

/** The six continents and their area pages, in the order the menus use. */
const CONTINENTS = [
  ["EU", "area-europe"],
  ["AS", "area-asia"],
  ["AF", "area-africa"],
  ["NA", "area-america"],
  ["OC", "area-oceania"],
  ["AN", "area-antarctica"],
] as const;

function Artwork({ id, name, alt }: { id: string; name: string; alt: string }) {
  const tenant = useTenant();
  const host = tenant?.imageHost ?? "";
  const ref = { id, seoName: name };
  return (
    <img
      className="card-image"
      src={imageUrl(host, ref, "webp-small")}
      srcSet={`${imageUrl(host, ref, "webp-thumb")} 160w, ${imageUrl(host, ref, "webp-small")} 320w`}
      sizes="(max-width: 640px) 45vw, 260px"
      width={320}
      height={213}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/** Top-seller destinations (the KV-cached top-sellers): trip and departure counts, continent artwork. */
export function TopDestinations({
  destinations,
  searchPath,
}: {
  destinations: (TopSellerCountry & { meta: string })[];
  searchPath: string;
}) {
  const { t } = useTranslation();
  if (destinations.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="top-destinations">
      <h2 id="top-destinations">{t("homePage.topDestinations")}</h2>
      <ul className="cards home-tiles">
        {destinations.map((country) => (
          <li key={country.id} className="card tile">
            <Artwork
              id={`continent-${country.continent.code.toLowerCase()}`}
              name={country.isoCodeAlpha3.toLowerCase()}
              alt={t("homePage.destinationAlt", { name: country.name })}
            />
            <div className="card-body">
              <h3 className="card-title">
                <a href={`${searchPath}?destinationId[]=${country.id}`}>{country.name}</a>
              </h3>
              <p className="card-meta">{country.meta}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** All six continents, each to its area page. */
export function Continents() {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <section className="home-section" aria-labelledby="continents">
      <h2 id="continents">{t("homePage.continents")}</h2>
      <ul className="cards home-tiles">
        {CONTINENTS.map(([code, key]) => {
          const name = t(`pages.${key}.title`);
          return (
            <li key={code} className="card tile">
              <Artwork id={`continent-${code.toLowerCase()}`} name={key} alt={t("homePage.continentAlt", { name })} />
              <div className="card-body">
                <h3 className="card-title">
                  <a href={to(key)}>{name}</a>
                </h3>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Travel styles (moods), each a search. */
export function Moods({ styles, searchPath }: { styles: readonly TravelStyle[]; searchPath: string }) {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="moods">
      <h2 id="moods">{t("homePage.moods")}</h2>
      <ul className="mood-list">
        {styles.map((style) => (
          <li key={style}>
            <a className={`mood mood-${style.toLowerCase()}`} href={`${searchPath}?travelStyles[]=${style}`}>
              {t(`trip.moods.${style}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The promise: group size, coordinator, insurance, free cancellation. */
export function HowItWorks({ groupSize, cancellationDays }: { groupSize: number; cancellationDays: number }) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const points = [
    ["group", t("homePage.promise.group", { size: groupSize })],
    ["coordinator", t("homePage.promise.coordinator")],
    ["insurance", t("homePage.promise.insurance")],
    ["cancellation", t("homePage.promise.cancellation", { days: cancellationDays })],
  ] as const;
  return (
    <section className="home-section how-it-works" aria-labelledby="how-it-works">
      <h2 id="how-it-works">{t("homePage.howItWorks")}</h2>
      <ul className="promise-list">
        {points.map(([key, text]) => (
          <li key={key} data-promise={key}>
            {text}
          </li>
        ))}
      </ul>
      <a href={to("how-it-works")}>{t("homePage.readMore")}</a>
    </section>
  );
}
