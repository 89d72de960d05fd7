// Issue 4 benchmark: reports at 100 000 and 1 000 000 journal lines (300 accounts, 5 offices,
// 5 years) beside a naive scan of all lines, the ledger of one busy account, and posting
// throughput through the API with 1 and 8 clients beside a raw multi-row INSERT of the same lines.
// The app runs in this process (Fastify inject: the whole request pipeline without the socket), so
// the same harness drives PostgreSQL and the embedded PGlite.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, freshPostgres, inProcessApp, median, root, timeIt } from "./lib.mjs";

const { sql } = await import(pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href);

const SMALL = Number(process.env.BENCH_LINES_SMALL ?? 100_000);
const LARGE = Number(process.env.BENCH_LINES_LARGE ?? 1_000_000);
const LINES_PER_JOURNAL = 4;
const SEED_JOURNALS_PER_STATEMENT = 250_000; // 1 000 000 lines a statement
const rows = (r) => r.rows ?? r;

/** A fresh database of `engine` with the app on it (serving the web app too, with `serveWeb`), 300 accounts and 5 offices. */
export async function setup(engine, { serveWeb = false, webRoot = undefined, databaseName = "neraca_bench_ledger" } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-ledger-"));
  const db = engine === "postgres" ? await freshPostgres(databaseName) : null;
  const { app, database, openDatabase, call, send, token, companyId } = await inProcessApp({ databaseUrl: db?.url ?? null, dataDir, serveWeb, webRoot });
  // The owner's connection, for seeding and the naive scan (PGlite has one session: step out of the app role).
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
  for (const code of ["B2", "B3", "B4", "B5"]) await call("POST", "master-data/office", { code, name: `Branch ${code}` }, token);
  // 300 postable accounts: the seeded leaves plus expense accounts under header 6.
  await asOwner((d) =>
    d.execute(sql`INSERT INTO accounts (company_id, id, code, name, type, parent_id, normal_balance)
      SELECT ${companyId}, gen_random_uuid(), '6900.' || lpad(g::text, 3, '0'), 'Bench expense ' || g, 'expense',
        (SELECT id FROM accounts WHERE company_id = ${companyId} AND code = '6'), 'debit'
      FROM generate_series(1, 300 - (SELECT count(*) FROM accounts a WHERE a.company_id = ${companyId}
        AND NOT EXISTS (SELECT 1 FROM accounts c WHERE c.company_id = a.company_id AND c.parent_id = a.id))) g`),
  );
  const close = async () => {
    await app.close();
    await owner?.close();
    await database.close();
    if (!process.env.BENCH_KEEP) await db?.drop(); // BENCH_KEEP=1 leaves the database for EXPLAIN
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { engine, app, call, send, token, companyId, asOwner, close };
}

/** Adds `lines` lines (4 per journal, balanced) spread over 2021–2025, then rebuilds balances as posting would have. */
export async function seedLines(ctx, from, lines) {
  const journals = lines / LINES_PER_JOURNAL;
  await ctx.asOwner(async (d) => {
    const c = ctx.companyId;
    await d.execute(sql`SET session_replication_role = replica`); // bulk load: triggers off, checked by verify below
    const leafIds = rows(await d.execute(sql`SELECT id FROM accounts a WHERE company_id = ${c}
      AND NOT EXISTS (SELECT 1 FROM accounts ch WHERE ch.company_id = a.company_id AND ch.parent_id = a.id) ORDER BY code`)).map((r) => r.id);
    const officeIds = rows(await d.execute(sql`SELECT id FROM offices WHERE company_id = ${c} ORDER BY code`)).map((r) => r.id);
    const leaves = sql.raw(`ARRAY['${leafIds.join("','")}']::uuid[]`);
    const offices = sql.raw(`ARRAY['${officeIds.join("','")}']::uuid[]`);
    // g is bigint: at 10 000 000 lines g * 7919 passes 2^31 (int4 arithmetic raised "integer out of range").
    // Loaded in chunks of SEED_JOURNALS_PER_STATEMENT so one statement's memory stays bounded (PGlite's WASM heap).
    for (let first = from + 1; first <= from + journals; first += SEED_JOURNALS_PER_STATEMENT) {
      const last = Math.min(first + SEED_JOURNALS_PER_STATEMENT - 1, from + journals);
      await d.execute(sql`
        INSERT INTO journals (company_id, id, number, date, office_id, description, source_type, total_debit, total_credit)
        SELECT ${c}, md5('bench' || g)::uuid, 'BJ/' || g, date '2021-01-01' + (g * 7 % 1826)::int, (${offices})[(g % 5)::int + 1],
          'Bench ' || g, 'bench', 2 * ((g * 7919 % 1000000) / 100.0 + 1), 2 * ((g * 7919 % 1000000) / 100.0 + 1)
        FROM generate_series(${first}::bigint, ${last}::bigint) g`);
      await d.execute(sql`
        INSERT INTO journal_lines (company_id, journal_id, line_no, date, account_id, office_id, debit, credit)
        SELECT ${c}, md5('bench' || g)::uuid, k, date '2021-01-01' + (g * 7 % 1826)::int,
          (${leaves})[((g * 31 + k * 97) % ${leafIds.length})::int + 1], (${offices})[(g % 5)::int + 1],
          CASE WHEN k <= 2 THEN (g * 7919 % 1000000) / 100.0 + 1 ELSE 0 END,
          CASE WHEN k > 2 THEN (g * 7919 % 1000000) / 100.0 + 1 ELSE 0 END
        FROM generate_series(${first}::bigint, ${last}::bigint) g CROSS JOIN generate_series(1, 4) k`);
    }
    await d.execute(sql`SET session_replication_role = DEFAULT`);
    await d.execute(sql`SELECT neraca_rebuild_balances(${c})`);
  });
  // After a bulk load, as autovacuum would soon do: visibility maps and statistics up to date.
  await ctx.asOwner(async (d) => {
    for (const table of ["journals", "journal_lines", "ledger_balances", "ledger_years", "accounts"]) {
      await d.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    }
  });
  const verify = await ctx.call("GET", "ledger/verify", undefined, ctx.token);
  if (!verify.data.ok) throw new Error("seeded balances drift");
}

/** The reports' medians on `ctx`: `repeat` runs of each after `warmUp` (the naive scan: 5 after 3). */
async function measureReports(ctx, { repeat = 51, warmUp = 100 } = {}) {
  const get = (url) => ctx.send("GET", url, undefined, ctx.token);
  const tb = await timeIt(() => get("report/trial-balance?date_from=2025-01-01&date_to=2025-12-31"), repeat, warmUp);
  const bs = await timeIt(() => get("report/balance-sheet?date=2025-12-31"), repeat, warmUp);
  const pl = await timeIt(() => get("report/profit-loss?date_from=2025-01-01&date_to=2025-12-31"), repeat, warmUp);
  const naive = await timeIt(
    () => ctx.asOwner((d) => d.execute(sql`SELECT account_id, sum(debit), sum(credit) FROM journal_lines WHERE company_id = ${ctx.companyId} AND date <= '2025-12-31' GROUP BY account_id`)),
    5,
    3,
  );
  const [busy] = rows(await ctx.asOwner((d) => d.execute(sql`SELECT account_id, count(*) AS n FROM journal_lines WHERE company_id = ${ctx.companyId} AND date >= '2025-01-01' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`)));
  const ledger = await timeIt(() => get(`report/ledger?date_from=2025-01-01&date_to=2025-12-31&account_ids=${busy.account_id}`), repeat, warmUp);
  return { tb, bs, pl, naive, ledger, busyLines: Number(busy.n) };
}

async function measurePosting(ctx) {
  const accounts = rows(await ctx.asOwner((d) => d.execute(sql`SELECT id FROM accounts a WHERE company_id = ${ctx.companyId}
    AND NOT EXISTS (SELECT 1 FROM accounts c WHERE c.company_id = a.company_id AND c.parent_id = a.id) ORDER BY code LIMIT 3`))).map((r) => r.id);
  const body = (i) => ({ date: "2026-03-15", description: `Post ${i}`, details: [
    { account_id: accounts[0], debit: "100.00", credit: 0 },
    { account_id: accounts[1], debit: "50.25", credit: 0 },
    { account_id: accounts[2], debit: 0, credit: "150.25" },
  ] });
  const run = async (clients, total) => {
    let next = 0;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: clients }, async () => {
      while (next < total) await ctx.call("POST", "transactions/journal", body(next++), ctx.token);
    }));
    return total / ((performance.now() - t0) / 1000);
  };
  await run(8, 400); // warm-up: the pool's connections opened, the code compiled
  const one = await run(1, 500);
  const eight = await run(8, 2000);
  // Integrations post in batches: 100 journals a request, 8 clients.
  const batched = async (clients, batches) => {
    let next = 0;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: clients }, async () => {
      while (next < batches) {
        const b = next++;
        await ctx.call("POST", "transactions/journal/batch", { journals: Array.from({ length: 100 }, (_, i) => body(b * 100 + i)) }, ctx.token);
      }
    }));
    return (batches * 100) / ((performance.now() - t0) / 1000);
  };
  const batch = await batched(8, 40);
  // The same lines as one raw multi-row INSERT per table, triggers on, in one transaction.
  const raw = await ctx.asOwner(async (d) => {
    const n = 2000;
    const t0 = performance.now();
    await d.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO journals (company_id, id, number, date, office_id, source_type, total_debit, total_credit)
        SELECT ${ctx.companyId}, md5('raw' || g)::uuid, 'RAW/' || g, '2026-04-15', (SELECT id FROM offices WHERE company_id = ${ctx.companyId} AND is_head_office), 'raw', 150.25, 150.25
        FROM generate_series(1, ${n}::int) g`);
      await tx.execute(sql`INSERT INTO journal_lines (company_id, journal_id, line_no, date, account_id, office_id, debit, credit)
        SELECT ${ctx.companyId}, md5('raw' || g)::uuid, k, '2026-04-15', (ARRAY[${accounts[0]}::uuid, ${accounts[1]}::uuid, ${accounts[2]}::uuid])[k],
          (SELECT id FROM offices WHERE company_id = ${ctx.companyId} AND is_head_office),
          CASE k WHEN 1 THEN 100 WHEN 2 THEN 50.25 ELSE 0 END, CASE k WHEN 3 THEN 150.25 ELSE 0 END
        FROM generate_series(1, ${n}::int) g CROSS JOIN generate_series(1, 3) k`);
    });
    return n / ((performance.now() - t0) / 1000);
  });
  return { one, eight, batch, raw };
}

export async function runLedgerBench() {
  // Above a million lines the run also stops at 1 000 000, so the growth to the large size is read from there.
  const sizes = [SMALL, ...(SMALL < 1_000_000 && LARGE > 1_000_000 ? [1_000_000] : []), LARGE];
  const out = [`### General ledger: ${sizes.map((n) => fmt(n)).join(", ")} journal lines (300 accounts, 5 offices, 5 years), each size in its own database, measured side by side: median of ${Number(process.env.BENCH_ROUNDS ?? 5)} alternating rounds of 11 runs (100 warm-up runs first)`, ""];
  out.push("| engine | lines | trial balance | balance sheet | profit and loss | naive scan | TB ÷ naive | ledger of busiest account |", "| --- | --- | --- | --- | --- | --- | --- | --- |");
  const growth = [];
  const posting = [];
  // Each size has its own database, and the sizes are measured side by side in alternating rounds
  // (median of the rounds' medians): a machine busy at one moment weighs on every size alike, so the
  // growth reads the data's size, not the load of the minute each size happened to be measured in.
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const keys = ["tb", "bs", "pl", "naive", "ledger", "busyLines"];
  for (const engine of (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",")) {
    const contexts = [];
    try {
      for (const [i, lines] of sizes.entries()) {
        const ctx = await setup(engine, { databaseName: `neraca_bench_ledger_${i}` });
        contexts.push(ctx);
        const t0 = performance.now();
        await seedLines(ctx, 0, lines);
        if (process.env.BENCH_PROGRESS) console.error(`${engine}: ${fmt(lines)} lines seeded in ${fmt((performance.now() - t0) / 1000)} s`);
      }
      const samples = sizes.map(() => []);
      for (let round = 0; round < rounds; round++) {
        for (const [i, ctx] of contexts.entries()) samples[i].push(await measureReports(ctx, { repeat: 11, warmUp: round === 0 ? 100 : 10 }));
      }
      const measured = sizes.map((lines, i) => [lines, Object.fromEntries(keys.map((k) => [k, median(samples[i].map((s) => s[k]))]))]);
      for (const [lines, m] of measured) {
        out.push(`| ${engine} | ${fmt(lines)} | ${fmt(m.tb, 1)} ms | ${fmt(m.bs, 1)} ms | ${fmt(m.pl, 1)} ms | ${fmt(m.naive, 1)} ms | ${fmt(m.naive / m.tb, 1)}× faster | ${fmt(m.ledger, 1)} ms (${fmt(m.busyLines)} lines) |`);
        if (process.env.BENCH_PROGRESS) console.error(out.at(-1));
      }
      for (let i = 1; i < measured.length; i++) {
        const [[from, a], [to, b]] = [measured[i - 1], measured[i]];
        growth.push(`| ${engine} | ${fmt(from)} → ${fmt(to)} | ${fmt(b.tb / a.tb, 2)} | ${fmt(b.bs / a.bs, 2)} | ${fmt(b.pl / a.pl, 2)} | ${fmt(b.naive / a.naive, 2)} |`);
      }
      const p = await measurePosting(contexts.at(-1));
      posting.push(`| ${engine} | ${fmt(p.one)} | ${fmt(p.eight)} | ${fmt(p.batch)} | ${fmt(p.batch * 3)} | ${fmt(p.raw * 3)} | ${fmt((p.eight * 3) / (p.raw * 3), 3)} | ${fmt((p.batch * 3) / (p.raw * 3), 3)} |`);
    } finally {
      for (const ctx of contexts) await ctx.close();
    }
  }
  out.push("", "Growth (time at the larger ÷ time at the smaller; target ≤ 1.3 for reports):", "", "| engine | lines | trial balance | balance sheet | profit and loss | naive scan |", "| --- | --- | --- | --- | --- | --- |", ...growth);
  out.push("", "Posting journals of 3 lines through the API (`POST /api/transactions/journal`, full response) beside a raw multi-row INSERT of the same lines:", "", "| engine | journals/s, 1 client | journals/s, 8 clients | journals/s, batches of 100 (8 clients) | lines/s, batches | raw INSERT lines/s | single ÷ raw | batch ÷ raw |", "| --- | --- | --- | --- | --- | --- | --- | --- |", ...posting);
  return out.join("\n");
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runLedgerBench());
