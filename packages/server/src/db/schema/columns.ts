import { numeric, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies.js";

/** `company_id` of a business table: the tenant every row belongs to (removed with its company). */
export const companyRef = () =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

export const stamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Money: NUMERIC(20,2). */
export const moneyColumn = (name: string) => numeric(name, { precision: 20, scale: 2 });
