import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { TravelCard } from "../components/cards/travel-card";
import { Pagination } from "../components/search/pagination";
import { SaleExtras } from "../components/sales/sale-extras";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref, useTenant } from "../components/shell/use-tenant";
import { travelProduct } from "../lib/analytics/product";
import { track } from "../lib/analytics/track";
import { pluralForm } from "../lib/format/plural";
import { salesLoader } from "./sales.server";
import salesStyles from "../styles/sales.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;

/** Sales: discounted trips, biggest discount first, with promotion codes and the deposit option. */
export const loader = salesLoader;

const PAGE_TYPE = "sales";

export default function SalesPage() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const { page, items } = data;
  const offset = (page.current - 1) * page.perPage;
  const impressions = items.map((item) => item.travel.id).join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: one impression event per distinct list (`impressions`); `items` is a new array on every render.
  useEffect(() => {
    if (items.length === 0) return;
    track("productImpression", {
      pageType: PAGE_TYPE,
      sectionFrom: "search-results",
      products: items.map(({ travel }, i) => travelProduct(travel, travel.bestTour, offset + i + 1)),
    });
  }, [impressions]);

  return (
    <div className="page sales-page" data-page-type={PAGE_TYPE}>
      <header className="sales-header">
        <h1>{t("pages.sales.title")}</h1>
        <p className="sales-lead">{t("sales.lead")}</p>
        <p className="results-count" role="status">
          {pluralForm(t("labels.trips", { count: page.total }), page.total, i18n.language)}
        </p>
      </header>
      {items.length === 0 ? (
        <p className="sales-empty">{t("sales.empty")}</p>
      ) : (
        <>
          <ul className="cards sales-cards">
            {items.map(({ travel, promotion, deposit }) => (
              <li key={travel.id} className="sale" data-travel-id={travel.id} data-tour-id={travel.bestTour?.id}>
                {tenant && (
                  <TravelCard travel={travel} tenant={tenant} href={to("travels-travel", { travel: travel.slug })} headingLevel={2} />
                )}
                {tenant && (
                  <SaleExtras
                    promotion={promotion}
                    deposit={deposit}
                    currency={travel.bestTour?.currency ?? data.currency}
                    tenant={tenant}
                  />
                )}
              </li>
            ))}
          </ul>
          <Pagination current={page.current} lastPage={page.lastPage} pageHref={(n) => data.pageLinks[n] ?? "?"} />
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: salesStyles }];
