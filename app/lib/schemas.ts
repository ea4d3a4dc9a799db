import { z } from "zod";

/** Form schemas shared by the browser (inline errors) and the server (authoritative). */

export const emailSchema = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email({ error: "Please enter a valid email address." }));

export const newsletterSchema = z.object({
  email: emailSchema,
});

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name.")
    .max(120, "Please keep your name under 120 characters."),
  email: emailSchema,
  subject: z
    .string()
    .trim()
    .min(1, "Please enter a subject.")
    .max(200, "Please keep the subject under 200 characters."),
  message: z
    .string()
    .trim()
    .min(1, "Please enter a message.")
    .max(5000, "Please keep your message under 5,000 characters."),
});

export type FieldErrors = Record<string, string>;

/** First error message per field, for showing next to the field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
