import { sql } from "drizzle-orm";
import { registerRevaluationSource } from "../currency/revaluation-sources.js";

/**
 * The open foreign payables at the end of a day (DESIGN §13): each approved invoice in a foreign
 * currency with what was left of it then — what is left now plus the posted payments dated after — in
 * its currency and in base (at its own rate, as the payments relieved it).
 */
registerRevaluationSource({
  kind: "payable",
  openAt: (companyId, date) => sql`
    SELECT 'payable'::text AS kind, i.id AS source_id, i.payable_account_id AS account_id, i.contact_id, i.currency,
      i.outstanding + coalesce(later.amount, 0) AS amount, i.outstanding_base + coalesce(later.base, 0) AS old_base
    FROM purchase_invoices i
    JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
    LEFT JOIN (
      SELECT l.invoice_id, sum(l.amount) AS amount, sum(l.base) AS base FROM purchase_payment_lines l
      JOIN purchase_payments p ON p.company_id = l.company_id AND p.id = l.payment_id AND p.date > ${date}::date
      JOIN documents pd ON pd.company_id = p.company_id AND pd.id = p.id AND pd.status = 'approved'
      WHERE l.company_id = ${companyId} GROUP BY l.invoice_id
    ) later ON later.invoice_id = i.id
    WHERE i.company_id = ${companyId} AND i.currency IS NOT NULL AND i.date <= ${date}::date
      AND (i.outstanding > 0 OR later.invoice_id IS NOT NULL)`,
});
