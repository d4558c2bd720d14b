import { formatInTimeZone } from "date-fns-tz";
import { formatDay, type DateFormatName, type DateNames, type DateTenant } from "./day-format";

/*
 * Instants and "today" need the tenant's time zone (date-fns-tz); calendar days do not
 * (dates.ts). Kept on the server: the browser is given today's date by its loaders.
 */

/** Formats the day of an instant (e.g. an event start) in the tenant's time zone. */
export function formatInstant(instant: Date, tenant: DateTenant, name: DateFormatName, names: DateNames): string {
  return formatDay(todayIn(tenant, instant), tenant, name, names);
}

/** Today's calendar day in the tenant's time zone: what "past" means for its calendar. */
export function todayIn(tenant: Pick<DateTenant, "timeZone">, now: Date = new Date()): string {
  return formatInTimeZone(now, tenant.timeZone, "yyyy-MM-dd");
}
