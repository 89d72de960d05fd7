import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { SubledgerCheck } from "../module.js";
import { rowsOf } from "../reports/report-context.js";

export interface ReceivableDifference {
  contact_id: string | null;
  contact_name: string | null;
  ledger: string;
  subledger: string;
}

/**
 * The receivable sub-ledger against its control accounts, per customer: the outstanding amounts (in
 * base) of approved invoices against the balance (debit − credit) of the receivable accounts those invoices
 * post to (and the default receivable account), from the journal lines naming the customer. A
 * receivable line without a customer is a difference too.
 */
export async function receivableDifferences(tx: Tx, companyId: string): Promise<ReceivableDifference[]> {
  const result = await tx.execute(sql`
    WITH control AS (
      SELECT DISTINCT receivable_account_id AS account_id FROM sales_invoices WHERE company_id = ${companyId} AND receivable_account_id IS NOT NULL
      UNION
      SELECT account_id FROM account_defaults WHERE company_id = ${companyId} AND role = 'receivable'
    ),
    ledger AS (
      SELECT l.contact_id, sum(l.debit - l.credit) AS amount
      FROM journal_lines l JOIN control c ON c.account_id = l.account_id
      WHERE l.company_id = ${companyId}
      GROUP BY l.contact_id
    ),
    sub AS (
      SELECT i.contact_id, sum(i.outstanding_base) AS amount
      FROM sales_invoices i JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
      WHERE i.company_id = ${companyId}
      GROUP BY i.contact_id
    )
    SELECT COALESCE(ledger.contact_id, sub.contact_id) AS contact_id, ct.name AS contact_name,
      COALESCE(ledger.amount, 0)::text AS ledger, COALESCE(sub.amount, 0)::text AS subledger
    FROM ledger FULL JOIN sub ON sub.contact_id = ledger.contact_id
    LEFT JOIN contacts ct ON ct.company_id = ${companyId} AND ct.id = COALESCE(ledger.contact_id, sub.contact_id)
    WHERE COALESCE(ledger.amount, 0) <> COALESCE(sub.amount, 0)
    ORDER BY 2 NULLS FIRST`);
  return rowsOf<ReceivableDifference>(result);
}

export const receivableSubledger: SubledgerCheck = {
  name: "sales receivables",
  async check(tx, companyId) {
    return (await receivableDifferences(tx, companyId)).map(
      (d) => `${d.contact_name ?? "(no customer)"}: receivable accounts ${d.ledger}, open invoices ${d.subledger}`,
    );
  },
};
