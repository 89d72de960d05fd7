// Issue 32 benchmark, on PostgreSQL with the ledger bench's company (bench/ledger.mjs: 300 accounts,
// 5 offices, 2021–2025) at 1 000 000 journal lines and one approved budget of 2025 with 51 000 lines
// (every account × office × 34 work units, 12 months each):
// - submitting a purchase request (no approval level: approved, its line held) with the budget
//   control stopping beyond the year's budget, beside the same submit with the control off
//   (target ≤ 1.5×), alternating blocks;
// - `/report/report-budget-month` of 2025 through the API beside a bare aggregate of the same
//   figures (each line's budget per month and the ledger's per account, office and month; target ≤ 3×).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, median, root, timeSideBySide } from "./lib.mjs";
import { seedLines, setup } from "./ledger.mjs";

const { sql } = await import(pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href);

const LINES = Number(process.env.BENCH_BUDGET_LEDGER_LINES ?? 1_000_000);
const UNITS = Number(process.env.BENCH_BUDGET_UNITS ?? 34);
const ROUNDS = Number(process.env.BENCH_BUDGET_ROUNDS ?? 5);
const BLOCK = Number(process.env.BENCH_BUDGET_BLOCK ?? 15);
const rows = (r) => r.rows ?? r;

/** One approved budget of 2025: every leaf account × office × work unit, 12 months each, as the service would store it. */
async function seedBudget(ctx) {
  const c = ctx.companyId;
  await ctx.asOwner(async (d) => {
    await d.execute(sql`INSERT INTO work_units (company_id, id, code, name)
      SELECT ${c}, overlay(overlay(md5(${c} || 'unit' || g) placing '4' from 13) placing 'a' from 17)::uuid, 'BU' || g, 'Bench unit ' || g FROM generate_series(1, ${UNITS}) g`);
    await d.execute(sql`INSERT INTO documents (company_id, id, document_type, status, number, date, amount, approval_module)
      VALUES (${c}, md5(${c} || 'budget')::uuid, 'budget', 'approved', 'ANG/BENCH/1', '2025-01-01', 0, 'budgeting')`);
    await d.execute(sql`INSERT INTO budgets (company_id, id, period, period_type, date_start, date_end, total)
      VALUES (${c}, md5(${c} || 'budget')::uuid, 'FY 2025', 'annual', '2025-01-01', '2025-12-31', 0)`);
    await d.execute(sql`INSERT INTO budget_lines (company_id, budget_id, line_no, account_id, office_id, work_unit_id, amount)
      SELECT ${c}, md5(${c} || 'budget')::uuid, row_number() OVER (ORDER BY a.code, o.code, u.code), a.id, o.id, u.id, 1200000
      FROM accounts a CROSS JOIN offices o CROSS JOIN work_units u
      WHERE a.company_id = ${c} AND o.company_id = ${c} AND u.company_id = ${c}
        AND NOT EXISTS (SELECT 1 FROM accounts ch WHERE ch.company_id = a.company_id AND ch.parent_id = a.id)`);
    await d.execute(sql`INSERT INTO budget_amounts (company_id, budget_id, line_no, month, amount)
      SELECT ${c}, l.budget_id, l.line_no, make_date(2025, m, 1), 100000 FROM budget_lines l CROSS JOIN generate_series(1, 12) m WHERE l.company_id = ${c}`);
    for (const table of ["budgets", "budget_lines", "budget_amounts", "work_units", "documents"]) await d.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  });
  const [count] = rows(await ctx.asOwner((d) => d.execute(sql`SELECT count(*)::int AS n FROM budget_lines WHERE company_id = ${c}`)));
  return count.n;
}

