import { z } from "zod";
import { documentResponse } from "../documents/schemas.js";
import { journalTypes } from "../schemas/ledger.js";
import { type LineDimensionEntry, lineDimensions } from "./dimensions.js";

/** A stored line's dimension: an id or null, or a list (tags). */
type StoredDimensionFields = {
  [D in LineDimensionEntry as D["field"]]: D["many"] extends true ? z.ZodArray<z.ZodString> : z.ZodNullable<z.ZodString>;
};

/**
 * Every line dimension's field as a document keeps it with its lines (the body's output: `office_id`
 * … `tag_ids`), in the list's order; spread into the response schema of such a line.
 */
export const storedDimensionFields = Object.fromEntries(
  lineDimensions.map((d) => [d.field, d.many ? z.array(z.string()) : z.string().nullable()]),
) as StoredDimensionFields;

/** A journal line as a draft or beginning balance keeps it: as entered (amounts not reformatted). */
export const storedJournalLineResponse = z.object({
  account_id: z.string(),
  debit: z.string(),
  credit: z.string(),
  description: z.string().nullable(),
  ...storedDimensionFields,
});
export type StoredJournalLineResponse = z.infer<typeof storedJournalLineResponse>;

/** A draft journal (`/transactions/draft-journal`). */
export const draftJournalResponse = documentResponse.extend({
  description: z.string().nullable(),
  office_id: z.string().nullable(),
  journal_type: z.enum(journalTypes),
  journal_id: z.string().nullable(),
  upload_batch: z.string().nullable(),
  /** A draft's lines may be in a foreign currency (a manual journal's currency per line). */
  details: z.array(
    storedJournalLineResponse.extend({
      currency: z.string().nullable().optional(),
      amount_currency: z.string().nullable().optional(),
      rate: z.string().nullable().optional(),
    }),
  ),
  line_count: z.number(),
  total_debit: z.string(),
  total_credit: z.string(),
  balanced: z.boolean(),
});
export type DraftJournalResponse = z.infer<typeof draftJournalResponse>;

/** Beginning balances (`/transactions/beginning-balance`): the opening journal at the cut-off date. */
export const beginningBalanceResponse = documentResponse.extend({
  office_id: z.string().nullable(),
  description: z.string().nullable(),
  details: z.array(storedJournalLineResponse),
  total_debit: z.string(),
  total_credit: z.string(),
  journal_id: z.string().nullable(),
  journal_number: z.string().nullable(),
});
export type BeginningBalanceResponse = z.infer<typeof beginningBalanceResponse>;
