import { type Language, renderTemplate } from "@neraca/core";
import type { FieldErrors } from "../../lib/api-client";

/** Same rule as the API's email check (zod `z.email()` accepts this shape). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The login form's checks with the API's messages, without loading zod: the login page is the
 * first download and must stay small (issue 3: ≤ 300 kB gzip).
 */
export function loginErrors(values: { email?: string; password?: string }, language: Language): FieldErrors {
  const errors: FieldErrors = {};
  const email = (values.email ?? "").trim();
  if (email === "") errors.email = [renderTemplate("required", "email", language)];
  else if (!EMAIL.test(email)) errors.email = [renderTemplate("email", "email", language)];
  if (!values.password) errors.password = [renderTemplate("required", "password", language)];
  return errors;
}
