import { date, foreignKey, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyRef, moneyColumn, stamps } from "./columns.js";

/** The cash-advance module's settings per company: the N-days rule and the advance types. */
export const cashAdvanceSettings = pgTable(
  "cash_advance_settings",
  {
    companyId: companyRef(),
    overdueDays: integer("overdue_days"),
    types: jsonb("types").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId] })],
);

/** A cash advance request's content (its state is in `documents`, type `cash_advance_request`). */
export const cashAdvanceRequests = pgTable(
  "cash_advance_requests",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    date: date("date").notNull(),
    purposeDate: date("purpose_date").notNull(),
    advanceType: text("advance_type").notNull(),
    employeeId: uuid("employee_id").notNull(),
    requestAmount: moneyColumn("request_amount").notNull(),
    approvedAmount: moneyColumn("approved_amount"),
    accountId: uuid("account_id"),
    activityId: uuid("activity_id"),
    officeId: uuid("office_id"),
    notes: text("notes"),
    cashAdvanceId: uuid("cash_advance_id"),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

/** A paid advance (type `cash_advance`) and what has been consumed of it. */
export const cashAdvances = pgTable(
  "cash_advances",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    requestId: uuid("request_id").notNull(),
    date: date("date").notNull(),
    employeeId: uuid("employee_id").notNull(),
    cashbankId: uuid("cashbank_id").notNull(),
    accountId: uuid("account_id").notNull(),
    officeId: uuid("office_id"),
    contactId: uuid("contact_id"),
    description: text("description"),
    amount: moneyColumn("amount").notNull(),
    realisedAmount: moneyColumn("realised_amount").notNull().default("0"),
    refundedAmount: moneyColumn("refunded_amount").notNull().default("0"),
    toppedUpAmount: moneyColumn("topped_up_amount").notNull().default("0"),
    /** Posted to AP (cash-advance-ap): what the company owes the employee and pays later through payables. */
    payableAmount: moneyColumn("payable_amount").notNull().default("0"),
    realisationId: uuid("realisation_id"),
    /** Paid from a foreign account: its currency, what was handed over in it, the rate, the date of the table's rate it took, the exchange difference (0038). */
    currency: text("currency"),
    amountCurrency: moneyColumn("amount_currency"),
    rate: numeric("rate", { precision: 24, scale: 6 }),
    rateDate: date("rate_date"),
    exchangeDifference: moneyColumn("exchange_difference").notNull().default("0"),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.requestId], foreignColumns: [cashAdvanceRequests.companyId, cashAdvanceRequests.id] }),
  ],
);

/** A realisation (type `cash_advance_realisation`): the receipts' expense lines. */
export const cashAdvanceRealisations = pgTable(
  "cash_advance_realisations",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    cashAdvanceId: uuid("cash_advance_id").notNull(),
    date: date("date").notNull(),
    description: text("description"),
    details: jsonb("details").notNull(),
    expenseAmount: moneyColumn("expense_amount").notNull(),
    vatAmount: moneyColumn("vat_amount").notNull(),
    totalAmount: moneyColumn("total_amount").notNull(),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.cashAdvanceId], foreignColumns: [cashAdvances.companyId, cashAdvances.id] }),
  ],
);

/** A refund or top-up (type `cash_advance_settlement`). */
export const cashAdvanceSettlements = pgTable(
  "cash_advance_settlements",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    cashAdvanceId: uuid("cash_advance_id").notNull(),
    kind: text("kind").notNull(),
    date: date("date").notNull(),
    cashbankId: uuid("cashbank_id").notNull(),
    amount: moneyColumn("amount").notNull(),
    description: text("description"),
    createdBy: uuid("created_by"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.cashAdvanceId], foreignColumns: [cashAdvances.companyId, cashAdvances.id] }),
  ],
);
