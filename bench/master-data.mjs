// Issue 5 benchmark: 100 000 contacts; a paged and a searched list request through the API beside
// the same queries run bare (the page and its count, with the same indexes), on PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, freshPostgres, inProcessApp, root, timeIt } from "./lib.mjs";

const { sql } = await import(pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href);

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
export async function runMasterDataBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-md-"));
  const db = await freshPostgres("neraca_bench_master_data");
  const { app, database, openDatabase, call, token, companyId: c } = await inProcessApp({ databaseUrl: db.url, dataDir, cutOffDate: "2026-01-01" });
  const owner = await openDatabase({ databaseUrl: db.url, migrate: false, asOwner: true, poolSize: 2 });
  try {
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
    const apiPage = await timeIt(page, 15, 3);
    const barePage = await timeIt(() => bare(sql``), 15, 3);
    const apiSearch = await timeIt(search, 15, 3);
    const bareSearch = await timeIt(() => bare(like), 15, 3);
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
