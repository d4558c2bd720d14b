import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { parseForm, plainRefusal } from "../server/forms.server";
import { localPath } from "../server/form-fields.server";
import { translatorFor } from "../server/i18n.server";
import { consentCookie, type ConsentChoice } from "../lib/consent/consent";
import { cachePolicy } from "../lib/http/cache-policy";

/**
 * The cookie banner's three answers: "accept" and "refuse" say it all; "save" keeps what the
 * categories say (the analytics box ticked or not). The page to go back to is on this site.
 */
const consentSchema = z.object({
  choice: z.enum(["accept", "refuse", "save"]),
  analytics: z.literal("on").optional(),
  returnTo: localPath.catch("/"),
});

/** Answering is a change: a GET (a link, a crawler) goes home and changes nothing. */
export async function loader() {
  return new Response(null, { status: 303, headers: { Location: "/", "Cache-Control": cachePolicy("none") } });
}

/**
 * Keeps the visitor's answer in the `caravan_consent` cookie for six months and goes back to the
 * page, 303 (a plain form post without JavaScript; consent-behaviour.ts posts the same form in
 * place). Anything else is refused with the site's message and nothing stored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, consentSchema);
  if (!submission.ok) {
    const t = await translatorFor(context.tenant.language);
    return plainRefusal(t("consent.invalid"), submission.status, { "Cache-Control": cachePolicy("none") });
  }
  const { choice, analytics, returnTo } = submission.value;
  const answer: ConsentChoice = choice === "accept" || (choice === "save" && analytics === "on") ? "granted" : "denied";
  return new Response(null, {
    status: 303,
    headers: { Location: returnTo, "Set-Cookie": consentCookie(answer), "Cache-Control": cachePolicy("none") },
  });
}
