import { z } from "zod";
import { emailField } from "../server/form-fields.server";

/** 001 §4 newsletter form. */
export const newsletterSchema = z.object({ email: emailField });
