import type { CsvMapping, FieldErrors, StatementAccount, StatementFormat, StatementImportedAlready } from "@neraca/core";
import { ApiError } from "../../lib/api-client";

/** A statement format as people write it: CSV, OFX, MT940, CAMT.053. */
export const formatLabel = (format: string): string => (format === "camt053" ? "CAMT.053" : format.toUpperCase());

/**
 * Which balances a statement import needs typed: MT940, OFX and camt.053 state their own, a CSV
 * its own where its mapping reads a running balance or the summary rows that give them. The
 * server refuses a typed figure that differs from the file's, so none is asked for then.
 */
export function balancesToType(format: StatementFormat | undefined, mapping: Partial<CsvMapping> | undefined): { opening: boolean; closing: boolean } {
  if (format !== "csv") return { opening: false, closing: false };
  const has = (value: string | null | undefined) => !!value?.trim();
  const running = has(mapping?.balance_column);
  return { opening: !running && !has(mapping?.opening_label), closing: !running && !has(mapping?.closing_label) };
}

/** Errors of an import the screen shows above the form, about the file as a whole, not under a field. */
const fileFields = ["content", "statement_account"];

/**
 * Why an import was refused, as the screen shows it above the form: every line of the file imported
 * already (409, with the import that has them when the answer names it), a file of several accounts
 * none of which is the bank account's (422 listing them, to pick one), or any other refusal of the
 * file (its currency not the account's, a line that does not read) or of the call. `fields`: the
 * errors left for the form's own fields (a balance typed, an account not chosen).
 */
export type ImportRefusal =
  | { kind: "imported_already"; message: string; earlier: StatementImportedAlready | null }
  | { kind: "choose_account"; message: string; accounts: StatementAccount[] }
  | { kind: "refused"; message: string };

export function importRefusal(error: unknown): { refusal: ImportRefusal | null; fields: FieldErrors } {
  if (!(error instanceof ApiError)) return { refusal: { kind: "refused", message: error instanceof Error ? error.message : String(error) }, fields: {} };
  const body = error.body;
  const message = body?.message ?? error.message;
  const errors = body?.errors ?? {};
  const fields = Object.fromEntries(Object.entries(errors).filter(([name]) => !fileFields.includes(name)));
  const data = typeof body?.data === "object" && body.data !== null ? (body.data as Record<string, unknown>) : {};
  if (error.status === 409) {
    const earlier = typeof data.reconciliation_id === "string" ? (data as unknown as StatementImportedAlready) : null;
    return { refusal: { kind: "imported_already", message, earlier }, fields };
  }
  if (Array.isArray(data.accounts)) return { refusal: { kind: "choose_account", message, accounts: data.accounts as StatementAccount[] }, fields };
  const aboutFile = Object.keys(errors).some((name) => fileFields.includes(name));
  // A refusal only of fields the form shows stays under them; anything else (a network failure too) above.
  if (!aboutFile && Object.keys(fields).length > 0) return { refusal: null, fields };
  return { refusal: { kind: "refused", message }, fields };
}
