// Issue 5 benchmark: 100 000 contacts; a paged and a searched list request through the API beside
// the same queries run bare (the page and its count, with the same indexes), on PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, freshPostgres, root } from "./lib.mjs";

const server = (p) => import(pathToFileURL(path.join(root, "packages/server/dist", p)).href);
const { buildApp } = await server("app.js");
const { loadConfig } = await server("config.js");
const { openDatabase } = await server("db/client.js");
const { sql } = await import(pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href);

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timeIt(fn, repeat = 15) {
  for (let i = 0; i < 3; i++) await fn();
  const times = [];
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

export async function runMasterDataBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-md-"));
  const db = await freshPostgres("neraca_bench_master_data");
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir }, { dataDir, databaseUrl: db.url, logLevel: "silent", fastHashing: true });
  const database = await openDatabase({ databaseUrl: db.url, poolSize: 10 });
  const owner = await openDatabase({ databaseUrl: db.url, migrate: false, asOwner: true, poolSize: 2 });
  const app = await buildApp({ config, database, serveWeb: false, logger: false });
  try {
    const call = async (method, url, body, token) => {
      const res = await app.inject({ method, url: `/api/${url}`, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) }, payload: body ? JSON.stringify(body) : undefined });
      if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    await call("POST", "auth/signup", { user_name: "Bench", email: "md@example.com", password: "Bench12345", password_confirmation: "Bench12345", agreement: true });
    await call("POST", "auth/activation", { token: app.ctx.mailer.outbox.at(-1).link.split("/").pop() });
    const login = await call("POST", "auth/login", { email: "md@example.com", password: "Bench12345" });
    const company = await call("POST", "company/register", { organization_name: "PT Bench", brand_name: "Bench", business_type: "trading", cut_off_date: "2026-01-01", pricing_plan: "business", billing_cycle: "annual" }, login.token);
    const token = company.token;
    const c = company.data.user.active_company.id;
    await owner.db.execute(sql`INSERT INTO contacts (company_id, id, code, name, contact_types, city, email)
      SELECT ${c}, gen_random_uuid(), 'C' || lpad(g::text, 6, '0'), 'Kontak ' || md5(g::text), ARRAY['customer'],
        (ARRAY['Jakarta','Surabaya','Medan','Makassar','Bandung'])[g % 5 + 1], 'c' || g || '@example.com'
      FROM generate_series(1, ${CONTACTS}::int) g`);
    await owner.db.execute(sql`ANALYZE contacts`);
    const page = () => call("GET", "master-data/contact?page=500&per_page=20", undefined, token);
    const search = () => call("GET", "master-data/contact?q=C012345&per_page=20", undefined, token);
    // The same queries the API runs (RLS on, as the app role, in a transaction with the company set).
    const bare = (where) => database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.company_id', ${c}, true)`);
      await tx.execute(sql`SELECT * FROM contacts WHERE company_id = ${c} ${where} ORDER BY name, id LIMIT 20 OFFSET 9980`);
      await tx.execute(sql`SELECT count(*) FROM contacts WHERE company_id = ${c} ${where}`);
    });
    const like = sql`AND (code ILIKE '%C012345%' OR name ILIKE '%C012345%' OR brand_name ILIKE '%C012345%' OR email ILIKE '%C012345%' OR npwp ILIKE '%C012345%' OR city ILIKE '%C012345%')`;
    const apiPage = await timeIt(page);
    const barePage = await timeIt(() => bare(sql``));
    const apiSearch = await timeIt(search);
    const bareSearch = await timeIt(() => bare(like));
    return [
      `### Master data: ${fmt(CONTACTS)} contacts on PostgreSQL, median of 15`,
      "",
      "| request | through the API | bare queries (page + count, same transaction) | API ÷ bare |",
      "| --- | --- | --- | --- |",
      `| page 500 of 20, sorted by name | ${fmt(apiPage, 2)} ms | ${fmt(barePage, 2)} ms | ${fmt(apiPage / barePage, 2)} |`,
      `| search \`C012345\` over six columns | ${fmt(apiSearch, 2)} ms | ${fmt(bareSearch, 2)} ms | ${fmt(apiSearch / bareSearch, 2)} |`,
    ].join("\n");
  } finally {
    await app.close();
    await owner.close();
    await database.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runMasterDataBench());
