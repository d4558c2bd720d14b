import { useMemo } from "react";
import { dateNames, formatDay, weekdayNames, type DateFormatName } from "../../lib/dates/day-format";
import { useTranslation } from "./translation";
import { useTenant } from "./use-tenant";

/**
 * Calendar days in the tenant's formats and language, with the month and weekday
 * names of the page's catalogue. Before the tenant is known (error pages) days print as ISO.
 */
export function useDates() {
  const tenant = useTenant();
  const { messages } = useTranslation();
  return useMemo(() => {
    const names = "dates" in messages ? dateNames(messages as Parameters<typeof dateNames>[0]) : null;
    return {
      day: (day: string, name: DateFormatName = "short") => (tenant && names ? formatDay(day, tenant, name, names) : day),
      weekdays: (width: "narrow" | "short" | "long" = "short") => (tenant && names ? weekdayNames(tenant, names, width) : []),
    };
  }, [tenant, messages]);
}
