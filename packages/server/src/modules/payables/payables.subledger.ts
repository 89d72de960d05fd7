import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { SubledgerCheck } from "../module.js";
import { rowsOf } from "../reports/report-context.js";

/**
 * Another module's documents that settle purchase invoices (freight's nettings): the source type of
 * their journals, and their approved lines per invoice as `invoice_id, amount, base` (what each took
 * of the invoice in its currency and in base).
 */
export interface PayableSettlement {
  sourceType: string;
  lines: (companyId: string) => SQL;
}
const settlements = new Map<string, PayableSettlement>();

/** Called once by the module owning the settling documents, when it is loaded. */
export function registerPayableSettlement(settlement: PayableSettlement) {
  settlements.set(settlement.sourceType, settlement);
}

const sourcesOf = () => sql`(${sql.join(["purchase_invoice", "purchase_payment", "purchase_return", ...settlements.keys()].map((s) => sql`${s}`), sql`, `)})`;
/** What an invoice's posted returns took off it (debit notes; a foreign invoice has none). */
const returned = sql`coalesce((SELECT sum(r.total) FROM purchase_returns r JOIN documents rd ON rd.company_id = r.company_id AND rd.id = r.id AND rd.status = 'approved'
  WHERE r.company_id = pi.company_id AND r.invoice_id = pi.id), 0)`;

/**
 * The payable sub-ledger (DESIGN §12): per payable account and vendor, what posted invoices still
 * owe in base (their `outstanding_base` column) equals the balance their AP, payment and return
 * journals left on that account; and each invoice's outstanding equals its payable less its approved
 * payments and returns, in its currency and in base.
 */
export const payableSubledger: SubledgerCheck = {
  name: "payables",
  async check(tx: Tx, companyId: string) {
    const out: string[] = [];
    const sources = sourcesOf();
    const settled = [...settlements.values()].map((s) => sql` UNION ALL ${s.lines(companyId)}`);
    const drift = rowsOf<{ account: string; vendor: string; subledger: string; ledger: string }>(
      await tx.execute(sql`
        WITH sub AS (
          SELECT pi.payable_account_id AS account_id, pi.contact_id, sum(pi.outstanding_base) AS amount
          FROM purchase_invoices pi JOIN documents d ON d.company_id = pi.company_id AND d.id = pi.id AND d.status = 'approved'
          WHERE pi.company_id = ${companyId}
          GROUP BY 1, 2
        ),
        src AS (
          SELECT j.id FROM journals j WHERE j.company_id = ${companyId} AND j.source_type IN ${sources}
          UNION ALL
          SELECT r.id FROM journals r JOIN journals j ON j.company_id = r.company_id AND j.id = r.reversal_of_id
          WHERE r.company_id = ${companyId} AND j.source_type IN ${sources}
        ),
        led AS (
          SELECT l.account_id, l.contact_id, sum(l.credit - l.debit) AS amount
          FROM journal_lines l JOIN src ON src.id = l.journal_id
          WHERE l.company_id = ${companyId}
            AND l.account_id IN (SELECT DISTINCT payable_account_id FROM purchase_invoices WHERE company_id = ${companyId})
          GROUP BY 1, 2
        )
        SELECT coalesce(a.code, '?') AS account, coalesce(c.name, '?') AS vendor,
          coalesce(sub.amount, 0)::text AS subledger, coalesce(led.amount, 0)::text AS ledger
        FROM sub FULL JOIN led ON led.account_id = sub.account_id AND led.contact_id IS NOT DISTINCT FROM sub.contact_id
        LEFT JOIN accounts a ON a.company_id = ${companyId} AND a.id = coalesce(sub.account_id, led.account_id)
        LEFT JOIN contacts c ON c.company_id = ${companyId} AND c.id = coalesce(sub.contact_id, led.contact_id)
        WHERE coalesce(sub.amount, 0) <> coalesce(led.amount, 0)`),
    );
    for (const d of drift) out.push(`account ${d.account}, vendor ${d.vendor}: invoices owe ${d.subledger}, the ledger holds ${d.ledger}`);
    const invoices = rowsOf<{ number: string; outstanding: string; expected: string; outstanding_base: string; expected_base: string }>(
      await tx.execute(sql`
        WITH paid AS (
          SELECT invoice_id, sum(amount) AS amount, sum(base) AS base FROM (
            SELECT l.invoice_id, l.amount, l.base FROM purchase_payment_lines l
            JOIN documents pd ON pd.company_id = l.company_id AND pd.id = l.payment_id AND pd.status = 'approved'
            WHERE l.company_id = ${companyId}${sql.join(settled, sql``)}
          ) s GROUP BY invoice_id
        ),
        invoice AS (
          SELECT d.number, pi.outstanding, pi.outstanding_base,
            pi.payable_amount - coalesce(paid.amount, 0) - ${returned} AS expected,
            pi.payable_base - coalesce(paid.base, 0) - ${returned} AS expected_base
          FROM purchase_invoices pi JOIN documents d ON d.company_id = pi.company_id AND d.id = pi.id AND d.status = 'approved'
          LEFT JOIN paid ON paid.invoice_id = pi.id
          WHERE pi.company_id = ${companyId}
        )
        SELECT number, outstanding::text, expected::text, outstanding_base::text, expected_base::text FROM invoice
        WHERE outstanding <> expected OR outstanding_base <> expected_base`),
    );
    for (const i of invoices)
      out.push(`invoice ${i.number}: outstanding ${i.outstanding} (base ${i.outstanding_base}), payments leave ${i.expected} (base ${i.expected_base})`);
    return out;
  },
};
