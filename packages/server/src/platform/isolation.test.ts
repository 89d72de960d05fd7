import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../db/tenant.js";
import { TestApp, uniqueEmail } from "../test/harness.js";

let t: TestApp;
let a: Awaited<ReturnType<TestApp["owner"]>>;
let b: Awaited<ReturnType<TestApp["owner"]>>;
const ids: Record<string, string> = {};

const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.owner("alpha", "PT Alpha");
  b = await t.owner("beta", "PT Beta");
  const office = await t.request("POST", "/api/master-data/office", { token: a.token, body: { code: "A1", name: "Alpha Branch" } });
  ids.office = office.body.data.id;
  const role = await t.request("POST", "/api/setting/role", {
    token: a.token,
    body: { name: "Alpha role", permissions: [{ action: "read", resource: "MdOffice" }] },
  });
  ids.role = role.body.data.id;
  const member = await t.member(a.token, [{ action: "read", resource: "Dashboard" }], "alpha-member");
  ids.member = member.userId;
  const invitation = await t.request("POST", "/api/company/user-invitation", {
    token: a.token,
    body: { name: "Pending", email: uniqueEmail("pending"), role_ids: [] },
  });
  ids.invitation = invitation.body.data.id;
});
afterAll(() => t.close());

describe("another company's data is unreachable", () => {
  const cases: [string, string, () => string, unknown?][] = [
    ["GET", "office", () => `/api/master-data/office/${ids.office}`],
    ["PUT", "office", () => `/api/master-data/office/${ids.office}`, { code: "X", name: "Hijacked" }],
    ["DELETE", "office", () => `/api/master-data/office/${ids.office}`],
    ["GET", "role", () => `/api/setting/role/${ids.role}`],
    ["PUT", "role", () => `/api/setting/role/${ids.role}`, { name: "Hijacked", permissions: [] }],
    ["DELETE", "role", () => `/api/setting/role/${ids.role}`],
    ["GET", "member", () => `/api/master-data/user/${ids.member}`],
    ["PUT", "member", () => `/api/master-data/user/${ids.member}`, { is_national: true }],
    ["DELETE", "member", () => `/api/master-data/user/${ids.member}`],
    ["POST", "invitation resend", () => `/api/company/user-invitation/${ids.invitation}/resend`],
    ["DELETE", "invitation", () => `/api/company/user-invitation/${ids.invitation}`],
  ];

  it.each(cases)("%s %s of company A answers 404 to company B", async (method, _name, url, body) => {
    const res = await t.request(method, url(), { token: b.token, body });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found." });
  });

  it("leaves company A's rows unchanged", async () => {
    const office = await t.request("GET", `/api/master-data/office/${ids.office}`, { token: a.token });
    expect(office.body.data).toMatchObject({ code: "A1", name: "Alpha Branch" });
    const role = await t.request("GET", `/api/setting/role/${ids.role}`, { token: a.token });
    expect(role.body.data).toMatchObject({ name: "Alpha role", permissions: [{ action: "read", resource: "MdOffice" }] });
    const member = await t.request("GET", `/api/master-data/user/${ids.member}`, { token: a.token });
    expect(member.body.data.is_national).toBe(false);
    const pending = await t.request("GET", "/api/company/user-invitation", { token: a.token });
    expect(pending.body.data.map((i: { id: string }) => i.id)).toContain(ids.invitation);
  });

  it("lists only the caller's company", async () => {
    const offices = await t.request("GET", "/api/master-data/office", { token: b.token });
    expect(offices.body.data.map((o: { name: string }) => o.name)).toEqual(["PT Beta"]);
    const members = await t.request("GET", "/api/master-data/user", { token: b.token });
    expect(members.body.meta.total).toBe(1);
    // B sees its own seeded roles (the defaults every company starts with), never A's.
    const roles = await t.request("GET", "/api/setting/role?per_page=100", { token: b.token });
    const ownRoles = await t.request("GET", "/api/setting/role?per_page=100", { token: a.token });
    const idsOf = (list: { id: string }[]) => list.map((r) => r.id);
    expect(idsOf(roles.body.data)).not.toContain(ids.role);
    expect(idsOf(roles.body.data).filter((id) => idsOf(ownRoles.body.data).includes(id))).toEqual([]);
    expect(roles.body.data.map((r: { name: string }) => r.name)).not.toContain("Alpha role");
  });
});

