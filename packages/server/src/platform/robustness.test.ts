import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { inTransaction } from "../db/tenant.js";
import { TestApp } from "../test/harness.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
// Every other parameter (`:id`, `:lineId`, `:matchId` …) is an id.
const concrete = (url: string) =>
  url.replace(/:token/g, "x").replace(/:module/g, "draft_journal").replace(/:[A-Za-z]+/g, "01a1ffa0-9071-77f6-96b6-d1dc641d821d");

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("robust");
});
afterAll(() => t.close());

/** Every row a command could write, counted across the global and the company's tables. */
async function rowCounts() {
  return inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) => {
    const res = await tx.execute(sql`SELECT
      (SELECT count(*) FROM users) + (SELECT count(*) FROM user_tokens) + (SELECT count(*) FROM sessions)
      + (SELECT count(*) FROM invitation_tokens) + (SELECT count(*) FROM idempotency_keys) AS global,
      (SELECT count(*) FROM offices) + (SELECT count(*) FROM roles) + (SELECT count(*) FROM role_permissions)
      + (SELECT count(*) FROM invitations) + (SELECT count(*) FROM audit_log) + (SELECT count(*) FROM memberships)
      + (SELECT count(*) FROM member_roles) AS company,
      (SELECT string_agg(name || brand_name || coalesce(npwp, ''), ',') FROM companies) AS profile`);
    return (res as unknown as { rows: unknown[] }).rows[0];
  });
}

function fieldsOf(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; schema?: unknown; innerType?: unknown } } | undefined;
  // Through pipes, effects and optional or nullable wrappers (an approve body may be absent).
  for (let depth = 0; current && !current.shape && depth < 5; depth++) {
    current = (current.def?.in ?? current.def?.schema ?? current.def?.innerType) as typeof current;
  }
  return Object.keys(current?.shape ?? {});
}

