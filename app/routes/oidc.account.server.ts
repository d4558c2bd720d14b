import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import type { PersonalAreaFailure } from "../components/account/use-personal-area";
import { formFailure, intent, runIntents } from "../server/forms.server";
import { refusal } from "../lib/forms/failure";
import { PASSKEY_NAME_MAX } from "../lib/account/passkey-name";
import { accountsOf } from "../server/account/auth.server";
import { translatorFor } from "../server/i18n.server";
import { clientOf, NO_STORE, providerCookie, providerOf, providerSessionOf } from "../server/account/oidc-provider.server";
import { seoOf } from "../server/seo.server";
import { personalPollsOf, revokePollForm, stopPoll } from "../server/trip-polls.server";
import { savedSearchIntents, savedSearchList } from "../server/saved-search-forms.server";

/**
 * The communications' one rule: the newsletter is the travel ideas and offers the marketing
 * choice asks about, so it cannot be on while that choice is no (subscribing elsewhere says
 * yes to it too, see the accounts service's subscribeNewsletter).
 */
const communicationsForm = z
  .object({
    marketingConsent: z.enum(["yes", "no"]),
    newsletter: z.literal("on").optional(),
  })
  .refine((choice) => !(choice.newsletter === "on" && choice.marketingConsent === "no"), {
    path: ["newsletter"],
    message: "account.area.newsletterNeedsConsent",
  });
const PASSKEY_ID = /^[A-Za-z0-9_-]{1,1400}$/;
const passkeyForm = z.object({ passkey: z.string().regex(PASSKEY_ID) });
const renamePasskeyForm = passkeyForm.extend({ name: z.string().trim().min(1).max(PASSKEY_NAME_MAX) });
const endSessionForm = z.object({ session: z.uuid() });

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
  const accounts = accountsOf(context);
  const userId = session.user.id;
  const area = (query: Record<string, string>, hash: string, headers: HeadersInit = NO_STORE) =>
    redirect(`/oidc/account?${new URLSearchParams({ client_id: clientId, ...query })}${hash}`, { status: 303, headers });
  const signedOut = () =>
    redirect(`/oidc/end-session?${new URLSearchParams({ client_id: clientId })}`, {
      status: 303,
      headers: { "Set-Cookie": providerCookie(context, null), ...NO_STORE },
    });
  const home = `/oidc/account?${new URLSearchParams({ client_id: clientId })}#saved-searches`;
  return runIntents<Response | ReturnType<typeof refuse>, ReturnType<typeof refuse>>(
    request,
    {
      communications: intent(communicationsForm, async ({ marketingConsent, newsletter }) => {
        await accounts.updateCommunications(userId, { marketingConsent: marketingConsent === "yes", newsletter: newsletter === "on" });
        return area({ saved: "1" }, "#communications");
      }),
      "accept-policies": intent(z.object({}), async () => {
        await accounts.acceptPolicies(userId);
        return area({ saved: "1" }, "#communications");
      }),
      "remove-passkey": intent(passkeyForm, async ({ passkey }) => {
        await context.services.passkeys.remove(userId, passkey);
        return area({ done: "removed" }, "#passkeys");
      }),
      "rename-passkey": {
        ...intent(renamePasskeyForm, async ({ passkey, name }) => {
          const renamed = await context.services.passkeys.rename(userId, passkey, name);
          return area({ done: renamed ? "renamed" : "removed" }, "#passkeys");
        }),
        // A name left empty or too long: the page again with the message at that passkey's field.
        refuse: (_failure, status, form) => {
          const passkey = form?.get("passkey");
          return refuse(
            { ...refusal("account.area.passkeyNameInvalid", "name"), passkey: typeof passkey === "string" ? passkey : "" },
            status,
          );
        },
      },
      "end-session": intent(endSessionForm, async ({ session: ended }) => {
        // Only the person's own sessions (the user id is part of the update); every site under it ends too.
        await context.sessions!.records.endProviderSession(ended, userId);
        return ended === session.sessionId ? signedOut() : area({ done: "ended" }, "#sessions");
      }),
      "revoke-poll": intent(revokePollForm, async ({ pollId }) =>
        area({ done: (await stopPoll(context, userId, pollId)) ? "pollStopped" : "pollUnknown" }, "#shared-polls"),
      ),
      "sign-out-everywhere": intent(z.object({}), async () => {
        // Every session on every site and device, the grants of every client, and this provider cookie.
        await provider.revokeUser(userId);
        return signedOut();
      }),
      // The watched searches' forms (rename, pause, resume, delete), as on the wishlist page.
      ...savedSearchIntents(context, userId, home, home),
    },
    {
      invalid: "account.area.choose",
      // The communications' one rule has its own message; any other refused form is one to choose again.
      refuse: (failure, status) => refuse(failure.fieldErrors.newsletter ? failure : refusal("account.area.choose"), status),
    },
  );
}

/** A refused form of the personal area (and, for a passkey's name, which passkey). */
export type AccountAreaFailure = PersonalAreaFailure;

function refuse(failure: AccountAreaFailure, status: number) {
  return formFailure<AccountAreaFailure>(failure, status, NO_STORE);
}

/** A session's device as the list shows it: browser and system from the User-Agent, or null. */
function deviceName(device: string | null): string | null {
  if (!device) return null;
  const system = /iPhone|iPad|Android|Windows|Mac OS X|Linux|CrOS/.exec(device)?.[0]?.replace("Mac OS X", "macOS");
  const browser = /Edg|Firefox|Chrome|Safari/.exec(device)?.[0]?.replace("Edg", "Edge");
  return [browser, system].filter(Boolean).join(" · ") || device.slice(0, 60);
}
