/**
 * The sales page's server half: trips with a discounted departure, biggest
 * discount first (the catalogue's own search, priced in the visitor's currency), with each
 * trip's live promotion code and the deposit option of its shown departure.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { filtersWith, MAX_PAGE } from "../lib/search/filters";
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
  // The codes are a part of the cards, not the page: without them the discounts still show.
  const promotions = await optional("sales promotion codes", sales.promotionsOf(ids), []);
  const today = context.today;
  // Each card shows its trip's best discounted departure, the one the discount order reads, so
  // the discounts read in order.
  const items = travels.data.map((travel) => {
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

function pageHref(path: string, page: number): string {
  return page === 1 ? path : `${path}?page=${page}`;
}
