import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("coa");
  acc = await accountIds(t, owner.token);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) => t.request("POST", "/api/master-data/chart-of-account", { token: owner.token, body });

describe("chart of accounts", () => {
  it("gives a new company an Indonesian chart as a tree with default accounts", async () => {
    const tree = await t.request("GET", "/api/master-data/chart-of-account/tree", { token: owner.token });
    expect(tree.body.data.map((n: { code: string }) => n.code)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    const assets = tree.body.data[0];
    expect(assets).toMatchObject({ name: "Aset", is_postable: false, normal_balance: "debit" });
    const defaults = await t.request("GET", "/api/master-data/setting-coa-default", { token: owner.token });
    const receivable = defaults.body.data.find((d: { role: string }) => d.role === "receivable");
    expect(receivable.account).toMatchObject({ code: "1103.01", name: "Piutang Usaha" });
    expect(receivable.title).toBe("Accounts receivable");
  });

  it("creates a sub-account with the parent's type and refuses a wrong subtype, another type's parent or a cycle", async () => {
    const ok = await create({ code: "1102.04", name: "Bank BNI", type: "asset", subtype: "bank", parent_id: acc["1102"] });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ normal_balance: "debit", default_name: "Bank BNI", is_active: true });
    const subtype = await create({ code: "1102.05", name: "X", type: "asset", subtype: "sales", parent_id: acc["1102"] });
    expect(subtype.body.errors.subtype).toEqual(["The selected subtype is invalid"]);
    const wrongType = await create({ code: "4105", name: "X", type: "revenue", parent_id: acc["1102"] });
    expect(wrongType.body.errors.parent_id).toEqual(["The parent account must be of the same type."]);
    const cycle = await t.request("PUT", `/api/master-data/chart-of-account/${acc["1102"]}`, {
      token: owner.token,
      body: { code: "1102", name: "Bank", type: "asset", parent_id: ok.body.data.id },
    });
    expect(cycle.body.errors.parent_id).toEqual(["An account cannot be placed under itself or one of its sub-accounts."]);
    const dup = await create({ code: "1102.04", name: "Again", type: "asset" });
    expect(dup.body.errors.code).toEqual(["The code has already been taken"]);
  });

  it("lists postable accounts only when asked, and searches", async () => {
    const postable = await t.request("GET", "/api/master-data/chart-of-account?postable=true&q=bank&per_page=100", { token: owner.token });
    const codes = postable.body.data.map((a: { code: string }) => a.code);
    expect(codes).toContain("1102.01");
    expect(codes).not.toContain("1102");
    const cashOrBank = await t.request("GET", "/api/master-data/chart-of-account?postable=true&subtype=cash,bank&per_page=100", { token: owner.token });
    expect(cashOrBank.body.data.every((a: { subtype: string }) => a.subtype === "cash" || a.subtype === "bank")).toBe(true);
    expect(cashOrBank.body.data.length).toBeGreaterThanOrEqual(5);
  });

  it("refuses to delete an account in use, a default account, or a header; deletes an unused one", async () => {
    await postJournal(t, owner.token, "2026-02-01", [line(acc["6104"]!, 10, 0), line(acc["1101.01"]!, 0, 10)]);
    const used = await t.request("DELETE", `/api/master-data/chart-of-account/${acc["6104"]}`, { token: owner.token });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe("This record is used by other data and cannot be deleted.");
    const asDefault = await t.request("DELETE", `/api/master-data/chart-of-account/${acc["1103.01"]}`, { token: owner.token });
    expect(asDefault.status).toBe(409);
    expect(asDefault.body.message).toContain("default account (receivable)");
    const header = await t.request("DELETE", `/api/master-data/chart-of-account/${acc["1101"]}`, { token: owner.token });
    expect(header.status).toBe(409);
    expect((await t.request("DELETE", `/api/master-data/chart-of-account/${acc["6109"]}`, { token: owner.token })).status).toBe(200);
  });

  it("refuses sub-accounts under an account that already has postings", async () => {
    const res = await create({ code: "6104.01", name: "Bensin", type: "expense", parent_id: acc["6104"] });
    expect(res.status).toBe(422);
    expect(res.body.errors.parent_id).toEqual(["Account 6104 already has postings, so it cannot get sub-accounts."]);
  });

  it("maps default roles only to postable accounts", async () => {
    const header = await t.request("PUT", "/api/master-data/setting-coa-default", {
      token: owner.token,
      body: { defaults: [{ role: "rounding", account_id: acc["8"] }] },
    });
    expect(header.status).toBe(422);
    expect(header.body.errors["defaults.0.account_id"]).toEqual(["The selected account is invalid"]);
    const ok = await t.request("PUT", "/api/master-data/setting-coa-default", {
      token: owner.token,
      body: { defaults: [{ role: "rounding", account_id: acc["8104"] }] },
    });
    expect(ok.status).toBe(200);
  });
});

