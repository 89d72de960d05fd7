import { z } from "zod";
import { rule } from "../messages/issues.js";
import { dateField, optionalString } from "../schemas/common.js";
import { isCurrencyCode } from "./currencies.js";

/**
 * The kinds of exchange rate (DESIGN §13): the booking rate documents are converted at (Bank
 * Indonesia's middle rate by default) and the tax rate VAT is computed at (the Minister of Finance's
 * weekly *kurs pajak*, KMK).
 */
export const rateKinds = ["booking", "tax"] as const;
export type RateKind = (typeof rateKinds)[number];

/** A rate: base currency for one unit of the foreign one, more than zero, six places at most. */
const rateValue = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(/,/g, ""))
    .refine((v) => /^\d{1,14}(\.\d{1,6})?$/.test(v) && Number(v) > 0, { message: rule("double") });

/**
 * POST/PUT /master-data/exchange-rate: one currency's rate of a kind from a date (the rate of a day is
 * the latest on or before it). The base currency has no rate (it is 1).
 */
export const exchangeRateBody = z.strictObject({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => isCurrencyCode(v), { message: rule("in") }),
  kind: z.enum(rateKinds),
  date: dateField(),
  rate: rateValue(),
  source: optionalString(100),
});
export type ExchangeRateBody = z.infer<typeof exchangeRateBody>;

/** A document's or line's currency: a code of the list, upper-cased; none ("" or null) is null. */
export const optionalCurrency = () =>
  z
    .union([z.literal(""), z.null(), z.string().trim().toUpperCase().refine((v) => isCurrencyCode(v), { message: rule("in") })])
    .optional()
    .transform((v) => (v ? v : null));

/** A document's or line's rate, typed (six places at most, above zero); none ("" or null) is null. */
export const optionalRate = () =>
  z
    .union([z.literal(""), z.null(), z.string(), z.number()])
    .optional()
    .transform((v) => (v === null || v === undefined || v === "" ? null : String(v).trim().replace(/,/g, "")))
    .refine((v) => v === null || (/^\d{1,14}(\.\d{1,6})?$/.test(v) && Number(v) > 0), { message: rule("double") });

/** GET /master-data/exchange-rate/at: the rate of a currency and kind in force on a date. */
export const rateAtQuery = z.strictObject({
  currency: exchangeRateBody.shape.currency,
  kind: z.enum(rateKinds).default("booking"),
  date: dateField(),
});
export type RateAtQuery = z.infer<typeof rateAtQuery>;
