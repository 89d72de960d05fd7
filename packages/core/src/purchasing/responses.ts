import { z } from "zod";
import { documentResponse } from "../documents/schemas.js";
import { requestProgresses } from "./reports.js";
import { trackingStepKeys } from "./rules.js";

/** Answers of the procurement routes; the web derives its types from these. */
const name = z.string().nullable();

export const purchaseRequestLineResponse = z.object({
  id: z.string(),
  line_no: z.number(),
  product_id: z.string().nullable(),
  product_name: name,
  is_inventory: z.boolean(),
  description: z.string().nullable(),
  quantity: z.string(),
  unit_id: z.string().nullable(),
  unit_name: name,
  estimated_price: z.string(),
  estimated_amount: z.string(),
  ordered_quantity: z.string(),
  remaining_quantity: z.string(),
  closed: z.boolean(),
  close_reason: z.string().nullable(),
  closed_at: z.string().nullable(),
});

export const purchaseRequestResponse = documentResponse.extend({
  requester: z.string(),
  office_id: z.string().nullable(),
  work_unit_id: z.string().nullable(),
  work_unit_name: name,
  activity_id: z.string().nullable(),
  activity_name: name,
  needed_by: z.string().nullable(),
  purpose: z.string().nullable(),
  tag_ids: z.array(z.string()),
  estimated_total: z.string(),
  progress: z.enum(requestProgresses),
  details: z.array(purchaseRequestLineResponse),
});
export type PurchaseRequestResponse = z.infer<typeof purchaseRequestResponse>;

/** GET /transactions/purchase-request/outstanding: approved lines not yet fully ordered. */
export const outstandingLineResponse = z.object({
  request_id: z.string(),
  request_number: z.string().nullable(),
  request_date: z.string(),
  requester: z.string(),
  needed_by: z.string().nullable(),
  request_line_id: z.string(),
  line_no: z.number(),
  product_id: z.string().nullable(),
  product_name: name,
  description: z.string().nullable(),
  unit_id: z.string().nullable(),
  unit_name: name,
  quantity: z.string(),
  ordered_quantity: z.string(),
  remaining_quantity: z.string(),
  /** Quantity awarded to vendors and not yet ordered. */
  awarded_open_quantity: z.string(),
  estimated_price: z.string(),
});
export type OutstandingLine = z.infer<typeof outstandingLineResponse>;

