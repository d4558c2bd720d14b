/**
 * 405 Method Not Allowed, with the Allow header HTTP asks of it: the methods each route of the build takes, and
 * the answer to any other, in the site's language with an `Allow` header. A route takes GET
 * and HEAD when it has a loader and POST when it has an action: HTML forms send nothing else,
 * and an action is written for POST (Remix would hand it a PUT, PATCH or DELETE just the same).
 *
 * A route whose loader or action only refuses (in its own API's error shape) still answers
 * that method itself, and names what it takes in its `handle` (`{ allow: ["POST"] }`), so the
 * other methods' `Allow` header lists the same.
 *
 * A page without an action is left to Remix, whose root boundary shows the 405 inside the
 * site (header, footer, the page's language); the entry adds the `Allow` header to it. Every
 * other refusal is answered here before any route runs: Remix's own answer for a resource
 * route is `{"message":"Unexpected Server Error"}`, and a page with an action would run it.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { matchRoutes } from "@remix-run/react";
import { catalogues } from "../../locales";
import type { Language } from "../../tenants";
import { NO_STORE } from "../../app/lib/http/cache-policy";
import { refusalResponse } from "./refusal-page";

type Manifest = ServerBuild["routes"];
type RouteObject = Parameters<typeof matchRoutes>[0][number];

export type RouteMethods = {
  /** The methods the route takes, as the `Allow` header lists them. */
  allow: string[];
  /** The methods the route has a handler for (which may answer a refusal of its own). */
  handled: string[];
  /** Remix answers a method this route does not take with a page of the site (its root boundary). */
  remixRefuses: boolean;
};

const trees = new WeakMap<Manifest, RouteObject[]>();

/** The route tree Remix matches against (its manifest's parent links), made once per build. */
function treeOf(manifest: Manifest): RouteObject[] {
  let tree = trees.get(manifest);
  if (!tree) {
    const childrenOf = (parentId: string | undefined): RouteObject[] =>
      Object.values(manifest)
        .filter((route) => route?.parentId === parentId)
        .map(
          (route) =>
            ({
              id: route!.id,
              path: route!.path,
              index: route!.index,
              caseSensitive: route!.caseSensitive,
              children: childrenOf(route!.id),
            }) as RouteObject,
        );
    tree = childrenOf(undefined);
    trees.set(manifest, tree);
  }
  return tree;
}

/** The methods of the route a request reaches, as Remix matches it (a single-fetch `.data` URL names its page); null when none matches. */
export function routeMethodsOf(manifest: Manifest, url: URL): RouteMethods | null {
  const pathname = url.pathname.endsWith(".data") ? url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") : url.pathname;
  const leaf = matchRoutes(treeOf(manifest), pathname)?.at(-1);
  const module = leaf?.route.id ? manifest[leaf.route.id]?.module : undefined;
  if (!module) return null;
  const handled = [...(module.loader ? ["GET", "HEAD"] : []), ...(module.action ? ["POST"] : [])];
  const declared = (module.handle as { allow?: unknown } | undefined)?.allow;
  const allow = Array.isArray(declared) ? declared.map(String) : handled;
  return { allow, handled, remixRefuses: module.default !== undefined && !module.action };
}

/** The `Allow` header's value. */
export function allowHeader(methods: RouteMethods): string {
  return methods.allow.join(", ");
}

/**
 * The 405 of a route that does not take the request's method: JSON for the JSON APIs and the
 * identity provider's endpoints (and any caller asking for JSON, a single fetch included), the
 * small refusal page otherwise.
 */
export function methodNotAllowedResponse(request: Request, language: Language, methods: RouteMethods, rawEnv?: unknown): Response {
  const url = new URL(request.url);
  const wantsJson =
    /^\/(api|auth|oidc)\//.test(url.pathname) ||
    url.pathname.endsWith(".data") ||
    /\bapplication\/json\b/.test(request.headers.get("Accept") ?? "");
  const response = wantsJson
    ? Response.json(
        { errors: { formErrors: [catalogues[language].accountSteps.http["405"].title], fieldErrors: {} } },
        { status: 405, headers: { ...NO_STORE, "Content-Language": language } },
      )
    : refusalResponse(request, 405, rawEnv);
  response.headers.set("Allow", allowHeader(methods));
  return response;
}

/**
 * The route's answer through `render` (Remix), unless the route does not take the method: then
 * the 405 above, or Remix's own page with the `Allow` header added.
 */
export async function answerAllowedMethod(
  request: Request,
  manifest: Manifest,
  language: Language,
  rawEnv: unknown,
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  const methods = routeMethodsOf(manifest, new URL(request.url));
  if (!methods || methods.handled.includes(request.method)) return render(request);
  if (!methods.remixRefuses) return methodNotAllowedResponse(request, language, methods, rawEnv);
  const response = await render(request);
  if (response.status !== 405 || response.headers.has("Allow")) return response;
  const headers = new Headers(response.headers);
  headers.set("Allow", allowHeader(methods));
  return new Response(response.body, { status: 405, statusText: response.statusText, headers });
}
