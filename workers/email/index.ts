import { parseMailConfig } from "./config";
import { createMailer, type Mailer } from "./mailer";

/** The mailer the Worker's settings choose (SMTP locally, an e-mail API or binding in production). */
export function mailerFromEnv(rawEnv: unknown): Mailer {
  return createMailer(parseMailConfig(rawEnv));
}
