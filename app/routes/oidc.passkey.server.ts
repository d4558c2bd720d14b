import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { localPath } from "../server/form-fields.server";
import { translatorFor } from "../server/i18n.server";
import {
  clientOf,
  deviceOf,
  establishProviderSession,
  NO_STORE,
  providerFlowOf,
  providerOf,
  providerSessionOf,
  siteOriginOf,
} from "../server/account/oidc-provider.server";
import { passkeyLaterCookie } from "../server/account/passkeys.server";
import { seoOf } from "../server/seo.server";

/**
 * Where the offer leads on: `next` (a path of the accounts host: the authorization request or
 * the personal area) or `return` (a path of the client site `client_id`, after a site's inline
 * sign-in handed its session over).
 */
function onwardOf(url: URL): string | null {
  const client = clientOf(url.searchParams.get("client_id"));
  const next = url.searchParams.get("next");
  const back = url.searchParams.get("return");
  if (next !== null) return localPath.safeParse(next).success && next.startsWith("/oidc/") ? next : null;
  if (client && back !== null && localPath.safeParse(back).success) return siteOriginOf(client, url) + back;
  return null;
}

/**
 * GET /oidc/passkey: after a code sign-in, the offer to add a passkey (deliverable
 * 7). "Add a passkey" runs the WebAuthn ceremony here, on the accounts host (the RP ID, see
 * workers/services/accounts/passkeys.ts); "Not now" goes on, remembered for 30 days.
 */
export async function passkeyOfferLoader({ request, context }: LoaderFunctionArgs) {
  const provider = providerOf(context);
  const url = new URL(request.url);
  const onward = onwardOf(url);
  const t = await translatorFor(context.tenant.language);
  if (!onward)
    return data({ onward: null, seo: await seoOf(context, t("account.provider.refusedTitle")) }, { status: 400, headers: NO_STORE });
  const session = await providerSessionOf(request, context, provider);
  if (!session) throw redirect(onward, { status: 303, headers: NO_STORE });
  return data({ onward, seo: await seoOf(context, t("account.passkey.offerTitle")) }, { headers: NO_STORE });
}

const call = z.discriminatedUnion("op", [
  z.object({ op: z.literal("register-options") }),
  z.object({ op: z.literal("register"), response: z.unknown() }),
  z.object({ op: z.literal("sign-in-options") }),
  z.object({ op: z.literal("sign-in"), response: z.unknown(), flow: z.string().max(4000) }),
  z.object({ op: z.literal("later") }),
]);

const fail = (status: number, error: string) => Response.json({ error }, { status, headers: NO_STORE });

/**
 * POST /oidc/passkey/ceremony (JSON, from the passkey script on the provider's pages; same-origin only,
 * as every POST): the ceremonies' two halves. Adding needs the provider session; signing in
 * opens it (amr "hwk", plus "user" when the person was verified) and answers where the flow
 * goes on.
 */
export async function passkeyAction({ request, context }: ActionFunctionArgs) {
  const provider = providerOf(context);
  const passkeys = context.services.passkeys;
  if (!(request.headers.get("Content-Type") ?? "").startsWith("application/json")) return fail(415, "invalid");
  const text = await request.text();
  if (text.length > 32_000) return fail(413, "invalid");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(400, "invalid");
  }
  const parsed = call.safeParse(body);
  if (!parsed.success) return fail(400, "invalid");
  const input = parsed.data;
  try {
    if (input.op === "later") return Response.json({ ok: true }, { headers: { "Set-Cookie": passkeyLaterCookie, ...NO_STORE } });
    if (input.op === "sign-in-options") return Response.json(await passkeys.authenticationOptions(), { headers: NO_STORE });
    if (input.op === "sign-in") {
      const found = providerFlowOf(new URL(`/oidc/sign-in?${input.flow}`, request.url));
      if (found.kind !== "flow") return fail(400, "invalid");
      const verified = await passkeys.authenticate(input.response);
      const user = await context.services.accounts?.userById(verified.userId);
      if (user?.role !== "USER") return fail(400, "unknown");
      const cookie = await establishProviderSession(request, context, provider, user, {
        site: found.flow.client.id,
        amr: passkeys.amr(verified.userVerified),
      });
      return Response.json({ next: found.flow.continuation }, { headers: { "Set-Cookie": cookie, ...NO_STORE } });
    }
    const session = await providerSessionOf(request, context, provider);
    if (!session) return fail(401, "signedOut");
    if (input.op === "register-options")
      return Response.json(await passkeys.registrationOptions({ id: session.user.id, email: session.user.email }), { headers: NO_STORE });
    const added = await passkeys.register(session.user.id, input.response, nameOf(deviceOf(request)));
    return Response.json({ id: added.id, name: added.name }, { headers: NO_STORE });
  } catch (error) {
    const refused = passkeys.refusalOf(error);
    if (refused) return fail(refused === "expired" ? 409 : 400, refused);
    throw error;
  }
}

/** A passkey's name from where it was made: the browser and system the User-Agent names. */
export function nameOf(device: string | null): string {
  if (!device) return "Passkey";
  const system = /iPhone|iPad|Android|Windows|Mac OS X|Linux|CrOS/.exec(device)?.[0]?.replace("Mac OS X", "macOS") ?? "";
  const browser = /Edg|Firefox|Chrome|Safari/.exec(device)?.[0]?.replace("Edg", "Edge") ?? "";
  return [browser, system].filter(Boolean).join(" · ") || "Passkey";
}
