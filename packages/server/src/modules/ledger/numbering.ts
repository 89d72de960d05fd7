import { formatDocumentNumber, type TransactionType, transactionTypes } from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { prefixes } from "../../db/schema/index.js";

/**
 * The next number of a document type in a month. The counter row is updated inside the document's
 * transaction, so concurrent documents wait for each other and a rollback gives the number back:
 * numbers stay gapless.
 */
export async function nextNumber(tx: Tx, companyId: string, type: TransactionType, date: string): Promise<string> {
  const period = date.slice(0, 7);
  const result = await tx.execute<{ last_value: number; prefix: string | null }>(sql`
    WITH next AS (
      INSERT INTO number_sequences (company_id, transaction_type, period, last_value)
      VALUES (${companyId}, ${type}, ${period}, 1)
      ON CONFLICT (company_id, transaction_type, period)
      DO UPDATE SET last_value = number_sequences.last_value + 1
      RETURNING last_value
    )
    SELECT next.last_value,
      (SELECT p.prefix FROM prefixes p WHERE p.company_id = ${companyId} AND p.transaction_type = ${type}) AS prefix
    FROM next`);
  const row = (result as unknown as { rows: { last_value: number; prefix: string | null }[] }).rows[0];
  if (!row) throw new Error("numbering failed");
  return formatDocumentNumber(row.prefix ?? transactionTypes[type].prefix, date, Number(row.last_value));
}

export async function prefixOf(tx: Tx, companyId: string, type: TransactionType): Promise<string> {
  const [row] = await tx
    .select({ prefix: prefixes.prefix })
    .from(prefixes)
    .where(and(eq(prefixes.companyId, companyId), eq(prefixes.transactionType, type)));
  return row?.prefix ?? transactionTypes[type].prefix;
}
