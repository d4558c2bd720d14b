import type { TenantConfig } from "../../../tenants/schema";
import type { TravelCard } from "../../../workers/services/catalogue/types";
import type { PublishedPage } from "../../../workers/services/content/types";
import type { PageType } from "../analytics/page-type";

/** The trips of each trip-cards block of a custom page, by block id. */
export type TripCardsData = Record<string, TravelCard[]>;

/** A published page as the browser gets it: without its site, hash and source file. */
export type ContentPageView = Omit<PublishedPage, "site" | "hash" | "source">;

/** A custom page's data: the page, its blocks' trips and what the page around it shows. */
export type CustomPageData = {
  kind: "content";
  page: ContentPageView;
  trips: TripCardsData;
  seo: { title: string; description: string; noindex: boolean };
  /** Slug pages have no route key, so the root gives them no canonical link: the page does. */
  canonical: string | null;
  /** Analytics label the page with the custom page's type. */
  pageType: PageType;
  support: TenantConfig["support"];
  talkToUs: boolean;
};
