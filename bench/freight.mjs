// Issue 30 benchmark: generating 10 000 jobs of 8 lines from 5 000 rate cards through the API
// (`POST /transactions/ch-bacc/ch/generate`), beside a bare SQL insert of the same 80 000 lines
// (target ≤ 5×); and the job profit summary (`/report/chbacc/summary` by customer) at 100 000
// confirmed jobs, beside a bare aggregate of their lines (target ≤ 3×). Issue 31: billing the 10 000
// jobs' rupiah sell lines into 1 000 sales invoices through the API beside 1 000 plain invoices of the
// same lines typed on an account; and the AR checkpoint at the 100 000 jobs (nine in ten billed and
// settled) beside a bare per-job aggregate of their lines (target ≤ 3×). PostgreSQL; the app runs in
// this process; each side is timed after the same reset, medians of the rounds.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, freshPostgres, inProcessApp, median, root } from "./lib.mjs";

const { sql } = await import(pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href);

const JOBS = Number(process.env.BENCH_FREIGHT_JOBS ?? 10_000);
const RATES = Number(process.env.BENCH_FREIGHT_RATES ?? 5_000);
const SUMMARY_JOBS = Number(process.env.BENCH_FREIGHT_SUMMARY_JOBS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_FREIGHT_ROUNDS ?? 3);
/** Four charges per lane (ocean freight and a seal per container, THC and documents per shipment): a sell and a buy line each. */
const CHARGES = 4;
const LANES = RATES / CHARGES;
const PORTS = Math.ceil(Math.sqrt(LANES)) + 1;

/** Master data of a company: ports, charge codes, customers, agents, a dollar rate; the rate cards of `LANES` lanes. */
async function seedMaster(d, c) {
  const account = (code) => sql`(SELECT id FROM accounts WHERE company_id = ${c} AND code = ${code})`;
  await d.execute(sql`INSERT INTO ports (company_id, id, kind, code, name)
    SELECT ${c}, md5(${c} || 'port' || g)::uuid, 'seaport', 'BP' || lpad(g::text, 3, '0'), 'Port ' || g FROM generate_series(1, ${PORTS}) g`);
  await d.execute(sql`INSERT INTO charge_codes (company_id, id, code, name, revenue_account_id, cost_account_id, tax_kind)
    SELECT ${c}, md5(${c} || 'charge' || g)::uuid, 'CH' || g, 'Charge ' || g, ${account("4102")}, ${account("5102")}, CASE WHEN g = 1 THEN 'freight' ELSE 'service' END
    FROM generate_series(1, ${CHARGES}) g`);
  await d.execute(sql`INSERT INTO contacts (company_id, id, code, name, contact_types)
    SELECT ${c}, overlay(overlay(md5(${c} || 'customer' || g) placing '4' from 13) placing 'a' from 17)::uuid, 'BC' || g, 'Customer ' || g, ARRAY['customer'] FROM generate_series(1, 200) g`);
  await d.execute(sql`INSERT INTO contacts (company_id, id, code, name, contact_types)
    SELECT ${c}, md5(${c} || 'agent' || g)::uuid, 'BA' || g, 'Agent ' || g, ARRAY['agent'] FROM generate_series(1, 20) g`);
  await d.execute(sql`INSERT INTO exchange_rates (company_id, id, currency, kind, date, rate)
    VALUES (${c}, md5(${c} || 'usd')::uuid, 'USD', 'booking', '2025-12-31', 16000)`);
  // Lane g: port (g mod P) → port (g div P); charge 1 and 4 per 20' container (dollars), 2 and 3 per shipment (rupiah).
  await d.execute(sql`INSERT INTO ch_rates (company_id, id, mode, origin_port_id, destination_port_id, charge_code_id, basis, container_type, agent_id, buy_rate, sell_rate, currency, valid_from)
    SELECT ${c}, md5(${c} || 'rate' || g || '-' || k)::uuid, 'sea_fcl', md5(${c} || 'port' || (1 + g % ${PORTS}))::uuid, md5(${c} || 'port' || (1 + g / ${PORTS}))::uuid,
      md5(${c} || 'charge' || k)::uuid, CASE WHEN k IN (1, 4) THEN 'container' ELSE 'shipment' END, CASE WHEN k IN (1, 4) THEN '20GP' END,
      md5(${c} || 'agent' || (1 + g % 20))::uuid, 100 + g % 50 + k, 150 + g % 70 + k, CASE WHEN k IN (1, 4) THEN 'USD' ELSE 'IDR' END, '2026-01-01'
    FROM generate_series(0, ${LANES - 1}) g, generate_series(1, ${CHARGES}) k`);
}

