import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { accountsOf } from "../server/auth.server";
import { dataResponse } from "../server/auth-api.server";

/** 000 §7 / 001 §7 the current user: { data: { id, email, pictureImage, acceptedFlags } }; 401 for visitors. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = context.user ? await accountsOf(context).userById(context.user.id) : null;
  if (!user) {
    return Response.json({ error: { code: "UNAUTHENTICATED", message: "Not signed in", extra: {} } }, { status: 401, headers: { "Cache-Control": "no-store" } });
  }
  return dataResponse({
    id: user.id,
    email: user.email,
    pictureImage: user.pictureImage,
    acceptedFlags: {
      newsletter: user.newsletter,
      privacyPolicy: user.privacyPolicy,
      terms: user.terms,
      marketing: user.marketingConsent,
    },
  });
}
