// Issue 10 benchmark: the cash book of one bank account with 100 000 and 1 000 000 lines through
// the API beside a bare indexed query of the same page (target ≤ 3×); the position at a date read
// from the balances (time at 1 000 000 ÷ at 100 000 ≤ 1.3, a second company holding the 100 000,
// side by side); and auto-match of statement lines
// against the account's unreconciled lines, 10 000 against 100 000 then both 10× (target growth
// ≤ 12×, near linear). The app runs in this process (Fastify inject), as in the ledger benchmark.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, freshPostgres, inProcessApp, root } from "./lib.mjs";

const { sql } = await import(pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href);
const { cashBook } = await import(pathToFileURL(path.join(root, "packages/server/dist/modules/cashbank/cashbank.reports.js")).href);

const SMALL = Number(process.env.BENCH_CASHBANK_SMALL ?? 100_000);
const LARGE = Number(process.env.BENCH_CASHBANK_LARGE ?? 1_000_000);
/** Statement lines auto-matched at each size: a tenth of the ledger lines. */
const STATEMENT_RATIO = 10;
/** Auto-match runs at each size (their median is reported). */
const AUTO_MATCH_RUNS = 3;
const rows = (r) => r.rows ?? r;
const runsText = (runs) => runs.map((ms) => fmt(ms)).join(" / ");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Medians of several measures taken side by side: each warmed up, then timed in alternating blocks
 * (`rounds` blocks of `block` runs each), so that a slower stretch of this shared machine falls on
 * every measure alike instead of on whichever ran then. The API path has far more code to warm up
 * than a bare query, hence the long warm-up (a server keeps getting faster past its first hundred
 * requests).
 */
async function timeSideBySide(fns, { warmUp = 500, rounds = 5, block = 21 } = {}) {
  for (const fn of Object.values(fns)) for (let i = 0; i < warmUp; i++) await fn();
  const times = Object.fromEntries(Object.keys(fns).map((k) => [k, []]));
  for (let r = 0; r < rounds; r++) {
    for (const [name, fn] of Object.entries(fns)) {
      for (let i = 0; i < block; i++) {
        const t0 = performance.now();
        await fn();
        times[name].push(performance.now() - t0);
      }
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs)]));
}

