/**
 * The home page's data: everything from the catalogue, in the site's language and
 * the visitor's currency. Top-sellers come from their KV cache; the departure rows are two
 * small searches; the lowest price is the cheapest bookable departure, never a typed number.
 */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { catalogues } from "../../locales";
import { href } from "../../tenants/routes";
import type { Language } from "../../tenants/languages";
import type { TopSellerCountry, TourCard } from "../../workers/services/catalogue/types";
import { dateNames, formatDay } from "../lib/dates/day-format";
import { currencyFormat, formatMoney, shownPrice } from "../lib/format/money";
import { pluralForm } from "../lib/format/plural";
import { formatDayRange } from "../lib/dates/day-range";
import { tourProduct } from "../lib/analytics/product";
import { translate } from "../lib/format/translate";
import { filtersWith } from "../lib/search/filters";
import { TRAVEL_STYLES } from "../lib/search/travel-styles";
import { statusLabelKey } from "../lib/trip/tour-status";
import { departureDecision, firstDecidedOnTime } from "../lib/trip/departure-decision";
import type { HomeDepartureCard } from "../lib/home/departure-card";
import { requirePage } from "../server/page.server";
import { BoundedMap } from "../lib/memo/bounded-map";
import { loadSearchBarOptions } from "../server/catalogue/search-bar.server";
import { optional } from "../server/optional.server";
import { pageSeo } from "../server/seo.server";

/** How many cards each row of the home page shows. */
const ROW = 4;
const TOP_DESTINATIONS = 8;

/** The home route's loader (its server half in one module: one empty stand-in in the browser). */
export async function homeLoader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "index");
  const [seo, home] = await Promise.all([pageSeo(context, match), loadHome(context)]);
  return { seo, ...home };
}

export async function loadHome(context: AppLoadContext) {
  const { catalogue } = context.services;
  const [searchBar, topSellers, cheapest, confirmed, almost] = await Promise.all([
    loadSearchBarOptions(context),
    // The page does without its best sellers when they cannot be read.
    optional("home best sellers", catalogue.topSellers({}), { countries: [], itineraries: 0, departures: 0 }),
    catalogue.travelsPaginated(filtersWith({ sort: "price:asc", perPage: 1 })),
    // "Safe to book flights": confirmed departures leaving soonest (flight advice).
    catalogue.tours(filtersWith({ tab: "tours", status: ["CONFIRMED", "ALMOST_FULL"], sort: "date", perPage: ROW })),
    // Close to confirming: a few more travellers and the departure is confirmed. Only those
    // still to be decided (decision 31 days before departure), so "decided by" is ahead.
    catalogue.tours(
      filtersWith({
        tab: "tours",
        status: ["ALMOST_CONFIRMED"],
        sort: "date",
        perPage: ROW * 3,
        dateFrom: firstDecidedOnTime(context.today),
      }),
    ),
  ]);
  const lowest = cheapest.data[0]?.bestTour ?? null;
  return {
    searchBar,
    // The travel styles the page links to, sent with the data: the page's code carries no list.
    moods: TRAVEL_STYLES,
    // The cheapest bookable departure, written in the visitor's currency.
    lowestPrice: lowest
      ? shownPrice(formatMoney(lowest.price, currencyFormat(context.tenant, lowest.currency)), lowest.currency, (key, values) =>
          translate(catalogues[context.tenant.language], key, values),
        )
      : null,
    destinations: topSellers.countries
      .slice(0, TOP_DESTINATIONS)
      .map((country) => ({ ...country, meta: destinationMeta(context, country) })),
    totals: { itineraries: topSellers.itineraries, departures: topSellers.departures },
    confirmed: confirmed.data.map((tour) => keptDepartureCard(context, tour, "confirmed")),
    almostConfirmed: almost.data
      .filter((tour) => tour.seatsToConfirm > 0)
      .slice(0, ROW)
      .map((tour) => keptDepartureCard(context, tour, "almost")),
  };
}

/** A count in the site's language and plural forms ("12 viaggi"). */
function counted(language: Language, key: string, count: number): string {
  return pluralForm(translate(catalogues[language], key, { count }), count, language);
}

/** A top destination's counts ("12 trips · 40 departures"), written on the server as the cards are. */
function destinationMeta(context: AppLoadContext, country: TopSellerCountry): string {
  const { language } = context.tenant;
  return `${counted(language, "labels.trips", country.itineraries)} · ${counted(language, "labels.departures", country.departures)}`;
}

/**
 * The home page shows the same eight departures to every visitor of a site and day: each card is
 * written once per site, day, row and departure (all its facts, so a change of price, seats or
 * status writes it again), and kept bounded.
 */
function keptDepartureCard(context: AppLoadContext, tour: TourCard, kind: "confirmed" | "almost"): HomeDepartureCard {
  const key = JSON.stringify([context.tenant.id, context.today, kind, tour]);
  let card = keptCards.get(key);
  if (!card) {
    card = Object.freeze(departureCard(context, tour, kind));
    keptCards.set(key, card);
  }
  return card;
}

const keptCards = new BoundedMap<string, HomeDepartureCard>(500);

/**
 * A departure of the home page's rows, written out in the site's language, date format and
 * the visitor's currency on the server: the home page ships no date or money formatting.
 */
function departureCard(context: AppLoadContext, tour: TourCard, kind: "confirmed" | "almost"): HomeDepartureCard {
  const { tenant } = context;
  const messages = catalogues[tenant.language];
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars, tenant.language);
  const day = (value: string, name: "dayMonth" | "short") => formatDay(value, tenant, name, dateNames(messages));
  const money = (cents: number) => shownPrice(formatMoney(cents, currencyFormat(tenant, tour.currency)), tour.currency, t);
  const days = tour.travel.numberOfDays;
  return {
    id: tour.id,
    travelId: tour.travel.id,
    href: href(tenant.pathLocale, "travels-travel-tour", { travel: tour.travel.slug, tour: tour.id }),
    title: tour.travel.title,
    startingDate: tour.startingDate,
    endingDate: tour.endingDate,
    // What the card's impression and click events say of it.
    product: tourProduct(tour.travel, tour),
    // The site's one range format (app/lib/dates/day-range.ts), as the cards of search and the wishlist write it.
    dates: formatDayRange(tour.startingDate, tour.endingDate, context.today, tenant, dateNames(messages)),
    meta: `${counted(tenant.language, "labels.days", days)} · ${tour.travel.destinationLabel}`,
    price: money(tour.price),
    basePrice: tour.discount > 0 ? money(tour.basePrice) : null,
    status: `${t(statusLabelKey(tour.salesStatus))}${tour.seatsLabel ? ` · ${t(`serp.seats.${tour.seatsLabel}`)}` : ""}`,
    note: kind === "confirmed" ? t("homePage.safeToBook") : almostNote(context.today, tour, t, day, tenant.language),
  };
}

/** How many more travellers an almost-confirmed departure needs, and by when it is decided (departure-decision.ts). */
function almostNote(
  today: string,
  tour: TourCard,
  t: (key: string, vars?: Record<string, string | number>) => string,
  day: (value: string, name: "dayMonth" | "short") => string,
  language: Language,
): string {
  const more = counted(language, "homePage.moreToConfirm", tour.seatsToConfirm);
  const decision = departureDecision(tour, today);
  return decision.kind === "by" ? `${more} · ${t("homePage.decidedBy", { date: day(decision.date, "dayMonth") })}` : more;
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
