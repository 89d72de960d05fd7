// Issue 29 benchmark: the exchange revaluation of 10 000 and then 100 000 open invoices in US dollars
// through the API (POST /api/transactions/exchange-revaluation: every item computed at the date's
// booking rate, its totals and its journal's lines kept — the preview) beside a bare SQL aggregate of
// the same amounts (each approved invoice's dollars open at the end of the day at that day's rate,
// less its base, summed per account), on PostgreSQL. Posting it (which keeps every item as posted
// and posts the journal and its reversal) is timed once at the end.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, freshPostgres, inProcessApp, root } from "./lib.mjs";

const { sql } = await import(pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href);

const ITEMS_LARGE = Number(process.env.BENCH_REVALUATION_ITEMS ?? 100_000);
const ITEMS_SMALL = Math.round(ITEMS_LARGE / 10);
const CUSTOMERS = 500;
const AT = "2025-12-31";
const RUNS = 7;

/** Invoices `from`..`to` of USD 100 at 15 800 over 2025, approved and unpaid, straight into the tables the API writes. */
async function load(owner, c, receivableId, from, to) {
  await owner.db.execute(sql`
    INSERT INTO documents (company_id, id, document_type, status, number, date, amount, journal_ids, submitted_at)
    SELECT ${c}, md5('inv' || g)::uuid, 'sales_invoice', 'approved', 'INV/USD/' || g, DATE '2025-01-01' + (g % 360), 100, '{}', now()
    FROM generate_series(${from}::int, ${to}::int) g`);
  await owner.db.execute(sql`
    INSERT INTO sales_invoices (company_id, id, contact_id, invoice_date, due_date, receivable_account_id, details, subtotal, discount, dpp, dpp_other, vat, total, outstanding,
      currency, rate, total_base, outstanding_base)
    SELECT ${c}, md5('inv' || g)::uuid, (SELECT id FROM contacts WHERE company_id = ${c} AND code = 'U' || (g % ${CUSTOMERS})),
      DATE '2025-01-01' + (g % 360), DATE '2025-01-01' + (g % 360) + 30, ${receivableId}, '[]', 100, 0, 100, 100, 0, 100, 100, 'USD', 15800, 1580000, 1580000
    FROM generate_series(${from}::int, ${to}::int) g`);
  await owner.db.execute(sql`ANALYZE documents`);
  await owner.db.execute(sql`ANALYZE sales_invoices`);
}

export async function runRevaluationBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-revaluation-"));
  const db = await freshPostgres("neraca_bench_revaluation");
  const { app, database, openDatabase, call, send, token, companyId: c } = await inProcessApp({ databaseUrl: db.url, dataDir, cutOffDate: "2024-12-31" });
  const owner = await openDatabase({ databaseUrl: db.url, migrate: false, asOwner: true, poolSize: 2 });
  try {
    const accounts = (await call("GET", "master-data/chart-of-account?per_page=100&q=1103", undefined, token)).data;
    const receivable = accounts.find((a) => a.code === "1103.01").id;
    await call("POST", "master-data/exchange-rate", { currency: "USD", kind: "booking", date: "2025-01-01", rate: "15800" }, token);
    await call("POST", "master-data/exchange-rate", { currency: "USD", kind: "booking", date: AT, rate: "16000" }, token);
    await owner.db.execute(sql`INSERT INTO contacts (company_id, id, code, name, contact_types, currency)
      SELECT ${c}, gen_random_uuid(), 'U' || g, 'Customer ' || g, ARRAY['customer'], 'USD' FROM generate_series(0, ${CUSTOMERS - 1}::int) g`);
    // One revaluation computed (and kept), then deleted untimed so each run starts alike.
    let last = null;
    const api = async () => {
      const t0 = performance.now();
      const res = await call("POST", "transactions/exchange-revaluation", { date: AT, description: "bench" }, token);
      const ms = performance.now() - t0;
      last = res.data;
      await send("DELETE", `transactions/exchange-revaluation/${last.id}`, undefined, token);
      return ms;
    };
    // The same amounts, bare: RLS on, as the app role, the company set.
    const bare = async () => {
      const t0 = performance.now();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.company_id', ${c}, true)`);
        // What each approved invoice had open at the end of the day (now plus the payments after it), at the day's rate, less its base.
        await tx.execute(sql`SELECT i.receivable_account_id, count(*),
            sum(round((i.outstanding + coalesce(p.amount, 0)) * r.rate, 2) - (i.outstanding_base + coalesce(p.base, 0)))
          FROM sales_invoices i
          JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
          JOIN (SELECT DISTINCT ON (currency) currency, rate FROM exchange_rates WHERE company_id = ${c} AND kind = 'booking' AND date <= ${AT}::date ORDER BY currency, date DESC) r ON r.currency = i.currency
          LEFT JOIN (SELECT invoice_id, sum(amount) AS amount, sum(base) AS base FROM sales_payment_lines WHERE company_id = ${c} AND payment_date > ${AT}::date GROUP BY invoice_id) p ON p.invoice_id = i.id
          WHERE i.company_id = ${c} AND i.currency IS NOT NULL AND i.invoice_date <= ${AT}::date AND (i.outstanding > 0 OR p.invoice_id IS NOT NULL)
          GROUP BY 1`);
      });
      return performance.now() - t0;
    };
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const measure = async () => {
      await api();
      await bare();
      const a = [];
      const b = [];
      for (let i = 0; i < RUNS; i++) {
        a.push(await api());
        b.push(await bare());
      }
      return { api: median(a), bare: median(b) };
    };
    const rows = [];
    await load(owner, c, receivable, 1, ITEMS_SMALL);
    rows.push({ n: ITEMS_SMALL, ...(await measure()) });
    await load(owner, c, receivable, ITEMS_SMALL + 1, ITEMS_LARGE);
    rows.push({ n: ITEMS_LARGE, ...(await measure()) });
    const [small, large] = rows;
    const kept = await call("POST", "transactions/exchange-revaluation", { date: AT, description: "posted" }, token);
    const t0 = performance.now();
    await call("POST", `transactions/exchange-revaluation/${kept.data.id}/submit`, undefined, token);
    const posted = performance.now() - t0;
    return [
      `### Currencies: exchange revaluation at ${AT} on PostgreSQL, median of ${RUNS}`,
      "",
      "| open foreign invoices | through the API (computed, totals kept) | bare SQL aggregate (same amounts) | API ÷ bare |",
      "| --- | --- | --- | --- |",
      ...rows.map((r) => `| ${fmt(r.n)} | ${fmt(r.api, 1)} ms | ${fmt(r.bare, 1)} ms | ${fmt(r.api / r.bare, 2)} |`),
      "",
      `Growth from ${fmt(ITEMS_SMALL)} to ${fmt(ITEMS_LARGE)} invoices (×10): API ×${fmt(large.api / small.api, 1)}, bare ×${fmt(large.bare / small.bare, 1)}. The last run: ${last?.items_count} items, gain ${last?.gain}. Posting it (items kept, journal and reversal): ${fmt(posted, 0)} ms once.`,
    ].join("\n");
  } finally {
    await app.close();
    await owner.close();
    await database.close();
    if (!process.env.BENCH_KEEP) await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runRevaluationBench());
