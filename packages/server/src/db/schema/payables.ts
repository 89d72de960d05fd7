import { sql } from "drizzle-orm";
import { date, foreignKey, integer, jsonb, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { companyRef, moneyColumn, stamps } from "./columns.js";

/** Payables (issue 13; migration 0019_payables.sql): the contents of its documents. */
const money = (name: string) => moneyColumn(name).notNull().default("0");

export const purchaseInvoices = pgTable(
  "purchase_invoices",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    kind: text("kind").notNull().default("service"),
    contactId: uuid("contact_id").notNull(),
    vendorInvoiceNumber: text("vendor_invoice_number").notNull(),
    taxInvoiceNumber: text("tax_invoice_number"),
    date: date("date").notNull(),
    dueDate: date("due_date").notNull(),
    officeId: uuid("office_id"),
    description: text("description"),
    tagIds: uuid("tag_ids").array().notNull().default(sql`'{}'::uuid[]`),
    purchaseOrderId: uuid("purchase_order_id"),
    /** Kind `cash_advance`: the realised advance whose shortfall this posts as owed to the employee. */
    cashAdvanceId: uuid("cash_advance_id"),
    payableAccountId: uuid("payable_account_id").notNull(),
    subtotal: money("subtotal"),
    discount: money("discount"),
    dpp: money("dpp"),
    vat: money("vat"),
    withholding: money("withholding"),
    total: money("total"),
    advanceAmount: money("advance_amount"),
    advanceAccountId: uuid("advance_account_id"),
    advances: jsonb("advances").notNull().default(sql`'[]'::jsonb`),
    payableAmount: money("payable_amount"),
    outstanding: money("outstanding"),
    taxes: jsonb("taxes").notNull().default(sql`'[]'::jsonb`),
    matchBreaches: jsonb("match_breaches").notNull().default(sql`'[]'::jsonb`),
    matchOverrideBy: uuid("match_override_by"),
    matchOverrideNote: text("match_override_note"),
    /** A foreign invoice's currency and rate (null: the base currency), and the date of the table's rate it took (null: typed). 0036_foreign_purchases. */
    currency: text("currency"),
    rate: numeric("rate", { precision: 24, scale: 6 }),
    rateDate: date("rate_date"),
    /** What it owes and what is left of it in base (a base invoice's equal its own). */
    payableBase: moneyColumn("payable_base").notNull(),
    outstandingBase: moneyColumn("outstanding_base").notNull().default("0"),
    /** A foreign invoice with taxes: the tax rate (KMK) and the date of the table's it took, its DPP and VAT in base at it. */
    taxRate: numeric("tax_rate", { precision: 24, scale: 6 }),
    taxRateDate: date("tax_rate_date"),
    dppBase: moneyColumn("dpp_base"),
    vatBase: moneyColumn("vat_base"),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const purchaseInvoiceLines = pgTable(
  "purchase_invoice_lines",
  {
    companyId: companyRef(),
    invoiceId: uuid("invoice_id").notNull(),
    lineNo: integer("line_no").notNull(),
    productId: uuid("product_id"),
    accountId: uuid("account_id").notNull(),
    description: text("description"),
    quantity: numeric("quantity", { precision: 18, scale: 4 }).notNull(),
    price: moneyColumn("price").notNull(),
    discountPercent: numeric("discount_percent", { precision: 9, scale: 4 }).notNull().default("0"),
    gross: moneyColumn("gross").notNull(),
    discount: moneyColumn("discount").notNull(),
    amount: moneyColumn("amount").notNull(),
    taxId: uuid("tax_id"),
    withholdingTaxId: uuid("withholding_tax_id"),
    taxObjectCode: text("tax_object_code"),
    purchaseOrderLineId: uuid("purchase_order_line_id"),
    goodsReceiptLineId: uuid("goods_receipt_line_id"),
    grniAmount: moneyColumn("grni_amount"),
    varianceAccountId: uuid("variance_account_id"),
    /** A BACC line: the job's buy charge line it bills and the job its cost is booked to. */
    jobLineId: uuid("job_line_id"),
    jobId: uuid("job_id"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.invoiceId, t.lineNo] }),
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [purchaseInvoices.companyId, purchaseInvoices.id] }).onDelete("cascade"),
  ],
);

