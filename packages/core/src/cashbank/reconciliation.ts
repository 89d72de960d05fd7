import { z } from "zod";
import { rule } from "../messages/issues.js";
import { dateField, idField, optionalString } from "../schemas/common.js";

/** Statement files the reconciliation imports. */
export const statementFormats = ["csv", "ofx", "mt940", "camt053"] as const;
export type StatementFormat = (typeof statementFormats)[number];

/** Bounds: one statement file, its lines, a match. */
export const STATEMENT_BYTES_MAX = 5 * 1024 * 1024;
export const STATEMENT_LINES_MAX = 20_000;
export const MATCH_LINES_MAX = 500;
/** Auto-match looks this many days either side of a statement line's date. */
export const MATCH_WINDOW_DAYS = 3;

/**
 * Date forms of CSV exports. The day-first ones also read a date without its year (KlikBCA's `'05/03`),
 * which takes the year of the period named in the file's title lines; `DD MMM YYYY` reads month names,
 * English or Indonesian, full or short (Mandiri's `01 September 2023 08:00:23`). A time after the date is ignored.
 */
export const csvDateFormats = ["DD/MM/YYYY", "DD-MM-YYYY", "YYYY-MM-DD", "MM/DD/YYYY", "DD/MM/YY", "DD MMM YYYY"] as const;

const column = () => z.string().trim().min(1).max(80);
const optionalColumn = () =>
  z
    .string()
    .trim()
    .max(80)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * How to read a bank's CSV export: columns by their header text (`Description (2)`: the second column
 * of that name); the amount is one signed column, one column with a debit/credit marker column or with
 * its marker after it (`1,500,000.00 CR`, or `CR` in the unnamed column after it), or separate debit and
 * credit columns. The header row is the first row, from `skip_lines` on, that names the date column.
 * Rows whose date cell is the pending marker are skipped; the transactions end at the first row labelled
 * as the opening or closing balance (a summary), whose amounts then give those balances. Saved per bank
 * account; presets give the common Indonesian banks' layouts. Every field added since has a default, so
 * a saved mapping stays valid.
 */
export const csvMappingSchema = z.strictObject({
  delimiter: z.enum([",", ";", "\t", "|"]).default(","),
  decimal: z.enum([".", ","]).default("."),
  date_format: z.enum(csvDateFormats).default("DD/MM/YYYY"),
  /** Lines before the header row at least (a bank's title lines). */
  skip_lines: z.coerce.number().int().min(0).max(50).default(0),
  date_column: column(),
  description_column: column(),
  reference_column: optionalColumn(),
  amount_column: optionalColumn(),
  /** With `amount_column`: the column saying which side, and the text that marks money coming in. */
  direction_column: optionalColumn(),
  credit_marker: optionalColumn(),
  /** With `amount_column`: the side follows the amount, in its cell or in the unnamed column after it. */
  marker_after_amount: z.boolean().default(false),
  debit_column: optionalColumn(),
  credit_column: optionalColumn(),
  /** The running balance, when the export has one: gives the opening and closing balances. */
  balance_column: optionalColumn(),
  /** The text of the date cell of a transaction not yet booked (KlikBCA's `PEND`): the row is skipped. */
  pending_marker: optionalColumn(),
  /** Labels of the summary rows after the transactions that give the opening and closing balances. */
  opening_label: optionalColumn(),
  closing_label: optionalColumn(),
});
export type CsvMapping = z.infer<typeof csvMappingSchema>;

const klikBca = { marker_after_amount: true, credit_marker: "CR", pending_marker: "PEND", opening_label: "Saldo Awal", closing_label: "Saldo Akhir" };

/**
 * Layouts of common Indonesian internet-banking CSV exports (editable once chosen; the web shows each
 * name in its language by key); docs/cashbank.md says what each rests on and how sure it is.
 */
export const csvPresets: Record<string, { name: string; mapping: CsvMapping }> = {
  bca: {
    name: "BCA · KlikBCA (individual or Bisnis, Indonesian)",
    mapping: csvMappingSchema.parse({
      ...klikBca,
      date_column: "Tanggal Transaksi",
      description_column: "Keterangan",
      amount_column: "Jumlah",
      balance_column: "Saldo",
    }),
  },
  bca_en: {
    name: "BCA · KlikBCA Bisnis (English)",
    mapping: csvMappingSchema.parse({
      ...klikBca,
      date_column: "Transaction Date",
      description_column: "Description",
      amount_column: "Amount",
      balance_column: "Balance",
    }),
  },
  mandiri: {
    name: "Mandiri · account statement (comma, Debit/Credit)",
    mapping: csvMappingSchema.parse({
      date_format: "DD/MM/YY",
      date_column: "Date",
      description_column: "Description",
      reference_column: "Description (2)",
      debit_column: "Debit",
      credit_column: "Credit",
    }),
  },
  mandiri_semicolon: {
    name: "Mandiri · Acc_Statement (semicolon, running balance)",
    mapping: csvMappingSchema.parse({
      delimiter: ";",
      date_format: "DD MMM YYYY",
      date_column: "PostDate",
      description_column: "Remarks",
      credit_column: "Credit Amount",
      debit_column: "Debit Amount",
      balance_column: "Close Balance",
    }),
  },
  bri: {
    name: "BRI · mutasi CSV (TGL_TRAN, MUTASI_DEBET…)",
    mapping: csvMappingSchema.parse({
      date_format: "YYYY-MM-DD",
      date_column: "TGL_TRAN",
      description_column: "DESK_TRAN",
      debit_column: "MUTASI_DEBET",
      credit_column: "MUTASI_KREDIT",
      balance_column: "SALDO_AKHIR_MUTASI",
    }),
  },
  bni: {
    name: "BNI · mutasi CSV (Post Date, Journal No.)",
    mapping: csvMappingSchema.parse({
      date_format: "DD/MM/YY",
      date_column: "Post Date",
      description_column: "Description",
      reference_column: "Journal No.",
      debit_column: "Debit",
      credit_column: "Credit",
    }),
  },
};

