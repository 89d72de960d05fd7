import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal, tb } from "../../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
let branchId: string;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("reports");
  acc = await accountIds(t, owner.token);
  const branch = await t.request("POST", "/api/master-data/office", { token: owner.token, body: { code: "SBY", name: "Cabang Surabaya" } });
  branchId = branch.body.data.id;
  // Opening: capital 100 000 000 in the bank.
  await t.request("POST", "/api/transactions/beginning-balance", {
    token: owner.token,
    body: { details: [line(acc["1102.01"]!, "100000000", 0), line(acc["3101"]!, 0, "100000000")] },
  });
  // 2026: sales 50 000 000 (30 head office, 20 Surabaya), rent 12 000 000, an adjustment of 1 000 000 depreciation.
  await postJournal(t, owner.token, "2026-02-10", [line(acc["1103.01"]!, "30000000", 0), line(acc["4101"]!, 0, "30000000")]);
  await postJournal(t, owner.token, "2026-02-20", [line(acc["1103.01"]!, "20000000", 0), line(acc["4101"]!, 0, "20000000")], { office_id: branchId });
  await postJournal(t, owner.token, "2026-03-01", [line(acc["6102"]!, "12000000", 0), line(acc["1102.01"]!, 0, "12000000")]);
  await postJournal(t, owner.token, "2026-03-31", [line(acc["6108"]!, "1000000", 0), line(acc["1202.03"]!, 0, "1000000")], { journal_type: "adjustment" });
});
afterAll(() => t.close());

const money = (s: string) => Number(s);

