// Issue 29 benchmark: the general ledger of a foreign account (a USD bank account) as its history grows —
// 100 000 and 1 000 000 journal lines in all (300 accounts, 5 offices, 5 years, as the ledger bench),
// a tenth of them dollar lines on the bank account before December 2025 (each with its amount in
// dollars and its rate) and the same 600 dollar lines in December 2025, each size in its own database.
// Timed: one page (100 lines) of the account's December through the API, its figures in base and its
// opening and closing dollars read from the balances, not from the history before it (GET
// /api/report/ledger). Target: growth ≤ 1.3 from 100 000 to 1 000 000, as the base reports.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seedLines, setup } from "./ledger.mjs";
import { fmt, median, root, timeIt } from "./lib.mjs";

const { sql } = await import(pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href);

const SMALL = Number(process.env.BENCH_LINES_SMALL ?? 100_000);
const LARGE = Number(process.env.BENCH_LINES_LARGE ?? 1_000_000);
const rows = (r) => r.rows ?? r;
const DECEMBER_LINES = 600;

/**
 * `lines` lines in all: nine tenths base (the ledger bench's seed), one tenth dollar receipts of 2
 * lines — Dr the bank (an account of its own) in USD at a rate of the day, Cr other income in base —
 * over 2021 to November 2025, and DECEMBER_LINES / 2 of them in December 2025 whatever the size; then
 * the balances and the currency balances rebuilt as posting would have left them.
 */
async function seed(ctx, lines) {
  const foreign = Math.round(lines / 10 / 2);
  await seedLines(ctx, 0, lines - foreign * 2);
  const parent = (await ctx.call("GET", "master-data/chart-of-account?per_page=100&q=1102", undefined, ctx.token)).data.find((a) => a.code === "1102").id;
  const created = await ctx.call("POST", "master-data/chart-of-account", { code: "1102.90", name: "Bank USD (bench)", type: "asset", subtype: "bank", parent_id: parent }, ctx.token);
  if (!created.data) throw new Error(JSON.stringify(created));
  const bank = created.data.id;
  const income = (await ctx.call("GET", "master-data/chart-of-account?per_page=100&q=7102", undefined, ctx.token)).data.find((a) => a.code === "7102").id;
  await ctx.call("POST", "master-data/cashbank", { code: "USD", name: "Bank USD", account_id: bank, currency: "USD" }, ctx.token);
  await ctx.asOwner(async (d) => {
    const c = ctx.companyId;
    await d.execute(sql`SET session_replication_role = replica`);
    const office = rows(await d.execute(sql`SELECT id FROM offices WHERE company_id = ${c} ORDER BY code LIMIT 1`))[0].id;
    // USD 1.00–1 000.00 at 15 000–16 000 (a rate of six places), its base to the cent.
    const amount = sql.raw("((g * 7919 % 100000) / 100.0 + 1)");
    const rate = sql.raw("(15000 + (g * 13 % 1000) + (g % 7) / 10.0)");
    // History over 2021-01-01 … 2025-11-30 (1 795 days); the last DECEMBER_LINES / 2 journals in December 2025.
    const date = sql.raw(`(CASE WHEN g > ${foreign - DECEMBER_LINES / 2} THEN date '2025-12-01' + (g % 31)::int ELSE date '2021-01-01' + (g * 7 % 1795)::int END)`);
    await d.execute(sql`
      INSERT INTO journals (company_id, id, number, date, office_id, description, source_type, total_debit, total_credit)
      SELECT ${c}::uuid, md5('usd' || g)::uuid, 'USD/' || g, ${date}, ${office}::uuid, 'USD ' || g, 'bench', round(${amount} * ${rate}, 2), round(${amount} * ${rate}, 2)
      FROM generate_series(1::bigint, ${foreign}::bigint) g`);
    await d.execute(sql`
      INSERT INTO journal_lines (company_id, journal_id, line_no, date, account_id, office_id, debit, credit, currency, amount_currency, rate)
      SELECT ${c}::uuid, md5('usd' || g)::uuid, 1, ${date}, ${bank}::uuid, ${office}::uuid, round(${amount} * ${rate}, 2), 0, 'USD', ${amount}, ${rate}
      FROM generate_series(1::bigint, ${foreign}::bigint) g
      UNION ALL
      SELECT ${c}::uuid, md5('usd' || g)::uuid, 2, ${date}, ${income}::uuid, ${office}::uuid, 0, round(${amount} * ${rate}, 2), NULL, NULL, NULL
      FROM generate_series(1::bigint, ${foreign}::bigint) g`);
    await d.execute(sql`
      INSERT INTO ledger_currency_balances (company_id, account_id, office_id, currency, period_month, debit, credit)
      SELECT company_id, account_id, office_id, currency, date_trunc('month', date)::date,
        sum(CASE WHEN debit > 0 THEN amount_currency ELSE 0 END), sum(CASE WHEN debit > 0 THEN 0 ELSE amount_currency END)
      FROM journal_lines WHERE company_id = ${c} AND currency IS NOT NULL GROUP BY 1, 2, 3, 4, 5`);
    await d.execute(sql`SET session_replication_role = DEFAULT`);
    await d.execute(sql`SELECT neraca_rebuild_balances(${c})`);
    for (const table of ["journals", "journal_lines", "ledger_balances", "ledger_currency_balances"]) await d.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  });
  const verify = await ctx.call("GET", "ledger/verify", undefined, ctx.token);
  if (!verify.data.ok) throw new Error(`seeded balances drift: ${JSON.stringify(verify.data).slice(0, 500)}`);
  return { bank, foreignLines: foreign };
}

