import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { AccountError, accountsOf, startSession } from "../server/auth.server";
import { accountErrorResponse, dataResponse, readAuthBody } from "../server/auth-api.server";

export async function loader() {
  return Response.json(
    { error: { code: "METHOD_NOT_ALLOWED", message: "Use POST.", extra: {} } },
    { status: 405, headers: { Allow: "POST" } },
  );
}

/** 000 §7 POST /auth/complete-otp { otp, email } → { data: { jwt, refreshToken } } and the session cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readAuthBody(request);
  if (!read.ok) return read.response;
  try {
    const user = await accountsOf(context).completeCode(read.body.email, read.body.otp);
    const { tokens, cookie } = await startSession(context, user, request);
    return dataResponse({ jwt: tokens.jwt, refreshToken: tokens.refreshToken }, { "Set-Cookie": cookie });
  } catch (error) {
    if (error instanceof AccountError) return accountErrorResponse(error);
    throw error;
  }
}
