import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { DepartureRow } from "../components/home/departure-row";
import { Continents, HowItWorks, Moods, TopDestinations } from "../components/home/home-sections";
import { SearchBar } from "../components/search/search-bar";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { DeferredHistorySection, DeferredLatestViewedTrips } from "../components/home/deferred-sections";
import { homeLoader } from "./index.server";
import homeStyles from "../styles/home.css";
import searchStyles from "../styles/search.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;

// Business constants the home page promises.
const AVERAGE_GROUP_SIZE = 11;
const COUNTRIES_COVERED = 100;
const FREE_CANCELLATION_DAYS = 31;
/** The home page shows at most four recent searches (written here: the history module loads with its section). */
const HISTORY_HOME = 4;

export const loader = homeLoader;

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const searchPath = to("search");
  const price = data.lowestPrice;
  const cover = useRef<HTMLElement>(null);
  // On the home page the cover's search bar stands in for the header's search entry,
  // which shows once the bar scrolls out of view (kept in layout, so nothing shifts).
  useEffect(() => {
    const bar = cover.current?.querySelector(".search-bar");
    if (!bar || typeof IntersectionObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new IntersectionObserver(([entry]) => root.toggleAttribute("data-cover-search", !!entry?.isIntersecting));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeAttribute("data-cover-search");
    };
  }, []);
  return (
    <>
      <section ref={cover} className="cover home-cover" aria-labelledby="home-title">
        <h1 id="home-title">{t("home.heading")}</h1>
        <p className="lead">{t("home.lead")}</p>
        <SearchBar
          action={searchPath}
          destinations={[]}
          continents={data.searchBar.continents}
          periods={data.searchBar.periods}
          today={data.searchBar.today}
          pageType="home"
        />
        <p className="cover-facts">
          {price && (
            <span data-testid="sample-price">
              {/* The cheapest bookable departure in the visitor's currency: computed, never typed. */}
              {t("home.sampleFrom", { price })}
            </span>
          )}
          <span>{t("home.facts", { size: AVERAGE_GROUP_SIZE, countries: COUNTRIES_COVERED })}</span>
          <Link className="cover-link" to={to("travels")}>
            {t("home.browseCta")}
          </Link>
        </p>
      </section>
      <DeferredHistorySection action={searchPath} limit={HISTORY_HOME} type="carousel" pageType="home" />
      <TopDestinations destinations={data.destinations} searchPath={searchPath} />
      <DepartureRow
        id="confirmed-departures"
        kind="confirmed"
        title={t("homePage.confirmedTitle")}
        lead={t("homePage.confirmedLead")}
        cards={data.confirmed}
        moreHref={`${searchPath}?tab=tours&status[]=CONFIRMED&status[]=ALMOST_FULL&sort=date`}
      />
      <DepartureRow
        id="almost-confirmed"
        kind="almost"
        title={t("homePage.almostTitle")}
        lead={t("homePage.almostLead")}
        cards={data.almostConfirmed}
        moreHref={`${searchPath}?tab=tours&status[]=ALMOST_CONFIRMED&sort=date`}
      />
      <Continents />
      <Moods styles={data.moods} searchPath={searchPath} />
      <HowItWorks groupSize={AVERAGE_GROUP_SIZE} cancellationDays={FREE_CANCELLATION_DAYS} />
      <DeferredLatestViewedTrips pageType="home" />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: searchStyles },
  { rel: "stylesheet", href: homeStyles },
];
