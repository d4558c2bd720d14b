/**
 * A tiny Worker for tests/integration/email-*.test.ts: POST a sign-in code request and it
 * renders the e-mail and sends it with the mailer its bindings configure, exactly as the
 * site's Worker will (parseMailConfig(env) → createMailer → send).
 */
import { parseMailConfig } from "../../workers/email/config";
import { createMailer, MailError } from "../../workers/email/mailer";
import { oneTimeCodeEmail, type OneTimeCodeEmailInput } from "../../workers/email/templates/one-time-code";

export default {
  async fetch(request: Request, env: unknown): Promise<Response> {
    const input = (await request.json()) as OneTimeCodeEmailInput & { to: string };
    try {
      const mailer = createMailer(parseMailConfig(env));
      await mailer.send({ to: input.to, ...oneTimeCodeEmail(input) });
      return Response.json({ sent: true });
    } catch (error) {
      if (error instanceof MailError) {
        return Response.json({ sent: false, kind: error.kind, status: error.status ?? null, message: error.message }, { status: 502 });
      }
      return Response.json({ sent: false, kind: "other", message: String(error) }, { status: 500 });
    }
  },
};
