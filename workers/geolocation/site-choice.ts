import { z } from "zod";
import { getTenant, type TenantConfig } from "../../tenants";
import { readForm } from "../http/body";
import { isSiteHost, siteChoiceCookie, siteOriginFrom } from "./geolocation";
import { cachePolicy } from "../../app/lib/http/cache-policy";

/** The fixed path the country modal's choice is posted to (handled by the Worker entry, before Remix). */
export const SITE_CHOICE_PATH = "/site-choice";

const choiceSchema = z.object({
  site: z.string().regex(/^[a-z]{2,3}$/),
  to: z.string().max(2048).optional(),
});

/**
 * The visitor's answer to the country modal. The choice is kept in the cookie (a
 * year) and the visitor goes on (303): to `to` on the chosen site when it is that site's
 * address (this site: a local path), else to the chosen site's home. Nothing else is a
 * destination, so the form cannot be used to send anyone elsewhere.
 */
export async function handleSiteChoice(request: Request, current: TenantConfig): Promise<Response> {
  if (request.method !== "POST") {
    return new Response("Use POST.", {
      status: 405,
      headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy("none") },
    });
  }
  const read = await readForm(request);
  const parsed = read.ok ? choiceSchema.safeParse(Object.fromEntries(read.form)) : null;
  const site = parsed?.success ? getTenant(parsed.data.site) : undefined;
  if (!parsed?.success || !site) {
    const status = read.ok ? 400 : read.status;
    return new Response("The choice of site is not valid.", {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy("none") },
    });
  }
  const url = new URL(request.url);
  return new Response(null, {
    status: 303,
    headers: {
      Location: destinationOf(site, current, parsed.data.to, url),
      "Set-Cookie": siteChoiceCookie(site.id),
      "Cache-Control": cachePolicy("none"),
    },
  });
}

function destinationOf(site: TenantConfig, current: TenantConfig, to: string | undefined, url: URL): string {
  const home = `${siteOriginFrom(site, url)}/`;
  if (!to) return site.id === current.id ? "/" : home;
  if (site.id === current.id) {
    // A local path only: "//host" and "/\host" are other hosts to a browser, and a browser
    // drops tabs and line breaks from a URL before reading it ("/<tab>/host" is "//host").
    return /^\/(?![/\\])[^\s]*$/.test(to) ? to : "/";
  }
  try {
    const target = new URL(to);
    return /^https?:$/.test(target.protocol) && isSiteHost(site, target.hostname) && !target.username && !target.password
      ? target.href
      : home;
  } catch {
    return home;
  }
}