async function setup(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-cashbank-"));
  const db = engine === "postgres" ? await freshPostgres("neraca_bench_cashbank") : null;
  const { app, database, openDatabase, call, send, token, companyId } = await inProcessApp({ databaseUrl: db?.url ?? null, dataDir });
  const owner = db ? await openDatabase({ databaseUrl: db.url, migrate: false, asOwner: true, poolSize: 2 }) : null;
  const asOwner = async (work) => {
    if (owner) return work(owner.db);
    await database.db.execute(sql`RESET ROLE`);
    try {
      return await work(database.db);
    } finally {
      await database.db.execute(sql`SET ROLE neraca_app`);
    }
  };
  const close = async () => {
    await app.close();
    await owner?.close();
    await database.close();
    if (!process.env.BENCH_KEEP) await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { engine, call, send, token, companyId, asOwner, close, database, ...(await bankOf(call, token)) };
}

/** The company's bank account (a new cash and bank account BCA on ledger account 1102.02) and the income account its lines go against. */
async function bankOf(call, token) {
  const accounts = Object.fromEntries((await call("GET", "master-data/chart-of-account?per_page=100&q=1102", undefined, token)).data.map((a) => [a.code, a.id]));
  const income = (await call("GET", "master-data/chart-of-account?q=7102", undefined, token)).data[0].id;
  const bank = (await call("POST", "master-data/cashbank", { code: "BCA", name: "BCA", account_id: accounts["1102.02"] }, token)).data;
  return { bank, bankAccount: accounts["1102.02"], income };
}

/** A second company of the same owner in the same database, with its own bank account. */
async function secondCompany(ctx) {
  const body = { organization_name: "PT Bench Kecil", brand_name: "Kecil", business_type: "trading", cut_off_date: "2021-01-01", pricing_plan: "business", billing_cycle: "annual" };
  const registered = await ctx.call("POST", "company/register", body, ctx.token);
  return { ...ctx, token: registered.token, companyId: registered.data.user.active_company.id, ...(await bankOf(ctx.call, registered.token)) };
}

/** `/report/cash-and-bank` (the position of every account at a date, from the balances) of a company. */
const position = (ctx) => () => ctx.send("GET", "report/cash-and-bank?date=2025-06-30", undefined, ctx.token);

/** `count` journals of two lines each, the bank against other income, spread over 2021–2025 (balances rebuilt as posting would have). */
async function seedBankLines(ctx, from, count) {
  await ctx.asOwner(async (d) => {
    const c = ctx.companyId;
    await d.execute(sql`SET session_replication_role = replica`);
    await d.execute(sql`
      INSERT INTO journals (company_id, id, number, date, office_id, description, source_type, total_debit, total_credit)
      SELECT ${c}, md5('cb' || g)::uuid, 'CB/' || g, date '2021-01-01' + (g * 7 % 1826)::int, (SELECT id FROM offices WHERE company_id = ${c} AND is_head_office),
        'Bank ' || g, 'bench', (g * 7919 % 1000000) / 100.0 + 1, (g * 7919 % 1000000) / 100.0 + 1
      FROM generate_series(${from + 1}::bigint, ${from + count}::bigint) g`);
    await d.execute(sql`
      INSERT INTO journal_lines (company_id, journal_id, line_no, date, account_id, office_id, debit, credit)
      SELECT ${c}, md5('cb' || g)::uuid, k, date '2021-01-01' + (g * 7 % 1826)::int, CASE k WHEN 1 THEN ${ctx.bankAccount}::uuid ELSE ${ctx.income}::uuid END,
        (SELECT id FROM offices WHERE company_id = ${c} AND is_head_office),
        CASE WHEN (k = 1) = (g % 3 <> 0) THEN (g * 7919 % 1000000) / 100.0 + 1 ELSE 0 END,
        CASE WHEN (k = 1) = (g % 3 <> 0) THEN 0 ELSE (g * 7919 % 1000000) / 100.0 + 1 END
      FROM generate_series(${from + 1}::bigint, ${from + count}::bigint) g CROSS JOIN generate_series(1, 2) k`);
    await d.execute(sql`SET session_replication_role = DEFAULT`);
    await d.execute(sql`SELECT neraca_rebuild_balances(${c})`);
    for (const table of ["journals", "journal_lines", "ledger_balances", "ledger_years"]) await d.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    // The load's dirty pages written now, not by a checkpoint in the middle of the timings.
    if (ctx.engine === "postgres") await d.execute(sql`CHECKPOINT`);
  });
}

async function measureReports(ctx) {
  const query = `cashbank_id=${ctx.bank.id}&date_from=2025-01-01&date_to=2025-12-31&per_page=100`;
  const page = (n) => () => ctx.send("GET", `report/cash-bank?${query}&page=${n}`, undefined, ctx.token);
  // The same page bare: as the app's role, row-level security on, in a transaction with the company set.
  const bare = (offset) => () =>
    ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.company_id', ${ctx.companyId}, true)`);
      return tx.execute(sql`SELECT journal_id, line_no, date, debit, credit, description FROM journal_lines
        WHERE company_id = ${ctx.companyId} AND account_id = ${ctx.bankAccount} AND date >= '2025-01-01' AND date <= '2025-12-31'
        ORDER BY date, journal_id, line_no LIMIT 100 OFFSET ${offset}`);
    });
  // The report's own work without the request around it (session, validation, HTTP): the cash book
  // function in a transaction set up as a report's is.
  const owner = { isOwner: true, userId: null, companyId: ctx.companyId };
  const report = () =>
    ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.company_id', ${ctx.companyId}, true), set_config('plan_cache_mode', 'force_generic_plan', true)`);
      const q = { cashbank_id: ctx.bank.id, date_from: "2025-01-01", date_to: "2025-12-31", page: 1, per_page: 100 };
      return cashBook({ tx, companyId: ctx.companyId, language: "en", filters: {}, includeZero: false, auth: owner }, q);
    });
  const { book, statement, bareFirst } = await timeSideBySide({ book: page(1), statement: report, bareFirst: bare(0) });
  const { deep, bareDeep } = await timeSideBySide({ deep: page(100), bareDeep: bare(9900) }, { warmUp: 50 });
  return { book, statement, deep, bareFirst, bareDeep };
}

/** A statement of every `STATEMENT_RATIO`-th bank line (same date and amount), imported as an open reconciliation; then one auto-match, timed. */
async function measureAutoMatch(ctx, size) {
  const statementLines = Math.round(size / STATEMENT_RATIO);
  const id = rows(await ctx.asOwner((d) => d.execute(sql`SELECT gen_random_uuid() AS id`)))[0].id;
  await ctx.asOwner(async (d) => {
    await d.execute(sql`DELETE FROM cashbank_reconciliations WHERE company_id = ${ctx.companyId}`);
    await d.execute(sql`INSERT INTO cashbank_reconciliations (company_id, id, cashbank_id, statement_date, date_from, opening_balance, closing_balance, source_format)
      VALUES (${ctx.companyId}, ${id}, ${ctx.bank.id}, '2025-12-31', '2021-01-01', 0, 0, 'csv')`);
    await d.execute(sql`INSERT INTO cashbank_statement_lines (company_id, id, reconciliation_id, line_no, date, description, amount)
      SELECT ${ctx.companyId}, gen_random_uuid(), ${id}, row_number() OVER (ORDER BY date, journal_id), date, 'Statement line', debit - credit
      FROM (SELECT * FROM journal_lines WHERE company_id = ${ctx.companyId} AND account_id = ${ctx.bankAccount} ORDER BY date, journal_id LIMIT ${statementLines * STATEMENT_RATIO}) l
      WHERE (('x' || substr(md5(journal_id::text), 1, 8))::bit(32)::int % ${STATEMENT_RATIO}) = 0
      LIMIT ${statementLines}`);
  });
  // The median of three runs, each from the same start: no match yet, the tables vacuumed and
  // checkpointed (a run leaves 2 × its matches of changed rows behind; the next must not pay for
  // them, nor a checkpoint land in its timing). One run alone moved by up to half on this VM.
  const runs = [];
  let result;
  for (let run = 0; run < AUTO_MATCH_RUNS; run++) {
    await ctx.asOwner(async (d) => {
      await d.execute(sql`DELETE FROM cashbank_reconciled_lines WHERE company_id = ${ctx.companyId} AND reconciliation_id = ${id}`);
      await d.execute(sql`UPDATE cashbank_statement_lines SET match_id = NULL WHERE company_id = ${ctx.companyId} AND reconciliation_id = ${id} AND match_id IS NOT NULL`);
      for (const table of ["cashbank_reconciled_lines", "cashbank_statement_lines"]) await d.execute(sql.raw(`VACUUM ${table}`));
      if (ctx.engine === "postgres") await d.execute(sql`CHECKPOINT`);
    });
    const t0 = performance.now();
    result = await ctx.call("POST", `transactions/cashbank/rekon/${id}/auto-match`, undefined, ctx.token);
    runs.push(performance.now() - t0);
  }
  return { ms: median(runs), runs, statementLines, matched: result.data.matched, ambiguous: result.data.ambiguous.length };
}

