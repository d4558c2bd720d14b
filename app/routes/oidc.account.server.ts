import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { parseFormData, readForm } from "../server/forms.server";
import { PASSKEY_NAME_MAX } from "../lib/account/passkey-name";
import { accountsOf } from "../server/account/auth.server";
import { translatorFor } from "../server/i18n.server";
import { clientOf, NO_STORE, providerCookie, providerOf, providerSessionOf } from "../server/account/oidc-provider.server";
import { seoOf } from "../server/seo.server";
import { personalPollsOf, stopPoll } from "../server/trip-polls.server";
import { isSavedSearchIntent, savedSearchFormAction, savedSearchList } from "../server/saved-search-forms.server";

/**
 * The communications' one rule: the newsletter is the travel ideas and offers the marketing
 * choice asks about, so it cannot be on while that choice is no (subscribing elsewhere says
 * yes to it too, see the accounts service's subscribeNewsletter).
 */
const communicationsForm = z
  .object({
    intent: z.literal("communications"),
    marketingConsent: z.enum(["yes", "no"]),
    newsletter: z.literal("on").optional(),
  })
  .refine((choice) => !(choice.newsletter === "on" && choice.marketingConsent === "no"), {
    path: ["newsletter"],
    message: "account.area.newsletterNeedsConsent",
  });
const intentForm = z.object({ intent: z.enum(["accept-policies", "sign-out-everywhere"]) });
const removePasskeyForm = z.object({ intent: z.literal("remove-passkey"), passkey: z.string().regex(/^[A-Za-z0-9_-]{1,1400}$/) });
const PASSKEY_ID = /^[A-Za-z0-9_-]{1,1400}$/;
const renamePasskeyForm = z.object({
  intent: z.literal("rename-passkey"),
  passkey: z.string().regex(PASSKEY_ID),
  name: z.string().trim().min(1).max(PASSKEY_NAME_MAX),
});
const endSessionForm = z.object({ intent: z.literal("end-session"), session: z.uuid() });

/**
 * GET /oidc/account: the personal area on the provider: the e-mail, the consents
 * (privacy policy and terms with their versions and dates; marketing and the newsletter,
 * editable), the passkeys, the trips shared with friends and the watched searches,
 * the sessions, and "sign out everywhere". Only for the person signed in at the provider;
 * anyone else signs in first and comes back.
 */
export async function accountLoader({ request, context }: LoaderFunctionArgs) {
  const provider = providerOf(context);
  const url = new URL(request.url);
  const client = clientOf(url.searchParams.get("client_id"));
  const session = await providerSessionOf(request, context, provider);
  if (!session) {
    const back = new URLSearchParams({ client_id: client?.id ?? context.tenant.id, next: "account" });
    throw redirect(`/oidc/sign-in?${back}`, { status: 303, headers: NO_STORE });
  }
  const t = await translatorFor(context.tenant.language);
  const { user } = session;
  const day = (ms: number) =>
    new Intl.DateTimeFormat(context.tenant.locale, { dateStyle: "long", timeZone: context.tenant.timeZone }).format(ms);
  const moment = (ms: number) =>
    new Intl.DateTimeFormat(context.tenant.locale, { dateStyle: "medium", timeStyle: "short", timeZone: context.tenant.timeZone }).format(
      ms,
    );
  const [passkeys, sessions, polls, searches] = await Promise.all([
    context.services.passkeys.list(user.id),
    context.sessions!.records.activeSessions(user.id),
    // The trips the person shares with friends, and the searches they watch (each linking to its site).
    personalPollsOf(context, user.id),
    savedSearchList(context, user.id, null),
  ]);
  return data(
    {
      passkeys: passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        created: day(p.created_at),
        lastUsed: p.last_used_at ? moment(p.last_used_at) : null,
      })),
      // Each browser's sign-in: its device, the sites under it, when it was last seen, how it began.
      sessions: sessions.map((s) => {
        const lastSeen = Math.max(s.last_seen_at, ...s.sites.map((site) => site.last_seen_at));
        return {
          id: s.id,
          device: deviceName(s.device),
          sites: [...new Set([s.site, ...s.sites.map((site) => site.site)].filter((id): id is string => !!id))]
            .map((id) => clientOf(id)?.name ?? id)
            .join(", "),
          lastSeen: moment(lastSeen),
          passkey: s.amr.split(" ").includes("hwk"),
          current: s.id === session.sessionId,
        };
      }),
      polls,
      searches,
      notice: url.searchParams.get("done"),
      email: user.email,
      privacyPolicy: user.privacyPolicy ? { version: user.privacyPolicy.version, date: day(user.privacyPolicy.acceptedAt) } : null,
      terms: user.terms ? { version: user.terms.version, date: day(user.terms.acceptedAt) } : null,
      marketingConsent: user.marketingConsent,
      newsletter: user.newsletter,
      saved: url.searchParams.get("saved") === "1",
      seo: await seoOf(context, t("account.area.title")),
    },
    { headers: NO_STORE },
  );
}

