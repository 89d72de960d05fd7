import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyRef, moneyColumn, stamps } from "./columns.js";

/** The lifecycle state of every transaction document (DESIGN §12); content lives in each type's table. */
export const documents = pgTable(
  "documents",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    documentType: text("document_type").notNull(),
    status: text("status").notNull().default("draft"),
    number: text("number"),
    version: integer("version").notNull().default(1),
    date: date("date").notNull(),
    officeId: uuid("office_id"),
    description: text("description"),
    amount: moneyColumn("amount").notNull().default("0"),
    approvalModule: text("approval_module"),
    approvalLevels: jsonb("approval_levels").notNull().default(sql`'[]'::jsonb`),
    approvalLevel: integer("approval_level"),
    approvalRound: integer("approval_round").notNull().default(0),
    approvalHistory: jsonb("approval_history").notNull().default(sql`'[]'::jsonb`),
    journalIds: uuid("journal_ids").array().notNull().default(sql`'{}'::uuid[]`),
    requestedBy: uuid("requested_by"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("documents_number_uq").on(t.companyId, t.documentType, t.number).where(sql`number IS NOT NULL`),
    index("documents_type_date_idx").on(t.companyId, t.documentType, t.date),
  ],
);

/** Module approval settings: per module, ordered levels with a limit and approvers. */
export const moduleApprovalLevels = pgTable(
  "module_approval_levels",
  {
    companyId: companyRef(),
    module: text("module").notNull(),
    level: integer("level").notNull(),
    limitType: text("limit_type").notNull(),
    amountMin: moneyColumn("amount_min"),
    amountMax: moneyColumn("amount_max"),
    mode: text("mode").notNull().default("any"),
    approvers: jsonb("approvers").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.module, t.level] })],
);

/** A module's approval options beside its levels (Settings → Module approval); no row: the defaults. */
export const moduleApprovalSettings = pgTable(
  "module_approval_settings",
  {
    companyId: companyRef(),
    module: text("module").notNull(),
    /** The creator may approve a document a colleague submitted (the submitter never may). */
    allowCreatorApproval: boolean("allow_creator_approval").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.module] })],
);