describe("accounting reports", () => {
  it("trial balance: opening, movement and closing per account; totals balance", async () => {
    const res = await tb(t, owner.token, "2026-02-01", "2026-03-31");
    expect(res.status).toBe(200);
    const rows = res.body.data.rows as Record<string, string>[];
    const bank = rows.find((r) => r.code === "1102.01")!;
    expect(bank).toMatchObject({ opening_debit: "100000000.00", debit: "0.00", credit: "12000000.00", closing_debit: "88000000.00" });
    const header = rows.find((r) => r.code === "1")!;
    expect(header.is_header).toBe(true);
    const totals = res.body.data.totals;
    expect(totals.opening_debit).toBe(totals.opening_credit);
    expect(totals.debit).toBe(totals.credit);
    expect(totals.closing_debit).toBe(totals.closing_credit);
    expect(totals.debit).toBe("63000000.00");
  });

  it("filters by office", async () => {
    const res = await tb(t, owner.token, "2026-01-01", "2026-12-31", `&office_ids=${branchId}`);
    const sales = res.body.data.rows.find((r: { code: string }) => r.code === "4101");
    expect(sales.credit).toBe("20000000.00");
  });

  it("balance sheet balances, with current-year earnings in equity, consolidated and per office", async () => {
    const res = await t.request("GET", "/api/report/balance-sheet?date=2026-03-31", { token: owner.token });
    expect(res.status).toBe(200);
    const bs = res.body.data;
    expect(bs.balanced).toBe(true);
    expect(bs.assets.total.total).toBe("137000000.00"); // bank 88 000 000 + receivables 50 000 000 − depreciation 1 000 000
    expect(bs.equity.current_earnings.values.total).toBe("37000000.00");
    expect(bs.liabilities_and_equity.total).toBe(bs.assets.total.total);
    const per = await t.request("GET", "/api/report/balance-sheet?date=2026-03-31&per_office=true", { token: owner.token });
    expect(per.body.data.columns.map((c: { label: string }) => c.label)).toEqual(["PT Contoh Sejahtera", "Cabang Surabaya", "Consolidated"]);
    expect(per.body.data.balanced).toBe(true);
    expect(per.body.data.equity.current_earnings.values[branchId]).toBe("20000000.00");
  });

  it("compares two dates", async () => {
    const res = await t.request("GET", "/api/report/balance-sheet-comparison?date_a=2026-01-31&date_b=2026-03-31", { token: owner.token });
    expect(res.body.data.assets.total).toEqual({ a: "100000000.00", b: "137000000.00" });
  });

  it("profit and loss with month columns", async () => {
    const res = await t.request("GET", "/api/report/profit-loss?date_from=2026-01-01&date_to=2026-03-31&columns=month", { token: owner.token });
    expect(res.body.data.columns.map((c: { key: string }) => c.key)).toEqual(["2026-01", "2026-02", "2026-03", "total"]);
    expect(res.body.data.net_profit).toEqual({ "2026-01": "0.00", "2026-02": "50000000.00", "2026-03": "-13000000.00", total: "37000000.00" });
  });

  it("worksheet separates adjustments and balances the profit", async () => {
    const res = await t.request("GET", "/api/report/work-sheet?date_from=2026-01-01&date_to=2026-03-31", { token: owner.token });
    const depreciation = res.body.data.rows.find((r: { code: string }) => r.code === "6108");
    expect(depreciation).toMatchObject({ trial_debit: "0.00", adjustment_debit: "1000000.00", adjusted_debit: "1000000.00", profit_loss_debit: "1000000.00" });
    expect(res.body.data.net_profit).toBe("37000000.00");
    const totals = res.body.data.totals;
    expect(money(totals.adjusted_debit)).toBe(money(totals.adjusted_credit));
  });

  it("ledger: opening, lines with running balance, closing", async () => {
    const res = await t.request("GET", `/api/report/ledger?date_from=2026-02-01&date_to=2026-12-31&account_ids=${acc["1102.01"]}`, { token: owner.token });
    const [bank] = res.body.data.accounts;
    expect(bank).toMatchObject({ code: "1102.01", opening_balance: "100000000.00", closing_balance: "88000000.00" });
    expect(bank.lines.map((l: { balance: string }) => l.balance)).toEqual(["88000000.00"]);
  });

  it("monthly mutation and the standard statements", async () => {
    const mm = await t.request("GET", "/api/report/monthly-mutation?year=2026", { token: owner.token });
    const sales = mm.body.data.rows.find((r: { code: string }) => r.code === "4101");
    expect(sales.months.slice(0, 3)).toEqual(["0.00", "50000000.00", "0.00"]);
    const audit = await t.request("GET", "/api/report/audit?date_from=2026-01-01&date_to=2026-12-31", { token: owner.token });
    expect(audit.body.data.profit_or_loss).toMatchObject({ gross_profit: "50000000.00", operating_profit: "37000000.00", net_profit: "37000000.00" });
    expect(audit.body.data.balanced).toBe(true);
  });

  it("exports every report to Excel and PDF", async () => {
    const urls = [
      "/api/report/trial-balance?date_from=2026-01-01&date_to=2026-12-31",
      "/api/report/ledger?date_from=2026-01-01&date_to=2026-12-31",
      "/api/report/journal?date_from=2026-01-01&date_to=2026-12-31",
      "/api/report/journalreport?date_from=2026-01-01&date_to=2026-12-31",
      "/api/report/work-sheet?date_from=2026-01-01&date_to=2026-12-31",
      "/api/report/balance-sheet?date=2026-12-31&per_office=true",
      "/api/report/balance-sheet-comparison?date_a=2026-01-31&date_b=2026-12-31",
      "/api/report/profit-loss?date_from=2026-01-01&date_to=2026-12-31&columns=month",
      "/api/report/monthly-mutation?year=2026",
      "/api/report/audit?date_from=2026-01-01&date_to=2026-12-31",
    ];
    for (const url of urls) {
      for (const format of ["xlsx", "pdf"]) {
        const res = await t.app.inject({ method: "GET", url: `${url}&format=${format}`, headers: { authorization: `Bearer ${owner.token}`, "accept-language": "id" } });
        const magic = res.rawPayload.subarray(0, format === "pdf" ? 5 : 2).toString();
        expect([url, format, res.statusCode, magic]).toEqual([url, format, 200, format === "pdf" ? "%PDF-" : "PK"]);
      }
    }
  });

  it("year-end closing moves profit into retained earnings and leaves profit and loss intact", async () => {
    const res = await t.request("POST", "/api/transactions/closing/year-end", { token: owner.token, body: { year: 2026 } });
    expect(res.status).toBe(201);
    expect(res.body.data.number).toBe("JT/2026/12/0001");
    const bs = await t.request("GET", "/api/report/balance-sheet?date=2026-12-31", { token: owner.token });
    expect(bs.body.data.balanced).toBe(true);
    expect(bs.body.data.equity.current_earnings.values.total).toBe("0.00");
    const retained = bs.body.data.equity.rows.find((r: { code: string }) => r.code === "3102");
    expect(retained.values.total).toBe("37000000.00");
    const pl = await t.request("GET", "/api/report/profit-loss?date_from=2026-01-01&date_to=2026-12-31", { token: owner.token });
    expect(pl.body.data.net_profit.total).toBe("37000000.00");
    // The closing journal (31 December) is left out of December whole and of a part of it read from the lines.
    const months = await t.request("GET", "/api/report/profit-loss?date_from=2026-01-01&date_to=2026-12-31&columns=month", { token: owner.token });
    expect(months.body.data.net_profit).toMatchObject({ "2026-02": "50000000.00", "2026-03": "-13000000.00", "2026-12": "0.00", total: "37000000.00" });
    const lateDecember = await t.request("GET", "/api/report/profit-loss?date_from=2026-12-15&date_to=2026-12-31", { token: owner.token });
    expect(lateDecember.body.data.net_profit.total).toBe("0.00");
    const mutation = await t.request("GET", "/api/report/monthly-mutation?year=2026", { token: owner.token });
    // The monthly mutation shows the closing: December takes the year's sales out of the account.
    expect(mutation.body.data.rows.find((r: { code: string }) => r.code === "4101").months[11]).toBe("-50000000.00");
    const next = await t.request("GET", "/api/report/balance-sheet?date=2027-01-31", { token: owner.token });
    expect(next.body.data.equity.prior_earnings.values.total).toBe("0.00");
    expect(next.body.data.balanced).toBe(true);
    const again = await t.request("POST", "/api/transactions/closing/year-end", { token: owner.token, body: { year: 2026 } });
    expect(again.status).toBe(409);
    const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
    expect(verify.body.data).toEqual({ ok: true, drift: [] });
  });

  it("validates report parameters and guards permissions", async () => {
    const bad = await t.request("GET", "/api/report/trial-balance?date_from=2026-05-01&date_to=2026-01-01", { token: owner.token });
    expect(bad.status).toBe(422);
    const member = await t.member(owner.token, [{ action: "read", resource: "Dashboard" }]);
    expect((await tb(t, member.token, "2026-01-01", "2026-12-31")).status).toBe(403);
    const other = await t.owner("report-other");
    const foreign = await t.request("GET", `/api/report/ledger?date_from=2026-01-01&date_to=2026-12-31&account_ids=${acc["1102.01"]}`, { token: other.token });
    expect(foreign.body.data.accounts).toEqual([]);
  });
});
