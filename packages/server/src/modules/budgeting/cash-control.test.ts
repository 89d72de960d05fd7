import { controlledDocumentTypes } from "@neraca/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds } from "../../test/ledger-helpers.js";
import { commitmentSources } from "./control.js";

/**
 * Budget control of cash and bank requests and cash advances (issue 32): a request holds its lines
 * once approved, the payment that pays it (or the advance's realisation) takes them over as it
 * spends, cancelling gives them back; every document type the control offers is one that holds or
 * spends.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
let branch: string;
let head: string;
let bca: string;
let kas: string;
let employee: string;
let bankOut: string;

const B = "/api/transactions/budgeting";
const CR = "/api/transactions/cashbank/request";
const TX = "/api/transactions/cashbank";
const CA = "/api/transactions/cash-advance";
const as = (method: string, url: string, body?: unknown) => t.request(method, url, { token: owner.token, body });
const stop = (document_type: string) => as("PUT", "/api/settings/budget-control", { controls: [{ document_type, basis: "year", action: "stop", tolerance_percent: "0" }] });
/** The realisation report's row of a budget line, by a test of its row. */
const lineOf = async (pick: (r: { name: string }) => boolean) =>
  ((await as("GET", "/api/report/report-budget?date_from=2027-01-01&date_to=2027-12-31")).body.data.rows as { name: string; actual: string; committed: string; available: string }[]).find(pick);

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("cash-control");
  acc = await accountIds(t, owner.token);
  branch = (await as("POST", "/api/master-data/office", { code: "SBY", name: "Surabaya" })).body.data.id;
  head = (await as("GET", "/api/master-data/office?per_page=50")).body.data.find((o: { is_head_office: boolean }) => o.is_head_office).id;
  bca = (await as("POST", "/api/master-data/cashbank", { code: "BCA", name: "BCA", account_id: acc["1102.02"], negative_balance: "allow" })).body.data.id;
  kas = (await as("POST", "/api/master-data/cashbank", { code: "KAS", name: "Kas", account_id: acc["1101.01"], negative_balance: "allow" })).body.data.id;
  employee = (await as("POST", "/api/master-data/employee", { code: "E1", name: "Ani" })).body.data.id;
  const types = await as("GET", `${TX}/types`);
  bankOut = types.body.data.find((x: { code: string }) => x.code === "BBK").id;
  // 2027: office supplies 1 200 000; whatever Surabaya spends, 2 400 000.
  const budget = await as("POST", B, {
    period: "FY 2027",
    period_type: "annual",
    date_start: "2027-01-01",
    date_end: "2027-12-31",
    lines: [
      { account_id: acc["6105"], amount: "1200000" },
      { office_id: branch, amount: "2400000" },
      { account_id: acc["6106"], office_id: head, amount: "100000" },
    ],
  });
  expect(budget.status, JSON.stringify(budget.body)).toBe(201);
  expect((await as("POST", `${B}/${budget.body.data.id}/submit`)).body.data.status).toBe("approved");
}, 60_000);
afterAll(() => t.close());

