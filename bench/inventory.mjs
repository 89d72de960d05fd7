// Issue 28 benchmark: the inventory valuation at a date with 1 000 000 stock lines over 10 000
// products, beside a bare aggregate of the same lines (target ≤ 3×), and its growth from a company of
// 100 000 lines in the same database (≤ 1.3, measured side by side). The valuation reads the month
// balances and only its own month's lines, as the ledger does; the bare aggregate sums every line up
// to the date. Timed at a month's end and in the middle of a month. The app runs in this process.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, freshPostgres, inProcessApp, root, timeSideBySide } from "./lib.mjs";

const { sql } = await import(pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href);
const { inventoryValuation } = await import(pathToFileURL(path.join(root, "packages/server/dist/modules/inventory/inventory.reports.js")).href);

const PRODUCTS = Number(process.env.BENCH_INVENTORY_PRODUCTS ?? 10_000);
const SMALL = Number(process.env.BENCH_INVENTORY_SMALL ?? 100_000);
const LARGE = Number(process.env.BENCH_INVENTORY_LARGE ?? 1_000_000);
const DATES = { "month end": "2026-06-30", "mid-month": "2026-06-15" };

/** `count` stock lines of `PRODUCTS` products at the head office over 2026, with the month balances and on hand built from them. */
async function seed(asOwner, companyId, count) {
  await asOwner(async (d) => {
    const c = companyId;
    await d.execute(sql`
      INSERT INTO products (company_id, id, code, name, product_type, is_inventory)
      SELECT ${c}, md5(${c} || 'p' || g)::uuid, 'P' || lpad(g::text, 5, '0'), 'Barang ' || g, 'goods', true FROM generate_series(1, ${PRODUCTS}) g`);
    // Every fifth line leaves stock; values follow the quantity at a price per product.
    await d.execute(sql`
      INSERT INTO stock_lines (company_id, id, product_id, office_id, date, source_type, source_id, source_line, quantity, value)
      SELECT ${c}, md5(${c} || 's' || g)::uuid, md5(${c} || 'p' || (1 + g % ${PRODUCTS}))::uuid, (SELECT id FROM offices WHERE company_id = ${c} AND is_head_office),
        date '2026-01-01' + (g * 7 % 365)::int, 'bench', md5(${c} || 'd' || g)::uuid, 1,
        CASE WHEN g % 5 = 0 THEN -1 ELSE 2 END * (1 + g % 7), CASE WHEN g % 5 = 0 THEN -1 ELSE 2 END * (1 + g % 7) * (1000 + g % ${PRODUCTS})
      FROM generate_series(1, ${count}) g`);
    await d.execute(sql`
      INSERT INTO stock_balances (company_id, product_id, office_id, period_month, quantity, value)
      SELECT company_id, product_id, office_id, date_trunc('month', date)::date, sum(quantity), sum(value) FROM stock_lines WHERE company_id = ${c} GROUP BY 1, 2, 3, 4`);
    await d.execute(sql`
      INSERT INTO stock_on_hand (company_id, product_id, office_id, quantity, value)
      SELECT company_id, product_id, office_id, greatest(sum(quantity), 0), CASE WHEN sum(quantity) > 0 THEN sum(value) ELSE 0 END FROM stock_lines WHERE company_id = ${c} GROUP BY 1, 2, 3`);
  });
}

async function setup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-inventory-"));
  const db = await freshPostgres("neraca_bench_inventory");
  const { app, database, openDatabase, call, token, companyId } = await inProcessApp({ databaseUrl: db.url, dataDir });
  const owner = await openDatabase({ databaseUrl: db.url, migrate: false, asOwner: true, poolSize: 2 });
  const asOwner = (work) => work(owner.db);
  const second = await call(
    "POST",
    "company/register",
    { organization_name: "PT Bench Kecil", brand_name: "Kecil", business_type: "trading", cut_off_date: "2021-01-01", pricing_plan: "business", billing_cycle: "annual" },
    token,
  );
  const small = second.data.user.active_company.id;
  await seed(asOwner, companyId, LARGE);
  await seed(asOwner, small, SMALL);
  await asOwner(async (d) => {
    for (const table of ["products", "stock_lines", "stock_balances", "stock_on_hand"]) await d.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    await d.execute(sql`CHECKPOINT`);
  });
  const close = async () => {
    await app.close();
    await owner.close();
    await database.close();
    if (!process.env.BENCH_KEEP) await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, large: companyId, small, close };
}

/** In a transaction as the app's role with the company set, as a report runs. */
const inCompany = (database, companyId, work) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('app.company_id', ${companyId}, true)`);
    return work(tx);
  });

const valuation = (database, companyId, date) => () =>
  inCompany(database, companyId, (tx) => inventoryValuation({ tx, companyId, language: "en", filters: {}, includeZero: false }, { date, product_ids: [], warehouse_ids: [] }));

const bare = (database, companyId, date) => () =>
  inCompany(database, companyId, (tx) =>
    tx.execute(sql`SELECT product_id, office_id, sum(quantity), sum(value) FROM stock_lines WHERE company_id = ${companyId} AND date <= ${date}::date GROUP BY 1, 2`),
  );

export async function runInventoryBench() {
  const ctx = await setup();
  const out = [
    `### Inventory valuation: ${fmt(PRODUCTS)} products, ${fmt(LARGE)} stock lines beside a company of ${fmt(SMALL)} in the same database (PostgreSQL), medians of side-by-side blocks`,
    "",
    "| date | valuation at 1 000 000 | bare aggregate | ratio (≤ 3×) | valuation at 100 000 | growth (≤ 1.3) |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  try {
    for (const [label, date] of Object.entries(DATES)) {
      const t = await timeSideBySide(
        { large: valuation(ctx.database, ctx.large, date), bareLarge: bare(ctx.database, ctx.large, date), small: valuation(ctx.database, ctx.small, date) },
        { warmUp: 5, rounds: 5, block: 5 },
      );
      out.push(`| ${label} (${date}) | ${fmt(t.large, 1)} ms | ${fmt(t.bareLarge, 1)} ms | ${fmt(t.large / t.bareLarge, 2)}× | ${fmt(t.small, 1)} ms | ${fmt(t.large / t.small, 2)} |`);
      if (process.env.BENCH_PROGRESS) console.error(out.at(-1));
    }
  } finally {
    await ctx.close();
  }
  return out.join("\n");
}
