import { sql } from "drizzle-orm";
import type { SubledgerCheck } from "../module.js";
import { accountForRoleOrNull } from "../../platform/account-roles.js";
import { select } from "./purchasing.helpers.js";

/**
 * Advances to vendors (`npm run ledger:verify`): per vendor, the advance-payment account's balance
 * equals what approved advances still hold (amount less what payables offset, `settled_amount`).
 * Payables keeps it so by crediting the same account, with the vendor as contact, when it offsets.
 */
export const vendorAdvanceSubledger: SubledgerCheck = {
  name: "advances to vendors",
  async check(tx, companyId) {
    const account = await accountForRoleOrNull(tx, companyId, "advance_payment");
    if (!account) return [];
    const rows = await select<{ contact_id: string | null; ledger: string | null; advances: string | null }>(
      tx,
      sql`SELECT contact_id, sum(ledger)::text AS ledger, sum(advances)::text AS advances FROM (
            SELECT contact_id, debit - credit AS ledger, 0 AS advances FROM journal_lines
             WHERE company_id = ${companyId} AND account_id = ${account}
            UNION ALL
            SELECT a.vendor_id, 0, a.amount - a.settled_amount FROM vendor_advances a
              JOIN documents d ON d.company_id = a.company_id AND d.id = a.id
             WHERE a.company_id = ${companyId} AND d.status = 'approved') m
          GROUP BY contact_id HAVING sum(ledger) <> sum(advances)`,
    );
    return rows.map((r) => `vendor ${r.contact_id ?? "(none)"}: ledger ${r.ledger ?? "0"}, open advances ${r.advances ?? "0"}`);
  },
};
