// Issue 23 (item 13) benchmark: does posting stay as fast as the books grow? 50 000 journals of 3
// lines posted through POST /api/transactions/journal/batch in batches of 500 into one new company,
// on each engine, each batch timed; single postings (POST /api/transactions/journal) timed before
// the first batch and after the last. Targets: the last batch's time ÷ the first ≤ 1.5, a single
// posting at the end ÷ at the start ≤ 1.5. The app runs in this process (Fastify inject: the whole
// request pipeline without the socket), with its table maintenance running as it does in a server
// (db/maintenance.ts); BENCH_GROWTH_MAINTENANCE=0 stops it, to see what the books did without it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fmt, freshPostgres, inProcessApp, median } from "./lib.mjs";

const JOURNALS = Number(process.env.BENCH_GROWTH_JOURNALS ?? 50_000);
const BATCH = 500;
const SINGLES = 21;
const MAINTENANCE = process.env.BENCH_GROWTH_MAINTENANCE !== "0";

async function leafIds(call, token, type) {
  const res = await call("GET", `master-data/chart-of-account?postable=true&type=${type}&per_page=100`, undefined, token);
  if (!res.data.length) throw new Error(`no postable ${type} account`);
  return res.data.map((a) => a.id);
}

/** Journal `i`: two expense lines against one revenue line, spread over the accounts and 2025. */
function journalBody(i, expense, revenue) {
  const day = new Date(Date.UTC(2025, 0, 1 + (i % 365))).toISOString().slice(0, 10);
  // Whole cents, written out as text: no binary fraction reaches the figures.
  const cents = ((i * 7919) % 1_000_000) + 100;
  const text = (c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`;
  return {
    date: day,
    description: `Growth ${i}`,
    details: [
      { account_id: expense[i % expense.length], debit: text(cents), credit: 0 },
      { account_id: expense[(i * 7 + 3) % expense.length], debit: "10.00", credit: 0 },
      { account_id: revenue[i % revenue.length], debit: 0, credit: text(cents + 1000) },
    ],
  };
}

async function timeSingles(ctx, from) {
  const times = [];
  for (let i = 0; i < SINGLES; i++) {
    const t0 = performance.now();
    await ctx.call("POST", "transactions/journal", journalBody(from + i, ctx.expense, ctx.revenue), ctx.token);
    times.push(performance.now() - t0);
  }
  return median(times);
}

async function runEngine(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-growth-"));
  const db = engine === "postgres" ? await freshPostgres("neraca_bench_growth") : null;
  const { app, database, call, token } = await inProcessApp({ databaseUrl: db?.url ?? null, dataDir, cutOffDate: "2025-01-01" });
  try {
    if (!MAINTENANCE) await app.maintenance.stop();
    const ctx = { call, token, expense: await leafIds(call, token, "expense"), revenue: await leafIds(call, token, "revenue") };
    let posted = 0;
    // Warm-up: the code compiled and the statements planned once, as in a server that has run a
    // while: ten single postings and a batch of 50. The first batch of 500 still takes longer than
    // the next ones on both engines (with fresh statistics too), so the medians of the first and
    // last five batches are printed beside the first and the last.
    for (let i = 0; i < 10; i++) await call("POST", "transactions/journal", journalBody(posted++, ctx.expense, ctx.revenue), token);
    const warmUp = Array.from({ length: 50 }, (_, i) => journalBody(posted + i, ctx.expense, ctx.revenue));
    await call("POST", "transactions/journal/batch", { journals: warmUp }, token);
    posted += warmUp.length;
    const singleStart = await timeSingles(ctx, posted);
    posted += SINGLES;
    const batches = [];
    for (let b = 0; b < JOURNALS / BATCH; b++) {
      const journals = Array.from({ length: BATCH }, (_, i) => journalBody(posted + i, ctx.expense, ctx.revenue));
      const t0 = performance.now();
      await call("POST", "transactions/journal/batch", { journals }, token);
      batches.push(performance.now() - t0);
      posted += BATCH;
    }
    const singleEnd = await timeSingles(ctx, posted);
    const verify = await call("GET", "ledger/verify", undefined, token);
    if (!verify.data.ok) throw new Error("balances drift after the benchmark");
    return { engine, batches, singleStart, singleEnd, maintenance: app.maintenance.totals };
  } finally {
    await app.close();
    await database.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runJournalGrowthBench() {
  const out = [
    `### Posting as the books grow: ${fmt(JOURNALS)} journals of 3 lines in batches of ${BATCH} into one company${MAINTENANCE ? "" : " (table maintenance stopped)"}`,
    "",
    "| engine | first batch | last batch | last ÷ first | first 5 (median) | last 5 (median) | last 5 ÷ first 5 | slowest batch | single at start | single at end | end ÷ start | maintenance steps | longest step | time in steps |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  const curves = [];
  for (const engine of (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",")) {
    const r = await runEngine(engine);
    const first = r.batches[0];
    const last = r.batches.at(-1);
    const m = r.maintenance;
    out.push(
      `| ${engine} | ${fmt(first)} ms | ${fmt(last)} ms | ${fmt(last / first, 2)} | ${fmt(median(r.batches.slice(0, 5)))} ms | ${fmt(median(r.batches.slice(-5)))} ms | ${fmt(median(r.batches.slice(-5)) / median(r.batches.slice(0, 5)), 2)} | ${fmt(Math.max(...r.batches))} ms | ${fmt(r.singleStart, 1)} ms | ${fmt(r.singleEnd, 1)} ms | ${fmt(r.singleEnd / r.singleStart, 2)} | ${m.steps} | ${fmt(m.stepMsLongest)} ms | ${fmt(m.stepMsTotal / 1000, 1)} s |`,
    );
    // Every tenth batch's time, to see the curve and not only its ends.
    curves.push(`- ${engine}: ${r.batches.filter((_, i) => process.env.BENCH_GROWTH_ALL || i % 10 === 9 || i === 0).map((t) => fmt(t)).join(", ")} ms`);
  }
  out.push("", "Batch time at batches 1, 10, 20, …:", "", ...curves);
  return out.join("\n");
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runJournalGrowthBench());
