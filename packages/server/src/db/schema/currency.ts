import { sql } from "drizzle-orm";
import { check, date, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyRef, stamps } from "./columns.js";

/**
 * Exchange rates (DESIGN §13, migration 0032): base currency for one unit of `currency`, of a kind
 * (booking: Bank Indonesia's middle rate; tax: the KMK *kurs pajak*), from `date`; the rate of a day
 * is the latest on or before it. One per currency, kind and date.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    currency: text("currency").notNull(),
    kind: text("kind").notNull(),
    date: date("date").notNull(),
    rate: numeric("rate", { precision: 24, scale: 6 }).notNull(),
    source: text("source"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("exchange_rates_day_uq").on(t.companyId, t.currency, t.kind, t.date),
    check("exchange_rates_kind_ck", sql`${t.kind} IN ('booking', 'tax')`),
    check("exchange_rates_rate_ck", sql`${t.rate} > 0`),
  ],
);
