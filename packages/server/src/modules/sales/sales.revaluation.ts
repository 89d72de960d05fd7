import { sql } from "drizzle-orm";
import { registerRevaluationSource } from "../currency/revaluation-sources.js";

/**
 * The open foreign receivables at the end of a day (DESIGN §13): each approved invoice in a foreign
 * currency with what was left of it then — what is left now plus the payments dated after — in its
 * currency and in base (at its own rate, as the payments relieved it).
 */
registerRevaluationSource({
  kind: "receivable",
  openAt: (companyId, date) => sql`
    SELECT 'receivable'::text AS kind, i.id AS source_id, i.receivable_account_id AS account_id, i.contact_id, i.currency,
      i.outstanding + coalesce(later.amount, 0) AS amount, i.outstanding_base + coalesce(later.base, 0) AS old_base
    FROM sales_invoices i
    JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
    LEFT JOIN (
      SELECT invoice_id, sum(amount) AS amount, sum(base) AS base FROM sales_payment_lines
      WHERE company_id = ${companyId} AND payment_date > ${date}::date GROUP BY invoice_id
    ) later ON later.invoice_id = i.id
    WHERE i.company_id = ${companyId} AND i.currency IS NOT NULL AND i.invoice_date <= ${date}::date
      AND (i.outstanding > 0 OR later.invoice_id IS NOT NULL)`,
});
