import { z } from "zod";
import { optionalRate } from "../currency/schemas.js";
import { postingLimits } from "../ledger/posting.js";
import { rule } from "../messages/issues.js";
import { amountField, journalLineBody, positiveAmountField } from "../schemas/ledger.js";
import { dateField, idField, limits, listQuery, optionalString, requiredString } from "../schemas/common.js";
import { negativeBalancePolicies } from "../schemas/master-data.js";

/** The four kinds of cash and bank movement; each transaction type belongs to one. */
export const cashbankKinds = ["cash_in", "cash_out", "bank_in", "bank_out"] as const;
export type CashbankKind = (typeof cashbankKinds)[number];

/** The kinds as the spec's routes spell them (`add/cash-in/{transactionTypeCode}`). */
export const cashbankKindPaths: Record<CashbankKind, string> = {
  cash_in: "cash-in",
  cash_out: "cash-out",
  bank_in: "bank-in",
  bank_out: "bank-out",
};

/** Money comes in (receipts) or goes out (payments). */
export const directionOf = (kind: CashbankKind): "in" | "out" => (kind.endsWith("_in") ? "in" : "out");
/** The ledger subtype the cash or bank account of a kind must have. */
export const accountSubtypeOf = (kind: CashbankKind): "cash" | "bank" => (kind.startsWith("cash") ? "cash" : "bank");

/** Lines of one receipt or payment at most. */
export const CASHBANK_LINES_MAX = 500;

const optionalId = () =>
  z
    .union([z.literal(""), z.null(), idField()])
    .optional()
    .transform((v) => (v ? v : null));

/** A positive amount (above zero) with at most two decimals. */
const prefixPattern = /^[A-Z0-9][A-Z0-9-]{0,11}$/;
const codePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/** A company's transaction type: what kind, its code in the routes, its number prefix and default counter account. */
export const cashbankTransactionTypeBody = z.strictObject({
  kind: z.enum(cashbankKinds),
  code: z.string().trim().regex(codePattern, { message: rule("regex") }),
  name: requiredString(),
  prefix: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(prefixPattern, { message: rule("regex") })),
  default_account_id: optionalId(),
  is_active: z.boolean().default(true),
});
export type CashbankTransactionTypeBody = z.infer<typeof cashbankTransactionTypeBody>;

/** A counter line: the account, the amount (one side, decided by the kind), its dimensions, memo and taxes. */
export const cashbankLineBody = journalLineBody.omit({ debit: true, credit: true }).extend({
  amount: positiveAmountField(),
  /** At most one VAT and one withholding tax (core `documentTaxes`). */
  tax_ids: z.array(idField()).max(2).default([]),
});
export type CashbankLineBody = z.infer<typeof cashbankLineBody>;

/** A receipt or payment (`/api/transactions/cashbank`). */
export const cashbankTransactionBody = z.strictObject({
  transaction_type_id: idField(),
  cashbank_id: idField(),
  date: dateField(),
  office_id: optionalId(),
  contact_id: optionalId(),
  reference: optionalString(80),
  description: optionalString(limits.text_length_max),
  /** The approved request this payment pays (cash-out and bank-out only). */
  request_id: optionalId(),
  details: z.array(cashbankLineBody).min(1).max(CASHBANK_LINES_MAX),
  /** On an account in a foreign currency the amounts are in it, converted at this rate (absent: the booking rate of the date). Ignored in base. */
  rate: optionalRate(),
});
export type CashbankTransactionBody = z.infer<typeof cashbankTransactionBody>;

/** A transfer between two cash or bank accounts, with an optional bank charge borne by the sender. */
export const cashbankTransferBody = z
  .strictObject({
    date: dateField(),
    office_id: optionalId(),
    from_cashbank_id: idField(),
    to_cashbank_id: idField(),
    amount: positiveAmountField(),
    charge_amount: amountField(),
    charge_account_id: optionalId(),
    reference: optionalString(80),
    description: optionalString(limits.text_length_max),
    /**
     * Between accounts of two currencies (DESIGN §13): what arrived, in the receiving account's
     * currency (the amount leaves in the sender's). The foreign side's rate; absent: the booking rate of the date.
     */
    amount_to: amountField(),
    rate: optionalRate(),
  })
  .refine((b) => b.from_cashbank_id !== b.to_cashbank_id, { message: rule("in"), path: ["to_cashbank_id"] })
  .refine((b) => /^0*(\.0*)?$/.test(b.charge_amount) || b.charge_account_id !== null, {
    message: rule("required"),
    path: ["charge_account_id"],
  });
export type CashbankTransferBody = z.infer<typeof cashbankTransferBody>;

/** A request for a payment: purpose, lines (what it is for), wanted account, paid later as a cash-out or bank-out. */
export const cashbankRequestBody = z.strictObject({
  date: dateField(),
  office_id: optionalId(),
  cashbank_id: optionalId(),
  contact_id: optionalId(),
  purpose: requiredString(limits.text_length_max),
  details: z
    .array(cashbankLineBody.omit({ tax_ids: true }))
    .min(1)
    .max(Math.min(CASHBANK_LINES_MAX, postingLimits.lines_max)),
});
export type CashbankRequestBody = z.infer<typeof cashbankRequestBody>;

/** The "Receipts and payments" list's query: the list's paging, search and sort (date, number, total), money in or out, status, account. */
export const cashbankMovementsQuery = listQuery.extend({
  direction: z.enum(["in", "out"]).optional(),
  status: z.string().max(30).optional(),
  cashbank_id: idField().optional(),
});

/** The cash and bank account's own settings kept by this module. */
export const cashbankSettingsBody = z.strictObject({ negative_balance: z.enum(negativeBalancePolicies) });
