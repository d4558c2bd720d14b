import { siteMenusSchema, type SiteMenus } from "../menu-schema";
import { menuFiles } from "./menus.generated";

export { menuFiles };

/** Each site's header and footer content, bundled (tenants/menus/<id>.json) and validated at start-up. */
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
