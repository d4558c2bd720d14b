import { siteMenusSchema, type SiteMenus } from "../menu-schema";
import de from "./de.json";
import es from "./es.json";
import fr from "./fr.json";
import int from "./int.json";
import it from "./it.json";
import uk from "./uk.json";
import us from "./us.json";

/** Each site's header and footer content (001 §3), bundled and validated at start-up. */
export const menuFiles: Record<string, unknown> = { int, uk, us, it, es, fr, de };

const menus = new Map<string, SiteMenus>(
  Object.entries(menuFiles).map(([id, raw]) => {
    const parsed = siteMenusSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`tenants/menus/${id}.json: ${issue.path.join(".")} ${issue.message}`);
    }
    return [id, parsed.data];
  }),
);

export function siteMenus(tenantId: string): SiteMenus {
  const found = menus.get(tenantId);
  if (!found) throw new Error(`tenants/menus/${tenantId}.json is missing`);
  return found;
}
