import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { EventCard } from "../components/events/event-card";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { wemeetLoader } from "./wemeet.server";
import eventsStyles from "../styles/events.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsStyles }];

/** The WeMeet brand page: what the community meetups are, and the next ones. */
export const loader = wemeetLoader;

export default function WemeetPage() {
  const { events } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="events-page wemeet-page" data-route-key="wemeet">
      <h1>{t("pages.wemeet.title")}</h1>
      <p className="wemeet-lead">{t("events.brand.lead")}</p>
      <section aria-labelledby="wemeet-what">
        <h2 id="wemeet-what">{t("events.brand.whatTitle")}</h2>
        <p>{t("events.brand.what")}</p>
      </section>
      <section aria-labelledby="wemeet-why">
        <h2 id="wemeet-why">{t("events.brand.whyTitle")}</h2>
        <p>{t("events.brand.why")}</p>
      </section>
      <section aria-labelledby="wemeet-next">
        <h2 id="wemeet-next">{t("events.brand.nextTitle")}</h2>
        {events.length === 0 ? (
          <p>{t("events.none")}</p>
        ) : (
          <ul className="event-list">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={to("wemeet-events")}>{t("events.brand.allEvents")}</Link>
        </p>
      </section>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];