export async function runForeignLedgerBench() {
  const sizes = [SMALL, LARGE];
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const out = [
    `### The ledger of a USD bank account as its history grows: ${sizes.map((n) => fmt(n)).join(" and ")} journal lines (a tenth in dollars on the account, ${fmt(DECEMBER_LINES / 2)} of them in December 2025 at each size), one page of its December through the API, median of ${rounds} alternating rounds of 11 runs`,
    "",
    "| engine | lines | dollar lines on the account | ledger page | growth |",
    "| --- | --- | --- | --- | --- |",
  ];
  for (const engine of (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",")) {
    const contexts = [];
    try {
      for (const [i, lines] of sizes.entries()) {
        const ctx = await setup(engine, { databaseName: `neraca_bench_foreign_ledger_${i}` });
        contexts.push(ctx);
        Object.assign(ctx, await seed(ctx, lines));
      }
      const page = (ctx) => () => ctx.send("GET", `report/ledger?date_from=2025-12-01&date_to=2025-12-31&account_ids=${ctx.bank}&per_page=100`, undefined, ctx.token);
      // The answer carries the account's dollars (a check that the measured path is the foreign one).
      for (const ctx of contexts) {
        const answer = await ctx.call("GET", `report/ledger?date_from=2025-12-01&date_to=2025-12-31&account_ids=${ctx.bank}&per_page=100`, undefined, ctx.token);
        if (answer.data.accounts[0]?.currency_balances?.[0]?.currency !== "USD") throw new Error("the ledger answered no dollar balances");
      }
      const samples = sizes.map(() => []);
      for (let round = 0; round < rounds; round++) {
        for (const [i, ctx] of contexts.entries()) samples[i].push(await timeIt(page(ctx), 11, round === 0 ? 50 : 5));
      }
      const times = samples.map(median);
      for (const [i, lines] of sizes.entries()) {
        out.push(`| ${engine} | ${fmt(lines)} | ${fmt(contexts[i].foreignLines)} | ${fmt(times[i], 1)} ms | ${i === 0 ? "" : fmt(times[i] / times[i - 1], 2)} |`);
      }
    } finally {
      for (const ctx of contexts) await ctx.close();
    }
  }
  return out.join("\n");
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runForeignLedgerBench());
