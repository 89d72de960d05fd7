import { type TransactionType, transactionTypes } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";

/**
 * Document numbers `{prefix}/{yyyy}/{mm}/{seq}`, gapless per company, type and month: the counter
 * row is updated inside the document's transaction, so concurrent documents wait for each other
 * and a rollback gives the number back.
 */
const sequenceUpsert = (companyId: string, sequence: string, date: string): SQL => sql`
  INSERT INTO number_sequences (company_id, transaction_type, period, last_value) VALUES (${companyId}, ${sequence}, ${date.slice(0, 7)}, 1)
  ON CONFLICT (company_id, transaction_type, period) DO UPDATE SET last_value = number_sequences.last_value + 1
  RETURNING last_value`;

/** A sequence number as text, at least four digits: 7 → `0007`, 12345 → `12345` (never cut). */
export const sequenceText = (value: SQL): SQL => sql`lpad((${value})::text, greatest(4, length((${value})::text)), '0')`;

/** The number from the counter's `last_value` (in a query over the upsert above, aliased `seq`). */
const numberFrom = (prefix: string, date: string): SQL =>
  sql`${`${prefix}/${date.slice(0, 4)}/${date.slice(5, 7)}/`} || ${sequenceText(sql`seq.last_value`)}`;

/** The next number of a document type, for documents other than journals (which number inside their insert). */
export async function nextNumber(tx: Tx, companyId: string, type: TransactionType, date: string): Promise<string> {
  const result = await tx.execute(sql`
    WITH seq AS (${sequenceUpsert(companyId, type, date)})
    SELECT ${numberFrom(transactionTypes[type].prefix, date)} AS number,
      (SELECT p.prefix FROM prefixes p WHERE p.company_id = ${companyId} AND p.transaction_type = ${type}) AS prefix,
      seq.last_value
    FROM seq`);
  const row = (result as unknown as { rows: { number: string; prefix: string | null; last_value: number }[] }).rows[0];
  if (!row) throw new Error("numbering failed");
  const prefix = row.prefix ?? transactionTypes[type].prefix;
  return `${prefix}/${date.slice(0, 4)}/${date.slice(5, 7)}/${String(row.last_value).padStart(4, "0")}`;
}

/**
 * The next number with a prefix of the company's own choosing (a cash receipt type's `BKM`), on its
 * own gapless counter per company, prefix and month (kept apart from the document types' counters).
 */
export async function nextPrefixedNumber(tx: Tx, companyId: string, prefix: string, date: string): Promise<string> {
  const result = await tx.execute(sql`
    WITH seq AS (${sequenceUpsert(companyId, `prefix:${prefix}`, date)})
    SELECT ${numberFrom(prefix, date)} AS number FROM seq`);
  const row = (result as unknown as { rows: { number: string }[] }).rows[0];
  if (!row) throw new Error("numbering failed");
  return row.number;
}
