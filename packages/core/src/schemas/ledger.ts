import { z } from "zod";
import { optionalCurrency, optionalRate } from "../currency/schemas.js";
import { Decimal } from "decimal.js";
import { lineAmountLimits } from "../money/line-amounts.js";
import { money } from "../money/money.js";
import { accountRoleKeys, accountTypes, allSubtypes } from "../ledger/accounts.js";
import { type LineDimensionEntry, lineDimensions } from "../ledger/dimensions.js";
import { transactionTypeKeys } from "../ledger/documents.js";
import { postingLimits } from "../ledger/posting.js";
import { rule } from "../messages/issues.js";
import { dateField, idField, limits, optionalString, requiredString } from "./common.js";

const moneyPattern = /^\d{1,16}(\.\d{1,2})?$/;

/** A non-negative amount with at most two decimals, as a string or a number; empty means zero. */
export const amountField = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === "" ? "0" : String(v).trim()))
    .refine((v) => !v.startsWith("-"), { message: rule("min_value"), params: { min: 0 } } as never)
    .refine((v) => v.startsWith("-") || moneyPattern.test(v), { message: rule("double") })
    // The ledger's bound on a line (postingLimits): an amount past it is refused under its own field,
    // not later under the journal line it would have become.
    .refine((v) => !moneyPattern.test(v) || !money(v).greaterThan(money(postingLimits.amount_max)), {
      message: rule("max_value"),
      params: { max: postingLimits.amount_max },
    } as never);

/** A quantity's refinement: above zero, compared exactly (not rounded to cents); a malformed one is left to the format rule. */
export const positiveQuantity = [
  (v: string) => !lineAmountLimits.quantity.test(v) || new Decimal(v).greaterThan(0),
  { message: rule("min_value"), params: { min: "0.0001" } } as never,
] as const;

/** A quantity above zero, up to four decimals, as a string or a number. */
export const quantityField = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => lineAmountLimits.quantity.test(v), { message: rule("double") })
    .refine(...positiveQuantity);

/** An amount that must be more than zero (a payment, a receipt, a request). */
export const positiveAmountField = () =>
  amountField().refine((v) => !moneyPattern.test(v) || money(v).greaterThan(0), { message: rule("min_value"), params: { min: "0.01" } } as never);

/** An optional reference: empty or null is none. */
export const optionalId = () =>
  z
    .union([z.literal(""), z.null(), idField()])
    .optional()
    .transform((v) => (v ? v : null));

export const accountBody = z.strictObject({
  code: requiredString(30).regex(/^[A-Za-z0-9][A-Za-z0-9.\-/]*$/),
  name: requiredString(),
  description: optionalString(limits.text_length_max),
  type: z.enum(accountTypes),
  subtype: z
    .enum(allSubtypes as [string, ...string[]])
    .nullish()
    .transform((v) => v ?? null),
  parent_id: optionalId(),
  normal_balance: z.enum(["debit", "credit"]).optional(),
  is_active: z.boolean().default(true),
});
export type AccountBody = z.infer<typeof accountBody>;

export const accountDefaultsBody = z.strictObject({
  defaults: z
    .array(z.strictObject({ role: z.enum(accountRoleKeys as [string, ...string[]]), account_id: optionalId() }))
    .max(accountRoleKeys.length),
});

export const workUnitBody = z.strictObject({
  code: requiredString(30),
  name: requiredString(),
  head: optionalString(),
  head_user_id: optionalId(),
  group_head: optionalString(),
});
export type WorkUnitBody = z.infer<typeof workUnitBody>;

export const dimensionItemBody = z.strictObject({
  code: requiredString(30),
  name: requiredString(),
  description: optionalString(limits.text_length_max),
  parent_id: optionalId(),
});
export type DimensionItemBody = z.infer<typeof dimensionItemBody>;

export const tagBody = z.strictObject({
  name: requiredString(60),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullish()
    .transform((v) => v ?? null),
  description: optionalString(limits.text_length_max),
});
export type TagBody = z.infer<typeof tagBody>;

