/**
 * A site request's way through the Worker, as an ordered list of named steps. The entry
 * (workers/site.ts) has refused what it must and built the load context; then each step in
 * turn may answer, and the first answer ends the list. The last step, the pages, always
 * answers. Each answer names the headers it leaves with (http/response-headers.ts).
 *
 * A new step goes where its place in the list says when it runs; docs/request-pipeline.md
 * walks through the whole way.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import type { TenantConfig } from "../tenants";
import type { ReadSession } from "./db/read-session";
import { experimentRedirect } from "./flags/experiments";
import { handleSiteChoice, SITE_CHOICE_PATH } from "./geolocation/site-choice";
import { cachePolicy } from "./http/cache-policy";
import { edgeCached, type Overlay } from "./http/edge-cache";
import { answerStorageFailure } from "./http/error-page";
import { answerAllowedMethod } from "./http/method-not-allowed";
import type { HeaderSet } from "./http/response-headers";
import type { LoadContext } from "./load-context";
import { withPersonalOverlay } from "./http/personal-overlay";
import { forgetPersonalState } from "./session/personal-state";
import type { SessionUser } from "./session/types";
import { accountsHostAnswer, personalAreaHref } from "../app/lib/http/accounts-host";
import { withoutSessionCookie } from "../app/lib/http/cookies";

const serverBuild = build as unknown as ServerBuild;
const handleRemixRequest = createRequestHandler(serverBuild);

/**
 * What the app's server entry (app/entry.server.tsx) tells the Worker besides rendering: the
 * name of a site's data file (its catalogue and shell), which a deploy may change alone.
 */
type AppEntry = { siteDataFileOf(tenant: TenantConfig): string };
const appEntry = serverBuild.entry.module as unknown as AppEntry;

export type StepInput = { request: Request; context: LoadContext; env: unknown; ctx: ExecutionContext };
export type Answer = { response: Response; headers: HeaderSet };
export type Step = { name: string; answer(input: StepInput): Promise<Answer | null> | Answer | null };

/** The steps in the order they run. */
export const STEPS: readonly Step[] = [
  { name: "the identity provider's host answers its own paths only", answer: accountsHostOnly },
  { name: "the country modal's choice", answer: siteChoice },
  { name: "an experiment variant's base", answer: experimentBase },
  { name: "the neutral root moves to the visitor's site", answer: visitorSite },
  { name: "the pages, through the edge cache", answer: pages },
];

export async function runSteps(input: StepInput): Promise<Answer> {
  for (const step of STEPS) {
    const answer = await step.answer(input);
    if (answer) return answer;
  }
  throw new Error("the pages step answers every request");
}

function accountsHostOnly({ context }: StepInput): Answer | null {
  if (!context.isAccountsHost || accountsHostAnswer(context.request.path) !== "not-found") return null;
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy("none") };
  return { response: new Response("Not found", { status: 404, headers }), headers: "security" };
}

async function siteChoice({ request, context }: StepInput): Promise<Answer | null> {
  if (context.isAccountsHost || context.request.url.pathname !== SITE_CHOICE_PATH) return null;
  return visitorAnswer(request, context, await handleSiteChoice(request, context.tenant));
}

async function experimentBase({ request, context }: StepInput): Promise<Answer | null> {
  if (context.isAccountsHost) return null;
  const experiment = experimentRedirect(request, context.flags.experiments, context.tenant.experimentBases, context.deviceId);
  if (!experiment) return null;
  if ("refused" in experiment) {
    console.warn(
      `experiment ${experiment.experiment}: ${experiment.refused} is not in experimentBases of ${context.tenant.id}; no redirect`,
    );
    return null;
  }
  return visitorAnswer(request, context, visitorRedirect(experiment.location, null));
}

async function visitorSite({ request, context }: StepInput): Promise<Answer | null> {
  if (context.isAccountsHost) return null;
  const { rootRedirect, setCookie } = context.geolocation;
  return rootRedirect ? visitorAnswer(request, context, visitorRedirect(rootRedirect, setCookie)) : null;
}

/**
 * Anonymous pages may come from the Worker's own copy (http/edge-cache.ts), with this response's
 * nonce; a render that meets a database failure is answered by an older copy when there is one.
 * A signed-in person's page comes from the same copy, their parts written in.
 */