const balanceText = z
  .string()
  .trim()
  .regex(/^-?\d{1,16}(\.\d{1,2})?$/)
  .nullish()
  .transform((v) => (v ? v : null));

/** `POST /api/transactions/cashbank/rekon`: a statement file (as text) for one bank account. */
export const statementImportBody = z.strictObject({
  cashbank_id: idField(),
  format: z.enum(statementFormats),
  file_name: optionalString(200),
  content: z.string().min(1).max(STATEMENT_BYTES_MAX),
  /** CSV only: how to read it (or a preset's key); saved for the account when `save_mapping`. */
  mapping: z
    .unknown()
    .optional()
    .transform((value, ctx): CsvMapping | undefined => {
      if (value === undefined || value === null) return undefined;
      const parsed = csvMappingSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      // One message on the field: the mapping is a unit (its columns are checked again on the file).
      ctx.addIssue({ code: "custom", message: rule("regex") });
      return z.NEVER;
    }),
  preset: z.string().max(40).optional(),
  save_mapping: z.boolean().default(false),
  /**
   * Balances the file does not carry (a CSV without a balance column): where the file states its own,
   * a different figure typed here is refused.
   */
  opening_balance: balanceText,
  closing_balance: balanceText,
  statement_date: dateField().nullish(),
  /**
   * A file of several accounts: the account to import, as the file names it (spaces and case aside).
   * Without it, the one whose number is the cash/bank account's; else 422 listing the file's accounts.
   */
  statement_account: optionalString(80),
});
export type StatementImportBody = z.infer<typeof statementImportBody>;

/** One account of a statement file, as a 422 of a file of several accounts lists them (`data.accounts`). */
export interface StatementAccount {
  account: string | null;
  currency: string | null;
  lines: number;
  date_from: string | null;
  date_to: string | null;
  opening_balance: string | null;
  closing_balance: string | null;
}

/**
 * `201` of `POST /rekon`: the new reconciliation, how many lines it took and how many it skipped as
 * imported already (an overlapping period). Warnings (an opening balance that differs from the last
 * imported closing) come in the answer's `warnings`, beside `message`.
 */
export interface StatementImportResult {
  id: string;
  imported: number;
  skipped: number;
}

/** `409` of `POST /rekon` for a file every line of which was imported already (`data`): the import that has them. */
export interface StatementImportedAlready {
  reconciliation_id: string;
  imported_at: string;
  file_name: string | null;
  imported_by: string | null;
}

export const journalLineRef = z.strictObject({ journal_id: idField(), line_no: z.coerce.number().int().min(1) });

/** `POST /:id/match`: statement lines and ledger lines whose sums agree (one to many, many to one). */
export const matchBody = z.strictObject({
  statement_line_ids: z.array(idField()).min(1).max(MATCH_LINES_MAX),
  book_lines: z.array(journalLineRef).min(1).max(MATCH_LINES_MAX),
});

/** `POST /:id/lines/:lineId/create`: the receipt or payment a statement line shows and the books lack (bank charge, interest). */
export const createFromLineBody = z.strictObject({
  transaction_type_id: idField(),
  account_id: idField(),
  description: optionalString(1000),
});

/** A statement line in a reconciliation's answer. */
export interface ReconciliationStatementLine {
  id: string;
  line_no: number;
  date: string;
  description: string | null;
  reference: string | null;
  amount: string;
  match_id: string | null;
}

/** A ledger line of the bank account in a reconciliation's answer (amount: debit − credit). */
export interface ReconciliationBookLine {
  journal_id: string;
  line_no: number;
  date: string;
  number: string;
  description: string | null;
  reference: string | null;
  amount: string;
  source_type: string;
  source_id: string | null;
  match_id: string | null;
}

/** The figures that decide whether a reconciliation may finish. */
export interface ReconciliationSummary {
  book_balance: string;
  outstanding_book: string;
  outstanding_statement: string;
  reconciled_balance: string;
  difference: string;
  unmatched_statement_lines: number;
}

/** What auto-match did: pairs made, statement lines with several candidates, and those with none. */
export interface AutoMatchResult {
  matched: number;
  ambiguous: { statement_line_id: string; candidates: { journal_id: string; line_no: number; number: string; date: string }[] }[];
  unmatched: string[];
}
