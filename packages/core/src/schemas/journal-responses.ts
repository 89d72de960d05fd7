import { z } from "zod";
import { type LineDimensionEntry, lineDimensions } from "../ledger/dimensions.js";
import { moneyText } from "./responses.js";

export const journalKinds = ["general", "adjustment", "opening", "closing", "reversal"] as const;
export const journalStatuses = ["posted", "reversed"] as const;
export type JournalKind = (typeof journalKinds)[number];
export type JournalStatus = (typeof journalStatuses)[number];

/** A dimension's id and name fields of a presented line: the header's always set, tags a list. */
type DimensionValue<D extends LineDimensionEntry> = D["many"] extends true
  ? z.ZodArray<z.ZodString>
  : D["headerDefault"] extends null
    ? z.ZodNullable<z.ZodString>
    : z.ZodString;
type DimensionFields = { [D in LineDimensionEntry as D["field"]]: DimensionValue<D> } & {
  [D in LineDimensionEntry as D["nameField"]]: DimensionValue<D>;
};

const dimensionValue = (d: LineDimensionEntry) => (d.many ? z.array(z.string()) : d.headerDefault ? z.string() : z.string().nullable());

/** Every line dimension's id and name, in the list's order (`office_id`, `office_name`, … `tag_ids`, `tag_names`). */
const dimensionFields = Object.fromEntries(
  lineDimensions.flatMap((d) => [
    [d.field, dimensionValue(d)],
    [d.nameField, dimensionValue(d)],
  ]),
) as DimensionFields;

/** A journal line with the names of what it points at, as screens and prints show it. */
export const journalLineResponse = z.object({
  line_no: z.number().int(),
  account_id: z.string(),
  account_code: z.string(),
  account_name: z.string(),
  debit: moneyText(),
  credit: moneyText(),
  description: z.string().nullable(),
  ...dimensionFields,
  /** A foreign line's currency, its amount in it and the rate it was booked at (DESIGN §13); null on a base line. */
  foreign: z.object({ currency: z.string(), amount: moneyText(), rate: z.string() }).nullable(),
});
export type JournalLineResponse = z.infer<typeof journalLineResponse>;

/** The header fields every journal answer shares. */
const journalHeader = {
  id: z.string(),
  number: z.string(),
  date: z.string(),
  description: z.string().nullable(),
  journal_type: z.enum(journalKinds),
  source_type: z.string(),
  source_id: z.string().nullable(),
  status: z.enum(journalStatuses),
};

const journalLink = z.object({ id: z.string(), number: z.string().nullable() }).nullable();

/** A journal with its lines (`GET /transactions/journal/:id`, and the answer of posting or reversing one). */
export const journalResponse = z.object({
  ...journalHeader,
  office_id: z.string(),
  office_name: z.string().nullable(),
  total_debit: moneyText(),
  total_credit: moneyText(),
  reversal_of: journalLink,
  reversed_by: journalLink,
  /**
   * The document the journal belongs to (a reversal's: its original's): it is changed only through
   * that document. Sent with a journal read (`GET /:id`), not with a posting's answer.
   */
  document: z
    .object({ id: z.string(), type: z.string(), title: z.string(), number: z.string().nullable(), path: z.string() })
    .nullable()
    .optional(),
  posted_by: z.string().nullable(),
  posted_at: z.string(),
  details: z.array(journalLineResponse),
});
export type JournalResponse = z.infer<typeof journalResponse>;

/** A row of the journal list (`GET /transactions/journal`). */
export const journalListItemResponse = z.object({
  ...journalHeader,
  total: moneyText(),
  office_id: z.string(),
  office_name: z.string(),
  reversal_of_id: z.string().nullable(),
  reversed_by_id: z.string().nullable(),
  posted_at: z.string(),
});
export type JournalListItemResponse = z.infer<typeof journalListItemResponse>;

/** A journal of a batch, as `POST /transactions/journal/batch` lists them. */
export const journalBatchItemResponse = z.object({ id: z.string(), number: z.string(), date: z.string(), total: moneyText() });