describe("budget control of cash", () => {
  it("every document type the control offers holds or spends the budget (none is offered for show)", () => {
    for (const type of controlledDocumentTypes) expect(commitmentSources.has(type), type).toBe(true);
  });

  it("a cash and bank request holds its lines; the payment that pays it spends them; cancelling the payment holds them again", async () => {
    expect((await stop("cashbank_request")).status).toBe(200);
    const request = async (amount: string) => {
      const res = await as("POST", CR, { date: "2027-03-01", purpose: "ATK", cashbank_id: bca, details: [{ account_id: acc["6105"], amount }] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as string;
    };
    const tooMuch = await as("POST", `${CR}/${await request("1300000")}/submit`);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toMatch(/has 1,200,000.00 left \(for the year\); this asks 1,300,000.00: over the budget\./);
    const id = await request("1000000");
    expect((await as("POST", `${CR}/${id}/submit`)).body.data.status).toBe("approved");
    const supplies = (r: { name: string }) => r.name.startsWith("6105");
    expect(await lineOf(supplies)).toMatchObject({ actual: "0.00", committed: "1000000.00", available: "200000.00" });

    const created = await as("POST", TX, { transaction_type_id: bankOut, cashbank_id: bca, date: "2027-03-02", request_id: id, details: [{ account_id: acc["6105"], amount: "1000000" }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const paid = await as("POST", `${TX}/${created.body.data.id}/submit`);
    expect(paid.body.data.status).toBe("approved");
    expect(await lineOf(supplies)).toMatchObject({ actual: "1000000.00", committed: "0.00", available: "200000.00" });

    expect((await as("POST", `${TX}/${created.body.data.id}/cancel`, { note: "Salah rekening" })).status).toBe(200);
    expect(await lineOf(supplies)).toMatchObject({ actual: "0.00", committed: "1000000.00", available: "200000.00" });
  });

  it("a cash advance request holds its approved amount on its office; the realisation spends it all, the rest coming back as a refund", async () => {
    expect((await stop("cash_advance_request")).status).toBe(200);
    const request = async (amount: string) => {
      const res = await as("POST", `${CA}/request`, { date: "2027-04-01", purpose_date: "2027-04-01", advance_type: "travel", employee_id: employee, request_amount: amount, office_id: branch });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as string;
    };
    const tooMuch = await as("POST", `${CA}/request/${await request("3000000")}/submit`);
    expect(tooMuch.status).toBe(422);
    const id = await request("2000000");
    expect((await as("POST", `${CA}/request/${id}/submit`)).body.data.status).toBe("approved");
    const surabaya = (r: { name: string }) => r.name === "Surabaya";
    expect(await lineOf(surabaya)).toMatchObject({ actual: "0.00", committed: "2000000.00", available: "400000.00" });

    const paid = await as("POST", CA, { cash_advance_request_id: id, date: "2027-04-02", cashbank_id: kas, description: "Tunai" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // Paid out to the employee: still held, not yet spent.
    expect(await lineOf(surabaya)).toMatchObject({ actual: "0.00", committed: "2000000.00" });
    const realised = await as("POST", `${CA}/realisation`, { cash_advance_id: paid.body.data.id, date: "2027-04-05", details: [{ account_id: acc["6104"], amount: "1500000" }] });
    expect(realised.status, JSON.stringify(realised.body)).toBe(201);
    expect((await as("POST", `${CA}/realisation/${realised.body.data.id}/submit`)).body.data.status).toBe("approved");
    expect(await lineOf(surabaya)).toMatchObject({ actual: "1500000.00", committed: "0.00", available: "900000.00" });
  });

  it("a manual journal drafted is checked by its expense lines when posted", async () => {
    expect((await stop("draft_journal")).status).toBe(200);
    const draft = async (amount: string) => {
      const res = await as("POST", "/api/transactions/draft-journal", {
        date: "2027-05-02",
        description: "ATK",
        details: [
          { account_id: acc["6105"], debit: amount, credit: "0" },
          { account_id: acc["1101.01"], debit: "0", credit: amount },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as string;
    };
    // Supplies: 1 200 000, 1 000 000 held by the request above: 200 000 left.
    const over = await as("POST", `/api/transactions/draft-journal/${await draft("300000")}/post`);
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/has 200,000.00 left \(for the year\); this asks 300,000.00: over the budget\./);
    expect((await as("POST", `/api/transactions/draft-journal/${await draft("150000")}/post`)).status).toBe(201);
    expect(await lineOf((r) => r.name.startsWith("6105"))).toMatchObject({ actual: "150000.00", committed: "1000000.00", available: "50000.00" });
  });

  it("one rule on every path: a batch checks each document after the ones before it, a line with no office is the head office's, a debt paid is no cost", async () => {
    // Drafts posted together: supplies have 50 000 left; two of 40 000 do not both fit (all or nothing).
    const draft = async (amount: string) =>
      (
        await as("POST", "/api/transactions/draft-journal", {
          date: "2027-05-03",
          description: "ATK",
          details: [
            { account_id: acc["6105"], debit: amount, credit: "0" },
            { account_id: acc["1101.01"], debit: "0", credit: amount },
          ],
        })
      ).body.data.id as string;
    const both = await as("POST", "/api/transactions/draft-journal/post", { ids: [await draft("40000"), await draft("40000")] });
    expect(both.status).toBe(422);
    expect(await lineOf((r) => r.name.startsWith("6105"))).toMatchObject({ actual: "150000.00", available: "50000.00" });

    // A payment with no office is booked on the head office: checked against the head office's line.
    expect((await stop("cashbank")).status).toBe(200);
    const payment = await as("POST", TX, { transaction_type_id: bankOut, cashbank_id: bca, date: "2027-05-04", details: [{ account_id: acc["6106"], amount: "500000" }] });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    const refused = await as("POST", `${TX}/${payment.body.data.id}/submit`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/has 100,000.00 left/);

    // Paying Surabaya's supplier (a debt, not a cost) holds nothing of Surabaya's costs.
    expect((await stop("cashbank_request")).status).toBe(200);
    const debt = await as("POST", CR, { date: "2027-05-05", purpose: "Bayar hutang", office_id: branch, cashbank_id: bca, details: [{ account_id: acc["2101"], amount: "5000000" }] });
    expect(debt.status, JSON.stringify(debt.body)).toBe(201);
    expect((await as("POST", `${CR}/${debt.body.data.id}/submit`)).body.data.status).toBe("approved");
    expect(await lineOf((r) => r.name === "Surabaya")).toMatchObject({ committed: "0.00", available: "900000.00" });
  });
});
