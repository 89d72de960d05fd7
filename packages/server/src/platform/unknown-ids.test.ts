import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../test/harness.js";
import { accountIds } from "../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;

const UNKNOWN = "01a1ffa0-9071-77f6-96b6-d1dc641d821d";
const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, UNKNOWN);
// Routes whose query must be valid before the id is looked up (a 422 on the query comes first).
const queries: Record<string, string> = { "/api/master-data/contact/:id/statement": "?date_from=2026-01-01&date_to=2026-01-31" };

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("ids");
});
afterAll(() => t.close());

describe("GET of an id that is not the caller's company's (DESIGN §4: 404, also for another company's ids)", () => {
  it("answers 404 on every company route with an id in its path, never 200 with nothing", async () => {
    const routes = t.app.routeTable.filter((r) => r.method === "GET" && r.access === "company" && /:[a-zA-Z]+/.test(r.url));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const res = await t.request("GET", concrete(route.url) + (queries[route.url] ?? ""), { token: owner.token });
      expect(`${route.url} ${res.status}`).toBe(`${route.url} 404`);
    }
  }, 120_000);

  it("a bank account's saved statement format: 404 for another company's account, null when none is saved", async () => {
    const acc = await accountIds(t, owner.token);
    const created = await t.request("POST", "/api/master-data/cashbank", { token: owner.token, body: { code: "BCA", name: "BCA", account_id: acc["1102.02"] } });
    const bank = created.body.data.id as string;
    expect(await t.request("GET", `/api/transactions/cashbank/rekon/formats/${bank}`, { token: owner.token })).toMatchObject({ status: 200, body: { data: null } });
    const other = await t.owner("ids-other");
    const res = await t.request("GET", `/api/transactions/cashbank/rekon/formats/${bank}`, { token: other.token });
    expect(res.status).toBe(404);
  });
});