describe("dimensions", () => {
  it("keeps the activity hierarchy in three levels and filters by parent", async () => {
    const main = await t.request("POST", "/api/master-data/coa-main-group-activity", { token: owner.token, body: { code: "OPS", name: "Operasional" } });
    expect(main.status).toBe(201);
    const orphan = await t.request("POST", "/api/master-data/coa-group-activity", { token: owner.token, body: { code: "G1", name: "Group" } });
    expect(orphan.body.errors.parent_id).toEqual(["The parent field is required"]);
    const wrongLevel = await t.request("POST", "/api/master-data/coa-activity", { token: owner.token, body: { code: "A1", name: "A", parent_id: main.body.data.id } });
    expect(wrongLevel.body.errors.parent_id).toEqual(["The selected parent is invalid"]);
    const group = await t.request("POST", "/api/master-data/coa-group-activity", { token: owner.token, body: { code: "G1", name: "Group", parent_id: main.body.data.id } });
    const activity = await t.request("POST", "/api/master-data/coa-activity", { token: owner.token, body: { code: "A1", name: "Pengiriman", parent_id: group.body.data.id } });
    expect(activity.status).toBe(201);
    const list = await t.request("GET", `/api/master-data/coa-activity?parent_id=${group.body.data.id}`, { token: owner.token });
    expect(list.body.data.map((a: { code: string }) => a.code)).toEqual(["A1"]);
    // An element id is refused where an activity is expected.
    const elementMain = await t.request("POST", "/api/master-data/element-main-group-activity", { token: owner.token, body: { code: "E", name: "E" } });
    const res = await postJournal(t, owner.token, "2026-02-02", [
      line(acc["6104"]!, 5, 0, { activity_id: elementMain.body.data.id }),
      line(acc["1101.01"]!, 0, 5, { activity_id: activity.body.data.id }),
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ "details.0.activity_id": ["The selected activity is invalid"] });
  });

  it("work units, tags, and a used tag cannot be deleted", async () => {
    const wu = await t.request("POST", "/api/master-data/work-unit", { token: owner.token, body: { code: "FIN", name: "Finance", head: "Sari", head_user_id: owner.userId } });
    expect(wu.status).toBe(201);
    const badHead = await t.request("POST", "/api/master-data/work-unit", { token: owner.token, body: { code: "OPS", name: "Ops", head_user_id: "01a1ffa0-9071-77f6-96b6-d1dc641d821d" } });
    expect(badHead.status).toBe(422);
    const tag = await t.request("POST", "/api/master-data/tag", { token: owner.token, body: { name: "Proyek A", color: "#1f6f5c" } });
    await postJournal(t, owner.token, "2026-02-03", [
      line(acc["6104"]!, 5, 0, { tag_ids: [tag.body.data.id], work_unit_id: wu.body.data.id }),
      line(acc["1101.01"]!, 0, 5),
    ]);
    expect((await t.request("DELETE", `/api/master-data/tag/${tag.body.data.id}`, { token: owner.token })).status).toBe(409);
    expect((await t.request("DELETE", `/api/master-data/work-unit/${wu.body.data.id}`, { token: owner.token })).status).toBe(409);
    const tb = await t.request("GET", `/api/report/trial-balance?date_from=2026-01-01&date_to=2026-12-31&tag_ids=${tag.body.data.id}`, { token: owner.token });
    expect(tb.body.data.totals.debit).toBe("5.00");
  });

  it("prefixes change the numbers of new journals", async () => {
    const res = await t.request("PUT", "/api/master-data/prefix", { token: owner.token, body: { prefixes: [{ transaction_type: "journal", prefix: "gj" }] } });
    expect(res.status).toBe(200);
    const list = await t.request("GET", "/api/master-data/prefix", { token: owner.token });
    expect(list.body.data.find((p: { transaction_type: string }) => p.transaction_type === "journal")).toMatchObject({ prefix: "GJ", default_prefix: "JU" });
    const posted = await postJournal(t, owner.token, "2026-09-01", [line(acc["6104"]!, 5, 0), line(acc["1101.01"]!, 0, 5)]);
    expect(posted.body.data.number).toBe("GJ/2026/09/0001");
    const bad = await t.request("PUT", "/api/master-data/prefix", { token: owner.token, body: { prefixes: [{ transaction_type: "nope", prefix: "a b" }] } });
    expect(bad.status).toBe(422);
  });
});
