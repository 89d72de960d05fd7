import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  numeric,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { companyRef, moneyColumn, stamps } from "./columns.js";
import { offices } from "./companies.js";

const amount = (name: string) => moneyColumn(name).notNull().default("0");

/** Chart of accounts: a tree; only leaves (accounts without children) take postings. */
export const accounts = pgTable(
  "accounts",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    defaultName: text("default_name"),
    description: text("description"),
    type: text("type").notNull(),
    subtype: text("subtype"),
    parentId: uuid("parent_id"),
    normalBalance: text("normal_balance").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("accounts_code_uq").on(t.companyId, t.code),
    index("accounts_parent_idx").on(t.companyId, t.parentId),
    foreignKey({ columns: [t.companyId, t.parentId], foreignColumns: [t.companyId, t.id] }),
    check("accounts_type_ck", sql`${t.type} IN ('asset','liability','equity','revenue','expense')`),
    check("accounts_normal_ck", sql`${t.normalBalance} IN ('debit','credit')`),
    check("accounts_not_own_parent_ck", sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`),
  ],
);

/** Account roles that documents post through (receivable, VAT out, retained earnings, …). */
export const accountDefaults = pgTable(
  "account_defaults",
  {
    companyId: companyRef(),
    role: text("role").notNull(),
    accountId: uuid("account_id").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.role] }),
    foreignKey({ columns: [t.companyId, t.accountId], foreignColumns: [accounts.companyId, accounts.id] }),
  ],
);

export const workUnits = pgTable(
  "work_units",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    head: text("head"),
    headUserId: uuid("head_user_id").references(() => users.id, { onDelete: "set null" }),
    groupHead: text("group_head"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex("work_units_code_uq").on(t.companyId, sql`lower(${t.code})`)],
);

/**
 * The activity and element hierarchies (main group › group › item), in one table by kind.
 * Kinds: activity_main_group, activity_group, activity, element_main_group, element_group, element.
 */
export const dimensionItems = pgTable(
  "dimension_items",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    kind: text("kind").notNull(),
    parentId: uuid("parent_id"),
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("dimension_items_code_uq").on(t.companyId, t.kind, sql`lower(${t.code})`),
    index("dimension_items_parent_idx").on(t.companyId, t.parentId),
    foreignKey({ columns: [t.companyId, t.parentId], foreignColumns: [t.companyId, t.id] }),
  ],
);

export const tags = pgTable(
  "tags",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    name: text("name").notNull(),
    color: text("color"),
    description: text("description"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex("tags_name_uq").on(t.companyId, sql`lower(${t.name})`)],
);

/** Number prefix per transaction type (`/master-data/prefix`). */
export const prefixes = pgTable(
  "prefixes",
  {
    companyId: companyRef(),
    transactionType: text("transaction_type").notNull(),
    prefix: text("prefix").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.transactionType] })],
);

/** The last number given per company, type and month: taken inside the document's transaction. */
export const numberSequences = pgTable(
  "number_sequences",
  {
    companyId: companyRef(),
    transactionType: text("transaction_type").notNull(),
    period: text("period").notNull(),
    lastValue: integer("last_value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.transactionType, t.period] })],
);

/** Posted journals: immutable; corrected by reversing journals. */
export const journals = pgTable(
  "journals",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    number: text("number").notNull(),
    date: date("date").notNull(),
    officeId: uuid("office_id").notNull(),
    description: text("description"),
    journalType: text("journal_type").notNull().default("general"),
    sourceType: text("source_type").notNull(),
    sourceId: uuid("source_id"),
    status: text("status").notNull().default("posted"),
    reversalOfId: uuid("reversal_of_id"),
    reversedById: uuid("reversed_by_id"),
    totalDebit: amount("total_debit"),
    totalCredit: amount("total_credit"),
    postedBy: uuid("posted_by"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    /** The transaction that wrote the journal (`txid_current()`): lines may only be added in it. */
    createdXact: bigint("created_xact", { mode: "number" }).notNull().default(sql`txid_current()`),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("journals_number_uq").on(t.companyId, t.number),
    index("journals_date_idx").on(t.companyId, t.date),
    index("journals_source_idx").on(t.companyId, t.sourceType, t.sourceId),
    foreignKey({ columns: [t.companyId, t.officeId], foreignColumns: [offices.companyId, offices.id] }),
    check("journals_status_ck", sql`${t.status} IN ('posted','reversed')`),
    check("journals_type_ck", sql`${t.journalType} IN ('general','adjustment','opening','closing','reversal')`),
  ],
);

export const journalLines = pgTable(
  "journal_lines",
  {
    companyId: companyRef(),
    journalId: uuid("journal_id").notNull(),
    lineNo: integer("line_no").notNull(),
    date: date("date").notNull(),
    accountId: uuid("account_id").notNull(),
    officeId: uuid("office_id").notNull(),
    debit: amount("debit"),
    credit: amount("credit"),
    description: text("description"),
    workUnitId: uuid("work_unit_id"),
    /** The freight job the line is booked to (DESIGN §9). */
    jobId: uuid("job_id"),
    activityId: uuid("activity_id"),
    elementId: uuid("element_id"),
    contactId: uuid("contact_id"),
    tagIds: uuid("tag_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** A foreign line's currency, its amount in it and the rate it was converted at (DESIGN §13); null on a base line. */
    currency: text("currency"),
    amountCurrency: numeric("amount_currency", { precision: 20, scale: 2 }),
    rate: numeric("rate", { precision: 24, scale: 6 }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.journalId, t.lineNo] }),
    index("journal_lines_account_date_idx").on(t.companyId, t.accountId, t.date),
    index("journal_lines_date_idx").on(t.companyId, t.date),
    index("journal_lines_tags_idx").using("gin", t.tagIds),
    foreignKey({ columns: [t.companyId, t.journalId], foreignColumns: [journals.companyId, journals.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.accountId], foreignColumns: [accounts.companyId, accounts.id] }),
    foreignKey({ columns: [t.companyId, t.officeId], foreignColumns: [offices.companyId, offices.id] }),
    foreignKey({ columns: [t.companyId, t.workUnitId], foreignColumns: [workUnits.companyId, workUnits.id] }),
    foreignKey({ columns: [t.companyId, t.activityId], foreignColumns: [dimensionItems.companyId, dimensionItems.id] }),
    foreignKey({ columns: [t.companyId, t.elementId], foreignColumns: [dimensionItems.companyId, dimensionItems.id] }),
    check(
      "journal_lines_one_side_ck",
      sql`${t.debit} >= 0 AND ${t.credit} >= 0 AND ((${t.debit} > 0 AND ${t.credit} = 0) OR (${t.credit} > 0 AND ${t.debit} = 0))`,
    ),
  ],
);

const cents = (name: string) => bigint(name, { mode: "bigint" }).notNull().default(sql`0`);
const monthColumns = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0")).flatMap((m) => [
    [`debit${m}`, cents(`debit_${m}`)],
    [`credit${m}`, cents(`credit_${m}`)],
  ]),
) as Record<`${"debit" | "credit"}${string}`, ReturnType<typeof cents>>;

/**
 * One row per fiscal year, account and office, kept in the posting's transaction: the opening
 * (everything before 1 January) and each month's debit and credit, in whole cents. A report at any
 * date reads one row per account and office. Integer cents are as exact as NUMERIC and several
 * times faster to add; a cell holds up to 92 233 720 368 547 758.07.
 */
export const ledgerBalances = pgTable(
  "ledger_balances",
  {
    companyId: companyRef(),
    fiscalYear: integer("fiscal_year").notNull(),
    accountId: uuid("account_id").notNull(),
    officeId: uuid("office_id").notNull(),
    openingDebit: cents("opening_debit"),
    openingCredit: cents("opening_credit"),
    ...monthColumns,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fiscalYear, t.accountId, t.officeId] })],
);

/** The fiscal years kept in `ledger_balances` (every year from the first posting to the last). */
export const ledgerYears = pgTable(
  "ledger_years",
  {
    companyId: companyRef(),
    fiscalYear: integer("fiscal_year").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fiscalYear] })],
);

/** Month closings: a closed month refuses postings, edits and deletions dated in it. */
export const periodClosings = pgTable(
  "period_closings",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    periodMonth: date("period_month").notNull(),
    status: text("status").notNull(),
    note: text("note"),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid("closed_by").notNull(),
    reopenedAt: timestamp("reopened_at", { withTimezone: true }),
    reopenedBy: uuid("reopened_by"),
    reopenReason: text("reopen_reason"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("period_closings_closed_uq").on(t.companyId, t.periodMonth).where(sql`${t.status} = 'closed'`),
    check("period_closings_status_ck", sql`${t.status} IN ('closed','reopened')`),
  ],
);

/** Draft journals' content (their state is in `documents`): checked again when posted. Lines travel as `details`. */
export const draftJournals = pgTable(
  "draft_journals",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    date: date("date").notNull(),
    officeId: uuid("office_id"),
    description: text("description"),
    journalType: text("journal_type").notNull().default("general"),
    details: jsonb("details").notNull(),
    uploadBatch: uuid("upload_batch"),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index("draft_journals_date_idx").on(t.companyId, t.date)],
);

export const journalTemplates = pgTable(
  "journal_templates",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    details: jsonb("details").notNull(),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex("journal_templates_code_uq").on(t.companyId, sql`lower(${t.code})`)],
);

/** Opening balances at the cut-off date, posted as the opening journal. */
export const beginningBalances = pgTable(
  "beginning_balances",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    date: date("date").notNull(),
    officeId: uuid("office_id").notNull(),
    description: text("description"),
    details: jsonb("details").notNull(),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);
