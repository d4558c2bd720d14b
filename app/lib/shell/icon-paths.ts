/**
 * The shapes of the header's inline icons (app/components/header/icons.tsx draws them). The
 * Worker's overlay on shared pages draws the signed-in account menu and the saved hearts with
 * the same shapes, so its markup is the one React renders.
 */
export const ICON_PATHS = {
  search: "M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.25 4.24-1.42 1.42-4.24-4.25A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z",
  heart:
    "M12 20.3 4.9 13.6a4.6 4.6 0 0 1 6.5-6.5l.6.6.6-.6a4.6 4.6 0 0 1 6.5 6.5L12 20.3Zm0-2.7 5.7-5.4a2.6 2.6 0 1 0-3.7-3.7L12 10.5 10 8.5a2.6 2.6 0 1 0-3.7 3.7L12 17.6Z",
  heartFilled: "M12 20.3 4.9 13.6a4.6 4.6 0 0 1 6.5-6.5l.6.6.6-.6a4.6 4.6 0 0 1 6.5 6.5L12 20.3Z",
  globe:
    "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 0 1 0 16 8 8 0 0 1 0-16Zm0-2c-2.5 2.7-4 6.2-4 10s1.5 7.3 4 10c2.5-2.7 4-6.2 4-10s-1.5-7.3-4-10Zm0 3.2c1.3 2 2 4.3 2 6.8s-.7 4.8-2 6.8c-1.3-2-2-4.3-2-6.8s.7-4.8 2-6.8ZM3 13h18v-2H3Z",
  user: "M12 12a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm-8 11a8 8 0 0 1 16 0h-2a6 6 0 0 0-12 0H4Z",
  menu: "M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z",
} as const;
