import { z } from "zod";
import routeTable from "./routes.json";

const routeKeys = Object.keys(routeTable) as [keyof typeof routeTable, ...(keyof typeof routeTable)[]];

/** Where a menu item goes: a page of this site by route key (localized), or an outside URL. */
export const menuLinkSchema = z.union([
  z.strictObject({
    route: z.enum(routeKeys),
    params: z.record(z.string(), z.string()).optional(),
    query: z.record(z.string(), z.string()).optional(),
  }),
  z.strictObject({ url: z.url({ protocol: /^https$/ }) }),
]);

/** A menu item of the header or footer. Destination badges: NEW, HOT, SAFE. */
export type MenuItem = {
  id: string;
  label: string;
  type: "mega-menu" | "drop-down" | "columns" | "plain";
  link?: z.infer<typeof menuLinkSchema>;
  icon?: string;
  badge?: "NEW" | "HOT" | "SAFE";
  target?: "_blank";
  removeAccordionOnMobile?: boolean;
  children?: MenuItem[];
};

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    label: z.string().min(1).max(60),
    type: z.enum(["mega-menu", "drop-down", "columns", "plain"]),
    link: menuLinkSchema.optional(),
    icon: z.string().max(4).optional(),
    badge: z.enum(["NEW", "HOT", "SAFE"]).optional(),
    target: z.literal("_blank").optional(),
    removeAccordionOnMobile: z.boolean().optional(),
    children: z.array(menuItemSchema).max(40).optional(),
  }),
);

const imageSchema = z.strictObject({
  label: z.string().min(1),
  image: z.string().regex(/^\/images\/[a-z0-9/-]+\.svg$/, "must be an SVG under /images/"),
  url: z.url({ protocol: /^https$/ }).optional(),
  imageHeight: z.number().int().positive().max(120).optional(),
});

/** The footer's content and the header menu: what ops change per site without code. */
export const siteMenusSchema = z.strictObject({
  header: z.array(menuItemSchema).min(1).max(8),
  footer: z.strictObject({
    menu: z.array(menuItemSchema).min(1).max(6),
    footerMessage: z.string().min(1),
    collapseOpenMessage: z.string().min(1),
    collapseCloseMessage: z.string().min(1),
    paymentMessage: z.string().min(1),
    badges: z.array(imageSchema).max(8),
    paymentSystems: z.array(imageSchema).max(12),
    showUserRating: z.boolean(),
  }),
});

export type SiteMenus = z.infer<typeof siteMenusSchema>;
export type MenuLink = z.infer<typeof menuLinkSchema>;
