import { z } from "zod";
import { rule } from "../messages/issues.js";
import { lineAmountLimits } from "../money/line-amounts.js";
import { dateField, idField, limits, optionalString } from "../schemas/common.js";
import { optionalId, quantityField } from "../schemas/ledger.js";
import { documentResponse } from "../documents/schemas.js";

/** Bounds of the inventory documents. */
export const inventoryLimits = { lines_max: 500 } as const;

/** A quantity counted: zero or more, four places at most. */
const countedField = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => lineAmountLimits.quantity.test(v), { message: rule("double") });

/**
 * POST/PUT /transactions/stock-adjustment (*stock opname*): what was counted of each product at an
 * office; approved (module `stock_adjustment`, by the value of the differences), the differences move
 * the stock and post to the adjustment account.
 */
export const stockAdjustmentBody = z.strictObject({
  date: dateField(),
  office_id: optionalId(),
  /** The warehouse counted, under the office (none: the office's own stock). */
  warehouse_id: optionalId(),
  /** Where the differences go (default: the company's inventory adjustment account). */
  account_id: optionalId(),
  description: optionalString(limits.text_length_max),
  details: z
    .array(z.strictObject({ product_id: idField(), counted: countedField(), note: optionalString(limits.text_length_max) }))
    .min(1)
    .max(inventoryLimits.lines_max),
});
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;

const name = z.string().nullable();

export const stockAdjustmentResponse = documentResponse.extend({
  office_id: z.string().nullable(),
  office_name: name,
  warehouse_id: z.string().nullable(),
  warehouse_name: name,
  account_id: z.string(),
  account_code: z.string(),
  account_name: z.string(),
  description: z.string().nullable(),
  /** What the differences are worth, by absolute value: at the average cost when saved, as taken once approved. */
  difference_value: z.string(),
  details: z.array(
    z.object({
      line_no: z.number(),
      product_id: z.string(),
      product_code: z.string(),
      product_name: z.string(),
      unit_name: name,
      counted: z.string(),
      /** On hand when saved, or when approved. */
      on_hand: z.string(),
      difference: z.string(),
      value: z.string(),
      note: z.string().nullable(),
    }),
  ),
});
export type StockAdjustmentResponse = z.infer<typeof stockAdjustmentResponse>;

/**
 * POST /transactions/stock-transfer: products moved at their average cost from one location to another:
 * between offices, or between warehouses of one office (each side an office and, optionally, one of
 * its warehouses).
 */
export const stockTransferBody = z.strictObject({
  date: dateField(),
  from_office_id: idField(),
  from_warehouse_id: optionalId(),
  to_office_id: idField(),
  to_warehouse_id: optionalId(),
  description: optionalString(limits.text_length_max),
  details: z
    .array(z.strictObject({ product_id: idField(), quantity: quantityField() }))
    .min(1)
    .max(inventoryLimits.lines_max),
});
export type StockTransferBody = z.infer<typeof stockTransferBody>;

export const stockTransferResponse = documentResponse.extend({
  from_office_id: z.string(),
  from_office_name: z.string(),
  from_warehouse_id: z.string().nullable(),
  from_warehouse_name: name,
  to_office_id: z.string(),
  to_office_name: z.string(),
  to_warehouse_id: z.string().nullable(),
  to_warehouse_name: name,
  description: z.string().nullable(),
  value: z.string(),
  details: z.array(
    z.object({
      line_no: z.number(),
      product_id: z.string(),
      product_code: z.string(),
      product_name: z.string(),
      unit_name: name,
      quantity: z.string(),
      value: z.string(),
    }),
  ),
});
export type StockTransferResponse = z.infer<typeof stockTransferResponse>;

/**
 * GET/PUT /settings/inventory: whether stock may go below zero (refused unless the company allows it;
 * then units beyond what is on hand leave at the last cost, and the next receipt corrects their cost).
 */
export const inventorySettingsBody = z.strictObject({ allow_negative_stock: z.boolean() });
export type InventorySettingsBody = z.infer<typeof inventorySettingsBody>;
export const inventorySettingsResponse = z.object({ data: inventorySettingsBody });