/** `count` jobs on the lanes (two 20' containers each), as documents of `status`, dated through 2026. */
async function seedJobs(d, c, count, status, prefix) {
  await d.execute(sql`INSERT INTO documents (company_id, id, document_type, status, number, date, amount, approval_module)
    SELECT ${c}, overlay(overlay(md5(${c} || ${prefix} || g) placing '4' from 13) placing 'a' from 17)::uuid, 'ch', ${status}, CASE WHEN ${status} = 'approved' THEN 'JOB/B/' || g END,
      date '2026-01-02' + (g % 360), 0, 'ch'
    FROM generate_series(1, ${count}) g`);
  await d.execute(sql`INSERT INTO ch_jobs (company_id, id, date, mode, direction, customer_id, agent_id, origin_port_id, destination_port_id, containers, gross_weight, volume)
    SELECT ${c}, overlay(overlay(md5(${c} || ${prefix} || g) placing '4' from 13) placing 'a' from 17)::uuid, date '2026-01-02' + (g % 360), 'sea_fcl', 'export', overlay(overlay(md5(${c} || 'customer' || (1 + g % 200)) placing '4' from 13) placing 'a' from 17)::uuid,
      md5(${c} || 'agent' || (1 + g % 20))::uuid, md5(${c} || 'port' || (1 + (g % ${LANES}) % ${PORTS}))::uuid, md5(${c} || 'port' || (1 + (g % ${LANES}) / ${PORTS}))::uuid,
      '[{"type":"20GP","count":2}]', 18000, 55
    FROM generate_series(1, ${count}) g`);
}

/** The bare side: the same 8 lines a job, computed in one INSERT … SELECT (no pricing, no checks, no documents). */
const bareInsert = (d, c, jobs) =>
  d.execute(sql`INSERT INTO ch_job_lines (company_id, id, job_id, line_no, side, charge_code_id, party_id, basis, quantity, rate, currency, exchange_rate, amount, amount_base, tax_kind, tax_base)
    SELECT ${c}, gen_random_uuid(), j.id, k * 2 + s - 2, CASE WHEN s = 1 THEN 'sell' ELSE 'buy' END, md5(${c} || 'charge' || k)::uuid, j.customer_id, 'shipment',
      2, 100, 'USD', 16000, 200, 3200000, 'service', 352000
    FROM ch_jobs j, generate_series(1, ${CHARGES}) k, generate_series(1, 2) s
    WHERE j.company_id = ${c} AND j.id = ANY(${sql.param(jobs)}::uuid[])`);

const resetLines = (d, c) => d.execute(sql`DELETE FROM ch_job_lines WHERE company_id = ${c}`);