export const paymentVouchers = pgTable(
  "payment_vouchers",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    date: date("date").notNull(),
    plannedDate: date("planned_date").notNull(),
    cashbankId: uuid("cashbank_id"),
    officeId: uuid("office_id"),
    description: text("description"),
    total: moneyColumn("total").notNull(),
    /** Its invoices' currency (null: base) and its total in base at their rates (0036). */
    currency: text("currency"),
    totalBase: moneyColumn("total_base").notNull(),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const paymentVoucherLines = pgTable(
  "payment_voucher_lines",
  {
    companyId: companyRef(),
    voucherId: uuid("voucher_id").notNull(),
    lineNo: integer("line_no").notNull(),
    invoiceId: uuid("invoice_id").notNull(),
    amount: moneyColumn("amount").notNull(),
    paidAmount: money("paid_amount"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.voucherId, t.lineNo] }),
    foreignKey({ columns: [t.companyId, t.voucherId], foreignColumns: [paymentVouchers.companyId, paymentVouchers.id] }).onDelete("cascade"),
  ],
);

export const purchasePayments = pgTable(
  "purchase_payments",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    date: date("date").notNull(),
    cashbankId: uuid("cashbank_id").notNull(),
    cashAccountId: uuid("cash_account_id").notNull(),
    voucherId: uuid("voucher_id"),
    contactId: uuid("contact_id"),
    officeId: uuid("office_id"),
    description: text("description"),
    appliedTotal: moneyColumn("applied_total").notNull(),
    cashOut: moneyColumn("cash_out").notNull(),
    deductions: jsonb("deductions").notNull().default(sql`'[]'::jsonb`),
    /** A payment of foreign invoices: their currency, the payment's rate, the date of the table's rate it took, the realised difference (0036). */
    currency: text("currency"),
    rate: numeric("rate", { precision: 24, scale: 6 }),
    rateDate: date("rate_date"),
    exchangeDifference: moneyColumn("exchange_difference").notNull().default("0"),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const purchasePaymentLines = pgTable(
  "purchase_payment_lines",
  {
    companyId: companyRef(),
    paymentId: uuid("payment_id").notNull(),
    lineNo: integer("line_no").notNull(),
    invoiceId: uuid("invoice_id").notNull(),
    voucherLineNo: integer("voucher_line_no"),
    amount: moneyColumn("amount").notNull(),
    /** The base it relieved of the invoice (at the invoice's rate; the amount for a base invoice); set when posted (0036). */
    base: moneyColumn("base"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.paymentId, t.lineNo] }),
    foreignKey({ columns: [t.companyId, t.paymentId], foreignColumns: [purchasePayments.companyId, purchasePayments.id] }).onDelete("cascade"),
  ],
);

export const formPayments = pgTable(
  "form_payments",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    kind: text("kind").notNull(),
    date: date("date").notNull(),
    dueDate: date("due_date"),
    contactId: uuid("contact_id").notNull(),
    officeId: uuid("office_id"),
    description: text("description"),
    currency: text("currency").notNull().default("IDR"),
    bankName: text("bank_name"),
    bankAccountName: text("bank_account_name"),
    bankAccountNumber: text("bank_account_number"),
    amount: moneyColumn("amount").notNull(),
    lines: jsonb("lines").notNull().default(sql`'[]'::jsonb`),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const payablesSettings = pgTable("payables_settings", {
  companyId: companyRef().primaryKey(),
  priceTolerancePercent: numeric("price_tolerance_percent", { precision: 9, scale: 4 }).notNull().default("0"),
  updatedAt: stamps().updatedAt,
});
