import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, TestApp, uniqueEmail } from "../../test/harness.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("inviter", "PT Pengundang");
});
afterAll(() => t.close());

const invite = (email: string, roleIds: string[] = [], name = "Dewi") =>
  t.request("POST", "/api/company/user-invitation", { token: owner.token, body: { name, email, role_ids: roleIds } });

describe("invitations", () => {
  it("invites a new person, who sets a password and joins with the chosen roles", async () => {
    const role = await t.request("POST", "/api/setting/role", {
      token: owner.token,
      body: { name: "Finance", permissions: [{ action: "read", resource: "MdOffice" }] },
    });
    const email = uniqueEmail("dewi");
    const res = await invite(email, [role.body.data.id]);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, status: "pending", roles: [{ name: "Finance" }] });
    const mail = t.outbox.at(-1);
    expect(mail?.link).toMatch(/^http:\/\/neraca\.test\/company\/user-invitation\/activation\/[A-Za-z0-9_-]+$/);
    expect(mail?.subject).toContain("PT Pengundang");
    const token = t.lastLinkToken(email);

    const preview = await t.request("GET", `/api/company/user-invitation/activation/${token}`);
    expect(preview.body.data).toEqual({ company_name: "PT Pengundang", name: "Dewi", email, account_exists: false });

    const noPassword = await t.request("POST", "/api/company/user-invitation/activation", { body: { token } });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors).toEqual({ password: ["The password field is required"] });

    const ok = await t.request("POST", "/api/company/user-invitation/activation", {
      body: { token, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("You have joined PT Pengundang. You can log in now.");
    const login = await t.login(email);
    expect(login.data.user.active_company.name).toBe("PT Pengundang");
    expect(login.data.user.ability).toEqual([{ action: "read", subject: "MdOffice" }]);
    expect(login.data.menus).toEqual([
      expect.objectContaining({ key: "master_data", children: [expect.objectContaining({ route: "/master-data/office" })] }),
    ]);

    const reuse = await t.request("POST", "/api/company/user-invitation/activation", {
      body: { token, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(reuse.status).toBe(400);
    const accepted = await t.request("GET", "/api/company/user-invitation?status=accepted", { token: owner.token });
    expect(accepted.body.data.map((i: { email: string }) => i.email)).toContain(email);
  });

  it("lets an existing account join without a password", async () => {
    const existing = await t.owner("existing", "PT Lain");
    const res = await invite(existing.email);
    expect(res.status).toBe(201);
    const token = t.lastLinkToken(existing.email);
    const preview = await t.request("GET", `/api/company/user-invitation/activation/${token}`);
    expect(preview.body.data.account_exists).toBe(true);
    const ok = await t.request("POST", "/api/company/user-invitation/activation", { body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.account_created).toBe(false);
    const login = await t.login(existing.email);
    expect(login.data.companies.map((c: { name: string }) => c.name).sort()).toEqual(["PT Lain", "PT Pengundang"]);
    // The member has no role: nothing but their own profile.
    const switched = await t.request("PUT", "/api/auth/active-company", {
      token: login.token,
      body: { company_id: owner.companyId },
    });
    expect(switched.body.data.menus).toEqual([]);
    expect((await t.request("GET", "/api/master-data/office", { token: switched.body.token })).status).toBe(403);
    expect((await t.request("GET", "/api/auth/profile", { token: switched.body.token })).status).toBe(200);
  });

  it("refuses members, duplicates pending, and unknown roles", async () => {
    const already = await invite(owner.email);
    expect(already.status).toBe(422);
    expect(already.body.errors.email).toEqual(["This person is already a member of the company."]);
    const email = uniqueEmail("twice");
    expect((await invite(email)).status).toBe(201);
    const twice = await invite(email);
    expect(twice.status).toBe(422);
    expect(twice.body.errors.email).toEqual(["An invitation for this email is already pending."]);
    const badRole = await invite(uniqueEmail("role"), ["01a1ffa0-9071-77f6-96b6-d1dc641d821d"]);
    expect(badRole.status).toBe(422);
  });

  it("resends with a new link (the old one stops working) and cancels", async () => {
    const email = uniqueEmail("resend");
    const created = await invite(email);
    const first = t.lastLinkToken(email);
    const resent = await t.request("POST", `/api/company/user-invitation/${created.body.data.id}/resend`, { token: owner.token });
    expect(resent.status).toBe(200);
    const second = t.lastLinkToken(email);
    expect(second).not.toBe(first);
    expect((await t.request("GET", `/api/company/user-invitation/activation/${first}`)).status).toBe(400);
    expect((await t.request("GET", `/api/company/user-invitation/activation/${second}`)).status).toBe(200);

    const pending = await t.request("GET", "/api/company/user-invitation", { token: owner.token });
    expect(pending.body.data.map((i: { email: string }) => i.email)).toContain(email);
    const cancelled = await t.request("DELETE", `/api/company/user-invitation/${created.body.data.id}`, { token: owner.token });
    expect(cancelled.status).toBe(200);
    expect((await t.request("GET", `/api/company/user-invitation/activation/${second}`)).status).toBe(400);
    const again = await t.request("DELETE", `/api/company/user-invitation/${created.body.data.id}`, { token: owner.token });
    expect(again.status).toBe(409);
  });

  it("expires after seven days", async () => {
    const email = uniqueEmail("late");
    await invite(email);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.company_id', ${owner.companyId}, true)`);
      await tx.execute(sql`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE email = ${email}`);
    });
    const res = await t.request("POST", "/api/company/user-invitation/activation", {
      body: { token: t.lastLinkToken(email), password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(res.status).toBe(400);
    const list = await t.request("GET", "/api/company/user-invitation?status=pending", { token: owner.token });
    expect(list.body.data.find((i: { email: string }) => i.email === email).status).toBe("expired");
  });
});