export const prefixBody = z.strictObject({
  prefixes: z
    .array(
      z.strictObject({
        transaction_type: z.enum(transactionTypeKeys as [string, ...string[]]),
        prefix: requiredString(10).regex(/^[A-Za-z0-9-]+$/),
      }),
    )
    .min(1)
    .max(transactionTypeKeys.length),
});

/** Values of a line dimension with several (tags) at most. */
export const LINE_DIMENSION_VALUES_MAX = 20;
const manyIds = () => z.array(idField()).max(LINE_DIMENSION_VALUES_MAX).default([]);

type DimensionBody = {
  [D in LineDimensionEntry as D["field"]]: D["many"] extends true ? ReturnType<typeof manyIds> : ReturnType<typeof optionalId>;
};
/** Every line dimension of core's list on a request line: an optional id, or a list (tags). */
const dimensionBody = Object.fromEntries(lineDimensions.map((d) => [d.field, d.many ? manyIds() : optionalId()])) as DimensionBody;

export const journalLineBody = z.strictObject({
  account_id: idField(),
  debit: amountField(),
  credit: amountField(),
  description: optionalString(limits.text_length_max),
  ...dimensionBody,
});
export type JournalLineBody = z.infer<typeof journalLineBody>;

export const journalTypes = ["general", "adjustment"] as const;

/**
 * A manual journal's line may be in a foreign currency (DESIGN §13, a currency per line): its amount
 * in it and the rate, all three or none; its debit or credit is then that amount at the rate, to the
 * cent (the posting door checks it).
 */
export const foreignJournalLineBody = journalLineBody
  .extend({
    currency: optionalCurrency(),
    amount_currency: amountField(),
    rate: optionalRate(),
  })
  .superRefine((line, ctx) => {
    const given = [line.currency, line.amount_currency && Number(line.amount_currency) > 0 ? line.amount_currency : null, line.rate];
    if (given.every((v) => v === null) || given.every((v) => v !== null)) return;
    for (const [i, field] of (["currency", "amount_currency", "rate"] as const).entries()) {
      if (given[i] === null) ctx.addIssue({ code: "custom", path: [field], message: rule("required") });
    }
  });
export type ForeignJournalLineBody = z.infer<typeof foreignJournalLineBody>;

export const journalBody = z.strictObject({
  date: dateField(),
  description: optionalString(limits.text_length_max),
  office_id: optionalId(),
  journal_type: z.enum(journalTypes).default("general"),
  details: z.array(foreignJournalLineBody).min(2).max(postingLimits.lines_max),
});
export type JournalBody = z.infer<typeof journalBody>;

/** Drafts may be incomplete: one line or unbalanced is fine until posting. */
export const draftJournalBody = journalBody.extend({
  details: z.array(foreignJournalLineBody).min(1).max(postingLimits.lines_max),
});
export type DraftJournalBody = z.infer<typeof draftJournalBody>;

export const templateLineBody = journalLineBody.extend({ account_id: idField() });
export const journalTemplateBody = z.strictObject({
  code: requiredString(30),
  name: requiredString(),
  description: optionalString(limits.text_length_max),
  details: z.array(templateLineBody).min(1).max(postingLimits.lines_max),
});
export type JournalTemplateBody = z.infer<typeof journalTemplateBody>;

export const beginningBalanceBody = z.strictObject({
  office_id: optionalId(),
  description: optionalString(limits.text_length_max),
  details: z.array(journalLineBody).min(2).max(postingLimits.lines_max),
});
export type BeginningBalanceBody = z.infer<typeof beginningBalanceBody>;

export const reverseBody = z.strictObject({ date: dateField().optional() });

export const closingBody = z.strictObject({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  note: optionalString(limits.text_length_max),
});

export const reopenBody = z.strictObject({ reason: requiredString(limits.text_length_max) });

export const yearEndBody = z.strictObject({ year: z.coerce.number().int().min(1900).max(2999) });
