import type { ReactNode } from "react";
import { PAGE_TYPES } from "../../lib/analytics/page-type";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref } from "../shell/use-tenant";
import { TripBreadcrumb } from "./trip-breadcrumb";
import { TripSubNav } from "./trip-sub-nav";

type Props = {
  trip: { id: number; slug: string; title: string };
  current: "travels-travel-itinerary" | "travels-travel-snapshot";
  label: string;
  /** Whether the trip has departures to see in the dates modal. */
  hasDates: boolean;
  children: ReactNode;
};

/** The frame of a trip's sub-pages (itinerary, snapshot): breadcrumb, heading, the trip's sub-navigation. */
export function TripSubPage({ trip, current, label, hasDates, children }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="trip-page" data-travel-id={trip.id}>
      <TripBreadcrumb
        pageType={PAGE_TYPES.travel}
        crumbs={[
          // The trip page's trail, with this sub-page under the trip.
          { label: t("trip.home"), href: to("index") },
          { label: t("pages.travels.title"), href: to("travels") },
          { label: trip.title, href: to("travels-travel", { travel: trip.slug }) },
          { label },
        ]}
      />
      <h1>{t("trip.subPageTitle", { section: label, title: trip.title })}</h1>
      <TripSubNav slug={trip.slug} current={current} hasDates={hasDates} />
      {children}
    </article>
  );
}