export const quoteResponse = z.object({
  id: z.string(),
  request_line_id: z.string(),
  line_no: z.number(),
  line_description: z.string(),
  line_quantity: z.string(),
  unit_name: name,
  vendor_id: z.string(),
  vendor_name: z.string(),
  price: z.string().nullable(),
  amount: z.string().nullable(),
  delivery_days: z.number().nullable(),
  terms: z.string().nullable(),
  awarded_quantity: z.string(),
  award_reason: z.string().nullable(),
  ordered_quantity: z.string(),
  /** The cheapest priced quote of its line. */
  cheapest: z.boolean(),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

/** An assign-vendor record with its quotes (assign price fills them). */
export const sourcingResponse = z.object({
  id: z.string(),
  request_id: z.string(),
  request_number: z.string().nullable(),
  requester: z.string(),
  date: z.string(),
  note: z.string().nullable(),
  status: z.enum(["vendors_assigned", "priced"]),
  version: z.number(),
  created_by_name: name,
  created_at: z.string(),
  priced_by_name: name,
  priced_at: z.string().nullable(),
  vendor_count: z.number(),
  quotes: z.array(quoteResponse),
});
export type SourcingResponse = z.infer<typeof sourcingResponse>;

/** Awarded quotes not yet fully ordered: what a purchase order is built from. */
export const orderableQuoteResponse = z.object({
  quote_id: z.string(),
  vendor_id: z.string(),
  vendor_name: z.string(),
  request_id: z.string(),
  request_number: z.string().nullable(),
  request_line_id: z.string(),
  line_no: z.number(),
  product_id: z.string().nullable(),
  product_name: name,
  description: z.string().nullable(),
  unit_id: z.string().nullable(),
  price: z.string(),
  awarded_quantity: z.string(),
  ordered_quantity: z.string(),
  remaining_quantity: z.string(),
});
export type OrderableQuote = z.infer<typeof orderableQuoteResponse>;

export const purchaseOrderLineResponse = z.object({
  id: z.string(),
  line_no: z.number(),
  request_line_id: z.string().nullable(),
  /** The request the line takes from, named and linked on the order's screen. */
  request_id: z.string().nullable(),
  request_number: name,
  quote_id: z.string().nullable(),
  product_id: z.string().nullable(),
  product_name: name,
  is_inventory: z.boolean(),
  description: z.string().nullable(),
  quantity: z.string(),
  unit_id: z.string().nullable(),
  unit_name: name,
  price: z.string(),
  discount_percent: z.string(),
  tax_ids: z.array(z.string()),
  amount: z.string(),
  received_quantity: z.string(),
  remaining_quantity: z.string(),
  invoiced_quantity: z.string(),
});

export const purchaseOrderResponse = documentResponse.extend({
  vendor_id: z.string(),
  vendor_name: z.string(),
  office_id: z.string().nullable(),
  warehouse_id: z.string().nullable(),
  delivery_date: z.string().nullable(),
  delivery_address: z.string().nullable(),
  terms: z.string().nullable(),
  payment_term_days: z.number().nullable(),
  description: z.string().nullable(),
  over_order_confirmed: z.boolean(),
  subtotal: z.string(),
  discount_total: z.string(),
  dpp: z.string(),
  vat_base: z.string(),
  vat: z.string(),
  withholding: z.string(),
  total: z.string(),
  payable: z.string(),
  taxes: z.array(z.object({ tax_id: z.string(), kind: z.string(), base: z.string(), tax_base: z.string(), amount: z.string() })),
  advanced_amount: z.string(),
  receipt_state: z.enum(["none", "partial", "full"]),
  details: z.array(purchaseOrderLineResponse),
});
export type PurchaseOrderResponse = z.infer<typeof purchaseOrderResponse>;

export const goodsReceiptResponse = documentResponse.extend({
  order_id: z.string(),
  order_number: name,
  vendor_id: z.string(),
  vendor_name: z.string(),
  receiver: z.string(),
  note: z.string().nullable(),
  inventory_amount: z.string(),
  details: z.array(
    z.object({
      id: z.string(),
      order_line_id: z.string(),
      line_no: z.number(),
      description: z.string(),
      unit_name: name,
      quantity: z.string(),
      amount: z.string(),
      ordered_quantity: z.string(),
      received_quantity: z.string(),
      remaining_quantity: z.string(),
    }),
  ),
});
export type GoodsReceiptResponse = z.infer<typeof goodsReceiptResponse>;

export const vendorAdvanceResponse = documentResponse.extend({
  order_id: z.string(),
  order_number: name,
  order_total: z.string(),
  vendor_id: z.string(),
  vendor_name: z.string(),
  cashbank_id: z.string(),
  cashbank_name: z.string(),
  description: z.string().nullable(),
  settled_amount: z.string(),
});
export type VendorAdvanceResponse = z.infer<typeof vendorAdvanceResponse>;

const trackingStepResponse = z.object({
  step: z.enum(trackingStepKeys),
  at: z.string().nullable(),
  by: z.string().nullable(),
  reference: z.string().nullable(),
  days: z.number().nullable(),
  state: z.enum(["done", "skipped", "waiting", "pending"]),
});

/** GET /transactions/purchase-request/tracking/:id: one timeline per request line. */
export const trackingDetailResponse = z.object({
  request_id: z.string(),
  request_number: z.string().nullable(),
  date: z.string(),
  requester: z.string(),
  status: z.string(),
  progress: z.enum(requestProgresses),
  /** Steps of the payables issue (invoice, AP posting, voucher, payment) come from its tracking source, when registered. */
  payables_tracked: z.boolean(),
  lines: z.array(
    z.object({
      request_line_id: z.string(),
      line_no: z.number(),
      description: z.string(),
      quantity: z.string(),
      closed: z.boolean(),
      close_reason: z.string().nullable(),
      waiting: z.enum(trackingStepKeys).nullable(),
      stuck: z.boolean(),
      days_total: z.number(),
      steps: z.array(trackingStepResponse),
    }),
  ),
});
export type TrackingDetail = z.infer<typeof trackingDetailResponse>;
