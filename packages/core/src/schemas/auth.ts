import { z } from "zod";
import { rule } from "../messages/issues.js";
import { emailField, idField, limits, optionalImage, passwordField, requiredString } from "./common.js";

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation;
const confirmedIssue = { message: rule("confirmed"), path: ["password"] };

export const signupBody = z
  .strictObject({
    user_name: requiredString(limits.name_length_max),
    email: emailField(),
    password: passwordField(),
    password_confirmation: z.string().min(1).max(limits.password_length_max),
    agreement: z.boolean().refine((v) => v === true, { message: rule("agreement") }),
  })
  .refine(confirmed, confirmedIssue);
export type SignupBody = z.infer<typeof signupBody>;

export const tokenBody = z.strictObject({ token: z.string().trim().min(1).max(200) });

export const loginBody = z.strictObject({
  email: emailField(),
  password: z.string().min(1).max(limits.password_length_max),
});

export const forgotPasswordBody = z.strictObject({ email: emailField() });

export const resetPasswordBody = z
  .strictObject({
    token: z.string().trim().min(1).max(200),
    password: passwordField(),
    password_confirmation: z.string().min(1).max(limits.password_length_max),
  })
  .refine(confirmed, confirmedIssue);

export const activeCompanyBody = z.strictObject({ company_id: idField() });

export const languageField = z.enum(["en", "id"]);

export const profileBody = z.strictObject({
  user_name: requiredString(limits.name_length_max).optional(),
  avatar: optionalImage(),
  language: languageField.optional(),
});

export const changePasswordBody = z
  .strictObject({
    current_password: z.string().min(1).max(limits.password_length_max),
    password: passwordField(),
    password_confirmation: z.string().min(1).max(limits.password_length_max),
  })
  .refine(confirmed, confirmedIssue);
