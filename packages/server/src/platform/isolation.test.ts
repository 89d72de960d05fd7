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
    const roles = await t.request("GET", "/api/setting/role", { token: b.token });
    expect(roles.body.data).toEqual([]);
  });
});

describe("row-level security (the second wall)", () => {
  const tables = ["offices", "roles", "role_permissions", "member_roles", "memberships", "invitations", "audit_log", "companies"];

  it("the app's database role is neither superuser nor BYPASSRLS", async () => {
    const res = await t.database.db.execute(sql`
      SELECT current_user AS name, r.rolsuper, r.rolbypassrls
      FROM pg_roles r WHERE r.rolname = current_user`);
    expect(rows(res)).toEqual([{ name: "neraca_app", rolsuper: false, rolbypassrls: false }]);
  });

  it("every business table forces row-level security", async () => {
    const res = await t.database.db.execute(sql`
      SELECT relname, relrowsecurity, relforcerowsecurity FROM pg_class
      WHERE relname = ANY(${sql.raw(`ARRAY['${tables.join("','")}']`)}) ORDER BY relname`);
    const found = rows<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(res);
    expect(found).toHaveLength(tables.length);
    for (const row of found) expect([row.relname, row.relrowsecurity, row.relforcerowsecurity]).toEqual([row.relname, true, true]);
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
