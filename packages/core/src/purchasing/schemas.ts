import { z } from "zod";
import { rule } from "../messages/issues.js";
import { lineAmountLimits } from "../money/line-amounts.js";
import { dateField, idField, limits, optionalString, requiredString } from "../schemas/common.js";
import { amountField, positiveAmountField, quantityField } from "../schemas/ledger.js";

/** Bounds of the procurement documents (TIGER_STYLE: a limit on everything). */
export const purchasingLimits = {
  lines_max: 200,
  vendors_per_line_max: 10,
  delivery_days_max: 3650,
  payment_term_days_max: 3650,
} as const;

const optionalId = () =>
  z
    .union([z.literal(""), z.null(), idField()])
    .optional()
    .transform((v) => (v ? v : null));

const optionalDate = () =>
  z
    .union([z.literal(""), z.null(), dateField()])
    .optional()
    .transform((v) => (v ? v : null));

/** A quantity of zero or more (an award may be zero: the vendor quoted but did not win). */
export const optionalQuantityField = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === "" ? "0" : String(v).trim()))
    .refine((v) => lineAmountLimits.quantity.test(v), { message: rule("double") });

export const percentField = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === "" ? "0" : String(v).trim()))
    .refine((v) => lineAmountLimits.percent.test(v), { message: rule("between"), params: { min: 0, max: 100 } } as never);

// ---------------------------------------------------------------- purchase request

export const purchaseRequestLineBody = z
  .strictObject({
    product_id: optionalId(),
    description: optionalString(limits.text_length_max),
    quantity: quantityField(),
    unit_id: optionalId(),
    estimated_price: amountField(),
  })
  .refine((l) => l.product_id !== null || l.description !== null, { message: rule("required"), path: ["description"] });

/** POST/PUT /transactions/purchase-request: a request of goods or services, approved by its estimated total. */
export const purchaseRequestBody = z.strictObject({
  date: dateField(),
  requester: requiredString(),
  office_id: optionalId(),
  work_unit_id: optionalId(),
  activity_id: optionalId(),
  needed_by: optionalDate(),
  purpose: optionalString(limits.text_length_max),
  tag_ids: z.array(idField()).max(20).default([]),
  details: z.array(purchaseRequestLineBody).min(1).max(purchasingLimits.lines_max),
});
export type PurchaseRequestBody = z.infer<typeof purchaseRequestBody>;
export type PurchaseRequestLineBody = z.infer<typeof purchaseRequestLineBody>;

/** POST /transactions/purchase-request/:id/close-line — closing a line by hand needs a reason. */
export const closeRequestLineBody = z.strictObject({ line_id: idField(), reason: requiredString(limits.text_length_max) });

// ---------------------------------------------------------------- assign vendor / assign price

/** POST /transactions/purchase-request/assign-vendor: the vendors asked to quote, per request line. */
export const assignVendorBody = z.strictObject({
  request_id: idField(),
  date: dateField(),
  note: optionalString(limits.text_length_max),
  lines: z
    .array(
      z.strictObject({
        request_line_id: idField(),
        vendor_ids: z.array(idField()).min(1).max(purchasingLimits.vendors_per_line_max),
      }),
    )
    .min(1)
    .max(purchasingLimits.lines_max),
});
export type AssignVendorBody = z.infer<typeof assignVendorBody>;

/**
 * PUT /transactions/purchase-request/assign-price/:id: each vendor's quote, and the quantity awarded
 * to it (a line split between vendors awards each a part). An award to a vendor that is not the
 * cheapest quote of its line needs a reason.
 */
export const assignPriceBody = z.strictObject({
  version: z.coerce.number().int().min(1),
  quotes: z
    .array(
      z.strictObject({
        quote_id: idField(),
        price: amountField(),
        delivery_days: z.coerce.number().int().min(0).max(purchasingLimits.delivery_days_max).nullish().transform((v) => v ?? null),
        terms: optionalString(limits.text_length_max),
        awarded_quantity: optionalQuantityField(),
        award_reason: optionalString(limits.text_length_max),
      }),
    )
    .min(1)
    .max(purchasingLimits.lines_max * purchasingLimits.vendors_per_line_max),
});
export type AssignPriceBody = z.infer<typeof assignPriceBody>;

// ---------------------------------------------------------------- purchase order

export const purchaseOrderLineBody = z
  .strictObject({
    request_line_id: optionalId(),
    quote_id: optionalId(),
    product_id: optionalId(),
    description: optionalString(limits.text_length_max),
    quantity: quantityField(),
    unit_id: optionalId(),
    price: amountField(),
    discount_percent: percentField(),
    /** At most one VAT and one withholding or final tax (core `documentTaxes`). */
    tax_ids: z.array(idField()).max(2).default([]),
  })
  .refine((l) => l.product_id !== null || l.description !== null, { message: rule("required"), path: ["description"] });

/** POST/PUT /transactions/purchase-order: from assigned lines (quote_id) or by hand. */
export const purchaseOrderBody = z.strictObject({
  vendor_id: idField(),
  date: dateField(),
  office_id: optionalId(),
  /** Where its goods are received: a warehouse of its office (none: the office itself). */
  warehouse_id: optionalId(),
  delivery_date: optionalDate(),
  delivery_address: optionalString(limits.text_length_max),
  terms: optionalString(limits.text_length_max),
  payment_term_days: z.coerce.number().int().min(0).max(purchasingLimits.payment_term_days_max).nullish().transform((v) => v ?? null),
  description: optionalString(limits.text_length_max),
  /** The user confirmed ordering more than a request line asked for. */
  over_order_confirmed: z.boolean().default(false),
  details: z.array(purchaseOrderLineBody).min(1).max(purchasingLimits.lines_max),
});
export type PurchaseOrderBody = z.infer<typeof purchaseOrderBody>;
export type PurchaseOrderLineBody = z.infer<typeof purchaseOrderLineBody>;

// ---------------------------------------------------------------- goods receipt

/** POST /transactions/goods-recipient: what arrived of an approved order (posted when saved). */
export const goodsReceiptBody = z.strictObject({
  order_id: idField(),
  date: dateField(),
  receiver: requiredString(),
  note: optionalString(limits.text_length_max),
  details: z
    .array(z.strictObject({ order_line_id: idField(), quantity: quantityField() }))
    .min(1)
    .max(purchasingLimits.lines_max),
});
export type GoodsReceiptBody = z.infer<typeof goodsReceiptBody>;

// ---------------------------------------------------------------- vendor advance

/** POST /transactions/purchase-request/payment-advance: a down payment against an approved order. */
export const vendorAdvanceBody = z.strictObject({
  order_id: idField(),
  cashbank_id: idField(),
  date: dateField(),
  amount: positiveAmountField(),
  description: optionalString(limits.text_length_max),
});
export type VendorAdvanceBody = z.infer<typeof vendorAdvanceBody>;

// ---------------------------------------------------------------- queries

export const outstandingQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(100).optional(),
  request_id: idField().optional(),
  /** Lines still to assign a vendor to (`assign`) or still to order (`order`, the default). */
  stage: z.enum(["order", "assign"]).default("order"),
});

export const orderableQuery = z.strictObject({ vendor_id: idField().optional() });
