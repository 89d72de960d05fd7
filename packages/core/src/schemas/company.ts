import { z } from "zod";
import {
  dateField,
  emailField,
  idField,
  limits,
  optionalEmail,
  optionalImage,
  optionalNpwp,
  optionalPhone,
  optionalString,
  optionalUrl,
  passwordField,
  requiredString,
} from "./common.js";
import { actions, resources } from "../permissions/catalogue.js";
import { rule } from "../messages/issues.js";
import { isCurrencyCode } from "../currency/currencies.js";

/** A company's base currency (ISO 4217; IDR unless chosen at registration; fixed once anything is posted). */
const baseCurrencyField = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => isCurrencyCode(v), { message: rule("in") });

export const businessTypes = [
  "trading",
  "services",
  "manufacturing",
  "freight_forwarding",
  "construction",
  "other",
] as const;
export const pricingPlans = ["starter", "business", "enterprise"] as const;
export const billingCycles = ["monthly", "annual"] as const;

export const companyRegisterBody = z.strictObject({
  organization_name: requiredString(),
  brand_name: requiredString(),
  business_type: z.enum(businessTypes),
  cut_off_date: dateField(),
  pricing_plan: z.enum(pricingPlans),
  billing_cycle: z.enum(billingCycles),
  base_currency: baseCurrencyField().default("IDR"),
});
export type CompanyRegisterBody = z.infer<typeof companyRegisterBody>;

export const companyProfileBody = z.strictObject({
  organization_name: requiredString().optional(),
  brand_name: requiredString().optional(),
  business_type: z.enum(businessTypes).optional(),
  npwp: optionalNpwp(),
  address: optionalString(limits.text_length_max),
  phone: optionalPhone(),
  email: optionalEmail(),
  logo: optionalImage(),
  base_currency: baseCurrencyField().optional(),
});

export const officeBody = z.strictObject({
  code: requiredString(30),
  name: requiredString(),
  branch: optionalString(),
  brand: optionalString(),
  address: optionalString(limits.text_length_max),
  phone: optionalPhone(),
  fax: optionalPhone(),
  email: optionalEmail(),
  website: optionalUrl(),
  npwp: optionalNpwp(),
  bank_name: optionalString(),
  bank_branch: optionalString(),
  bank_account_name: optionalString(),
  bank_account_number: optionalString(40).refine((v) => v === null || /^[\d\s.-]+$/.test(v), {
    message: rule("digits"),
    params: { digits: "0-9" },
  } as never),
});
export type OfficeBody = z.infer<typeof officeBody>;

const permissionEntry = z.strictObject({
  action: z.enum(actions),
  resource: z.enum(resources as [string, ...string[]]),
});

export const roleBody = z.strictObject({
  name: requiredString(60),
  description: optionalString(limits.text_length_max),
  permissions: z.array(permissionEntry).max(resources.length * actions.length).default([]),
});
export type RoleBody = z.infer<typeof roleBody>;

export const memberUpdateBody = z.strictObject({
  is_national: z.boolean().optional(),
  role_ids: z.array(idField()).max(50).optional(),
});

export const invitationBody = z.strictObject({
  name: requiredString(),
  email: emailField(),
  role_ids: z.array(idField()).max(50).default([]),
});

export const invitationAcceptBody = z
  .strictObject({
    token: z.string().trim().min(1).max(200),
    password: passwordField().optional(),
    password_confirmation: z.string().max(limits.password_length_max).optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    message: rule("confirmed"),
    path: ["password"],
  });
