import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../test/harness.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let nobody: Awaited<ReturnType<TestApp["member"]>>;

const concrete = (url: string) =>
  url.replace(/:id/g, "01a1ffa0-9071-77f6-96b6-d1dc641d821d").replace(/:token/g, "no-such-token");

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("perm");
  nobody = await t.member(owner.token, [], "norole");
});
afterAll(() => t.close());

describe("authorization on every route", () => {
  it("guards every API route that is not public or user-level with a permission", () => {
    const company = t.app.routeTable.filter((r) => r.access === "company");
    expect(company.length).toBeGreaterThan(15);
    for (const route of company) expect([route.method, route.url, !!route.permission]).toEqual([route.method, route.url, true]);
    const publicRoutes = t.app.routeTable
      .filter((r) => r.access === "public" && !r.url.startsWith("/api/docs"))
      .map((r) => `${r.method} ${r.url}`).sort();
    expect(publicRoutes).toEqual([
      "GET /api/company/user-invitation/activation/:token",
      "GET /api/health",
      "GET /api/ready",
      "POST /api/auth/activation",
      "POST /api/auth/forgot-password",
      "POST /api/auth/login",
      "POST /api/auth/resend-activation",
      "POST /api/auth/reset-password",
      "POST /api/auth/signup",
      "POST /api/company/user-invitation/activation",
    ]);
  });

  it("answers 401 to anonymous callers on every non-public route", async () => {
    for (const route of t.app.routeTable.filter((r) => r.access !== "public")) {
      const res = await t.request(route.method, concrete(route.url));
      expect(`${route.method} ${route.url} ${res.status}`).toBe(`${route.method} ${route.url} 401`);
    }
  });

  it("answers 403 to a member whose roles lack the route's permission", async () => {
    for (const route of t.app.routeTable.filter((r) => r.permission)) {
      const res = await t.request(route.method, concrete(route.url), { token: nobody.token });
      expect(`${route.method} ${route.url} ${res.status}`).toBe(`${route.method} ${route.url} 403`);
      expect(res.body.message).toBe("You are not allowed to do this.");
    }
  });

  it("lets through a member holding exactly that permission", async () => {
    // One member per permission (many routes share one), so the walk stays quick as routes grow.
    const holders = new Map<string, Awaited<ReturnType<TestApp["member"]>>>();
    for (const route of t.app.routeTable.filter((r) => r.permission)) {
      const permission = route.permission as { action: string; resource: string };
      const key = `${permission.action}:${permission.resource}`;
      const holder = holders.get(key) ?? (await t.member(owner.token, [permission], "holder"));
      holders.set(key, holder);
      const res = await t.request(route.method, concrete(route.url), { token: holder.token, body: route.method === "GET" || route.method === "DELETE" ? undefined : {} });
      expect([`${route.method} ${route.url}`, res.status === 403 || res.status === 401]).toEqual([`${route.method} ${route.url}`, false]);
    }
  }, 180_000);

  it("a member with no role reads only their own profile and sees no menu", async () => {
    expect((await t.request("GET", "/api/auth/profile", { token: nobody.token })).status).toBe(200);
    const me = await t.request("GET", "/api/auth/me", { token: nobody.token });
    expect(me.body.data.menus).toEqual([]);
    expect(me.body.data.user.ability).toEqual([]);
  });

  it("opens master-data pick lists to whoever may edit transactions or read reports, and nothing more", async () => {
    const clerk = await t.member(owner.token, [{ action: "create", resource: "TxJournal" }], "clerk");
    expect((await t.request("GET", "/api/master-data/chart-of-account?postable=true", { token: clerk.token })).status).toBe(200);
    expect((await t.request("GET", "/api/master-data/office", { token: clerk.token })).status).toBe(200);
    expect((await t.request("POST", "/api/master-data/office", { token: clerk.token, body: { code: "X", name: "X" } })).status).toBe(403);
    const list = await t.request("GET", "/api/master-data/office", { token: clerk.token });
    expect((await t.request("GET", `/api/master-data/office/${list.body.data[0].id}`, { token: clerk.token })).status).toBe(403);
    const reader = await t.member(owner.token, [{ action: "read", resource: "ReportAccounting" }], "reader");
    expect((await t.request("GET", "/api/master-data/office", { token: reader.token })).status).toBe(200);
    const dashboard = await t.member(owner.token, [{ action: "read", resource: "Dashboard" }], "viewer");
    expect((await t.request("GET", "/api/master-data/office", { token: dashboard.token })).status).toBe(403);
  });

  it("menus follow the permissions", async () => {
    const reader = await t.member(owner.token, [{ action: "read", resource: "MdUser" }, { action: "create", resource: "MdOffice" }], "menus");
    const me = await t.request("GET", "/api/auth/me", { token: reader.token, headers: { "accept-language": "id" } });
    expect(me.body.data.menus).toEqual([
      {
        key: "master_data",
        title: "Data master",
        icon: "database",
        children: [{ key: "user", title: "Pengguna", route: "/master-data/user", icon: "user", resource: "MdUser", action: "read" }],
      },
    ]);
    expect((await t.request("GET", "/api/setting/role", { token: reader.token })).status).toBe(403);
    expect((await t.request("GET", "/api/master-data/office", { token: reader.token })).status).toBe(403);
    expect((await t.request("POST", "/api/master-data/office", { token: reader.token, body: { code: "M1", name: "Menus" } })).status).toBe(201);
  });

  it("answers a report in the guard's order whoever asks: 401, then 403, then the query's 422, in the user's language", async () => {
    // Reports read the session in their own transaction (with its BEGIN, on PostgreSQL): the
    // answers and their order stay those of every other route.
    const bad = "/api/report/trial-balance?date_from=2026-13-01&date_to=x";
    expect((await t.request("GET", bad)).status).toBe(401);
    expect((await t.request("GET", bad, { token: "abc.def.ghi" })).status).toBe(401);
    const refused = await t.request("GET", bad, { token: nobody.token, headers: { "accept-language": "id" } });
    expect([refused.status, refused.body.message]).toEqual([403, "Anda tidak diizinkan melakukan ini."]);
    const reader = await t.member(owner.token, [{ action: "read", resource: "ReportAccounting" }], "tbreader");
    const invalid = await t.request("GET", bad, { token: reader.token });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(["date_from", "date_to"]);
    // The saved language answers when the request names none.
    expect((await t.request("PUT", "/api/auth/profile", { token: reader.token, body: { user_name: "Pembaca", language: "id" } })).status).toBe(200);
    const id = await t.request("GET", bad, { token: reader.token, headers: { "accept-language": "" } });
    expect([id.status, id.body.message]).toEqual([422, "Data yang diberikan tidak valid."]);
    const good = "/api/report/trial-balance?date_from=2026-01-01&date_to=2026-01-31";
    expect((await t.request("GET", good, { token: reader.token })).status).toBe(200);
    // A period over the limit is the report's own 422, also after the permission.
    expect((await t.request("GET", "/api/report/trial-balance?date_from=2000-01-01&date_to=2026-01-31", { token: nobody.token })).status).toBe(403);
    expect((await t.request("GET", "/api/report/trial-balance?date_from=2000-01-01&date_to=2026-01-31", { token: reader.token })).status).toBe(422);
    // A member removed from the company, with a token still unexpired: 403 at once; logged out: 401.
    expect((await t.request("DELETE", `/api/master-data/user/${reader.userId}`, { token: owner.token })).status).toBe(200);
    const removed = await t.request("GET", good, { token: reader.token });
    expect([removed.status, removed.body.message]).toEqual([403, "Daftarkan atau pilih perusahaan terlebih dahulu."]);
    const other = await t.member(owner.token, [{ action: "read", resource: "ReportAccounting" }], "tbother");
    expect((await t.request("POST", "/api/auth/logout", { token: other.token })).status).toBe(200);
    expect((await t.request("GET", good, { token: other.token })).status).toBe(401);
  });
});
