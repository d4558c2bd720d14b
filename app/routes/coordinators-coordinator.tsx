import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "../components/shell/translation";
import { TravelGrid } from "../components/trip/travel-grid";
import { TripBreadcrumb } from "../components/trip/trip-breadcrumb";
import { useLocalizedHref, useTenant } from "../components/shell/use-tenant";
import { translatorFor } from "../server/i18n.server";
import { seoOf } from "../server/seo.server";
import { breadcrumbOf } from "../server/breadcrumb.server";
import { track } from "../lib/analytics/track";
import { responsiveImage } from "../lib/images/image-url";
import { notFound, requirePage } from "../server/page.server";
// The search filter schema (zod) stays on the server: imported here, it was in the page's first download.
import { travelsByIds } from "../server/catalogue/travels-listing.server";
import { writtenTravelCards } from "../server/catalogue/result-cards.server";
import tripStyles from "../styles/trip.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";
import { BreadcrumbJsonLd } from "../components/seo/breadcrumb-json-ld";

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: tripStyles }];

/** Coordinator page (coordinators/:coordinator): who they are and the trips they lead. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "coordinators-coordinator");
  const slug = match.params.coordinator ?? "";
  const coordinator = /^[a-z0-9-]{1,120}$/.test(slug) ? await context.services.trips.coordinatorBySlug(slug) : null;
  if (!coordinator) throw notFound();
  const travels = coordinator.travelIds.length ? writtenTravelCards(await travelsByIds(context, coordinator.travelIds), context) : [];
  const t = await translatorFor(context.tenant.language);
  const name = `${coordinator.firstName} ${coordinator.lastName}`;
  const breadcrumb = await breadcrumbOf(context, request, [
    { key: "coordinators" },
    { name, key: "coordinators-coordinator", params: { coordinator: coordinator.slug } },
  ]);
  return {
    breadcrumb,
    coordinator,
    page: { data: travels, currentPage: 1, perPage: 50, lastPage: 1, total: travels.length },
    seo: await seoOf(context, name, { description: t("trip.coordinators.bio", { name, city: coordinator.city }) }),
  };
}

export default function CoordinatorPage() {
  const { coordinator: c, page, breadcrumb } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const name = `${c.firstName} ${c.lastName}`;
  const img = c.image ? responsiveImage(tenant?.imageHost ?? "", c.image, ["webp-small", "webp-medium"], "webp-small") : null;
  useEffect(() => track("coordinatorClick", { pageType: "coordinator", coordinatorId: String(c.id) }), [c.id]);
  return (
    <article className="trip-list-page" data-coordinator-id={c.id}>
      <BreadcrumbJsonLd data={breadcrumb} />
      <TripBreadcrumb
        pageType="coordinator"
        crumbs={[
          { label: t("trip.home"), href: to("index") },
          { label: t("pages.coordinators.title"), href: to("coordinators") },
          { label: name },
        ]}
      />
      <h1>{name}</h1>
      {img && <img {...img} alt={img.alt} sizes="320px" className="coordinator-portrait" />}
      <p>{t("trip.coordinators.bio", { name: c.firstName, city: c.city })}</p>
      <h2>{t("trip.coordinators.tripsBy", { name: c.firstName })}</h2>
      <TravelGrid page={page} headingLevel={3} />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];
