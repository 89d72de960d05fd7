export { rowsWithProblems, type UploadProblem, uploadProblems } from "../../../lib/upload-report";

/** The columns of the upload template, in order (as the API's template has them). */
export const uploadColumns = [
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
  "tags",
] as const;
