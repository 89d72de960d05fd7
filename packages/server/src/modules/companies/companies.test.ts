import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t.close());

const registerBody = {
  organization_name: "PT Sinar Jaya",
  brand_name: "Sinar",
  business_type: "freight_forwarding",
  cut_off_date: "2026-01-01",
  pricing_plan: "starter",
  billing_cycle: "monthly",
};

describe("company registration", () => {
  it("creates the company, its head office and the owner's manage-all membership, with a new token", async () => {
    const { token } = await t.user("reg");
    const res = await t.request("POST", "/api/company/register", { token, body: registerBody });
    expect(res.status).toBe(201);
    expect(res.headers.authorization).toBe(`Bearer ${res.body.token}`);
    expect(res.body.token).not.toBe(token);
    const user = res.body.data.user;
    expect(user.active_company.name).toBe("PT Sinar Jaya");
    expect(user.ability).toEqual([{ action: "manage", subject: "all" }]);
    expect(user.is_owner).toBe(true);
    expect(res.body.data.companies).toHaveLength(1);
    expect(res.body.data.menus.map((m: { key: string }) => m.key)).toEqual(expect.arrayContaining(["dashboard", "master_data", "setting"]));
    expect(res.body.company).toMatchObject({ billing_cycle: "monthly", cut_off_date: "2026-01-01", pricing_plan: "starter" });

    const offices = await t.request("GET", "/api/master-data/office", { token: res.body.token });
    expect(offices.body.data).toHaveLength(1);
    expect(offices.body.data[0]).toMatchObject({ code: "HO", name: "PT Sinar Jaya", is_head_office: true });
    // The old token (no company) still works for the user, but not for company routes.
    const old = await t.request("GET", "/api/master-data/office", { token });
    expect(old.status).toBe(403);
    expect(old.body.message).toBe("Register or choose a company first.");
  });

  it("starts the company ready to work: common units and the default roles, each editable", async () => {
    const { token } = await t.user("ready");
    const res = await t.request("POST", "/api/company/register", { token, body: registerBody, headers: { "accept-language": "id" } });
    expect(res.status).toBe(201);
    const owner = res.body.token as string;
    const units = await t.request("GET", "/api/master-data/unit?per_page=100", { token: owner });
    const codes = units.body.data.map((u: { code: string }) => u.code);
    expect(codes).toEqual(expect.arrayContaining(["PCS", "UNIT", "KG", "LTR", "M", "BOX", "JAM", "SET", "LUSIN", "RIM", "PAK", "ROLL", "HARI", "BULAN", "TRIP", "LS"]));
    const jam = units.body.data.find((u: { code: string }) => u.code === "JAM");
    const renamed = await t.request("PUT", `/api/master-data/unit/${jam.id}`, { token: owner, body: { code: "JAM", name: "Jam kerja" } });
    expect(renamed.status).toBe(200);
    expect((await t.request("DELETE", `/api/master-data/unit/${jam.id}`, { token: owner })).status).toBe(200);

    const roles = await t.request("GET", "/api/setting/role?per_page=100", { token: owner });
    const byName = new Map(roles.body.data.map((r: { name: string }) => [r.name, r]));
    expect([...byName.keys()].sort()).toEqual(["Akuntan", "Kasir", "Manajer", "Pembelian", "Pemilik", "Penjualan", "Penyetuju"]);
    const manager = byName.get("Manajer") as { id: string; permissions: { action: string; resource: string }[] };
    expect(manager.permissions.every((p) => p.action === "read" && p.resource.startsWith("Report"))).toBe(true);
    expect(manager.permissions.map((p) => p.resource)).toEqual(expect.arrayContaining(["ReportAccounting", "ReportSales", "ReportPurchase"]));
    const cashier = byName.get("Kasir") as { permissions: { action: string; resource: string }[] };
    expect(cashier.permissions).toEqual(expect.arrayContaining([{ action: "create", resource: "TxCashbank" }]));
    expect(cashier.permissions).not.toEqual(expect.arrayContaining([{ action: "read", resource: "Setting" }]));
    const edited = await t.request("PUT", `/api/setting/role/${manager.id}`, {
      token: owner,
      body: { name: "Direktur", permissions: [{ action: "read", resource: "ReportAccounting" }] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.permissions).toEqual([{ action: "read", resource: "ReportAccounting" }]);

    // In English when the owner registers in English.
    const english = await t.owner("ready-en");
    const englishRoles = await t.request("GET", "/api/setting/role?per_page=100", { token: english.token });
    expect(englishRoles.body.data.map((r: { name: string }) => r.name).sort()).toEqual(["Accountant", "Approver", "Cashier", "Manager", "Owner", "Purchasing", "Sales"]);
  });

  it("validates the registration", async () => {
    const { token } = await t.user("regbad");
    const res = await t.request("POST", "/api/company/register", {
      token,
      body: { ...registerBody, organization_name: "", billing_cycle: "weekly", cut_off_date: "31-01-2026" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      organization_name: ["The organization name field is required"],
      billing_cycle: ["The selected billing cycle is invalid"],
      cut_off_date: ["The cut off date field is not a valid date (YYYY-MM-DD)"],
    });
    const anonymous = await t.request("POST", "/api/company/register", { body: registerBody });
    expect(anonymous.status).toBe(401);
  });

  it("lands a login in the last active company", async () => {
    const owner = await t.owner("land", "PT Pertama");
    const second = await t.registerCompany(owner.token, "PT Kedua");
    const login = await t.login(owner.email);
    expect(login.data.user.active_company.id).toBe(second.companyId);
    expect(login.data.companies.map((c: { name: string }) => c.name)).toEqual(["PT Pertama", "PT Kedua"]);
  });
});

describe("switching companies", () => {
  it("switches among the user's own companies only", async () => {
    const owner = await t.owner("switch", "PT Satu");
    const second = await t.registerCompany(owner.token, "PT Dua");
    await t.request("POST", "/api/master-data/office", {
      token: second.token,
      body: { code: "SBY", name: "Surabaya" },
    });
    const back = await t.request("PUT", "/api/auth/active-company", { token: second.token, body: { company_id: owner.companyId } });
    expect(back.status).toBe(200);
    expect(back.body.data.user.active_company.name).toBe("PT Satu");
    expect(back.headers.authorization).toBe(`Bearer ${back.body.token}`);
    const offices = await t.request("GET", "/api/master-data/office", { token: back.body.token });
    expect(offices.body.data.map((o: { code: string }) => o.code)).toEqual(["HO"]);

    const stranger = await t.owner("stranger", "PT Asing");
    const denied = await t.request("PUT", "/api/auth/active-company", { token: back.body.token, body: { company_id: stranger.companyId } });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("You are not a member of this company.");
    const malformed = await t.request("PUT", "/api/auth/active-company", { token: back.body.token, body: { company_id: "1" } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.company_id).toEqual(["The company field must be a valid ID"]);
  });

  it("lists the user's companies", async () => {
    const owner = await t.owner("list", "PT Daftar");
    const res = await t.request("GET", "/api/company", { token: owner.token });
    expect(res.body.data).toEqual([expect.objectContaining({ id: owner.companyId, name: "PT Daftar", is_owner: true })]);
  });
});

describe("company profile", () => {
  it("reads and edits the profile, validating NPWP, and audits the change", async () => {
    const owner = await t.owner("profile", "PT Profil");
    const read = await t.request("GET", "/api/company/profile", { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.data.organization_name).toBe("PT Profil");

    const bad = await t.request("PUT", "/api/company/profile", { token: owner.token, body: { npwp: "12345" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.npwp).toEqual(["The NPWP field must be a valid NPWP, e.g. 01.250.290.9-801.000"]);

    for (const npwp of ["01.250.290.9-801.000", "012502909801000", "3171012345678901"]) {
      const ok = await t.request("PUT", "/api/company/profile", { token: owner.token, body: { npwp } });
      expect(ok.status).toBe(200);
      expect(ok.body.data.npwp).toBe(npwp);
    }
    const edit = await t.request("PUT", "/api/company/profile", {
      token: owner.token,
      body: { organization_name: "PT Profil Baru", address: "Jl. Sudirman 1, Jakarta" },
    });
    expect(edit.body.data).toMatchObject({ organization_name: "PT Profil Baru", address: "Jl. Sudirman 1, Jakarta" });
    const audit = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.company_id', ${owner.companyId}, true)`);
      const res = await tx.execute(sql`SELECT action, entity, changes FROM audit_log WHERE entity = 'company' ORDER BY id`);
      return (res as unknown as { rows: { action: string; changes: Record<string, { from: unknown; to: unknown }> }[] }).rows;
    });
    expect(audit.at(-1)?.changes.organization_name).toEqual({ from: "PT Profil", to: "PT Profil Baru" });
    expect(audit[0]?.action).toBe("create");
  });
});
