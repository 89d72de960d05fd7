import { z } from "zod";
import { isCurrencyCode } from "../currency/currencies.js";
import { rule } from "../messages/issues.js";
import { lineAmountLimits } from "../money/line-amounts.js";
import { idField, limits, optionalEmail, optionalNpwp, optionalPhone, optionalString, optionalUrl, requiredString } from "./common.js";
import { amountField } from "./ledger.js";

const optionalId = () =>
  z
    .union([z.literal(""), z.null(), idField()])
    .optional()
    .transform((v) => (v ? v : null));

const code = () => requiredString(30).regex(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/);

export const contactTypes = ["customer", "vendor", "agent", "employee", "other"] as const;

/** A contact left without a code is numbered by its first type: `C-0001`, `V-0001`… (editable afterwards). */
export const contactCodePrefixes: Record<(typeof contactTypes)[number], string> = {
  customer: "C",
  vendor: "V",
  agent: "A",
  employee: "E",
  other: "K",
};

export const contactBody = z.strictObject({
  /** Empty: the server gives the next code of the contact's first type (on edit: keeps the code). */
  code: z
    .union([z.literal(""), z.null(), code()])
    .optional()
    .transform((v) => (v ? v : null)),
  name: requiredString(),
  brand_name: optionalString(),
  contact_types: z.array(z.enum(contactTypes)).min(1).max(contactTypes.length),
  is_group: z.boolean().default(false),
  is_droping: z.boolean().default(false),
  group_contact_id: optionalId(),
  contact_person: optionalString(),
  phone: optionalPhone(),
  email: optionalEmail(),
  website: optionalUrl(),
  postal_code: optionalString(10).refine((v) => v === null || /^\d{5}$/.test(v), {
    message: rule("digits"),
    params: { digits: 5 },
  } as never),
  address: optionalString(limits.text_length_max),
  province: optionalString(),
  city: optionalString(),
  district: optionalString(),
  npwp: optionalNpwp(),
  nppkp: optionalString(30),
  term_of_payment: z.coerce.number().int().min(0).max(3650).nullish().transform((v) => v ?? null),
  /** What the customer may owe at most, in base; none: no limit. */
  credit_limit: z
    .union([z.literal(""), z.null(), z.string(), z.number()])
    .optional()
    .transform((v) => (v === null || v === undefined || v === "" ? null : String(v).trim().replace(/,/g, "")))
    .refine((v) => v === null || /^\d{1,15}(\.\d{1,2})?$/.test(v), { message: rule("double") }),
  /** The currency its documents default to (ISO 4217); none: the company's base currency. */
  currency: z
    .union([z.literal(""), z.null(), z.string().trim().toUpperCase().refine((v) => isCurrencyCode(v), { message: rule("in") })])
    .optional()
    .transform((v) => (v ? v : null)),
  receivable_account_id: optionalId(),
  payable_account_id: optionalId(),
  bank_name: optionalString(),
  bank_branch: optionalString(),
  bank_account_name: optionalString(),
  bank_account_number: optionalString(40),
  is_active: z.boolean().default(true),
});
export type ContactBody = z.infer<typeof contactBody>;

export const catalogueItemBody = z.strictObject({
  code: code(),
  name: requiredString(),
  description: optionalString(limits.text_length_max),
  parent_id: optionalId(),
});
export type CatalogueItemBody = z.infer<typeof catalogueItemBody>;

export const productTypes = ["goods", "service"] as const;

export const productBody = z.strictObject({
  code: code(),
  name: requiredString(),
  unit_id: optionalId(),
  brand_id: optionalId(),
  category_id: optionalId(),
  sub_category_id: optionalId(),
  product_type: z.enum(productTypes),
  is_inventory: z.boolean().default(false),
  is_buying: z.boolean().default(true),
  is_selling: z.boolean().default(true),
  buying_price: amountField(),
  selling_price: amountField(),
  /** Inventory products: the quantity on hand below which the dashboard warns (none: no warning). */
  minimum_stock: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined || String(v).trim() === "" ? null : String(v).trim()))
    .refine((v) => v === null || lineAmountLimits.quantity.test(v), { message: rule("double") }),
  sales_account_id: optionalId(),
  purchase_account_id: optionalId(),
  inventory_account_id: optionalId(),
  cost_account_id: optionalId(),
  sales_return_account_id: optionalId(),
  purchase_return_account_id: optionalId(),
  is_active: z.boolean().default(true),
});
export type ProductBody = z.infer<typeof productBody>;

