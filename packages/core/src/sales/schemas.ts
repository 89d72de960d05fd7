import { z } from "zod";
import { optionalCurrency, optionalRate } from "../currency/schemas.js";
import { rule } from "../messages/issues.js";
import { lineAmountLimits } from "../money/line-amounts.js";
import { money } from "../money/money.js";
import { dateField, idField, limits, optionalString } from "../schemas/common.js";
import { amountField, positiveQuantity } from "../schemas/ledger.js";

/** Bounds of sales documents (TIGER_STYLE: a limit on everything). */
export const salesLimits = {
  invoice_lines_max: 200,
  payment_invoices_max: 200,
  deductions_max: 10,
  tags_max: 20,
  /** Invoices one Coretax export holds. */
  coretax_invoices_max: 1000,
} as const;

const optionalId = () =>
  z
    .union([z.literal(""), z.null(), idField()])
    .optional()
    .transform((v) => (v ? v : null));

const decimalText = (pattern: RegExp, fallback: string) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === "" ? fallback : String(v).trim()))
    .refine((v) => pattern.test(v), { message: rule("double") });

/**
 * Nomor seri faktur pajak: 16 digits as e-Faktur desktop wrote it (`010.000-24.00000001`) or the
 * 17 digits of Coretax; dots, dashes and spaces are ignored and the digits kept. The first two
 * digits are the transaction code (01–10), then the status (0 normal, 1 replacement).
 */
export function normalizeTaxInvoiceNumber(value: string): string | null {
  const digits = value.replace(/[\s.-]/g, "");
  if (!/^\d{16,17}$/.test(digits)) return null;
  const code = Number(digits.slice(0, 2));
  if (code < 1 || code > 10) return null;
  const status = digits.length === 16 ? digits[2] : digits.slice(2, 4);
  if (status !== "0" && status !== "1" && status !== "00" && status !== "01") return null;
  return digits;
}

const taxInvoiceNumber = () =>
  z
    .string()
    .trim()
    .max(25)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || normalizeTaxInvoiceNumber(v) !== null, { message: rule("regex") })
    .transform((v) => (v === null ? null : normalizeTaxInvoiceNumber(v)));

export const buyerIdTypes = ["tin", "nik", "passport", "other"] as const;

export const salesInvoiceLineBody = z
  .strictObject({
    product_id: optionalId(),
    description: optionalString(limits.text_length_max),
    /** A free-text line's revenue account (a product line takes its product's sales account). */
    account_id: optionalId(),
    quantity: decimalText(lineAmountLimits.quantity, "1").refine(...positiveQuantity),
    unit_id: optionalId(),
    price: decimalText(lineAmountLimits.price, "0"),
    discount_percent: decimalText(lineAmountLimits.percent, "0"),
    /** At most one VAT tax and one withholding tax (expected PPh 23, shown, not posted). */
    tax_ids: z.array(idField()).max(2).default([]),
    /**
     * A freight job's sell charge line this line bills (BACC, DESIGN §9): the line takes the charge's
     * revenue account, amount, VAT and job from it, and bills it once.
     */
    job_line_id: optionalId(),
  })
  .superRefine((line, ctx) => {
    if (line.job_line_id) return;
    if (!line.product_id && !line.account_id) ctx.addIssue({ code: "custom", path: ["account_id"], message: rule("required") });
    if (!line.product_id && !line.description) ctx.addIssue({ code: "custom", path: ["description"], message: rule("required") });
  });
export type SalesInvoiceLineBody = z.infer<typeof salesInvoiceLineBody>;

export const salesInvoiceBody = z
  .strictObject({
    contact_id: idField(),
    invoice_date: dateField(),
    /** Absent: the invoice date plus the customer's term of payment. */
    due_date: dateField().nullish().transform((v) => v ?? null),
    tax_invoice_number: taxInvoiceNumber(),
    office_id: optionalId(),
    /** Where its inventory goods leave from: a warehouse of its office (none: the office itself). */
    warehouse_id: optionalId(),
    bill_to: optionalString(limits.text_length_max),
    notes: optionalString(limits.text_length_max),
    buyer_id_type: z.enum(buyerIdTypes).default("tin"),
    /** Absent: the customer's NPWP. */
    buyer_id_number: optionalString(30),
    buyer_nitku: optionalString(30),
    tag_ids: z.array(idField()).max(salesLimits.tags_max).default([]),
    /** The invoice's currency (DESIGN §13); absent: the customer's, else the base currency. */
    currency: optionalCurrency(),
    /** Base currency for one unit of it; absent: the booking rate of the invoice date. Ignored in base. */
    rate: optionalRate(),
    /** The tax rate (KMK) its VAT is computed at in base; absent: the one in force on the invoice date. Ignored in base or without VAT. */
    tax_rate: optionalRate(),
    details: z.array(salesInvoiceLineBody).min(1).max(salesLimits.invoice_lines_max),
  })
  .superRefine((body, ctx) => {
    if (body.due_date && body.due_date < body.invoice_date) ctx.addIssue({ code: "custom", path: ["due_date"], message: rule("min_value"), params: { min: body.invoice_date } });
  });
