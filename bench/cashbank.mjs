// Issue 10 benchmark: the cash book of one bank account with 100 000 and 1 000 000 lines through
// the API beside a bare indexed query of the same page (target ≤ 3×); the position at a date read
// from the balances (time at 1 000 000 ÷ at 100 000 ≤ 1.3, a second company holding the 100 000,
// side by side); and auto-match of statement lines
// against the account's unreconciled lines, 10 000 against 100 000 then both 10× (target growth
// ≤ 12×, near linear); and the import of a 20 000-line camt.053 and MT940 statement through the API
// beside reading the file alone (target ≤ 2×). The app runs in this process (Fastify inject), as in
// the ledger benchmark.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, freshPostgres, inProcessApp, median, root, timeSideBySide } from "./lib.mjs";

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
    await d.execute(sql`INSERT INTO cashbank_statement_lines (company_id, id, reconciliation_id, cashbank_id, line_no, date, description, amount, line_key)
      SELECT ${ctx.companyId}, gen_random_uuid(), ${id}, ${ctx.bank.id}, row_number() OVER (ORDER BY date, journal_id), date, 'Statement line', debit - credit,
        md5(journal_id::text || '/' || line_no)
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

/** Statement lines of the import benchmark's files (the import's limit), and its timed runs (the median is reported). */
const IMPORT_LINES = Number(process.env.BENCH_CASHBANK_IMPORT_LINES ?? 20_000);
const IMPORT_RUNS = 5;

/** `count` statement lines of March 2026, the amounts as exact text (cents), money in and out in turn, from an opening of 1 000 000 000. */
function statementLines(count) {
  let balance = 100_000_000_000n;
  const opening = balance;
  const lines = Array.from({ length: count }, (_, i) => {
    const cents = BigInt(((i * 7919) % 1_000_000) + 100) * (i % 3 === 0 ? -1n : 1n);
    balance += cents;
    return { day: 1 + (i % 28), cents, ref: `BNK${String(i).padStart(7, "0")}`, text: `Transfer ${i} PT Pelanggan ${i % 97}` };
  });
  return { opening, closing: balance, lines };
}
const amountText = (cents, comma = false) => {
  const abs = cents < 0n ? -cents : cents;
  return `${abs / 100n}${comma ? "," : "."}${String(abs % 100n).padStart(2, "0")}`;
};
const day = (d) => `2026-03-${String(d).padStart(2, "0")}`;

/** A camt.053 of one statement with these lines (each entry booked, with the bank's reference). */
function camt053({ opening, closing, lines }) {
  const balance = (code, cents, date) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="IDR">${amountText(cents)}</Amt><CdtDbtInd>${cents < 0n ? "DBIT" : "CRDT"}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
  const entries = lines.map(
    (l) =>
      `<Ntry><Amt Ccy="IDR">${amountText(l.cents)}</Amt><CdtDbtInd>${l.cents < 0n ? "DBIT" : "CRDT"}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${day(l.day)}</Dt></BookgDt><AcctSvcrRef>${l.ref}</AcctSvcrRef><AddtlNtryInf>${l.text}</AddtlNtryInf></Ntry>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2026-03-31T23:00:00</CreDtTm></GrpHdr>',
    '<Stmt><Id>BENCH-1</Id><CreDtTm>2026-03-31T23:00:00</CreDtTm><Acct><Id><Othr><Id>1234567890</Id></Othr></Id><Ccy>IDR</Ccy></Acct>',
    balance("OPBD", opening, "2026-02-28"),
    balance("CLBD", closing, "2026-03-28"),
    ...entries,
    "</Stmt></BkToCstmrStmt></Document>",
  ].join("\n");
}

/** An MT940 of one statement with these lines (`:61:` with the bank's reference after `//`, `:86:` its text). */
function mt940({ opening, closing, lines }) {
  const balance = (tag, cents, date) => `:${tag}:${cents < 0n ? "D" : "C"}${date.slice(2).replaceAll("-", "")}IDR${amountText(cents, true)}`;
  const body = lines.flatMap((l) => {
    const date = day(l.day).slice(2).replaceAll("-", "");
    return [`:61:${date}${date.slice(2)}${l.cents < 0n ? "D" : "C"}${amountText(l.cents, true)}NTRF${l.ref}//${l.ref}`, `:86:${l.text}`];
  });
  return [":20:BENCH", ":25:014/1234567890", ":28C:1/1", balance("60F", opening, "2026-02-28"), ...body, balance("62F", closing, "2026-03-28"), "-"].join("\n");
}

