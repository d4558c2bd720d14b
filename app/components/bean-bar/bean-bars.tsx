import { useRootData } from "../shell/use-tenant";

/**
 * Bean bars, under the header: HTML the server rendered (bean-bar-markup.tsx), so the
 * first visit's JavaScript does not grow with them; closing in place and the scroll report load
 * with them (bean-bar.ts watches each element once).
 */
export function BeanBars() {
  const root = useRootData();
  if (!root?.beans) return null;
  const { pageType } = root;
  return (
    <div
      className="bean-bars"
      ref={(bars) => void (bars && import("./bean-bar").then((behaviour) => behaviour.watch(bars, pageType)))}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of BeanBarsMarkup (see above), not content from a request.
      dangerouslySetInnerHTML={{ __html: root.beans }}
    />
  );
}