async function setup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-freight-"));
  const db = await freshPostgres("neraca_bench_freight");
  const { app, database, openDatabase, call, token, companyId } = await inProcessApp({ databaseUrl: db.url, dataDir });
  const owner = await openDatabase({ databaseUrl: db.url, migrate: false, asOwner: true, poolSize: 2 });
  const second = await call(
    "POST",
    "company/register",
    { organization_name: "PT Bench Freight Besar", brand_name: "Besar", business_type: "services", cut_off_date: "2021-01-01", pricing_plan: "business", billing_cycle: "annual" },
    token,
  );
  const big = second.data.user.active_company.id;
  const bigToken = second.token;
  await seedMaster(owner.db, companyId);
  await seedJobs(owner.db, companyId, JOBS, "draft", "job");
  await seedMaster(owner.db, big);
  await seedJobs(owner.db, big, SUMMARY_JOBS, "approved", "done");
  // A thousand approved sales invoices billing the sell lines of nine jobs in ten, settled by one netting.
  const invoice = (n) => sql`overlay(overlay(md5(${big} || 'inv' || ${n}) placing '4' from 13) placing 'a' from 17)::uuid`;
  await owner.db.execute(sql`INSERT INTO documents (company_id, id, document_type, status, number, date, amount)
    SELECT ${big}, ${invoice(sql`g`)}, 'sales_invoice', 'approved', 'INV/B/' || g, '2026-12-15', 100 FROM generate_series(0, 999) g`);
  await owner.db.execute(sql`INSERT INTO sales_invoices (company_id, id, contact_id, invoice_date, due_date, details, subtotal, discount, dpp, dpp_other, vat, total, total_base, outstanding, outstanding_base)
    SELECT ${big}, ${invoice(sql`g`)}, overlay(overlay(md5(${big} || 'customer' || 1) placing '4' from 13) placing 'a' from 17)::uuid, '2026-12-15', '2026-12-15', '[]', 100, 0, 100, 0, 0, 100, 100, 0, 0 FROM generate_series(0, 999) g`);
  await owner.db.execute(sql`INSERT INTO documents (company_id, id, document_type, status, number, date, amount) VALUES (${big}, md5(${big} || 'net')::uuid, 'bacc_netting', 'approved', 'NET/B/1', '2026-12-20', 100)`);
  await owner.db.execute(sql`INSERT INTO bacc_nettings (company_id, id, contact_id, currency, date, amount) VALUES (${big}, md5(${big} || 'net')::uuid, overlay(overlay(md5(${big} || 'customer' || 1) placing '4' from 13) placing 'a' from 17)::uuid, 'IDR', '2026-12-20', 100000)`);
  await owner.db.execute(sql`INSERT INTO bacc_netting_lines (company_id, netting_id, side, invoice_id, amount, base)
    SELECT ${big}, md5(${big} || 'net')::uuid, 'ar', ${invoice(sql`g`)}, 100, 100 FROM generate_series(0, 999) g`);
  // The confirmed jobs' lines and totals, as generation leaves them (8 lines a job; the sell lines of nine jobs in ten billed).
  await owner.db.execute(sql`INSERT INTO ch_job_lines (company_id, id, job_id, line_no, side, charge_code_id, party_id, basis, quantity, rate, currency, exchange_rate, amount, amount_base, tax_kind, tax_base, billed_type, billed_id, billed_number)
    SELECT ${big}, gen_random_uuid(), j.id, k * 2 + s - 2, CASE WHEN s = 1 THEN 'sell' ELSE 'buy' END, md5(${big} || 'charge' || k)::uuid, j.customer_id, 'shipment',
      1, CASE WHEN s = 1 THEN 150 ELSE 100 END, 'IDR', 1, CASE WHEN s = 1 THEN 150 ELSE 100 END * (1 + k), CASE WHEN s = 1 THEN 150 ELSE 100 END * (1 + k), 'service', 0,
      CASE WHEN s = 1 AND n % 10 <> 0 THEN 'sales_invoice' END, CASE WHEN s = 1 AND n % 10 <> 0 THEN ${invoice(sql`n % 1000`)} END, CASE WHEN s = 1 AND n % 10 <> 0 THEN 'INV/B/' || (n % 1000) END
    FROM (SELECT j.id, j.customer_id, split_part(d.number, '/', 3)::int AS n FROM ch_jobs j JOIN documents d ON d.company_id = j.company_id AND d.id = j.id WHERE j.company_id = ${big}) j,
      generate_series(1, ${CHARGES}) k, generate_series(1, 2) s`);
  await owner.db.execute(sql`UPDATE ch_jobs j SET sell_base = t.sell, buy_base = t.buy FROM (
      SELECT job_id, sum(amount_base) FILTER (WHERE side = 'sell') AS sell, sum(amount_base) FILTER (WHERE side = 'buy') AS buy FROM ch_job_lines WHERE company_id = ${big} GROUP BY 1) t
    WHERE j.company_id = ${big} AND j.id = t.job_id`);
  for (const table of ["documents", "ch_jobs", "ch_job_lines", "ch_rates", "contacts", "ports", "sales_invoices", "bacc_netting_lines"]) await owner.db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  const jobs = (await owner.db.execute(sql`SELECT id FROM ch_jobs WHERE company_id = ${companyId} ORDER BY id`)).rows.map((r) => r.id);
  const close = async () => {
    await app.close();
    await owner.close();
    await database.close();
    if (!process.env.BENCH_KEEP) await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, call, token, bigToken, owner, companyId, big, jobs, close, database };
}

