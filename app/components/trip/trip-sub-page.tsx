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
  children: ReactNode;
};

/** The frame of a trip's sub-pages (001 §2 itinerary, snapshot): breadcrumb, heading, the trip's sub-navigation. */
export function TripSubPage({ trip, current, label, children }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="trip-page" data-travel-id={trip.id}>
      <TripBreadcrumb
        pageType={PAGE_TYPES.travel}
        crumbs={[
          { label: t("trip.home"), href: to("index") },
          { label: trip.title, href: to("travels-travel", { travel: trip.slug }) },
          { label },
        ]}
      />
      <h1>
        {label}: {trip.title}
      </h1>
      <TripSubNav slug={trip.slug} current={current} />
      {children}
    </article>
  );
}
