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