export async function runCashbankBench() {
  const out = [`### Cash and bank: one bank account with ${fmt(SMALL)} and ${fmt(LARGE)} lines, medians of 105 runs in alternating blocks after 500 warm-up runs (50 for page 100)`, ""];
  out.push(
    "| engine | bank lines | cash book page 1 (API) | its statement alone | bare page 1 | ratio | cash book page 100 (API) | bare page 100 | ratio |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  const growth = [];
  const matching = [];
  for (const engine of (process.env.BENCH_ENGINES ?? "postgres").split(",")) {
    const ctx = await setup(engine);
    try {
      await seedBankLines(ctx, 0, SMALL);
      const small = await measureReports(ctx);
      const skipMatch = process.env.BENCH_CASHBANK_MATCH === "0";
      const noMatch = { ms: 1, runs: [1], statementLines: 0, matched: 0, ambiguous: 0 };
      const matchSmall = skipMatch ? noMatch : await measureAutoMatch(ctx, SMALL);
      await seedBankLines(ctx, SMALL, LARGE - SMALL);
      const large = await measureReports(ctx);
      const matchLarge = skipMatch ? noMatch : await measureAutoMatch(ctx, LARGE);
      // The position at a date of this company (the larger) beside a second company's with the
      // smaller number of lines, in the same database and side by side: taken minutes apart, as
      // the sizes above are, a slower stretch of the machine once made it look 1.8× slower.
      const smaller = await secondCompany(ctx);
      await seedBankLines(smaller, 0, SMALL);
      const positions = await timeSideBySide({ larger: position(ctx), smaller: position(smaller) });
      for (const [lines, m] of [
        [SMALL, small],
        [LARGE, large],
      ]) {
        out.push(
          `| ${engine} | ${fmt(lines)} | ${fmt(m.book, 1)} ms | ${fmt(m.statement, 1)} ms | ${fmt(m.bareFirst, 1)} ms | ${fmt(m.book / m.bareFirst, 1)}× | ${fmt(m.deep, 1)} ms | ${fmt(m.bareDeep, 1)} ms | ${fmt(m.deep / m.bareDeep, 1)}× |`,
        );
      }
      growth.push(`| ${engine} | ${fmt(positions.larger, 1)} ms | ${fmt(positions.smaller, 1)} ms | ${fmt(positions.larger / positions.smaller, 2)} |`);
      matching.push(
        `| ${engine} | ${fmt(matchSmall.statementLines)} vs ${fmt(SMALL)} | ${fmt(matchSmall.ms)} ms (${runsText(matchSmall.runs)}; ${fmt(matchSmall.matched)} matched) | ${fmt(matchLarge.statementLines)} vs ${fmt(LARGE)} | ${fmt(matchLarge.ms)} ms (${runsText(matchLarge.runs)}; ${fmt(matchLarge.matched)} matched) | ${fmt(matchLarge.ms / matchSmall.ms, 1)}× |`,
      );
    } finally {
      await ctx.close();
    }
  }
  out.push(
    "",
    `Position at a date (\`/report/cash-and-bank\`, from the balances) of a company with ${fmt(LARGE)} bank lines beside one with ${fmt(SMALL)}, in the same database, side by side: time at the larger ÷ at the smaller (target ≤ 1.3):`,
    "",
    `| engine | ${fmt(LARGE)} lines | ${fmt(SMALL)} lines | growth |`,
    "| --- | --- | --- | --- |",
    ...growth,
  );
  out.push(
    "",
    `Auto-match through the API (\`POST /rekon/:id/auto-match\`), statement lines against the account's unreconciled lines, both 10×, median of ${AUTO_MATCH_RUNS} runs (target growth ≤ 12×):`,
    "",
    "| engine | smaller | time | larger | time | growth |",
    "| --- | --- | --- | --- | --- | --- |",
    ...matching,
  );
  return out.join("\n");
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runCashbankBench());
