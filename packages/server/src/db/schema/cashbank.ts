import { sql } from "drizzle-orm";
import { boolean, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyRef, moneyColumn, stamps } from "./columns.js";
import { offices } from "./companies.js";
import { documents } from "./documents.js";
import { accounts } from "./ledger.js";
import { cashbanks, contacts } from "./master-data.js";

/** Cash and bank tables (migration 0016_cashbank.sql). */
const fk = (t: { companyId: unknown }, column: unknown, target: { companyId: unknown; id: unknown }) =>
  foreignKey({ columns: [t.companyId as never, column as never], foreignColumns: [target.companyId as never, target.id as never] });

export const cashbankTransactionTypes = pgTable(
  "cashbank_transaction_types",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    defaultAccountId: uuid("default_account_id"),
    isActive: boolean("is_active").notNull().default(true),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("cashbank_transaction_types_code_uq").on(t.companyId, sql`lower(${t.code})`),
    fk(t, t.defaultAccountId, accounts),
  ],
);

export const cashbankRequests = pgTable(
  "cashbank_requests",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    date: date("date").notNull(),
    officeId: uuid("office_id"),
    cashbankId: uuid("cashbank_id"),
    contactId: uuid("contact_id"),
    purpose: text("purpose").notNull(),
    details: jsonb("details").notNull(),
    amount: moneyColumn("amount").notNull(),
    paidTransactionId: uuid("paid_transaction_id"),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    fk(t, t.id, documents),
    fk(t, t.officeId, offices),
    fk(t, t.cashbankId, cashbanks),
    fk(t, t.contactId, contacts),
  ],
);

export const cashbankTransactions = pgTable(
  "cashbank_transactions",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    kind: text("kind").notNull(),
    transactionTypeId: uuid("transaction_type_id").notNull(),
    cashbankId: uuid("cashbank_id").notNull(),
    date: date("date").notNull(),
    officeId: uuid("office_id"),
    contactId: uuid("contact_id"),
    reference: text("reference"),
    description: text("description"),
    requestId: uuid("request_id"),
    details: jsonb("details").notNull(),
    amount: moneyColumn("amount").notNull(),
    /** On a foreign account: its currency, rate and the date of the table's rate it took (null: typed), and the total in base (0037). */
    currency: text("currency"),
    rate: numeric("rate", { precision: 24, scale: 6 }),
    rateDate: date("rate_date"),
    amountBase: moneyColumn("amount_base").notNull(),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    fk(t, t.id, documents),
    fk(t, t.transactionTypeId, cashbankTransactionTypes),
    fk(t, t.cashbankId, cashbanks),
    fk(t, t.officeId, offices),
    fk(t, t.contactId, contacts),
    fk(t, t.requestId, cashbankRequests),
    index("cashbank_transactions_cashbank_idx").on(t.companyId, t.cashbankId, t.date),
    index("cashbank_transactions_request_idx").on(t.companyId, t.requestId).where(sql`request_id IS NOT NULL`),
  ],
);

export const cashbankTransfers = pgTable(
  "cashbank_transfers",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    date: date("date").notNull(),
    officeId: uuid("office_id"),
    fromCashbankId: uuid("from_cashbank_id").notNull(),
    toCashbankId: uuid("to_cashbank_id").notNull(),
    amount: moneyColumn("amount").notNull(),
    chargeAmount: moneyColumn("charge_amount").notNull().default("0"),
    chargeAccountId: uuid("charge_account_id"),
    reference: text("reference"),
    description: text("description"),
    /** A transfer with a foreign side (0035): its currency and rate, what arrived in the receiver's currency, the realised difference. */
    currency: text("currency"),
    rate: numeric("rate", { precision: 24, scale: 6 }),
    rateDate: date("rate_date"),
    amountTo: moneyColumn("amount_to"),
    exchangeDifference: moneyColumn("exchange_difference").notNull().default("0"),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    fk(t, t.id, documents),
    fk(t, t.fromCashbankId, cashbanks),
    fk(t, t.toCashbankId, cashbanks),
    fk(t, t.officeId, offices),
    fk(t, t.chargeAccountId, accounts),
  ],
);

export const cashbankStatementFormats = pgTable(
  "cashbank_statement_formats",
  {
    companyId: companyRef(),
    cashbankId: uuid("cashbank_id").notNull(),
    mapping: jsonb("mapping").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.cashbankId] }), fk(t, t.cashbankId, cashbanks).onDelete("cascade")],
);

export const cashbankReconciliations = pgTable(
  "cashbank_reconciliations",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    cashbankId: uuid("cashbank_id").notNull(),
    statementDate: date("statement_date").notNull(),
    dateFrom: date("date_from"),
    openingBalance: moneyColumn("opening_balance").notNull(),
    closingBalance: moneyColumn("closing_balance").notNull(),
    status: text("status").notNull().default("open"),
    sourceFormat: text("source_format").notNull(),
    fileName: text("file_name"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    finishedBy: uuid("finished_by"),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), fk(t, t.cashbankId, cashbanks), unique("cashbank_reconciliations_cashbank_uq").on(t.companyId, t.id, t.cashbankId)],
);

export const cashbankStatementLines = pgTable(
  "cashbank_statement_lines",
  {
    /** No per-row foreign keys (0047): a statement that writes lines checks that each names a reconciliation of its account; they go with it. */
    companyId: uuid("company_id").notNull(),
    id: uuid("id").notNull(),
    reconciliationId: uuid("reconciliation_id").notNull(),
    /** Its reconciliation's account (checked with it), for the key's uniqueness per account. */
    cashbankId: uuid("cashbank_id").notNull(),
    lineNo: integer("line_no").notNull(),
    date: date("date").notNull(),
    description: text("description"),
    reference: text("reference"),
    /** The bank's own id of the line (FITID, AcctSvcrRef, MT940 bank reference); null for CSV. */
    bankReference: text("bank_reference"),
    /** Unique per account: a line is imported once (`statement-keys.ts`, 0029_statement_line_keys; an md5 as a uuid, 0044). */
    lineKey: uuid("line_key").notNull(),
    amount: moneyColumn("amount").notNull(),
    matchId: uuid("match_id"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique().on(t.companyId, t.reconciliationId, t.lineNo),
    uniqueIndex("cashbank_statement_lines_key_uq").on(t.companyId, t.cashbankId, t.lineKey),
  ],
);

export const cashbankReconciledLines = pgTable(
  "cashbank_reconciled_lines",
  {
    companyId: companyRef(),
    reconciliationId: uuid("reconciliation_id").notNull(),
    matchId: uuid("match_id").notNull(),
    journalId: uuid("journal_id").notNull(),
    lineNo: integer("line_no").notNull(),
    amount: moneyColumn("amount").notNull(),
  },
  // A reconciled line is a ledger line: checked per statement by triggers (0022), not a foreign key.
  (t) => [
    primaryKey({ columns: [t.companyId, t.journalId, t.lineNo] }),
    fk(t, t.reconciliationId, cashbankReconciliations).onDelete("cascade"),
    index("cashbank_reconciled_lines_match_idx").on(t.companyId, t.reconciliationId, t.matchId),
  ],
);
