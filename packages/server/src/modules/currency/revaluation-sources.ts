import type { RevaluationKind } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";

/**
 * What a module has open in foreign currencies at a date, for the exchange revaluation (DESIGN §13):
 * one SELECT of `kind, source_id, account_id, contact_id, currency, amount, old_base` — each item's
 * amount in its currency and what it is carried at in base at the end of that day. Sales adds its
 * receivables, payables its payables, the currency module the cash and bank balances; a module that
 * lands later adds its own without editing the revaluation.
 */
export interface RevaluationSource {
  kind: RevaluationKind;
  openAt(companyId: string, date: string, baseCurrency: string): SQL;
}

const sources = new Map<RevaluationKind, RevaluationSource>();

export function registerRevaluationSource(source: RevaluationSource) {
  sources.set(source.kind, source);
}

export const revaluationSources = (): RevaluationSource[] => [...sources.values()];

/**
 * Cash and bank accounts in a foreign currency: the amount in their currency and their base balance
 * at the end of the day, from their journal lines (an earlier revaluation and its reversal net out).
 */
registerRevaluationSource({
  kind: "cash",
  openAt: (companyId, date, base) => sql`
    SELECT 'cash'::text AS kind, cb.id AS source_id, cb.account_id, NULL::uuid AS contact_id, cb.currency,
      coalesce(sum(CASE WHEN l.debit > 0 THEN l.amount_currency ELSE -l.amount_currency END) FILTER (WHERE l.currency = cb.currency), 0) AS amount,
      coalesce(sum(l.debit - l.credit), 0) AS old_base
    FROM cashbanks cb
    JOIN journal_lines l ON l.company_id = cb.company_id AND l.account_id = cb.account_id AND l.date <= ${date}::date
    WHERE cb.company_id = ${companyId} AND cb.currency <> ${base}
    GROUP BY cb.id, cb.account_id, cb.currency`,
});