describe("bad input never causes a 500 and never writes", () => {
  const bodyRoutes = () => t.app.routeTable.filter((r) => (r.method === "POST" || r.method === "PUT") && r.body);

  it("every body route is covered", () => {
    expect(bodyRoutes().length).toBeGreaterThan(15);
    for (const route of bodyRoutes()) expect(fieldsOf(route.body as z.ZodType).length).toBeGreaterThan(0);
  });

  it("answers malformed JSON, wrong types, huge strings, missing and unknown fields with a clear 4xx", async () => {
    const before = await rowCounts();
    for (const route of bodyRoutes()) {
      const token = route.access === "public" ? undefined : owner.token;
      const url = concrete(route.url);
      const name = `${route.method} ${route.url}`;
      const fields = fieldsOf(route.body);

      const malformed = await t.request(route.method, url, { token, raw: '{"email": "a@b.c",' });
      expect([name, malformed.status, malformed.body.message]).toEqual([name, 400, "The request body is not valid JSON."]);

      const unknown = await t.request(route.method, url, { token, body: { is_admin: true, company_id_x: "1" } });
      expect([name, unknown.status]).toEqual([name, 422]);
      expect([name, unknown.body.errors]).toEqual([name, expect.objectContaining({ is_admin: ["The is admin field is not allowed"] })]);

      const wrongTypes = Object.fromEntries(fields.map((f) => [f, { nested: [1, 2, 3] }]));
      const typed = await t.request(route.method, url, { token, body: wrongTypes });
      expect([name, typed.status]).toEqual([name, 422]);
      // A nested object's errors may name its inner fields (`mapping.date_column`): still the field's own.
      const named = (f: string) => Object.keys(typed.body.errors).some((key) => key === f || key.startsWith(`${f}.`));
      for (const f of fields) expect([name, f, named(f)]).toEqual([name, f, true]);

      const huge = Object.fromEntries(fields.map((f) => [f, "x".repeat(10_240)]));
      const big = await t.request(route.method, url, { token, body: huge });
      expect([name, big.status]).toEqual([name, 422]);

      const empty = await t.request(route.method, url, { token, body: {} });
      expect([name, empty.status < 500]).toEqual([name, true]);
      expect(typeof empty.body.message === "string" || typeof empty.body.data === "object").toBe(true);

      const notObject = await t.request(route.method, url, { token, body: [1, 2] });
      expect([name, notObject.status]).toEqual([name, 422]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("answers an unknown API route with a JSON 404 and a wrong content type with 415", async () => {
    const res = await t.request("GET", "/api/nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "This API route does not exist." });
    const xml = await t.request("POST", "/api/auth/login", { raw: "<a/>", headers: { "content-type": "application/xml" } });
    expect(xml.status).toBe(415);
    expect(xml.body.message).toBe("The request body must be JSON.");
  });

  it("refuses bodies over 1 MB with 413", async () => {
    const res = await t.request("POST", "/api/auth/login", { raw: JSON.stringify({ email: "x".repeat(1_100_000) }) });
    expect(res.status).toBe(413);
  });

  it("validates query strings too", async () => {
    const res = await t.request("GET", "/api/master-data/office?per_page=1000&page=0&bogus=1", { token: owner.token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      per_page: ["The per page field may not be greater than 100"],
      page: ["The page field must be at least 1"],
      bogus: ["The bogus field is not allowed"],
    });
    const badId = await t.request("GET", "/api/master-data/office/not-a-uuid", { token: owner.token });
    expect(badId.status).toBe(422);
  });
});

describe("idempotency", () => {
  it("replays the first answer of a POST carrying the same Idempotency-Key", async () => {
    const headers = { "idempotency-key": "office-create-1" };
    const body = { code: "IDEM", name: "Idempotent" };
    const first = await t.request("POST", "/api/master-data/office", { token: owner.token, body, headers });
    const second = await t.request("POST", "/api/master-data/office", { token: owner.token, body, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    const list = await t.request("GET", "/api/master-data/office?q=IDEM", { token: owner.token });
    expect(list.body.meta.total).toBe(1);

    const other = await t.request("POST", "/api/master-data/office", {
      token: owner.token,
      body: { code: "IDEM2", name: "Other" },
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe("This Idempotency-Key was already used with a different request.");
  });

  it("keeps keys apart per user and does not store failures above 499", async () => {
    const other = await t.owner("idem-other");
    const headers = { "idempotency-key": "shared-key" };
    const a = await t.request("POST", "/api/master-data/office", { token: owner.token, body: { code: "K1", name: "A" }, headers });
    const b = await t.request("POST", "/api/master-data/office", { token: other.token, body: { code: "K1", name: "B" }, headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.data.name).toBe("B");
  });
});

describe("cross-cutting", () => {
  it("sends security headers", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(String(res.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(String(res.headers["content-security-policy"])).not.toContain("upgrade-insecure-requests");
    // The print preview frames its own blob: PDF; no other source, no plugin objects.
    expect(String(res.headers["content-security-policy"])).toMatch(/(^|;)frame-src 'self' blob:(;|$)/);
    expect(String(res.headers["content-security-policy"])).toContain("object-src 'none'");
    expect(res.headers["strict-transport-security"]).toBeDefined();
  });

  it("reports health with the engine", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res.body).toEqual({ status: "ok", database: process.env.DATABASE_URL ? "postgres" : "pglite" });
  });

  it("publishes the OpenAPI document", async () => {
    const res = await t.request("GET", "/api/docs/json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(["/api/auth/login", "/api/company/register", "/api/setting/role/{id}"]));
    const ui = await t.request("GET", "/api/docs/");
    expect(ui.status).toBe(200);
  });
});

describe("serving the web app", () => {
  it("serves index.html at / and at any non-API path, without a login", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { buildApp } = await import("../app.js");
    const dir = mkdtempSync(path.join(tmpdir(), "neraca-web-"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Neraca</title>");
    const app = await buildApp({ config: t.app.ctx.config, database: t.database, serveWeb: true, webRoot: dir, logger: false });
    for (const url of ["/", "/dashboard", "/master-data/office/detail/1"]) {
      const res = await app.inject({ method: "GET", url });
      expect([url, res.statusCode, res.headers["content-type"]]).toEqual([url, 200, "text/html; charset=utf-8"]);
      expect(res.body).toContain("<title>Neraca</title>");
    }
    const api = await app.inject({ method: "GET", url: "/api/unknown" });
    expect(api.statusCode).toBe(404);
    await app.close();
  });
});
