import { lazy, Suspense, type ComponentProps, type ComponentType } from "react";
import type { HeartButton as HeartButtonType } from "./heart-button";
import { useLocalizedHref } from "../shell/use-tenant";

const HeartButton = lazy<ComponentType<ComponentProps<typeof HeartButtonType>>>(() =>
  import("./heart-button").then((module) => ({ default: module.HeartButton })).catch(() => ({ default: () => null })),
);

/**
 * The heart as cards and pages place it. Its code is a chunk of its own, outside a page's
 * first download (the 100 KiB budget): the server renders the heart in full (entry.server
 * waits for lazy parts), so until the chunk arrives the heart is a plain form that posts
 * and comes back with a 303, exactly as without JavaScript. A chunk gone after a deploy
 * renders nothing rather than failing the page.
 */
export function Heart(props: Omit<ComponentProps<typeof HeartButtonType>, "action">) {
  const to = useLocalizedHref();
  return (
    <Suspense fallback={null}>
      <HeartButton action={to("wishlist")} {...props} />
    </Suspense>
  );
}