/** `count` drafts of a purchase request of 1 000 on a leaf account's product, for office B2 and the first bench unit. */
async function drafts(ctx, count) {
  const c = ctx.companyId;
  const [ids] = rows(
    await ctx.asOwner((d) =>
      d.execute(sql`SELECT (SELECT id FROM accounts WHERE company_id = ${c} AND code = '6900.001') AS account,
        (SELECT id FROM offices WHERE company_id = ${c} AND code = 'B2') AS office, overlay(overlay(md5(${c} || 'unit' || 1) placing '4' from 13) placing 'a' from 17)::uuid AS unit`),
    ),
  );
  const product = (await ctx.call("POST", "master-data/product", { code: "BENCH-SVC", name: "Bench service", product_type: "service", purchase_account_id: ids.account }, ctx.token)).data;
  const out = [];
  for (let i = 0; i < count; i++) {
    const body = { date: "2025-06-10", requester: "Bench", office_id: ids.office, work_unit_id: ids.unit, details: [{ product_id: product.id, quantity: "1", estimated_price: "1000" }] };
    out.push((await ctx.call("POST", "transactions/purchase-request", body, ctx.token)).data.id);
  }
  return out;
}

const control = (ctx, action) =>
  ctx.call("PUT", "settings/budget-control", { controls: [{ document_type: "purchase_request", basis: "year", action, tolerance_percent: "0" }] }, ctx.token);

export async function runBudgetingBench() {
  const ctx = await setup("postgres", { databaseName: "neraca_bench_budgeting" });
  try {
    await seedLines(ctx, 0, LINES);
    const budgetLines = await seedBudget(ctx);
    if (process.env.BENCH_PROGRESS) console.error(`budgeting: ${fmt(LINES)} ledger lines, ${fmt(budgetLines)} budget lines`);
    // The submit with and without control, alternating blocks after a warm-up of both.
    const pool = await drafts(ctx, (ROUNDS * 2 + 2) * BLOCK);
    const submit = async (id) => {
      // A refusal (422: over the budget) would throw: every request here fits the year's budget.
      await ctx.send("POST", `transactions/purchase-request/${id}/submit`, undefined, ctx.token);
    };
    const times = { stop: [], ignore: [] };
    for (let r = 0; r <= ROUNDS; r++) {
      for (const action of ["stop", "ignore"]) {
        await control(ctx, action);
        for (let i = 0; i < BLOCK; i++) {
          const id = pool.pop();
          const t0 = performance.now();
          await submit(id);
          if (r > 0) times[action].push(performance.now() - t0); // round 0 warms up
        }
      }
    }
    const stop = median(times.stop);
    const ignore = median(times.ignore);
    // The month report beside its bare aggregate.
    const c = ctx.companyId;
    const bare = () =>
      ctx.asOwner((d) =>
        d.execute(sql`
          WITH posted AS (
            SELECT account_id, office_id, date_trunc('month', date)::date AS month, sum(debit - credit) AS net
            FROM journal_lines WHERE company_id = ${c} AND date >= '2025-01-01' AND date <= '2025-12-31' GROUP BY 1, 2, 3
          )
          SELECT l.line_no, m.month, m.amount, coalesce(p.net, 0) AS actual
          FROM budget_lines l
          JOIN budget_amounts m ON m.company_id = l.company_id AND m.budget_id = l.budget_id AND m.line_no = l.line_no
          LEFT JOIN posted p ON p.account_id = l.account_id AND p.office_id = l.office_id AND p.month = m.month
          WHERE l.company_id = ${c}`),
      );
    const report = async () => {
      await ctx.send("GET", "report/report-budget-month?year=2025", undefined, ctx.token);
    };
    const medians = await timeSideBySide({ report, bare }, { warmUp: 2, rounds: 3, block: 3 });
    return [
      `### Budgeting: ${fmt(budgetLines)} budget lines (12 months each) beside ${fmt(LINES)} journal lines, PostgreSQL`,
      "",
      "| measure | with | beside | ratio | target |",
      "| --- | --- | --- | --- | --- |",
      `| purchase request submit, control stop (year) vs off | ${fmt(stop, 1)} ms | ${fmt(ignore, 1)} ms | ${fmt(stop / ignore, 2)}× | ≤ 1.5× |`,
      `| report-budget-month 2025 (API) vs bare aggregate | ${fmt(medians.report, 0)} ms | ${fmt(medians.bare, 0)} ms | ${fmt(medians.report / medians.bare, 2)}× | ≤ 3× |`,
      "",
      `Submits: medians of ${ROUNDS * BLOCK} each in ${ROUNDS} alternating blocks after a round of both; report: median of 9 in 3 alternating blocks after 2 warm-ups.`,
    ].join("\n");
  } finally {
    await ctx.close();
  }
}
