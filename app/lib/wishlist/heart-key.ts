/**
 * What names a heart in the page's markup (its form's `data-heart`): the trip and the
 * departure it saves, 0 for the trip itself. The Worker's overlay on shared pages finds a
 * signed-in person's saved hearts by it (workers/http/personal-overlay.ts).
 */
export function heartKey(travelId: number, tourId?: number): string {
  return `${travelId}-${tourId ?? 0}`;
}
