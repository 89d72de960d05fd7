/** The columns of the journal upload file (CSV or XLSX), in template order; rows sharing a journal_ref form one journal. */
export const journalUploadColumns = [
  "journal_ref",
  "date",
  "description",
  "office_code",
  "account_code",
  "debit",
  "credit",
  "line_description",
  "work_unit_code",
  "activity_code",
  "element_code",
  "contact_code",
  "tags",
] as const;
export type JournalUploadColumn = (typeof journalUploadColumns)[number];
export const JOURNAL_UPLOAD_ROWS_MAX = 10_000;