export const taxKinds = ["vat", "vat_luxury", "vat_freight", "withholding", "final", "other"] as const;

export const taxBody = z.strictObject({
  code: code(),
  name: requiredString(),
  kind: z.enum(taxKinds),
  rate: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,3}(\.\d{1,4})?$/.test(v) && Number(v) <= 100, { message: rule("between"), params: { min: 0, max: 100 } } as never),
  base_numerator: z.coerce.number().int().min(1).max(1000).default(1),
  base_denominator: z.coerce.number().int().min(1).max(1000).default(1),
  sell_account_id: optionalId(),
  buy_account_id: optionalId(),
  description: optionalString(limits.text_length_max),
  is_active: z.boolean().default(true),
});
export type TaxBody = z.infer<typeof taxBody>;

/**
 * What a cash or bank account does when a change would take it below zero: refuse it (409), post it
 * and warn (the answer's `warnings`), or allow it silently (an agreed overdraft).
 */
export const negativeBalancePolicies = ["refuse", "warn", "allow"] as const;
export type NegativeBalancePolicy = (typeof negativeBalancePolicies)[number];

/** A new account's policy by its ledger subtype: cash cannot go below zero, a bank warns (an overdraft is allowed explicitly). */
export const negativeBalanceDefault = (subtype: string | null | undefined): NegativeBalancePolicy => (subtype === "cash" ? "refuse" : "warn");

export const cashbankBody = z.strictObject({
  code: code(),
  name: requiredString(),
  description: optionalString(limits.text_length_max),
  bank_name: optionalString(),
  account_name: optionalString(),
  bank_office: optionalString(),
  account_number: optionalString(40),
  account_id: idField(),
  is_active: z.boolean().default(true),
  /** Absent: a new account takes its kind's default (`negativeBalanceDefault`), an edited one keeps its own. */
  negative_balance: z.enum(negativeBalancePolicies).optional(),
  /**
   * ISO 4217 (three letters): a statement in another currency is refused. Absent: IDR for a new
   * account, its own for an edited one; changed only while the account has no postings.
   */
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/).optional(),
});
export type CashbankBody = z.infer<typeof cashbankBody>;

export const cashbankUsersBody = z.strictObject({ user_ids: z.array(idField()).min(1).max(200) });

export const employeeBody = z.strictObject({
  code: code(),
  name: requiredString(),
  user_id: optionalId(),
  work_unit_id: optionalId(),
  office_id: optionalId(),
  position: optionalString(),
  email: optionalEmail(),
  phone: optionalPhone(),
  is_active: z.boolean().default(true),
});
export type EmployeeBody = z.infer<typeof employeeBody>;

export const portBody = z.strictObject({
  code: requiredString(10).regex(/^[A-Za-z0-9]{3,5}$/),
  name: requiredString(),
  city: optionalString(),
  country: optionalString(60),
});
export type PortBody = z.infer<typeof portBody>;

/** A warehouse under an office (issue 28): a stock location beside the office itself. */
export const warehouseBody = z.strictObject({
  code: code(),
  name: requiredString(),
  office_id: idField(),
  address: optionalString(limits.text_length_max),
  is_active: z.boolean().default(true),
});
export type WarehouseBody = z.infer<typeof warehouseBody>;

export const integrationBody = z.strictObject({
  code: code(),
  name: requiredString(),
  category_id: optionalId(),
  integration_id: optionalId(),
  debit_account_id: optionalId(),
  credit_account_id: optionalId(),
  description: optionalString(limits.text_length_max),
});
export type IntegrationBody = z.infer<typeof integrationBody>;

export const integrationTokenBody = z.strictObject({
  name: requiredString(60),
  role_ids: z.array(idField()).min(1).max(50),
});

export const defaultBankBody = z.strictObject({ cashbank_id: optionalId() });
