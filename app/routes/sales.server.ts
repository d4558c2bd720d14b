/**
 * The sales page's server half (001 §2 sales, issue 15): trips with a discounted departure,
 * biggest discount first (the catalogue's own search, priced in the visitor's currency), with
 * each trip's promotion code and the deposit option of its shown departure.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { filtersWith, MAX_PAGE, MAX_PER_PAGE } from "../lib/search/filters";
import type { BestTour, TourCard } from "../../workers/services/catalogue/types";
import { pageWindow } from "../lib/search/page-window";
import { depositOffer } from "../lib/sales/deposit";
import { promotionFor } from "../lib/sales/promotion";
import { requirePage } from "../server/page.server";
import { optional } from "../server/optional.server";
import { pageSeo } from "../server/seo.server";
import { translatorFor } from "../server/i18n.server";

export const SALES_PER_PAGE = 12;

export const salesPageParam = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);

export async function salesLoader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "sales");
  const url = new URL(request.url);
  const page = salesPageParam.parse(url.searchParams.get("page") ?? undefined);
  const t = await translatorFor(context.tenant.language);
  const { catalogue, sales } = context.services;
  const [seo, travels] = await Promise.all([
    pageSeo(context, match, t("sales.seo.description")),
    catalogue.travelsPaginated(filtersWith({ discounted: true, sort: "discount:desc", page, perPage: SALES_PER_PAGE })),
  ]);
  // A page past the end (an old link) moves to the last one, as the search does.
  if (travels.total > 0 && page > travels.lastPage) throw redirect(pageHref(url.pathname, travels.lastPage), 302);
  const ids = travels.data.map((travel) => travel.id);
  // The list is ordered by each trip's biggest discount: its card shows that departure, so the
  // discounts read in order. The same search, on the tours tab, finds it.
  const [promotions, departures] = await Promise.all([
    // The codes are a part of the cards, not the page: without them the discounts still show.
    optional("sales promotion codes", sales.promotionsOf(ids), []),
    ids.length === 0
      ? null
      : catalogue.tours(
          filtersWith({ tab: "tours", discounted: true, sort: "discount:desc", travelId: ids.map(String), perPage: MAX_PER_PAGE }),
        ),
  ]);
  const biggest = new Map<number, TourCard>();
  for (const tour of departures?.data ?? []) if (!biggest.has(tour.travel.id)) biggest.set(tour.travel.id, tour);
  const today = context.today;
  const items = travels.data.map((shown) => {
    const top = biggest.get(shown.id);
    const travel = top ? { ...shown, bestTour: bestTourOf(top) } : shown;
    const tour = travel.bestTour;
    return {
      travel,
      promotion: promotionFor(promotions, travel.id, tour?.id ?? null, today),
      deposit: tour ? depositOffer(tour.startingDate, today) : null,
    };
  });
  const pages = new Set(pageWindow(page, travels.lastPage));
  if (page > 1) pages.add(page - 1);
  if (page < travels.lastPage) pages.add(page + 1);
  return {
    seo,
    items,
    currency: context.currency,
    page: { current: page, lastPage: travels.lastPage, total: travels.total, perPage: travels.perPage },
    pageLinks: Object.fromEntries([...pages].map((n) => [n, pageHref(url.pathname, n)])) as Record<number, string>,
  };
}

function bestTourOf(tour: TourCard): BestTour {
  const {
    id,
    code,
    startingDate,
    endingDate,
    salesStatus,
    ageBadge,
    freeSeats,
    seatsToConfirm,
    seatsLabel,
    basePrice,
    price,
    discount,
    currency,
  } = tour;
  return {
    id,
    code,
    startingDate,
    endingDate,
    salesStatus,
    ageBadge,
    freeSeats,
    seatsToConfirm,
    seatsLabel,
    basePrice,
    price,
    discount,
    currency,
  };
}

function pageHref(path: string, page: number): string {
  return page === 1 ? path : `${path}?page=${page}`;
}