export type SalesInvoiceBody = z.infer<typeof salesInvoiceBody>;

export const deductionKinds = ["withholding", "bank_charge", "rounding", "discount", "other"] as const;
export type DeductionKind = (typeof deductionKinds)[number];

export const salesPaymentDeductionBody = z.strictObject({
  kind: z.enum(deductionKinds),
  /** Absent: the default account of the kind (PPh 23 prepaid, bank charges, rounding, sales discount). */
  account_id: optionalId(),
  /** The withholding tax (PPh 23) the customer cut; its sales-side account is the prepaid tax. */
  tax_id: optionalId(),
  amount: amountField().refine((v) => money(v).greaterThan(0), { message: rule("min_value"), params: { min: 0.01 } } as never),
  /** Bukti potong number of a withholding. */
  reference: optionalString(60),
  description: optionalString(limits.text_length_max),
});
export type SalesPaymentDeductionBody = z.infer<typeof salesPaymentDeductionBody>;

export const salesPaymentLineBody = z.strictObject({
  invoice_id: idField(),
  /** What settles the invoice's outstanding amount (cash and deductions together). */
  amount: amountField().refine((v) => money(v).greaterThan(0), { message: rule("min_value"), params: { min: 0.01 } } as never),
});

export const salesPaymentBody = z
  .strictObject({
    /** Deposit to: a cash or bank account the user is mapped to. */
    cashbank_id: idField(),
    /** Receive from: the customer. */
    contact_id: idField(),
    date: dateField(),
    office_id: optionalId(),
    description: optionalString(limits.text_length_max),
    reference: optionalString(60),
    tag_ids: z.array(idField()).max(salesLimits.tags_max).default([]),
    /** What reached the cash or bank account. */
    received: amountField(),
    /** Taken from the customer's deposit (an earlier overpayment). */
    deposit_used: amountField(),
    /**
     * A payment of invoices in a foreign currency is in their currency (all of one): the amounts are
     * in it, converted at this rate (absent: the booking rate of the payment date).
     */
    rate: optionalRate(),
    details: z.array(salesPaymentLineBody).max(salesLimits.payment_invoices_max).default([]),
    deductions: z.array(salesPaymentDeductionBody).max(salesLimits.deductions_max).default([]),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    for (const [index, line] of body.details.entries()) {
      if (seen.has(line.invoice_id)) ctx.addIssue({ code: "custom", path: ["details", index, "invoice_id"], message: rule("taken") });
      seen.add(line.invoice_id);
    }
    if (body.details.length === 0 && money(body.received).isZero()) ctx.addIssue({ code: "custom", path: ["received"], message: rule("required") });
  });
export type SalesPaymentBody = z.infer<typeof salesPaymentBody>;

/** The figures of a payment: received + deductions + deposit used = applied + overpayment. */
export function paymentFigures(body: Pick<SalesPaymentBody, "received" | "deposit_used" | "details" | "deductions">) {
  const applied = body.details.reduce((sum, d) => sum.plus(money(d.amount)), money(0));
  const deductions = body.deductions.reduce((sum, d) => sum.plus(money(d.amount)), money(0));
  const funds = money(body.received).plus(deductions).plus(money(body.deposit_used));
  const overpayment = funds.minus(applied);
  return {
    applied: applied.toFixed(2),
    deduction_total: deductions.toFixed(2),
    /** Negative when the money and deductions do not cover what is applied. */
    overpayment: overpayment.toFixed(2),
  };
}

export const coretaxExportQuery = z.strictObject({
  date_from: dateField(),
  date_to: dateField(),
  /** Only check (answers the problems as JSON) instead of downloading the XML. */
  check: z.enum(["true", "false"]).default("false"),
});

export const customerStatementQuery = z.strictObject({
  date_from: dateField(),
  date_to: dateField(),
  /** The invoices of one currency, in it (DESIGN §13); none: every invoice, in base. */
  currency: optionalCurrency(),
});