export async function accountAction({ request, context }: ActionFunctionArgs) {
  const provider = providerOf(context);
  const session = await providerSessionOf(request, context, provider);
  const url = new URL(request.url);
  const clientId = clientOf(url.searchParams.get("client_id"))?.id ?? context.tenant.id;
  if (!session)
    throw redirect(`/oidc/sign-in?${new URLSearchParams({ client_id: clientId, next: "account" })}`, { status: 303, headers: NO_STORE });
  const body = await readForm(request);
  if (!body.ok) return new Response(null, { status: body.status });
  // The watched searches' forms (rename, pause, resume, delete), as on the wishlist page.
  if (isSavedSearchIntent(body.form.get("intent"))) {
    const home = `/oidc/account?${new URLSearchParams({ client_id: clientId })}#saved-searches`;
    return savedSearchFormAction(body.form, context, session.user.id, home, home);
  }
  const fields = Object.fromEntries(body.form);
  const accounts = accountsOf(context);
  const back = `/oidc/account?${new URLSearchParams({ client_id: clientId, saved: "1" })}`;

  const communications = communicationsForm.safeParse(fields);
  if (!communications.success && communications.error.issues.some((issue) => issue.path[0] === "newsletter"))
    return data({ error: "account.area.newsletterNeedsConsent" }, { status: 400, headers: NO_STORE });
  if (communications.success) {
    await accounts.updateCommunications(session.user.id, {
      marketingConsent: communications.data.marketingConsent === "yes",
      newsletter: communications.data.newsletter === "on",
    });
    return redirect(`${back}#communications`, { status: 303, headers: NO_STORE });
  }
  const removal = removePasskeyForm.safeParse(fields);
  if (removal.success) {
    await context.services.passkeys.remove(session.user.id, removal.data.passkey);
    return redirect(`/oidc/account?${new URLSearchParams({ client_id: clientId, done: "removed" })}#passkeys`, {
      status: 303,
      headers: NO_STORE,
    });
  }
  if (fields.intent === "rename-passkey") {
    const renaming = parseFormData(body.form, renamePasskeyForm);
    // A name left empty or too long: the page again with the message at that passkey's field.
    if (!renaming.ok)
      return data(
        { rename: { passkey: String(fields.passkey ?? ""), error: "account.area.passkeyNameInvalid" } },
        { status: 400, headers: NO_STORE },
      );
    const renamed = await context.services.passkeys.rename(session.user.id, renaming.value.passkey, renaming.value.name);
    return redirect(`/oidc/account?${new URLSearchParams({ client_id: clientId, done: renamed ? "renamed" : "removed" })}#passkeys`, {
      status: 303,
      headers: NO_STORE,
    });
  }
  const ending = endSessionForm.safeParse(fields);
  if (ending.success) {
    // Only the person's own sessions (the user id is part of the update); every site under it ends too.
    await context.sessions!.records.endProviderSession(ending.data.session, session.user.id);
    if (ending.data.session === session.sessionId)
      return redirect(`/oidc/end-session?${new URLSearchParams({ client_id: clientId })}`, {
        status: 303,
        headers: { "Set-Cookie": providerCookie(context, null), ...NO_STORE },
      });
    return redirect(`/oidc/account?${new URLSearchParams({ client_id: clientId, done: "ended" })}#sessions`, {
      status: 303,
      headers: NO_STORE,
    });
  }
  const stopped = await stopPoll(context, session.user.id, fields);
  if (stopped !== null) {
    return redirect(
      `/oidc/account?${new URLSearchParams({ client_id: clientId, done: stopped ? "pollStopped" : "pollUnknown" })}#shared-polls`,
      {
        status: 303,
        headers: NO_STORE,
      },
    );
  }
  const intent = intentForm.safeParse(fields);
  if (!intent.success) return data({ error: "account.area.choose" }, { status: 400, headers: NO_STORE });
  if (intent.data.intent === "accept-policies") {
    await accounts.acceptPolicies(session.user.id);
    return redirect(`${back}#communications`, { status: 303, headers: NO_STORE });
  }
  // Every session on every site and device, the grants of every client, and this provider cookie.
  await provider.revokeUser(session.user.id);
  return redirect(`/oidc/end-session?${new URLSearchParams({ client_id: clientId })}`, {
    status: 303,
    headers: { "Set-Cookie": providerCookie(context, null), ...NO_STORE },
  });
}

/** A session's device as the list shows it: browser and system from the User-Agent, or null. */
function deviceName(device: string | null): string | null {
  if (!device) return null;
  const system = /iPhone|iPad|Android|Windows|Mac OS X|Linux|CrOS/.exec(device)?.[0]?.replace("Mac OS X", "macOS");
  const browser = /Edg|Firefox|Chrome|Safari/.exec(device)?.[0]?.replace("Edg", "Edge");
  return [browser, system].filter(Boolean).join(" · ") || device.slice(0, 60);
}
