import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { currencyFormat, formatMoney } from "../lib/format/money";
import { LatestViewedTrips } from "../components/trip/latest-viewed-trips";
import { HistorySection } from "../components/search/history-section";
import { SearchBar } from "../components/search/search-bar";
import { requirePage } from "../server/page.server";
import { pageSeo } from "../server/seo.server";
import { HISTORY_HOME } from "../lib/search/history";
import { loadSearchBarOptions } from "./search.server";
import searchStyles from "../styles/search.css";

// 001 §9 business constants shown on the home page.
const AVERAGE_GROUP_SIZE = 11;
const COUNTRIES_COVERED = 100;
const FREE_CANCELLATION_DAYS = 31;
/** The lowest trip price shown on the cover, per currency (cents). */
const SAMPLE_PRICE_CENTS = { EUR: 99_000, GBP: 85_000, USD: 109_000 } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "index");
  const [seo, searchBar] = await Promise.all([pageSeo(context, match), loadSearchBarOptions(context)]);
  const price = formatMoney(SAMPLE_PRICE_CENTS[context.currency], currencyFormat(context.tenant, context.currency));
  return { seo, price, searchBar };
}

export default function Home() {
  const { price, searchBar } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <>
      <section className="cover home-cover" aria-labelledby="home-title">
        <h1 id="home-title">{t("home.heading")}</h1>
        <p className="lead">{t("home.lead")}</p>
        <SearchBar action={to("search")} destinations={[]} continents={searchBar.continents} periods={searchBar.periods} today={searchBar.today} pageType="home" />
        <p className="actions">
          <Link className="button" to={to("search")}>
            {t("home.searchCta")}
          </Link>
          <Link className="button secondary" to={to("travels")}>
            {t("home.browseCta")}
          </Link>
        </p>
      </section>
      <HistorySection action={to("search")} limit={HISTORY_HOME} type="carousel" pageType="home" />
      <section className="facts">
        <p>{t("home.facts", { size: AVERAGE_GROUP_SIZE, countries: COUNTRIES_COVERED })}</p>
        <p data-testid="sample-price">{t("home.sampleFrom", { price })}</p>
        <p>{t("home.cancellation", { days: FREE_CANCELLATION_DAYS })}</p>
      </section>
      <LatestViewedTrips pageType="home" />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStyles }];
