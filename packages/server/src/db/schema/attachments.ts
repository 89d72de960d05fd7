import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { companyRef } from "./columns.js";

/**
 * Files attached to a document of any type (`journal`, later `sales_invoice`, …). The bytes live
 * in the file storage under `storage_key`; this row says whose they are.
 */
export const attachments = pgTable(
  "attachments",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    documentType: text("document_type").notNull(),
    documentId: uuid("document_id").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index("attachments_document_idx").on(t.companyId, t.documentType, t.documentId),
  ],
);
