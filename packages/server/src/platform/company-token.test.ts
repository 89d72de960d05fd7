import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp, uniqueEmail } from "../test/harness.js";
import { companyOfToken, newCompanyToken } from "./company-token.js";
import { hashToken, newToken } from "./ids.js";

/**
 * Invitation links and integration tokens name their company, so their lookup tables key on
 * (company_id, token_hash) like every per-company table (distribution.test.ts); a token issued before
 * (a bare random string) is still found by its hash alone.
 */
let t: TestApp;
let a: Awaited<ReturnType<TestApp["owner"]>>;
let b: Awaited<ReturnType<TestApp["owner"]>>;
beforeAll(async () => {
  t = await TestApp.start();
  a = await t.owner("alpha", "PT Alpha Token");
  b = await t.owner("beta", "PT Beta Token");
});
afterAll(() => t.close());

/** The token with its company part replaced by another company's id. */
const moved = (token: string, companyId: string, prefix = "") =>
  `${prefix}${companyId.replaceAll("-", "")}${token.slice(prefix.length + 32)}`;

describe("tokens that name their company", () => {
  it("carry the company id, and a bare random token names none", () => {
    const token = newCompanyToken(a.companyId);
    expect(token).toMatch(/^[0-9a-f]{32}[A-Za-z0-9_-]{43}$/);
    expect(companyOfToken(token)).toBe(a.companyId);
    expect(companyOfToken(newToken())).toBeNull();
    expect(companyOfToken(`${token}x`)).toBeNull();
  });

  it("an integration token works in its company only; one issued before 0026 still works", async () => {
    const role = await t.request("POST", "/api/setting/role", { token: a.token, body: { name: "Reader", permissions: [{ action: "read", resource: "MdContact" }] } });
    const created = await t.request("POST", "/api/setting/integration-token", { token: a.token, body: { name: "POS", role_ids: [role.body.data.id] } });
    expect(created.status).toBe(201);
    const token = created.body.data.token as string;
    expect(companyOfToken(token.slice("nrc_".length))).toBe(a.companyId);
    expect((await t.request("GET", "/api/master-data/contact", { token })).status).toBe(200);
    // The company part proves nothing: pointed at another company, the token finds no row.
    expect((await t.request("GET", "/api/master-data/contact", { token: moved(token, b.companyId, "nrc_") })).status).toBe(401);

    // A token of the old shape (`nrc_` + random): its index row is found by the hash alone.
    const legacy = `nrc_${newToken()}`;
    await t.database.db.execute(sql`UPDATE api_token_index SET token_hash = ${hashToken(legacy)} WHERE token_id = ${created.body.data.id}`);
    expect((await t.request("GET", "/api/master-data/contact", { token: legacy })).status).toBe(200);
    expect((await t.request("GET", "/api/master-data/contact", { token })).status).toBe(401);
  });

  it("an invitation link names its company; a link of the old shape still opens", async () => {
    const email = uniqueEmail("invited");
    const invite = await t.request("POST", "/api/company/user-invitation", { token: a.token, body: { name: "Invited", email, role_ids: [] } });
    expect(invite.status).toBe(201);
    const token = t.lastLinkToken(email);
    expect(companyOfToken(token)).toBe(a.companyId);
    const preview = await t.request("GET", `/api/company/user-invitation/activation/${token}`);
    expect(preview.body.data).toMatchObject({ company_name: "PT Alpha Token", email });
    expect((await t.request("GET", `/api/company/user-invitation/activation/${moved(token, b.companyId)}`)).status).toBe(400);

    const legacy = newToken();
    await t.database.db.execute(sql`UPDATE invitation_tokens SET token_hash = ${hashToken(legacy)} WHERE invitation_id = ${invite.body.data.id}`);
    expect((await t.request("GET", `/api/company/user-invitation/activation/${legacy}`)).body.data).toMatchObject({ email });
  });
});
