import { type LineDimension, lineDimensions } from "./dimensions.js";

export type JournalUploadColumn =
  | "journal_ref"
  | "date"
  | "description"
  | "account_code"
  | "debit"
  | "credit"
  | "line_description"
  | LineDimension["uploadColumn"];

/**
 * The columns of the journal upload file (CSV or XLSX), in template order: the header's own
 * dimension (office) with the header, the others after the line's description; rows sharing a
 * journal_ref form one journal.
 */
export const journalUploadColumns: readonly JournalUploadColumn[] = [
  "journal_ref",
  "date",
  "description",
  ...lineDimensions.filter((d) => d.headerDefault).map((d) => d.uploadColumn),
  "account_code",
  "debit",
  "credit",
  "line_description",
  ...lineDimensions.filter((d) => !d.headerDefault).map((d) => d.uploadColumn),
];
export const JOURNAL_UPLOAD_ROWS_MAX = 10_000;
