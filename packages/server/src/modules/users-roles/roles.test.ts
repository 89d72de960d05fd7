import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("roles");
});
afterAll(() => t.close());

describe("roles", () => {
  it("lists the permission catalogue of every spec resource, translated", async () => {
    const en = await t.request("GET", "/api/setting/permission-catalogue", { token: owner.token });
    expect(en.body.data.actions).toEqual(["create", "read", "update", "delete"]);
    const names = en.body.data.resources.map((r: { name: string }) => r.name);
    for (const name of ["General", "Setting", "Dashboard", "MdChartOfAccount", "TxJournal", "TxBacc", "TxChBaccReceivePayment", "TxBaccPayment", "ReportAccounting", "MonitoringCh"]) {
      expect(names).toContain(name);
    }
    const id = await t.request("GET", "/api/setting/permission-catalogue", { token: owner.token, headers: { "accept-language": "id" } });
    expect(id.body.data.resources.find((r: { name: string }) => r.name === "TxJournal").title).toBe("Jurnal");
  });

  it("creates, reads, updates and deletes a role with its permissions", async () => {
    const created = await t.request("POST", "/api/setting/role", {
      token: owner.token,
      body: {
        name: "Report reader",
        description: "Reports only",
        permissions: [
          { action: "read", resource: "ReportAccounting" },
          { action: "read", resource: "ReportAccounting" },
          { action: "read", resource: "Dashboard" },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: "Report reader",
      description: "Reports only",
      member_count: 0,
      permissions: [
        { action: "read", resource: "Dashboard" },
        { action: "read", resource: "ReportAccounting" },
      ],
    });
    const id = created.body.data.id;
    const updated = await t.request("PUT", `/api/setting/role/${id}`, {
      token: owner.token,
      body: { name: "Pembaca laporan", permissions: [{ action: "create", resource: "TxJournal" }] },
    });
    expect(updated.body.data).toMatchObject({ name: "Pembaca laporan", description: null, permissions: [{ action: "create", resource: "TxJournal" }] });
    const list = await t.request("GET", "/api/setting/role?q=pembaca", { token: owner.token });
    expect(list.body.data.map((r: { name: string }) => r.name)).toEqual(["Pembaca laporan"]);
    expect((await t.request("DELETE", `/api/setting/role/${id}`, { token: owner.token })).status).toBe(200);
    expect((await t.request("GET", `/api/setting/role/${id}`, { token: owner.token })).status).toBe(404);
  });

  it("refuses duplicate names, unknown resources and actions", async () => {
    await t.request("POST", "/api/setting/role", { token: owner.token, body: { name: "Kasir" } });
    const dup = await t.request("POST", "/api/setting/role", { token: owner.token, body: { name: "KASIR" } });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ name: ["The name has already been taken"] });
    const bad = await t.request("POST", "/api/setting/role", {
      token: owner.token,
      body: { name: "Bad", permissions: [{ action: "manage", resource: "Nope" }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      "permissions.0.action": ["The selected action is invalid"],
      "permissions.0.resource": ["The selected resource is invalid"],
    });
  });

  it("refuses to delete a role that members hold", async () => {
    const member = await t.member(owner.token, [{ action: "read", resource: "Dashboard" }]);
    const res = await t.request("DELETE", `/api/setting/role/${member.roleIds[0]}`, { token: owner.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This role is assigned to 1 member(s). Remove it from them first.");
  });
});
