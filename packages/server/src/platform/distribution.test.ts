import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../test/harness.js";

/**
 * The schema stays distributable by company (Citus: `create_distributed_table(t, 'company_id')`)
 * without a rewrite. Citus needs, for a table distributed by a column, that column in every
 * primary key and unique index (uniqueness is checked per shard) and in every foreign key
 * between distributed tables (both rows on one shard). Tables that are not per company become
 * reference tables (a copy on every node): a reference table may not point at a distributed one.
 * Everything is read from the catalogue, so a table added by any later migration is checked
 * without editing this file.
 */

/**
 * The tables without a company_id, each with the reason it is global (a Citus reference table).
 * A new table lands here only with its reason; anything per company carries company_id instead.
 */
const globalTables: Record<string, string> = {
  users: "a person has one login for every company they belong to",
  user_tokens: "activation and password-reset links belong to a person, before any company",
  sessions: "a login session spans the companies a person switches between",
  account_events: "sign-up, activation, reset and lock events of a person, not of a company",
  idempotency_keys: "keyed by the caller's scope, which may be a person without a company (sign-up, company registration)",
  server_secrets: "the secret that signs sessions, shared by every API process; not readable by the app's role",
  rate_limit_counters: "abuse limits of the public doors count by client address and e-mail, before any company",
  __drizzle_migrations: "the migrator's own record (schema drizzle)",
};

/** The company table itself is distributed by its own id (company_id everywhere else). */
const companyColumn = (table: string) => (table === "companies" ? "id" : "company_id");

const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t.close());

interface TableRow {
  schema: string;
  name: string;
  has_company: boolean;
}

async function tables(): Promise<TableRow[]> {
  const res = await t.database.db.execute(sql`
    SELECT n.nspname AS schema, c.relname AS name,
      (c.relname = 'companies' OR EXISTS (SELECT 1 FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped)) AS has_company
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
    ORDER BY c.relname`);
  return rows<TableRow>(res);
}

describe("the schema distributes by company_id", () => {
  let all: TableRow[] = [];
  let distributed: string[] = [];
  beforeAll(async () => {
    all = await tables();
    distributed = all.filter((row) => row.has_company).map((row) => row.name);
  });

  it("lists every table without a company_id as global, with its reason", () => {
    const without = all.filter((row) => !row.has_company).map((row) => row.name).sort();
    expect(without).toEqual(Object.keys(globalTables).sort());
    for (const table of ["companies", "journal_lines", "invitation_tokens", "api_token_index"]) expect(distributed).toContain(table);
  });

  it("has company_id in the primary key of every per-company table", async () => {
    const res = await t.database.db.execute(sql`
      SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attname) AS columns
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indrelid
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
      WHERE i.indisprimary AND c.relname = ANY(${sql.param(distributed)}::text[])
        AND c.relnamespace = current_schema()::regnamespace
      GROUP BY c.relname ORDER BY c.relname`);
    const keys = new Map(rows<{ name: string; columns: string[] }>(res).map((row) => [row.name, row.columns]));
    const wrong = distributed
      .filter((table) => !keys.get(table)?.includes(companyColumn(table)))
      .map((table) => `${table} (${keys.get(table)?.join(", ") ?? "no primary key"})`);
    expect(wrong).toEqual([]);
  });

  it("has company_id in every unique index of every per-company table", async () => {
    // indkey holds 0 for an expression: such an index needs company_id as a plain column too.
    const res = await t.database.db.execute(sql`
      SELECT c.relname AS name, ic.relname AS index_name,
        EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
          AND a.attname = CASE WHEN c.relname = 'companies' THEN 'id' ELSE 'company_id' END) AS keyed
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indrelid
      JOIN pg_class ic ON ic.oid = i.indexrelid
      WHERE i.indisunique AND c.relname = ANY(${sql.param(distributed)}::text[])
        AND c.relnamespace = current_schema()::regnamespace
      ORDER BY c.relname, ic.relname`);
    const found = rows<{ name: string; index_name: string; keyed: boolean }>(res);
    expect(found.length).toBeGreaterThanOrEqual(distributed.length);
    expect(found.filter((row) => !row.keyed).map((row) => `${row.name}.${row.index_name}`)).toEqual([]);
  });

  it("carries company_id in every foreign key between per-company tables, column to column", async () => {
    const res = await t.database.db.execute(sql`
      SELECT con.conname AS name, src.relname AS from_table, dst.relname AS to_table,
        (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(con.conkey) WITH ORDINALITY k(attnum, n)
          JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum) AS from_columns,
        (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(con.confkey) WITH ORDINALITY k(attnum, n)
          JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum) AS to_columns
      FROM pg_constraint con
      JOIN pg_class src ON src.oid = con.conrelid
      JOIN pg_class dst ON dst.oid = con.confrelid
      WHERE con.contype = 'f' AND src.relnamespace = current_schema()::regnamespace
      ORDER BY con.conname`);
    const keys = rows<{ name: string; from_table: string; to_table: string; from_columns: string[]; to_columns: string[] }>(res);
    expect(keys.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const key of keys) {
      const from = distributed.includes(key.from_table);
      const to = distributed.includes(key.to_table);
      const label = `${key.name}: ${key.from_table}(${key.from_columns.join(", ")}) -> ${key.to_table}(${key.to_columns.join(", ")})`;
      if (!from && to) wrong.push(`${label}: a global table points at a per-company one`);
      if (!from || !to) continue;
      const position = key.to_columns.indexOf(companyColumn(key.to_table));
      if (position < 0 || key.from_columns[position] !== companyColumn(key.from_table)) wrong.push(`${label}: company_id not matched`);
    }
    expect(wrong).toEqual([]);
  });
});
