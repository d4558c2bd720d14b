/**
 * Nothing stale: every bean bar carries a validity window, and a bar outside it is
 * not shown. In the content files a window's ends are calendar days ("2027-06-30") or days
 * relative to the publish ("today", "today+45", "today-14"), so demo content stays current;
 * the publish writes them as calendar days, and each request compares them with the site's
 * today (both "YYYY-MM-DD", compared as strings).
 */

export const DAY_REF_PATTERN = /^(\d{4}-\d{2}-\d{2}|today([+-]\d{1,4})?)$/;

/** A window end of a content file as a calendar day, `today` being the publish day. */
export function resolveDayRef(ref: string, today: string): string {
  const relative = /^today(?:([+-]\d{1,4}))?$/.exec(ref);
  if (!relative) return ref;
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + Number(relative[1] ?? 0));
  return day.toISOString().slice(0, 10);
}

/** Shown from its first day through its last day, both included; a missing end is open. */
export function inWindow(window: { validFrom?: string | null; validUntil?: string | null }, today: string): boolean {
  return (!window.validFrom || window.validFrom <= today) && (!window.validUntil || today <= window.validUntil);
}
