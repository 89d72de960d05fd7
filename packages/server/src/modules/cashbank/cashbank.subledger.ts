import { sql } from "drizzle-orm";
import type { SubledgerCheck } from "../module.js";
import { rowsOf } from "../reports/report-context.js";

/**
 * The cash and bank sub-ledger checks for `npm run ledger:verify`:
 * - a paid request is paid by one approved payment that names it, and every approved payment
 *   naming a request is the one that paid it;
 * - every match of a reconciliation has equal sums on both sides, and a reconciled ledger line is
 *   still a line of the ledger (triggers, not a foreign key, keep it so: 0022), of the bank account
 *   of its reconciliation;
 * - an account that refuses to go below zero is not below zero today.
 */
/**
 * A line of a cash or bank account (`b`) as the account holds it: in base, or for an account in a
 * foreign currency its amount in it (a base line on such an account — a revaluation — holds none).
 */
const asHeld = sql`(CASE WHEN b.currency = (SELECT base_currency FROM companies WHERE id = b.company_id) THEN l.debit - l.credit
  WHEN l.currency = b.currency THEN CASE WHEN l.debit > 0 THEN l.amount_currency ELSE -l.amount_currency END ELSE 0 END)`;

export const cashbankSubledger: SubledgerCheck = {
  name: "cash and bank",
  async check(tx, companyId) {
    const rows = rowsOf<{ problem: string }>(
      await tx.execute(sql`
        SELECT 'request ' || coalesce(d.number, r.id::text) || ' is marked paid by a payment that is not an approved payment of it' AS problem
        FROM cashbank_requests r JOIN documents d ON d.company_id = r.company_id AND d.id = r.id
        LEFT JOIN cashbank_transactions t ON t.company_id = r.company_id AND t.id = r.paid_transaction_id
        LEFT JOIN documents p ON p.company_id = t.company_id AND p.id = t.id
        WHERE r.company_id = ${companyId} AND r.paid_transaction_id IS NOT NULL
          AND (t.request_id IS DISTINCT FROM r.id OR p.status <> 'approved')
        UNION ALL
        SELECT 'payment ' || p.number || ' pays request ' || coalesce(d.number, '') || ' but the request is not marked paid by it'
        FROM cashbank_transactions t JOIN documents p ON p.company_id = t.company_id AND p.id = t.id AND p.status = 'approved'
        JOIN cashbank_requests r ON r.company_id = t.company_id AND r.id = t.request_id
        JOIN documents d ON d.company_id = r.company_id AND d.id = r.id
        WHERE t.company_id = ${companyId} AND r.paid_transaction_id IS DISTINCT FROM t.id
        UNION ALL
        SELECT 'reconciliation match ' || m.match_id || ': statement ' || coalesce(s.total, 0) || ' ≠ books ' || m.total
        FROM (SELECT match_id, sum(amount) AS total FROM cashbank_reconciled_lines WHERE company_id = ${companyId} GROUP BY match_id) m
        LEFT JOIN (SELECT match_id, sum(amount) AS total FROM cashbank_statement_lines WHERE company_id = ${companyId} AND match_id IS NOT NULL GROUP BY match_id) s
          ON s.match_id = m.match_id
        WHERE s.total IS DISTINCT FROM m.total
        UNION ALL
        SELECT 'reconciled line ' || r.journal_id || '/' || r.line_no
          || CASE WHEN l.journal_id IS NULL THEN ' is not a line of the ledger' ELSE ' is not a line of the reconciled account' END
        FROM cashbank_reconciled_lines r
        JOIN cashbank_reconciliations c ON c.company_id = r.company_id AND c.id = r.reconciliation_id
        JOIN cashbanks b ON b.company_id = c.company_id AND b.id = c.cashbank_id
        LEFT JOIN journal_lines l ON l.company_id = r.company_id AND l.journal_id = r.journal_id AND l.line_no = r.line_no
        WHERE r.company_id = ${companyId} AND (l.journal_id IS NULL OR l.account_id <> b.account_id OR ${asHeld} <> r.amount)
        UNION ALL
        SELECT b.code || ' may not go below zero but its balance is ' || sum(${asHeld})
        FROM cashbanks b JOIN journal_lines l ON l.company_id = b.company_id AND l.account_id = b.account_id
        WHERE b.company_id = ${companyId} AND b.negative_balance = 'refuse'
        GROUP BY b.code HAVING sum(${asHeld}) < 0`),
    );
    return rows.map((r) => r.problem);
  },
};
