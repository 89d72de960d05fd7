import { contactCodePrefixes, contactTypes } from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { contacts } from "../../db/schema/index.js";

/** Codes tried past those typed by hand before giving up (a bound, not a limit anyone meets). */
const attempts_max = 1000;

/**
 * The next free code of a contact's first type (`C-0001`, `V-0002`…). The counter is a row of
 * `number_sequences` (period `all`) taken with an upsert inside the contact's transaction, so two
 * creations at once wait for each other and never get the same code; codes someone typed by hand
 * are skipped, and so are `reserved` ones (an import's codes typed in its file); the code given joins them.
 */
export async function nextContactCode(tx: Tx, companyId: string, types: readonly string[], reserved?: Set<string>): Promise<string> {
  const type = contactTypes.find((candidate) => types.includes(candidate)) ?? "other";
  const prefix = contactCodePrefixes[type];
  for (let attempt = 0; attempt < attempts_max; attempt++) {
    const result = await tx.execute(sql`
      INSERT INTO number_sequences (company_id, transaction_type, period, last_value)
      VALUES (${companyId}, ${`contact:${prefix}`}, 'all', 1)
      ON CONFLICT (company_id, transaction_type, period) DO UPDATE SET last_value = number_sequences.last_value + 1
      RETURNING last_value`);
    const value = (result as unknown as { rows: { last_value: number }[] }).rows[0]?.last_value;
    if (typeof value !== "number") throw new Error("contact numbering failed");
    const code = `${prefix}-${String(value).padStart(4, "0")}`;
    const [taken] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), sql`lower(${contacts.code}) = lower(${code})`));
    if (taken || reserved?.has(code.toLowerCase())) continue;
    reserved?.add(code.toLowerCase());
    return code;
  }
  throw new Error(`no free contact code after ${attempts_max} tries`);
}
