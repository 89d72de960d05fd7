// Issue 13 benchmark: payable aging over 100 000 posted purchase invoices of 500 vendors, a third of
// them partly paid by 33 000 payments, on PostgreSQL: `GET /api/report/purchase/aging` (which
// recomputes what was paid at the date from the payments) beside a bare SQL aggregate of the
// invoices' outstanding column into the same buckets. Target: the API within 3× of the bare query.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, freshPostgres, inProcessApp, root, timeIt } from "./lib.mjs";

const { sql } = await import(pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href);

const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const VENDORS = 500;
const DATE = "2026-12-31";
/** Invoices spread over 2026 (due 30 days later), a third partly paid by one payment each. */
async function seed(db, c, payableAccountId, cashbankId, cashAccountId) {
  await db.execute(sql`INSERT INTO contacts (company_id, id, code, name, contact_types)
    SELECT ${c}, gen_random_uuid(), 'V' || lpad(g::text, 4, '0'), 'Vendor ' || g, ARRAY['vendor'] FROM generate_series(1, ${VENDORS}::int) g`);
  await db.execute(sql`CREATE TEMP TABLE bench_inv AS
    SELECT gen_random_uuid() AS id, gen_random_uuid() AS pay_id, g, DATE '2026-01-01' + (g % 365) AS date,
      (SELECT array_agg(id ORDER BY code) FROM contacts WHERE company_id = ${c})[1 + g % ${VENDORS}::int] AS contact_id,
      (100000 + (g % 97) * 10000)::numeric(20,2) AS amount
    FROM generate_series(1, ${INVOICES}::int) g`);
  await db.execute(sql`INSERT INTO documents (company_id, id, document_type, status, number, date, amount, approval_module)
    SELECT ${c}, id, 'purchase_invoice', 'approved', 'PI/B/' || g, date, amount, 'purchase_invoice' FROM bench_inv`);
  // In base: what is owed and left in base equal the amounts (0036's CHECK).
  await db.execute(sql`INSERT INTO purchase_invoices (company_id, id, contact_id, vendor_invoice_number, date, due_date, payable_account_id, dpp, total, payable_amount, outstanding, payable_base, outstanding_base)
    SELECT ${c}, id, contact_id, 'B-' || g, date, date + 30, ${payableAccountId}, amount, amount, amount,
      CASE WHEN g % 3 = 0 THEN amount - 50000 ELSE amount END, amount, CASE WHEN g % 3 = 0 THEN amount - 50000 ELSE amount END FROM bench_inv`);
  await db.execute(sql`INSERT INTO documents (company_id, id, document_type, status, number, date, amount)
    SELECT ${c}, pay_id, 'purchase_payment', 'approved', 'PB/B/' || g, date + 10, 50000 FROM bench_inv WHERE g % 3 = 0`);
  await db.execute(sql`INSERT INTO purchase_payments (company_id, id, date, cashbank_id, cash_account_id, contact_id, applied_total, cash_out)
    SELECT ${c}, pay_id, date + 10, ${cashbankId}, ${cashAccountId}, contact_id, 50000, 50000 FROM bench_inv WHERE g % 3 = 0`);
  await db.execute(sql`INSERT INTO purchase_payment_lines (company_id, payment_id, line_no, invoice_id, amount, base)
    SELECT ${c}, pay_id, 0, id, 50000, 50000 FROM bench_inv WHERE g % 3 = 0`);
  await db.execute(sql`ANALYZE contacts; ANALYZE documents; ANALYZE purchase_invoices; ANALYZE purchase_payments; ANALYZE purchase_payment_lines`);
}

export async function runPayablesBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-ap-"));
  const db = await freshPostgres("neraca_bench_payables");
  const { app, database, openDatabase, call, send, token, companyId: c } = await inProcessApp({ databaseUrl: db.url, dataDir, cutOffDate: "2025-12-31" });
  const owner = await openDatabase({ databaseUrl: db.url, migrate: false, asOwner: true, poolSize: 2 });
  try {
    const accounts = (await call("GET", "master-data/chart-of-account?per_page=100&q=210", undefined, token)).data;
    const banks = (await call("GET", "master-data/chart-of-account?per_page=100&q=1102", undefined, token)).data;
    const payable = accounts.find((a) => a.code === "2101").id;
    const bankAccount = banks.find((a) => a.code === "1102.01").id;
    const cashbank = (await call("POST", "master-data/cashbank", { code: "BCA", name: "BCA", account_id: bankAccount }, token)).data.id;
    await seed(owner.db, c, payable, cashbank, bankAccount);
    const api = () => send("GET", `report/purchase/aging?date=${DATE}`, undefined, token);
    // The bare aggregate: the invoices' outstanding column summed into the buckets per vendor (RLS on, as the app role).
    const bare = () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.company_id', ${c}, true)`);
        await tx.execute(sql`SELECT pi.contact_id, c.code, c.name,
            sum(pi.outstanding) FILTER (WHERE ${DATE}::date - pi.due_date <= 0),
            sum(pi.outstanding) FILTER (WHERE ${DATE}::date - pi.due_date BETWEEN 1 AND 30),
            sum(pi.outstanding) FILTER (WHERE ${DATE}::date - pi.due_date BETWEEN 31 AND 60),
            sum(pi.outstanding) FILTER (WHERE ${DATE}::date - pi.due_date BETWEEN 61 AND 90),
            sum(pi.outstanding) FILTER (WHERE ${DATE}::date - pi.due_date > 90), sum(pi.outstanding)
          FROM purchase_invoices pi JOIN contacts c ON c.company_id = pi.company_id AND c.id = pi.contact_id
          WHERE pi.company_id = ${c} AND pi.outstanding > 0 GROUP BY 1, 2, 3 ORDER BY 3, 2`);
      });
    const answer = await call("GET", `report/purchase/aging?date=${DATE}`, undefined, token);
    const apiMs = await timeIt(api, 9, 2);
    const bareMs = await timeIt(bare, 9, 2);
    return [
      `### Payables: aging of ${fmt(INVOICES)} invoices (${VENDORS} vendors, ${fmt(Math.floor(INVOICES / 3))} payments) on PostgreSQL, median of 9`,
      "",
      "| request | through the API (paid recomputed at the date) | bare aggregate of the outstanding column | API ÷ bare |",
      "| --- | --- | --- | --- |",
      `| \`GET /api/report/purchase/aging?date=${DATE}\` (total ${answer.data.totals.total}) | ${fmt(apiMs, 1)} ms | ${fmt(bareMs, 1)} ms | ${fmt(apiMs / bareMs, 2)} |`,
    ].join("\n");
  } finally {
    await app.close();
    await owner.close();
    await database.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runPayablesBench());
