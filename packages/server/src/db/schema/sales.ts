import { sql } from "drizzle-orm";
import { date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyRef, moneyColumn, stamps } from "./columns.js";

/** A sales invoice's content (its state is in `documents`); migration 0017_sales. */
export const salesInvoices = pgTable(
  "sales_invoices",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    contactId: uuid("contact_id").notNull(),
    officeId: uuid("office_id"),
    /** Where its goods leave from (a warehouse of its office; null: the office itself). 0045_warehouses. */
    warehouseId: uuid("warehouse_id"),
    invoiceDate: date("invoice_date").notNull(),
    dueDate: date("due_date").notNull(),
    taxInvoiceNumber: text("tax_invoice_number"),
    billTo: text("bill_to"),
    notes: text("notes"),
    buyerIdType: text("buyer_id_type").notNull().default("tin"),
    buyerIdNumber: text("buyer_id_number"),
    buyerNitku: text("buyer_nitku"),
    receivableAccountId: uuid("receivable_account_id"),
    tagIds: uuid("tag_ids").array().notNull().default(sql`'{}'::uuid[]`),
    details: jsonb("details").notNull(),
    subtotal: moneyColumn("subtotal").notNull(),
    discount: moneyColumn("discount").notNull(),
    dpp: moneyColumn("dpp").notNull(),
    dppOther: moneyColumn("dpp_other").notNull(),
    vat: moneyColumn("vat").notNull(),
    total: moneyColumn("total").notNull(),
    withholding: moneyColumn("withholding").notNull().default("0"),
    taxes: jsonb("taxes").notNull().default(sql`'[]'::jsonb`),
    outstanding: moneyColumn("outstanding").notNull().default("0"),
    /** A foreign invoice's currency and rate (null: the base currency), and the date of the table's rate it took (null: typed). 0033_foreign_sales. */
    currency: text("currency"),
    rate: numeric("rate", { precision: 24, scale: 6 }),
    rateDate: date("rate_date"),
    /** The total and what is left of it in base (equal to `total`/`outstanding` for a base invoice: a CHECK). */
    totalBase: moneyColumn("total_base").notNull(),
    outstandingBase: moneyColumn("outstanding_base").notNull().default("0"),
    /** A foreign invoice with VAT: the tax rate (KMK) and the date of the table's it took, its DPP and VAT in base at it. */
    taxRate: numeric("tax_rate", { precision: 24, scale: 6 }),
    taxRateDate: date("tax_rate_date"),
    dppBase: moneyColumn("dpp_base"),
    vatBase: moneyColumn("vat_base"),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index("sales_invoices_contact_idx").on(t.companyId, t.contactId, t.invoiceDate)],
);

export const salesPayments = pgTable(
  "sales_payments",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    contactId: uuid("contact_id").notNull(),
    cashbankId: uuid("cashbank_id").notNull(),
    officeId: uuid("office_id"),
    paymentDate: date("payment_date").notNull(),
    description: text("description"),
    reference: text("reference"),
    tagIds: uuid("tag_ids").array().notNull().default(sql`'{}'::uuid[]`),
    received: moneyColumn("received").notNull(),
    deductionTotal: moneyColumn("deduction_total").notNull(),
    depositUsed: moneyColumn("deposit_used").notNull().default("0"),
    applied: moneyColumn("applied").notNull(),
    overpayment: moneyColumn("overpayment").notNull().default("0"),
    deductions: jsonb("deductions").notNull().default(sql`'[]'::jsonb`),
    /** A payment of foreign invoices: their currency, the payment's rate, the date of the table's rate it took, the realised difference (0033). */
    currency: text("currency"),
    rate: numeric("rate", { precision: 24, scale: 6 }),
    rateDate: date("rate_date"),
    exchangeDifference: moneyColumn("exchange_difference").notNull().default("0"),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const salesPaymentLines = pgTable(
  "sales_payment_lines",
  {
    companyId: companyRef(),
    paymentId: uuid("payment_id").notNull(),
    lineNo: integer("line_no").notNull(),
    invoiceId: uuid("invoice_id").notNull(),
    paymentDate: date("payment_date").notNull(),
    amount: moneyColumn("amount").notNull(),
    /** The base it relieved of the invoice (at the invoice's rate; the amount for a base invoice); set when posted (0033). */
    base: moneyColumn("base"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.paymentId, t.lineNo] }),
    foreignKey({ columns: [t.companyId, t.paymentId], foreignColumns: [salesPayments.companyId, salesPayments.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [salesInvoices.companyId, salesInvoices.id] }),
  ],
);

export const salesCustomerDeposits = pgTable(
  "sales_customer_deposits",
  {
    companyId: companyRef(),
    contactId: uuid("contact_id").notNull(),
    balance: numeric("balance", { precision: 20, scale: 2 }).notNull().default("0"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.contactId] })],
);
