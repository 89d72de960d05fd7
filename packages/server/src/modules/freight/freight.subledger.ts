import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { SubledgerCheck } from "../module.js";
import { rowsOf } from "../reports/report-context.js";

/**
 * The jobs against their charge lines and their bills (issue 31): each job's kept sell and buy in
 * base equal its lines' (disbursements apart); every billed line is named by a line of the invoice
 * it says billed it, and every invoice line naming a charge line is the one that billed it — so
 * billed and unbilled lines add up to the jobs, and no charge is billed twice or lost.
 */
export const freightSubledger: SubledgerCheck = {
  name: "freight jobs",
  async check(tx: Tx, companyId: string) {
    const out: string[] = [];
    const totals = rowsOf<{ number: string | null; sell: string; buy: string; lines_sell: string; lines_buy: string }>(
      await tx.execute(sql`
        SELECT j.code AS number, j.sell_base::text AS sell, j.buy_base::text AS buy,
          coalesce(sum(l.amount_base) FILTER (WHERE l.side = 'sell' AND NOT l.is_disbursement), 0)::text AS lines_sell,
          coalesce(sum(l.amount_base) FILTER (WHERE l.side = 'buy' AND NOT l.is_disbursement), 0)::text AS lines_buy
        FROM ch_jobs j LEFT JOIN ch_job_lines l ON l.company_id = j.company_id AND l.job_id = j.id
        WHERE j.company_id = ${companyId}
        GROUP BY j.id, j.code, j.sell_base, j.buy_base
        HAVING j.sell_base <> coalesce(sum(l.amount_base) FILTER (WHERE l.side = 'sell' AND NOT l.is_disbursement), 0)
          OR j.buy_base <> coalesce(sum(l.amount_base) FILTER (WHERE l.side = 'buy' AND NOT l.is_disbursement), 0)`),
    );
    for (const t of totals) out.push(`job ${t.number ?? "(draft)"}: keeps sell ${t.sell} and buy ${t.buy}, its lines add up to ${t.lines_sell} and ${t.lines_buy}`);
    const bills = rowsOf<{ job: string | null; line_no: number; billed: string | null; named: string | null }>(
      await tx.execute(sql`
        WITH named AS (
          SELECT (d->>'job_line_id')::uuid AS line_id, i.id AS invoice_id FROM sales_invoices i, jsonb_array_elements(i.details) d
          WHERE i.company_id = ${companyId} AND d->>'job_line_id' IS NOT NULL
          UNION ALL
          SELECT l.job_line_id, l.invoice_id FROM purchase_invoice_lines l
          WHERE l.company_id = ${companyId} AND l.job_line_id IS NOT NULL
            -- A cancelled agent's invoice gave its lines back.
            AND NOT EXISTS (SELECT 1 FROM documents pd WHERE pd.company_id = l.company_id AND pd.id = l.invoice_id AND pd.status = 'cancelled')
        )
        SELECT j.code AS job, l.line_no, l.billed_id::text AS billed, n.invoice_id::text AS named
        FROM ch_job_lines l JOIN ch_jobs j ON j.company_id = l.company_id AND j.id = l.job_id
        FULL JOIN named n ON n.line_id = l.id AND n.invoice_id = l.billed_id
        WHERE l.company_id = ${companyId} AND l.billed_id IS NOT NULL AND n.invoice_id IS NULL
        UNION ALL
        SELECT j.code, l.line_no, l.billed_id::text, n.invoice_id::text
        FROM named n JOIN ch_job_lines l ON l.company_id = ${companyId} AND l.id = n.line_id JOIN ch_jobs j ON j.company_id = l.company_id AND j.id = l.job_id
        WHERE l.billed_id IS DISTINCT FROM n.invoice_id`),
    );
    for (const b of bills)
      out.push(
        b.named
          ? `job ${b.job ?? "?"} line ${b.line_no}: invoice ${b.named} bills it, the line says ${b.billed ?? "unbilled"}`
          : `job ${b.job ?? "?"} line ${b.line_no}: billed by ${b.billed}, which has no line naming it`,
      );
    return out;
  },
};
