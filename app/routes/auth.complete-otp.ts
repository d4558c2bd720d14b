import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { AccountError, accountsOf, startSession } from "../server/account/auth.server";
import { accountErrorResponse, dataResponse, methodNotAllowedResponse, readAuthBody } from "../server/account/auth-api.server";

/** POST only: the loader answers a GET with this API's own 405 (workers/http/method-not-allowed.ts). */
export const handle = { allow: ["POST"] };

export async function loader({ context }: LoaderFunctionArgs) {
  return methodNotAllowedResponse(context.tenant.language);
}

/** POST /auth/complete-otp { otp, email } → { data: { jwt, refreshToken } } and the session cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readAuthBody(request, context.tenant.language);
  if (!read.ok) return read.response;
  try {
    const user = await accountsOf(context).completeCode(read.body.email, read.body.otp);
    const { tokens, cookie } = await startSession(context, user, request);
    return dataResponse({ jwt: tokens.jwt, refreshToken: tokens.refreshToken }, { "Set-Cookie": cookie });
  } catch (error) {
    if (error instanceof AccountError) return accountErrorResponse(error, context.tenant.language);
    throw error;
  }
}
