import { useMemo } from "react";
import { dateNames } from "../../lib/dates/day-format";
import { formatDayRange } from "../../lib/dates/day-range";
import { useTranslation } from "./translation";
import { useTenant } from "./use-tenant";

/** Ranges of days in the tenant's format, the year shown when a range crosses one or is not `today`'s (day-range.ts). */
export function useDayRange(): (from: string, to: string | null | undefined, today: string) => string {
  const tenant = useTenant();
  const { messages } = useTranslation();
  return useMemo(() => {
    const names = "dates" in messages ? dateNames(messages as Parameters<typeof dateNames>[0]) : null;
    return (from, to, today) => (tenant && names ? formatDayRange(from, to, today, tenant, names) : [from, to].filter(Boolean).join(" – "));
  }, [tenant, messages]);
}
