import type { EventCardView } from "../../lib/events/event-view";
import { eventStateKey } from "../../lib/events/status";
import { useTranslation } from "../shell/translation";

/** One event in a list (meetup event): when, where, price, spots, state. */
export function EventCard({ event, headingLevel = 2 }: { event: EventCardView; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="event-card" data-event-id={event.id} data-state={event.state} data-category={event.category} data-client-nav="">
      <Heading>
        <a href={event.href}>{event.title}</a>
      </Heading>
      <p className="event-when">
        <time dateTime={event.day}>{event.date}</time> · {event.time}
      </p>
      <p className="event-meta">
        {event.venueName}, {event.city}
        {event.distance !== null && <> · {t("events.card.distance", { distance: event.distance })}</>}
      </p>
      <span className={`event-state event-state-${event.state}`}>{t(eventStateKey(event.state))}</span>
      <p>{event.excerpt}</p>
      <ul className="event-facts">
        <li>{t(`events.categories.${event.category}`)}</li>
        <li>{event.price ?? t("events.card.free")}</li>
        <li>{event.spotsLeft === null ? t("events.card.unlimited") : t("events.card.spotsLeft", { count: event.spotsLeft })}</li>
        <li>{t("events.card.attendees", { count: event.attendees })}</li>
        <li>
          {t("events.card.organizer", { name: event.organizer.name })} ({t(`events.card.organizerKind.${event.organizer.kind}`)})
        </li>
      </ul>
    </article>
  );
}
