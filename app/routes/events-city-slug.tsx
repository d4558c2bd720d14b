import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { EventJsonLd } from "../components/events/event-json-ld";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { useTranslation } from "../components/shell/translation";
import { eventStateKey } from "../lib/events/status";
import { eventDetailLoader } from "./events-city-slug.server";
import eventsStyles from "../styles/events.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";
import { BreadcrumbJsonLd } from "../components/seo/breadcrumb-json-ld";

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsStyles }];

/** Event detail (events/:city/:slug and the meetup section's wemeet/events/:city/:slug). */
export const loader = eventDetailLoader;

export default function EventPage() {
  const { key, event, mapUrl, calendarUrl, jsonLd, breadcrumb } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const listHref = to(key === "wemeet-events-city-slug" ? "wemeet-events" : "events");
  return (
    <article className="event-detail" data-state={event.state}>
      <EventJsonLd data={jsonLd} />
      <BreadcrumbJsonLd data={breadcrumb} />
      <p>
        <Link to={listHref}>← {t("events.detail.allEvents")}</Link>
      </p>
      <h1>{event.title}</h1>
      <span className={`event-state event-state-${event.state}`}>{t(eventStateKey(event.state))}</span>
      {event.cancelledOn && <p className="event-cancelled">{t("events.detail.cancelledOn", { date: event.cancelledOn })}</p>}
      <dl>
        <div>
          <dt>{t("events.detail.when")}</dt>
          <dd>
            <time dateTime={event.startDay}>{event.startDate}</time>
            {event.endDate && <> – {event.endDate}</>}, {event.time}
            <br />
            <small>{t("events.detail.timeNote", { offset: event.offset })}</small>
          </dd>
        </div>
        <div>
          <dt>{t("events.detail.where")}</dt>
          <dd>
            {event.venue.name}
            <br />
            {event.venue.address}
          </dd>
        </div>
        <div>
          <dt>{t("events.detail.price")}</dt>
          <dd>{event.price ?? t("events.card.free")}</dd>
        </div>
        <div>
          <dt>{t("events.detail.spots")}</dt>
          <dd>
            {event.spotsLeft === null ? t("events.card.unlimited") : t("events.card.spotsLeft", { count: event.spotsLeft })}
            {" · "}
            {t("events.card.attendees", { count: event.attendees })}
            <br />
            {t("events.detail.joinUntil", { date: event.rsvpUntil })}
          </dd>
        </div>
        <div>
          <dt>{t("events.detail.organizer")}</dt>
          <dd>
            {event.organizer.name} ({t(`events.card.organizerKind.${event.organizer.kind}`)})
          </dd>
        </div>
        <div>
          <dt>{t("events.filters.category")}</dt>
          <dd>{t(`events.categories.${event.category}`)}</dd>
        </div>
      </dl>
      <p>{event.description}</p>
      <p className="event-detail-actions">
        <a href={mapUrl} rel="noopener noreferrer">
          {t("events.detail.map")}
        </a>
        <a href={calendarUrl} download>
          {t("events.detail.calendar")}
        </a>
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.seo.title },
        { name: "description", content: data.seo.description },
        { property: "og:title", content: data.event.title },
        { property: "og:description", content: data.seo.description },
        { property: "og:type", content: "website" },
        { property: "og:url", content: data.seo.canonical },
      ]
    : [];