describe("row-level security (the second wall)", () => {
  /**
   * The only tables with a company_id outside row-level security: a link or an API token is
   * presented before any session, so its hash is looked up first in these indexes (by the company
   * the token names, or by the hash alone for a token issued before tokens named it: 0026).
   * They hold the hash and ids only (checked below, column by column), never business data.
   */
  const globalIndexes: Record<string, string[]> = {
    api_token_index: ["company_id", "token_hash", "token_id"],
    invitation_tokens: ["company_id", "created_at", "invitation_id", "token_hash"],
  };
  /**
   * Every table of the schema that has a company_id column, read from the catalogue (so a table
   * added by any later migration is covered without editing this test), plus companies itself.
   */
  let tables: string[] = [];
  beforeAll(async () => {
    const res = await t.database.db.execute(sql`
      SELECT c.relname FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
        AND (c.relname = 'companies' OR EXISTS (
          SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped))
      ORDER BY c.relname`);
    tables = rows<{ relname: string }>(res)
      .map((row) => row.relname)
      .filter((table) => !(table in globalIndexes));
  });

  it("keeps the global token indexes to a hash and ids (nothing else escapes row-level security)", async () => {
    const res = await t.database.db.execute(sql`
      SELECT table_name, array_agg(column_name::text ORDER BY column_name) AS columns
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY(${sql.raw(`ARRAY['${Object.keys(globalIndexes).join("','")}']::text[]`)})
      GROUP BY table_name ORDER BY table_name`);
    const found = Object.fromEntries(rows<{ table_name: string; columns: string[] }>(res).map((row) => [row.table_name, row.columns]));
    expect(found).toEqual(globalIndexes);
  });

  it("finds the business tables in the catalogue", () => {
    // A sample of tables known to carry company data: the catalogue query must find them.
    for (const table of ["companies", "offices", "roles", "memberships", "accounts", "journals", "journal_lines", "audit_log"]) {
      expect(tables).toContain(table);
    }
  });

  it("the app's database role is neither superuser nor BYPASSRLS", async () => {
    const res = await t.database.db.execute(sql`
      SELECT current_user AS name, r.rolsuper, r.rolbypassrls
      FROM pg_roles r WHERE r.rolname = current_user`);
    expect(rows(res)).toEqual([{ name: "neraca_app", rolsuper: false, rolbypassrls: false }]);
  });

  it("every table with a company_id enables and forces row-level security and has a policy", async () => {
    const res = await t.database.db.execute(sql`
      SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity,
        (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relname = ANY(${sql.raw(`ARRAY['${tables.join("','")}']::text[]`)})
      ORDER BY c.relname`);
    const found = rows<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; policies: number }>(res);
    expect(found.map((row) => row.relname)).toEqual(tables);
    for (const row of found) {
      expect([row.relname, row.relrowsecurity, row.relforcerowsecurity, row.policies > 0]).toEqual([row.relname, true, true, true]);
    }
  });

  it("a query without the company setting sees no rows", async () => {
    for (const table of tables) {
      const res = await inTransaction(t.database.db, { companyId: null, userId: null }, (tx) =>
        tx.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`),
      );
      expect([table, rows<{ n: number }>(res)[0]?.n]).toEqual([table, 0]);
      const bare = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
      expect([table, rows<{ n: number }>(bare)[0]?.n]).toEqual([table, 0]);
    }
  });

  it("a transaction set to company B neither sees nor writes company A's rows", async () => {
    await inTransaction(t.database.db, { companyId: b.companyId, userId: b.userId }, async (tx) => {
      const seen = await tx.execute(sql`SELECT count(*)::int AS n FROM offices WHERE company_id = ${a.companyId}`);
      expect(rows<{ n: number }>(seen)[0]?.n).toBe(0);
      const updated = await tx.execute(sql`UPDATE offices SET name = 'x' WHERE company_id = ${a.companyId} RETURNING id`);
      expect(rows(updated)).toHaveLength(0);
    });
    await expect(
      inTransaction(t.database.db, { companyId: b.companyId, userId: b.userId }, (tx) =>
        tx.execute(sql`INSERT INTO offices (company_id, id, code, name) VALUES (${a.companyId}, gen_random_uuid(), 'Z', 'Sneaky')`),
      ),
    ).rejects.toThrow();
    const office = await t.request("GET", "/api/master-data/office?q=Sneaky", { token: a.token });
    expect(office.body.data).toEqual([]);
  });
});
