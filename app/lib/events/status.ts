/**
 * Meetup states and the status an event shows: cancelled, sold out, no longer
 * joinable (the RSVP close has passed), otherwise scheduled. The order is the precedence.
 */
export const EVENT_STATES = ["CANCELLED", "SOLD_OUT", "CLOSED", "SCHEDULED"] as const;
export type EventState = (typeof EVENT_STATES)[number];

export type EventStateInput = {
  status: "SCHEDULED" | "CANCELLED";
  /** null: unlimited spots. */
  spotsLeft: number | null;
  /** Epoch milliseconds. */
  rsvpCloseAt: number;
};

export function eventState(event: EventStateInput, now: number): EventState {
  if (event.status === "CANCELLED") return "CANCELLED";
  if (event.spotsLeft !== null && event.spotsLeft <= 0) return "SOLD_OUT";
  if (now >= event.rsvpCloseAt) return "CLOSED";
  return "SCHEDULED";
}

/** The catalogue key of a state's text (locales/events). */
export function eventStateKey(state: EventState): string {
  return `events.status.${state}`;
}

/** Only a scheduled event can still be joined. */
export function isJoinable(state: EventState): boolean {
  return state === "SCHEDULED";
}

/** schema.org terms for the Event JSON-LD (cancelled, sold out, otherwise scheduled / in stock). */
export function schemaOrgStatus(state: EventState): { eventStatus: string; availability: string } {
  return {
    eventStatus: state === "CANCELLED" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    availability:
      state === "SCHEDULED"
        ? "https://schema.org/InStock"
        : state === "SOLD_OUT"
          ? "https://schema.org/SoldOut"
          : "https://schema.org/Discontinued",
  };
}
