// The header's heart shapes (header/icons.tsx), drawn here so the wishlist chunks share no icon module with the root.
const HEART =
  "M12 20.3 4.9 13.6a4.6 4.6 0 0 1 6.5-6.5l.6.6.6-.6a4.6 4.6 0 0 1 6.5 6.5L12 20.3Zm0-2.7 5.7-5.4a2.6 2.6 0 1 0-3.7-3.7L12 10.5 10 8.5a2.6 2.6 0 1 0-3.7 3.7L12 17.6Z";
const HEART_FILLED = "M12 20.3 4.9 13.6a4.6 4.6 0 0 1 6.5-6.5l.6.6.6-.6a4.6 4.6 0 0 1 6.5 6.5L12 20.3Z";

/** A heart, outlined or filled (saved); decorative: its button or link carries the name. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={filled ? HEART_FILLED : HEART} />
    </svg>
  );
}