const inCompany = (database, companyId, work) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('app.company_id', ${companyId}, true)`);
    return work(tx);
  });

export async function runFreightBench() {
  const ctx = await setup();
  const out = [];
  try {
    const generated = [];
    const bare = [];
    for (let round = 0; round < ROUNDS; round++) {
      await resetLines(ctx.owner.db, ctx.companyId);
      let started = performance.now();
      const answer = await ctx.call("POST", "transactions/ch-bacc/ch/generate", { job_ids: ctx.jobs }, ctx.token);
      generated.push(performance.now() - started);
      if (answer.data.built !== JOBS) throw new Error(`built ${answer.data.built} of ${JOBS}: ${JSON.stringify(answer.data.logs.find((l) => l.outcome !== "built"))}`);
      const lines = (await ctx.owner.db.execute(sql`SELECT count(*)::int AS n FROM ch_job_lines WHERE company_id = ${ctx.companyId}`)).rows[0].n;
      if (lines !== JOBS * CHARGES * 2) throw new Error(`${lines} lines generated`);
      await resetLines(ctx.owner.db, ctx.companyId);
      started = performance.now();
      await inCompany(ctx.database, ctx.companyId, (tx) => bareInsert(tx, ctx.companyId, ctx.jobs));
      bare.push(performance.now() - started);
      if (process.env.BENCH_PROGRESS) console.error(`round ${round + 1}: generate ${fmt(generated.at(-1))} ms, bare ${fmt(bare.at(-1))} ms`);
    }
    out.push(
      `### Freight: generating ${fmt(JOBS)} jobs of ${CHARGES * 2} lines from ${fmt(RATES)} rate cards (PostgreSQL, medians of ${ROUNDS} rounds)`,
      "",
      "| generation through the API | bare INSERT … SELECT of the same lines | ratio (≤ 5×) |",
      "| --- | --- | --- |",
      `| ${fmt(median(generated))} ms | ${fmt(median(bare))} ms | ${fmt(median(generated) / median(bare), 2)}× |`,
      "",
    );

    const report = [];
    const aggregate = [];
    for (let round = 0; round < ROUNDS * 3; round++) {
      let started = performance.now();
      await ctx.call("GET", "report/chbacc/summary?date_from=2026-01-01&date_to=2026-12-31&group_by=customer", undefined, ctx.bigToken);
      report.push(performance.now() - started);
      started = performance.now();
      await inCompany(ctx.database, ctx.big, (tx) =>
        tx.execute(sql`SELECT j.customer_id, count(DISTINCT j.id), sum(l.amount_base) FILTER (WHERE l.side = 'sell'), sum(l.amount_base) FILTER (WHERE l.side = 'buy'),
            sum(l.amount_base) FILTER (WHERE l.side = 'sell' AND l.billed_id IS NOT NULL), sum(l.amount_base) FILTER (WHERE l.side = 'buy' AND l.billed_id IS NOT NULL)
          FROM ch_jobs j JOIN ch_job_lines l ON l.company_id = j.company_id AND l.job_id = j.id
          WHERE j.company_id = ${ctx.big} AND j.date BETWEEN '2026-01-01' AND '2026-12-31' GROUP BY 1`),
      );
      aggregate.push(performance.now() - started);
    }
    out.push(
      `### Freight: the job profit summary by customer at ${fmt(SUMMARY_JOBS)} confirmed jobs (${fmt(SUMMARY_JOBS * CHARGES * 2)} lines), medians of ${ROUNDS * 3}`,
      "",
      "| summary report (API) | bare aggregate of the lines | ratio (≤ 3×) |",
      "| --- | --- | --- |",
      `| ${fmt(median(report), 1)} ms | ${fmt(median(aggregate), 1)} ms | ${fmt(median(report) / median(aggregate), 2)}× |`,
      "",
    );
    out.push(await billingBench(ctx), "", await checkpointBench(ctx));
  } finally {
    await ctx.close();
  }
  return out.join("\n");
}

