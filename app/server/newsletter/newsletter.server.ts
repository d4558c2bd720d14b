/**
 * The newsletter forms' side of the newsletter service (context.services.newsletter): what its
 * failures mean to a form.
 */
import { NewsletterMailError } from "../../../workers/services/newsletter";

/** The service could not send its e-mail (the form says MAIL_NOT_SENT); any other error is not this one. */
export function isMailNotSent(error: unknown): boolean {
  return error instanceof NewsletterMailError;
}
