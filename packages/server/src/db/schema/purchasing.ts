import { sql } from "drizzle-orm";
import { boolean, date, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyRef, moneyColumn } from "./columns.js";

/** Quantities: NUMERIC(16,4) (core `lineAmountLimits.quantity`). */
const quantityColumn = (name: string) => numeric(name, { precision: 16, scale: 4 });
const created = () => ({
  createdBy: uuid("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A purchase request's content (its state is in `documents`); migration 0018_procurement. */
export const purchaseRequests = pgTable(
  "purchase_requests",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    date: date("date").notNull(),
    requester: text("requester").notNull(),
    officeId: uuid("office_id"),
    workUnitId: uuid("work_unit_id"),
    activityId: uuid("activity_id"),
    neededBy: date("needed_by"),
    purpose: text("purpose"),
    tagIds: uuid("tag_ids").array().notNull().default(sql`'{}'::uuid[]`),
    estimatedTotal: moneyColumn("estimated_total").notNull().default("0"),
    ...created(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const purchaseRequestLines = pgTable(
  "purchase_request_lines",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    requestId: uuid("request_id").notNull(),
    lineNo: integer("line_no").notNull(),
    productId: uuid("product_id"),
    description: text("description"),
    quantity: quantityColumn("quantity").notNull(),
    unitId: uuid("unit_id"),
    estimatedPrice: moneyColumn("estimated_price").notNull().default("0"),
    orderedQuantity: quantityColumn("ordered_quantity").notNull().default("0"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by"),
    closeReason: text("close_reason"),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

/** Assign vendor: the vendors asked for some lines of one request; assign price fills their quotes. */
export const purchaseSourcings = pgTable(
  "purchase_sourcings",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    requestId: uuid("request_id").notNull(),
    date: date("date").notNull(),
    note: text("note"),
    status: text("status").notNull().default("vendors_assigned"),
    version: integer("version").notNull().default(1),
    ...created(),
    pricedBy: uuid("priced_by"),
    pricedAt: timestamp("priced_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const purchaseQuotes = pgTable(
  "purchase_quotes",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    sourcingId: uuid("sourcing_id").notNull(),
    requestLineId: uuid("request_line_id").notNull(),
    vendorId: uuid("vendor_id").notNull(),
    price: moneyColumn("price"),
    deliveryDays: integer("delivery_days"),
    terms: text("terms"),
    awardedQuantity: quantityColumn("awarded_quantity").notNull().default("0"),
    awardReason: text("award_reason"),
    orderedQuantity: quantityColumn("ordered_quantity").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

/** A purchase order's content (state in `documents`). */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    vendorId: uuid("vendor_id").notNull(),
    date: date("date").notNull(),
    officeId: uuid("office_id"),
    /** Where its goods are received (a warehouse of its office; null: the office itself). 0045_warehouses. */
    warehouseId: uuid("warehouse_id"),
    deliveryDate: date("delivery_date"),
    deliveryAddress: text("delivery_address"),
    terms: text("terms"),
    paymentTermDays: integer("payment_term_days"),
    description: text("description"),
    overOrderConfirmed: boolean("over_order_confirmed").notNull().default(false),
    subtotal: moneyColumn("subtotal").notNull().default("0"),
    discountTotal: moneyColumn("discount_total").notNull().default("0"),
    dpp: moneyColumn("dpp").notNull().default("0"),
    vatBase: moneyColumn("vat_base").notNull().default("0"),
    vat: moneyColumn("vat").notNull().default("0"),
    withholding: moneyColumn("withholding").notNull().default("0"),
    total: moneyColumn("total").notNull().default("0"),
    payable: moneyColumn("payable").notNull().default("0"),
    taxes: jsonb("taxes").notNull().default(sql`'[]'::jsonb`),
    advancedAmount: moneyColumn("advanced_amount").notNull().default("0"),
    ...created(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    orderId: uuid("order_id").notNull(),
    lineNo: integer("line_no").notNull(),
    requestLineId: uuid("request_line_id"),
    quoteId: uuid("quote_id"),
    productId: uuid("product_id"),
    description: text("description"),
    quantity: quantityColumn("quantity").notNull(),
    unitId: uuid("unit_id"),
    price: moneyColumn("price").notNull(),
    discountPercent: numeric("discount_percent", { precision: 7, scale: 4 }).notNull().default("0"),
    taxIds: uuid("tax_ids").array().notNull().default(sql`'{}'::uuid[]`),
    amount: moneyColumn("amount").notNull().default("0"),
    receivedQuantity: quantityColumn("received_quantity").notNull().default("0"),
    invoicedQuantity: quantityColumn("invoiced_quantity").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const goodsReceipts = pgTable(
  "goods_receipts",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    orderId: uuid("order_id").notNull(),
    date: date("date").notNull(),
    receiver: text("receiver").notNull(),
    note: text("note"),
    inventoryAmount: moneyColumn("inventory_amount").notNull().default("0"),
    ...created(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const goodsReceiptLines = pgTable(
  "goods_receipt_lines",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    receiptId: uuid("receipt_id").notNull(),
    orderLineId: uuid("order_line_id").notNull(),
    quantity: quantityColumn("quantity").notNull(),
    amount: moneyColumn("amount").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

/** A down payment to the vendor of an order, paid from a cash or bank account. */
export const vendorAdvances = pgTable(
  "vendor_advances",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    orderId: uuid("order_id").notNull(),
    vendorId: uuid("vendor_id").notNull(),
    cashbankId: uuid("cashbank_id").notNull(),
    date: date("date").notNull(),
    amount: moneyColumn("amount").notNull(),
    description: text("description"),
    settledAmount: moneyColumn("settled_amount").notNull().default("0"),
    ...created(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);
