import { sql } from "drizzle-orm";
import { inTransaction } from "../db/tenant.js";
import { rowsOf } from "../modules/reports/report-context.js";
import type { TestApp } from "./harness.js";

/** Account ids of the seeded Indonesian chart by code. */
export async function accountIds(t: TestApp, token: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (let page = 1; page < 10; page++) {
    const res = await t.request("GET", `/api/master-data/chart-of-account?per_page=100&page=${page}`, { token });
    for (const a of res.body.data) out[a.code] = a.id;
    if (res.body.data.length < 100) break;
  }
  return out;
}

export const line = (account_id: string, debit: string | number, credit: string | number, extra: Record<string, unknown> = {}) => ({
  account_id,
  debit,
  credit,
  ...extra,
});

export async function postJournal(
  t: TestApp,
  token: string,
  date: string,
  details: ReturnType<typeof line>[],
  extra: Record<string, unknown> = {},
) {
  return t.request("POST", "/api/transactions/journal", { token, body: { date, description: "Test", details, ...extra } });
}

export const tb = (t: TestApp, token: string, from: string, to: string, extra = "") =>
  t.request("GET", `/api/report/trial-balance?date_from=${from}&date_to=${to}${extra}`, { token });

/** A journal's lines, in order, as [account code, debit, credit, currency, amount in it, rate] (foreign sides null in base). */
export async function journalLinesOf(t: TestApp, actor: { companyId: string; userId: string }, journalId: string) {
  return inTransaction(t.database.db, actor, async (tx) =>
    rowsOf<{ code: string; debit: string; credit: string; currency: string | null; amount_currency: string | null; rate: string | null }>(
      await tx.execute(sql`SELECT a.code, l.debit::text AS debit, l.credit::text AS credit, l.currency, l.amount_currency::text AS amount_currency, l.rate::text AS rate
        FROM journal_lines l JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
        WHERE l.company_id = ${actor.companyId} AND l.journal_id = ${journalId}::uuid ORDER BY l.line_no`),
    ).map((l) => [l.code, l.debit, l.credit, l.currency, l.amount_currency, l.rate]),
  );
}