/** The small company's jobs generated and confirmed; their rupiah sell lines, 20 a invoice (ten jobs of one customer), 1 000 invoices. */
async function billingBench(ctx) {
  await resetLines(ctx.owner.db, ctx.companyId);
  await ctx.call("POST", "transactions/ch-bacc/ch/generate", { job_ids: ctx.jobs }, ctx.token);
  await ctx.owner.db.execute(sql`UPDATE documents SET status = 'approved', number = 'JOB/S/' || substr(id::text, 1, 8) WHERE company_id = ${ctx.companyId} AND document_type = 'ch'`);
  // Statistics as autovacuum keeps them on a live database (the lines were just generated).
  for (const table of ["documents", "ch_jobs", "ch_job_lines"]) await ctx.owner.db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  const lines = (
    await ctx.owner.db.execute(sql`SELECT l.id, l.party_id, l.amount FROM ch_job_lines l JOIN ch_jobs j ON j.company_id = l.company_id AND j.id = l.job_id
      WHERE l.company_id = ${ctx.companyId} AND l.side = 'sell' AND l.currency = 'IDR' ORDER BY l.party_id, j.id, l.line_no`)
  ).rows;
  const invoices = [];
  for (let i = 0; i < lines.length; i += 20) invoices.push(lines.slice(i, i + 20).filter((l) => l.party_id === lines[i].party_id));
  const revenue = (await ctx.owner.db.execute(sql`SELECT id FROM accounts WHERE company_id = ${ctx.companyId} AND code = '4102'`)).rows[0].id;
  const tax = (await ctx.owner.db.execute(sql`SELECT id FROM taxes WHERE company_id = ${ctx.companyId} AND kind = 'vat' ORDER BY code LIMIT 1`)).rows[0].id;
  const reset = () =>
    ctx.owner.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE ch_job_lines SET billed_type = NULL, billed_id = NULL, billed_number = NULL WHERE company_id = ${ctx.companyId} AND billed_id IS NOT NULL`);
      await tx.execute(sql`DELETE FROM sales_invoices WHERE company_id = ${ctx.companyId}`);
      await tx.execute(sql`DELETE FROM documents WHERE company_id = ${ctx.companyId} AND document_type = 'sales_invoice'`);
    });
  const post = async (details, contact) => {
    const answer = await ctx.call("POST", "transactions/sales-invoice", { contact_id: contact, invoice_date: "2026-12-31", details }, ctx.token);
    if (!answer.data) throw new Error(JSON.stringify(answer));
  };
  const billed = [];
  const plain = [];
  for (let round = 0; round < ROUNDS; round++) {
    await reset();
    let started = performance.now();
    for (const group of invoices) await post(group.map((l) => ({ job_line_id: l.id })), group[0].party_id);
    billed.push(performance.now() - started);
    await reset();
    started = performance.now();
    for (const group of invoices) await post(group.map((l) => ({ account_id: revenue, description: "Charge", quantity: "1", price: l.amount, tax_ids: [tax] })), group[0].party_id);
    plain.push(performance.now() - started);
    if (process.env.BENCH_PROGRESS) console.error(`billing round ${round + 1}: billed ${fmt(billed.at(-1))} ms, plain ${fmt(plain.at(-1))} ms`);
  }
  const count = (await ctx.owner.db.execute(sql`SELECT count(*)::int AS n FROM ch_job_lines WHERE company_id = ${ctx.companyId} AND billed_id IS NOT NULL`)).rows[0].n;
  if (count !== 0) throw new Error(`${count} lines still billed after the plain round`);
  return [
    `### Freight: billing ${fmt(JOBS)} jobs' rupiah sell lines (${fmt(lines.length)}) into ${fmt(invoices.length)} sales invoices through the API (medians of ${ROUNDS})`,
    "",
    "| invoices billing job lines | the same invoices typed on an account | ratio |",
    "| --- | --- | --- |",
    `| ${fmt(median(billed))} ms (${fmt(median(billed) / invoices.length, 1)} ms an invoice) | ${fmt(median(plain))} ms | ${fmt(median(billed) / median(plain), 2)}× |`,
  ].join("\n");
}

/** The AR checkpoint at 100 000 jobs beside a bare per-job aggregate of their sell lines. */
async function checkpointBench(ctx) {
  const report = [];
  const aggregate = [];
  let rows = 0;
  for (let round = 0; round < ROUNDS * 3; round++) {
    let started = performance.now();
    const answer = await ctx.call("GET", "report/ch-ar-checkpoint?date=2026-12-31", undefined, ctx.bigToken);
    report.push(performance.now() - started);
    rows = answer.data.rows.length;
    started = performance.now();
    await inCompany(ctx.database, ctx.big, (tx) =>
      tx.execute(sql`SELECT j.id, j.date, sum(l.amount_base), sum(l.amount_base) FILTER (WHERE l.billed_id IS NOT NULL)
        FROM ch_jobs j JOIN ch_job_lines l ON l.company_id = j.company_id AND l.job_id = j.id AND l.side = 'sell'
        WHERE j.company_id = ${ctx.big} AND j.date <= '2026-12-31' GROUP BY j.id, j.date
        HAVING sum(l.amount_base) FILTER (WHERE l.billed_id IS NULL) <> 0 ORDER BY j.date`),
    );
    aggregate.push(performance.now() - started);
  }
  return [
    `### Freight: the AR checkpoint at ${fmt(SUMMARY_JOBS)} confirmed jobs (nine in ten billed and settled; ${fmt(rows)} jobs listed), medians of ${ROUNDS * 3}`,
    "",
    "| checkpoint report (API) | bare per-job aggregate of the sell lines | ratio (≤ 3×) |",
    "| --- | --- | --- |",
    `| ${fmt(median(report), 1)} ms | ${fmt(median(aggregate), 1)} ms | ${fmt(median(report) / median(aggregate), 2)}× |`,
  ].join("\n");
}
