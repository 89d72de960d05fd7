// Issue 14 benchmark: one cash advance's whole life through the API (request, submit, payment,
// realisation, submit, refund — six commands, three journals) beside posting its three journals
// by hand, and the per-employee report over every advance beside the trial balance of the same
// period, on PostgreSQL. Ratios measured in one run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fmt, freshPostgres, inProcessApp, timeIt } from "./lib.mjs";

const ADVANCES = Number(process.env.BENCH_ADVANCES ?? 200);
export async function runCashAdvanceBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-ca-"));
  const db = await freshPostgres("neraca_bench_cash_advance");
  const { app, database, call, send, token } = await inProcessApp({ databaseUrl: db.url, dataDir, cutOffDate: "2026-01-01" });
  try {
    const accounts = {};
    for (let page = 1; page < 10; page++) {
      const res = await call("GET", `master-data/chart-of-account?per_page=100&page=${page}`, undefined, token);
      for (const a of res.data) accounts[a.code] = a.id;
      if (res.data.length < 100) break;
    }
    const employees = [];
    for (let i = 0; i < 20; i++) employees.push((await call("POST", "master-data/employee", { code: `E${i}`, name: `Karyawan ${i}` }, token)).data.id);
    const kas = (await call("POST", "master-data/cashbank", { code: "KAS", name: "Kas", account_id: accounts["1101.01"] }, token)).data.id;
    let n = 0;
    let advances = 0;
    const date = () => `2026-03-${String((n % 28) + 1).padStart(2, "0")}`;
    const life = async () => {
      n++;
      advances++;
      const d = date();
      const request = (await call("POST", "transactions/cash-advance/request", { date: d, purpose_date: d, advance_type: "travel", employee_id: employees[n % 20], request_amount: "1000000" }, token)).data;
      await call("POST", `transactions/cash-advance/request/${request.id}/submit`, undefined, token);
      const advance = (await call("POST", "transactions/cash-advance", { cash_advance_request_id: request.id, date: d, cashbank_id: kas }, token)).data;
      const realisation = (await call("POST", "transactions/cash-advance/realisation", { cash_advance_id: advance.id, date: d, details: [{ account_id: accounts["6104"], amount: "850000" }] }, token)).data;
      await call("POST", `transactions/cash-advance/realisation/${realisation.id}/submit`, undefined, token);
      await call("POST", "transactions/cash-advance/refund", { cash_advance_id: advance.id, date: d, cashbank_id: kas, amount: "150000" }, token);
    };
    const journal = (d, debit, credit, amount) =>
      call("POST", "transactions/journal", { date: d, details: [{ account_id: accounts[debit], debit: amount }, { account_id: accounts[credit], credit: amount }] }, token);
    const byHand = async () => {
      n++;
      const d = date();
      await journal(d, "1105.01", "1101.01", "1000000");
      await journal(d, "6104", "1105.01", "850000");
      await journal(d, "1101.01", "1105.01", "150000");
    };
    const lifeMs = await timeIt(life, 9, 2);
    const handMs = await timeIt(byHand, 9, 2);
    for (let i = 0; i < ADVANCES; i++) await life();
    const report = await timeIt(() => send("GET", "report/cash-advance?date_from=2026-01-01&date_to=2026-12-31", undefined, token), 9, 2);
    const trial = await timeIt(() => send("GET", "report/trial-balance?date_from=2026-01-01&date_to=2026-12-31", undefined, token), 9, 2);
    return [
      `### Cash advances on PostgreSQL, median of 9 (${fmt(advances)} advances in the books for the reports)`,
      "",
      "| what | time | against | time | ratio |",
      "| --- | --- | --- | --- | --- |",
      `| one advance's life: 6 commands, 3 journals | ${fmt(lifeMs, 1)} ms | its 3 journals posted by hand | ${fmt(handMs, 1)} ms | ${fmt(lifeMs / handMs, 2)} |`,
      `| \`/report/cash-advance\` for the year | ${fmt(report, 1)} ms | \`/report/trial-balance\` for the year | ${fmt(trial, 1)} ms | ${fmt(report / trial, 2)} |`,
    ].join("\n");
  } finally {
    await app.close();
    await database.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runCashAdvanceBench());
