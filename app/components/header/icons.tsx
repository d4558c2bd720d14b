import { ICON_PATHS as PATHS } from "../../lib/shell/icon-paths";

/** Inline icons: no icon font to download, and they never depend on an emoji font. */

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={PATHS[name]} />
    </svg>
  );
}
