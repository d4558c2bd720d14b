import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { AccountError, accountsOf } from "../server/account/auth.server";
import { accountErrorResponse, dataResponse, methodNotAllowedResponse, readAuthBody } from "../server/account/auth-api.server";
import { codeLinkFor } from "../server/account/sign-in.server";

/** POST only: the loader answers a GET with this API's own 405 (workers/http/method-not-allowed.ts). */
export const handle = { allow: ["POST"] };

export async function loader({ context }: LoaderFunctionArgs) {
  return methodNotAllowedResponse(context.tenant.language);
}

/**
 * POST /auth/generate-otp { email } → { data: { renewableIn } }. A new person also
 * sends their step-2 answers ({ marketingConsent, taxCode }); without them the answer is a
 * VALIDATION_ERROR whose extra says isNewUser (the step-2-new-user screen).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readAuthBody(request, context.tenant.language);
  if (!read.ok) return read.response;
  const { email, marketingConsent, taxCode } = read.body;
  try {
    const result = await accountsOf(context).requestCode(email, {
      registration: { marketingConsent, taxCode },
      link: codeLinkFor(request, context),
    });
    return dataResponse(result);
  } catch (error) {
    if (error instanceof AccountError) return accountErrorResponse(error, context.tenant.language);
    throw error;
  }
}
