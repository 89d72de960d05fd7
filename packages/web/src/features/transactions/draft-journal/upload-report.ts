export { rowsWithProblems, type UploadProblem, uploadProblems } from "../../../lib/upload-report";

/** The columns of the upload template, in order (the API's own list, from core). */
export { journalUploadColumns as uploadColumns } from "@neraca/core";