async function pages({ request, context, env, ctx }: StepInput): Promise<Answer> {
  const renderFor =
    (as: LoadContext) =>
    async (page: Request): Promise<Response> => {
      const render = (allowed: Request) => handleRemixRequest(withUrlHost(allowed), as);
      const answer = await answerAllowedMethod(page, serverBuild.routes, as.tenant.language, env, render);
      return withBookmark(await answerStorageFailure(page, storageOf(as), answer), as.readSession);
    };
  const response = await edgeCached(
    request,
    context,
    ctx,
    renderFor(context),
    `${build.assets.version}.${appEntry.siteDataFileOf(context.tenant)}`,
    context.user ? { overlay: personalOverlayOf(context, context.user), anonymous: () => anonymousOf(request, context, renderFor) } : null,
  );
  // What the person wrote (a heart, the newsletter) shows on their next page.
  if (context.user && wrote(request, context)) forgetPersonalState(context.user.id);
  return { response, headers: "page" };
}

/**
 * A signed-in person's request as an anonymous visitor makes it: without the session cookie,
 * nobody signed in. What it renders is the shared copy of the page.
 */
function anonymousOf(request: Request, context: LoadContext, renderFor: (as: LoadContext) => (page: Request) => Promise<Response>) {
  const { request: asVisitor, cookies } = withoutSessionCookie(request);
  const anonymous: LoadContext = {
    ...context,
    user: null,
    personalState: null,
    session: { user: null, familyId: null, setCookie: null },
    request: { ...context.request, cookies },
  };
  return { request: asVisitor, render: renderFor(anonymous) };
}

/** A signed-in person's parts, written into a shared copy of an HTML page (http/personal-overlay.ts). */
function personalOverlayOf(context: LoadContext, user: SessionUser): Overlay {
  return async (copy) => {
    if (!copy.headers.get("Content-Type")?.startsWith("text/html")) return copy;
    try {
      const { saved, newsletter } = await context.personalState!();
      const personalAreaUrl = personalAreaHref(context.accountsOrigin, context.tenant.id);
      const state = { user: { id: user.id, email: user.email, personalAreaUrl, newsletter }, wishlist: saved };
      // Read whole: the copy is in memory already, and one body of known length costs the
      // runtime less than the rewriter's stream of small chunks (bench:load, signed-in pages).
      const overlaid = withPersonalOverlay(copy, state, context.tenant);
      return new Response(await overlaid.arrayBuffer(), { status: overlaid.status, headers: overlaid.headers });
    } catch (error) {
      console.warn("personal overlay: the person's state could not be read; their page is rendered", error);
      return null;
    }
  };
}

/** The request changed something: any method but GET and HEAD, or a GET whose D1 session wrote. */
function wrote(request: Request, context: LoadContext): boolean {
  return (request.method !== "GET" && request.method !== "HEAD") || context.readSession.bookmarkCookie() !== null;
}

/** A redirect of this visitor's: a request that met a database failure still answers 503. */
async function visitorAnswer(request: Request, context: LoadContext, response: Response): Promise<Answer> {
  const answer = await answerStorageFailure(request, storageOf(context), response);
  return { response: withBookmark(answer, context.readSession), headers: "redirect" };
}

/** A request that met a database failure answers 503, whatever its route made of it. */
function storageOf(context: LoadContext) {
  return { language: context.tenant.language, failure: context.storageFailure };
}

/** Each redirect is this visitor's: never stored by a cache. */
function visitorRedirect(location: string, setCookie: string | null): Response {
  const headers = new Headers({ Location: location, "Cache-Control": cachePolicy("none"), Vary: "Cookie" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return new Response(null, { status: 302, headers });
}

/**
 * A request whose D1 session wrote, signed in or not, sends the session's bookmark back: the
 * browser's next pages read the write from any replica (db/read-session.ts). It is set on the
 * rendered answer itself, before the edge cache decides: an answer that sets a cookie is never kept.
 */
function withBookmark(response: Response, session: ReadSession): Response {
  const cookie = session.bookmarkCookie();
  if (!cookie) return response;
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The URL's host is the one the entry's origin check trusted. Local runners may rewrite the
 * Host header to their loopback address, which Remix's own action check would refuse.
 */
function withUrlHost(request: Request): Request {
  const host = new URL(request.url).host;
  if (request.headers.get("Host") === host) return request;
  const headers = new Headers(request.headers);
  headers.set("Host", host);
  return new Request(request, { headers });
}
