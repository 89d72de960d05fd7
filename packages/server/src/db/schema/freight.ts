import { sql } from "drizzle-orm";
import { boolean, date, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyRef, stamps } from "./columns.js";

/** Charges a freight job carries (migration 0039): where they book, how they are taxed, disbursement or not. */
export const chargeCodes = pgTable(
  "charge_codes",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    revenueAccountId: uuid("revenue_account_id").notNull(),
    costAccountId: uuid("cost_account_id").notNull(),
    taxKind: text("tax_kind").notNull(),
    isDisbursement: boolean("is_disbursement").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    description: text("description"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex("charge_codes_code_uq").on(t.companyId, sql`lower(${t.code})`)],
);

/** Rate card lines (migration 0039). */
export const chRates = pgTable(
  "ch_rates",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    mode: text("mode").notNull(),
    originPortId: uuid("origin_port_id"),
    destinationPortId: uuid("destination_port_id"),
    service: text("service"),
    chargeCodeId: uuid("charge_code_id").notNull(),
    basis: text("basis").notNull(),
    containerType: text("container_type"),
    agentId: uuid("agent_id"),
    customerId: uuid("customer_id"),
    buyRate: numeric("buy_rate", { precision: 20, scale: 2 }),
    sellRate: numeric("sell_rate", { precision: 20, scale: 2 }),
    currency: text("currency").notNull(),
    validFrom: date("valid_from").notNull(),
    validTo: date("valid_to"),
    notes: text("notes"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);
