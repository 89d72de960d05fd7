import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("members");
});
afterAll(() => t.close());

describe("members (master data › user)", () => {
  it("lists members with their roles and national flag", async () => {
    const member = await t.member(owner.token, [{ action: "read", resource: "MdOffice" }], "clerk");
    const list = await t.request("GET", "/api/master-data/user?sort=email", { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(2);
    const row = list.body.data.find((m: { id: string }) => m.id === member.userId);
    expect(row).toMatchObject({ email: member.email, is_owner: false, is_national: false, activated: true });
    expect(row.roles).toHaveLength(1);
    const search = await t.request("GET", `/api/master-data/user?q=${encodeURIComponent(member.email.slice(0, 8))}`, { token: owner.token });
    expect(search.body.data.map((m: { id: string }) => m.id)).toEqual([member.userId]);
  });

  it("sets the national flag and the roles, and the member's abilities follow", async () => {
    const member = await t.member(owner.token, [], "flag");
    expect((await t.request("GET", "/api/master-data/office", { token: member.token })).status).toBe(403);
    const role = await t.request("POST", "/api/setting/role", {
      token: owner.token,
      body: { name: "Office reader", permissions: [{ action: "read", resource: "MdOffice" }] },
    });
    const res = await t.request("PUT", `/api/master-data/user/${member.userId}`, {
      token: owner.token,
      body: { is_national: true, role_ids: [role.body.data.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ is_national: true, roles: [{ id: role.body.data.id, name: "Office reader" }] });
    // The same token now carries the new permission: abilities are read on every request.
    expect((await t.request("GET", "/api/master-data/office", { token: member.token })).status).toBe(200);
    const me = await t.request("GET", "/api/auth/me", { token: member.token });
    expect(me.body.data.user.is_national).toBe(true);
    expect(me.body.data.user.ability).toEqual([{ action: "read", subject: "MdOffice" }]);
  });

  it("refuses role ids of another company", async () => {
    const member = await t.member(owner.token, [], "foreign");
    const other = await t.owner("other-co");
    const foreignRole = await t.request("POST", "/api/setting/role", { token: other.token, body: { name: "Foreign" } });
    const res = await t.request("PUT", `/api/master-data/user/${member.userId}`, {
      token: owner.token,
      body: { role_ids: [foreignRole.body.data.id] },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("One or more roles do not exist in this company.");
  });

  it("protects the owner and removes a member, who loses access at once", async () => {
    const ownerRoles = await t.request("PUT", `/api/master-data/user/${owner.userId}`, { token: owner.token, body: { role_ids: [] } });
    expect(ownerRoles.status).toBe(422);
    const removeOwner = await t.request("DELETE", `/api/master-data/user/${owner.userId}`, { token: owner.token });
    expect(removeOwner.status).toBe(409);
    expect(removeOwner.body.message).toBe("The company owner cannot be removed.");

    const member = await t.member(owner.token, [{ action: "read", resource: "MdOffice" }], "leaver");
    expect((await t.request("DELETE", `/api/master-data/user/${member.userId}`, { token: owner.token })).status).toBe(200);
    const after = await t.request("GET", "/api/master-data/office", { token: member.token });
    expect(after.status).toBe(403);
    expect(after.body.message).toBe("Register or choose a company first.");
    expect((await t.request("GET", `/api/master-data/user/${member.userId}`, { token: owner.token })).status).toBe(404);
  });

  it("does not let a member remove themselves", async () => {
    const admin = await t.member(owner.token, [{ action: "delete", resource: "MdUser" }, { action: "read", resource: "MdUser" }], "self");
    const res = await t.request("DELETE", `/api/master-data/user/${admin.userId}`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("You cannot remove yourself from the company.");
  });
});
