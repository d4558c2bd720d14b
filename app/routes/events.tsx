import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EventCard } from "../components/events/event-card";
import { EventsFilters } from "../components/events/events-filters";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { eventsListLoader } from "./events.server";
import eventsStyles from "../styles/events.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsStyles }];

/** Events lists (events, events-wemeet, wemeet/events): the site's meetups, filtered by the URL. */
export const loader = eventsListLoader;

export default function EventsPage() {
  const { key, filters, invalid, events, cities, radii } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="events-page" data-route-key={key}>
      <h1>{t(`pages.${key}.title`)}</h1>
      <p className="events-intro">{t("events.intro")}</p>
      <EventsFilters action={to(key)} value={filters} cities={cities} radii={radii} />
      {invalid.length > 0 && (
        <p className="events-error" role="alert">
          {t("events.filters.invalid")}
        </p>
      )}
      <p className="events-count" role="status">
        {t("events.results", { count: events.length })}
      </p>
      {events.length === 0 ? (
        <p>{t("events.none")}</p>
      ) : (
        <ul className="event-list">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];