/**
 * Statement import of a 20 000-line file (camt.053, MT940) through the API (`POST /rekon`: the request,
 * the checks, the keys looked up, the lines written) beside reading the same file alone (the readers
 * the import calls), each per 1 000 lines, medians of `IMPORT_RUNS` runs after a warm-up; each import
 * is deleted before the next (its lines would be refused as imported already).
 */
async function measureImport(ctx) {
  const { readStatementAccounts } = await import(pathToFileURL(path.join(root, "packages/server/dist/modules/cashbank/statement-accounts.js")).href);
  const bank = (await ctx.call("POST", "master-data/cashbank", { code: "IMPORT", name: "Import", account_id: ctx.bankAccount }, ctx.token)).data;
  const lines = statementLines(IMPORT_LINES);
  const results = [];
  for (const [format, content] of [
    ["camt053", camt053(lines)],
    ["mt940", mt940(lines)],
  ]) {
    const parse = () => readStatementAccounts(format, content, null);
    const once = async () => {
      const t0 = performance.now();
      const answer = await ctx.call("POST", "transactions/cashbank/rekon", { cashbank_id: bank.id, format, content, file_name: `bench.${format}` }, ctx.token);
      const ms = performance.now() - t0;
      if (answer.data.imported !== IMPORT_LINES) throw new Error(`imported ${answer.data.imported} of ${IMPORT_LINES}`);
      await ctx.call("DELETE", `transactions/cashbank/rekon/${answer.data.id}`, undefined, ctx.token);
      return ms;
    };
    parse();
    await once();
    const parsing = [];
    const importing = [];
    for (let run = 0; run < IMPORT_RUNS; run++) {
      const t0 = performance.now();
      parse();
      parsing.push(performance.now() - t0);
      importing.push(await once());
    }
    results.push({ format, bytes: Buffer.byteLength(content), parse: median(parsing), api: median(importing) });
  }
  return results;
}

export async function runCashbankBench() {
  const out = [`### Cash and bank: one bank account with ${fmt(SMALL)} and ${fmt(LARGE)} lines, medians of 105 runs in alternating blocks after 500 warm-up runs (50 for page 100)`, ""];
  out.push(
    "| engine | bank lines | cash book page 1 (API) | its statement alone | bare page 1 | ratio | cash book page 100 (API) | bare page 100 | ratio |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  const growth = [];
  const matching = [];
  const imports = [];
  const importOnly = process.env.BENCH_CASHBANK_IMPORT_ONLY === "1";
  for (const engine of (process.env.BENCH_ENGINES ?? "postgres").split(",")) {
    const ctx = await setup(engine);
    try {
      for (const m of await measureImport(ctx)) {
        const per = (ms) => (ms * 1000) / IMPORT_LINES;
        imports.push(
          `| ${engine} | ${m.format} | ${fmt(IMPORT_LINES)} (${fmt(m.bytes / 1024 / 1024, 1)} MB) | ${fmt(per(m.api), 1)} ms | ${fmt(per(m.parse), 1)} ms | ${fmt(m.api / m.parse, 1)}× |`,
        );
      }
      if (importOnly) continue;
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
  const importSection = [
    `Statement import through the API (\`POST /rekon\`: the file read, its lines' keys looked up, the lines written) beside reading the file alone, per 1 000 lines, median of ${IMPORT_RUNS} runs (target ≤ 2×):`,
    "",
    "| engine | format | lines | import (API) per 1 000 | reading alone per 1 000 | ratio |",
    "| --- | --- | --- | --- | --- | --- |",
    ...imports,
  ];
  // `BENCH_CASHBANK_IMPORT_ONLY=1`: the import alone (no ledger of a million lines to seed).
  if (importOnly) return ["### Cash and bank: statement import", "", ...importSection].join("\n");
  return [...out, "", ...importSection].join("\n");
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runCashbankBench());
