// Issue 11 benchmark: the receivable aging as of a date through the API (GET /api/report/sales-aging)
// beside a bare SQL aggregate of the same outstanding amounts per customer (every invoice less its
// payment lines up to the date, summed per customer), with 10 000 and then 100 000 approved
// invoices and three times as many payments (bulk-loaded), on PostgreSQL. The API reads what is
// owed now plus the payments after the date, so it grows with the open invoices and the later
// payments, not with the whole history.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, freshPostgres, inProcessApp, root, timeIt } from "./lib.mjs";

const { sql } = await import(pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href);

const INVOICES_LARGE = Number(process.env.BENCH_INVOICES ?? 100_000);
const INVOICES_SMALL = Math.round(INVOICES_LARGE / 10);
const CUSTOMERS = 500;
const AS_OF = "2025-12-31";
/**
 * Invoices `from`..`to` (1-based) over 2025 with three payments each (a quarter of the total each,
 * 10, 40 and 70 days later), straight into the tables the API writes, as approved documents.
 */
async function load(owner, c, cashbankId, receivableId, from, to) {
  await owner.db.execute(sql`
    INSERT INTO documents (company_id, id, document_type, status, number, date, amount, journal_ids, submitted_at)
    SELECT ${c}, md5('inv' || g)::uuid, 'sales_invoice', 'approved', 'INV/B/' || g, DATE '2025-01-01' + (g % 360), 1110000, '{}', now()
    FROM generate_series(${from}::int, ${to}::int) g`);
  await owner.db.execute(sql`
    INSERT INTO sales_invoices (company_id, id, contact_id, invoice_date, due_date, receivable_account_id, details, subtotal, discount, dpp, dpp_other, vat, total, outstanding, total_base, outstanding_base)
    SELECT ${c}, md5('inv' || g)::uuid, (SELECT id FROM contacts WHERE company_id = ${c} AND code = 'B' || (g % ${CUSTOMERS})),
      DATE '2025-01-01' + (g % 360), DATE '2025-01-01' + (g % 360) + 30, ${receivableId}, '[]', 1000000, 0, 1000000, 916666.67, 110000, 1110000, 277500, 1110000, 277500
    FROM generate_series(${from}::int, ${to}::int) g`);
  await owner.db.execute(sql`
    INSERT INTO documents (company_id, id, document_type, status, number, date, amount, journal_ids, submitted_at)
    SELECT ${c}, md5('pay' || g || '-' || k)::uuid, 'sales_payment', 'approved', 'PP/B/' || g || '-' || k, DATE '2025-01-01' + (g % 360) + k * 30 + 10, 277500, '{}', now()
    FROM generate_series(${from}::int, ${to}::int) g, generate_series(0, 2) k`);
  await owner.db.execute(sql`
    INSERT INTO sales_payments (company_id, id, contact_id, cashbank_id, payment_date, received, deduction_total, applied)
    SELECT ${c}, md5('pay' || g || '-' || k)::uuid, (SELECT id FROM contacts WHERE company_id = ${c} AND code = 'B' || (g % ${CUSTOMERS})),
      ${cashbankId}, DATE '2025-01-01' + (g % 360) + k * 30 + 10, 277500, 0, 277500
    FROM generate_series(${from}::int, ${to}::int) g, generate_series(0, 2) k`);
  await owner.db.execute(sql`
    INSERT INTO sales_payment_lines (company_id, payment_id, line_no, invoice_id, payment_date, amount, base)
    SELECT ${c}, md5('pay' || g || '-' || k)::uuid, 0, md5('inv' || g)::uuid, DATE '2025-01-01' + (g % 360) + k * 30 + 10, 277500, 277500
    FROM generate_series(${from}::int, ${to}::int) g, generate_series(0, 2) k`);
  await owner.db.execute(sql`ANALYZE documents`);
  await owner.db.execute(sql`ANALYZE sales_invoices`);
  await owner.db.execute(sql`ANALYZE sales_payment_lines`);
}

export async function runSalesBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-sales-"));
  const db = await freshPostgres("neraca_bench_sales");
  const { app, database, openDatabase, call, send, token, companyId: c } = await inProcessApp({ databaseUrl: db.url, dataDir, cutOffDate: "2024-12-31" });
  const owner = await openDatabase({ databaseUrl: db.url, migrate: false, asOwner: true, poolSize: 2 });
  try {
    const accounts = (await call("GET", "master-data/chart-of-account?per_page=100&q=110", undefined, token)).data;
    const bank = accounts.find((a) => a.code === "1102.02").id;
    const receivable = accounts.find((a) => a.code === "1103.01").id;
    const cashbank = (await call("POST", "master-data/cashbank", { code: "BCA", name: "BCA", account_id: bank }, token)).data.id;
    await owner.db.execute(sql`INSERT INTO contacts (company_id, id, code, name, contact_types, term_of_payment)
      SELECT ${c}, gen_random_uuid(), 'B' || g, 'Pelanggan ' || g, ARRAY['customer'], 30 FROM generate_series(0, ${CUSTOMERS - 1}::int) g`);
    const api = () => send("GET", `report/sales-aging?date=${AS_OF}`, undefined, token);
    // The same outstanding amounts per customer, bare: RLS on, as the app role, the company set.
    const bare = () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.company_id', ${c}, true)`);
        await tx.execute(sql`SELECT i.contact_id, sum(i.total - COALESCE(p.paid, 0))
          FROM sales_invoices i
          LEFT JOIN (SELECT invoice_id, sum(amount) AS paid FROM sales_payment_lines WHERE company_id = ${c} AND payment_date <= ${AS_OF}::date GROUP BY invoice_id) p ON p.invoice_id = i.id
          WHERE i.company_id = ${c} AND i.invoice_date <= ${AS_OF}::date GROUP BY 1`);
      });
    const rows = [];
    await load(owner, c, cashbank, receivable, 1, INVOICES_SMALL);
    rows.push({ n: INVOICES_SMALL, api: await timeIt(api, 11, 3), bare: await timeIt(bare, 11, 3) });
    await load(owner, c, cashbank, receivable, INVOICES_SMALL + 1, INVOICES_LARGE);
    rows.push({ n: INVOICES_LARGE, api: await timeIt(api, 11, 3), bare: await timeIt(bare, 11, 3) });
    const check = (await call("GET", `report/sales-aging?date=${AS_OF}`, undefined, token)).data.totals.total;
    const [small, large] = rows;
    return [
      `### Sales: receivable aging as of ${AS_OF} on PostgreSQL, median of 11`,
      "",
      "| invoices | payments | through the API | bare SQL aggregate (same amounts) | API ÷ bare |",
      "| --- | --- | --- | --- | --- |",
      ...rows.map((r) => `| ${fmt(r.n)} | ${fmt(r.n * 3)} | ${fmt(r.api, 1)} ms | ${fmt(r.bare, 1)} ms | ${fmt(r.api / r.bare, 2)} |`),
      "",
      `Growth from ${fmt(INVOICES_SMALL)} to ${fmt(INVOICES_LARGE)} invoices (×10): API ×${fmt(large.api / small.api, 1)}, bare ×${fmt(large.bare / small.bare, 1)}. Total outstanding at the end: ${check}.`,
    ].join("\n");
  } finally {
    await app.close();
    await owner.close();
    await database.close();
    if (!process.env.BENCH_KEEP) await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runSalesBench());
