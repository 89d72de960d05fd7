// Budgets (issue 32): a period's lines by account and dimension per month — spread to the cent,
// typed, or quantity × standard price — approved by amount, revised as a new version (the old one
// readable and superseded, the reports following the current one), closed; the budget reports read
// the ledger beside them, favourable variances positive for costs and income alike.
import { spreadAmount } from "@neraca/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";

const B = "/api/transactions/budgeting";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
let marketing: string;
let finance: string;

const as = (method: string, url: string, body?: unknown) => t.request(method, url, { token: owner.token, body });

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("budgeting");
  acc = await accountIds(t, owner.token);
  marketing = (await as("POST", "/api/master-data/work-unit", { code: "MKT", name: "Marketing" })).body.data.id;
  finance = (await as("POST", "/api/master-data/work-unit", { code: "FIN", name: "Finance" })).body.data.id;
});
afterAll(() => t.close());

const year = { period: "FY 2027", period_type: "annual", date_start: "2027-01-01", date_end: "2027-12-31" };

async function approved(body: Record<string, unknown>) {
  const created = await as("POST", B, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await as("POST", `${B}/${created.body.data.id}/submit`);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  expect(submitted.body.data.status).toBe("approved");
  return submitted.body.data;
}

describe("the months of a line", () => {
  it("spreads an amount to the cent: the months sum to it exactly, the leftover cents to the earliest months", () => {
    expect(spreadAmount("100", 12)).toEqual(["8.34", "8.34", "8.34", "8.34", "8.33", "8.33", "8.33", "8.33", "8.33", "8.33", "8.33", "8.33"]);
    expect(spreadAmount("1000000", 3)).toEqual(["333333.34", "333333.33", "333333.33"]);
    expect(spreadAmount("0.05", 12).filter((m) => m === "0.01")).toHaveLength(5);
    // By a pattern: December twice the rest.
    const seasonal = spreadAmount("1300", 12, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect(seasonal.slice(10)).toEqual(["100.00", "200.00"]);
    for (const total of ["0.01", "999999999.99", "12345.67", "7"]) {
      const months = spreadAmount(total, 7, [3, 1, 4, 1, 5, 9, 2]);
      expect(months.reduce((s, m) => s + Math.round(Number(m) * 100), 0)).toBe(Math.round(Number(total) * 100));
    }
  });

  it("saves lines spread equally, typed per month, or quantity × standard price; refuses what does not add up under its field", async () => {
    const created = await as("POST", B, {
      ...year,
      description: "Operating budget",
      lines: [
        { account_id: acc["6106"], work_unit_id: marketing, amount: "120000000" },
        { account_id: acc["6102"], months: ["10000000", "10000000", "10000000", "10000000", "10000000", "10000000", "10000000", "10000000", "10000000", "10000000", "10000000", "15000000"] },
        { account_id: acc["6105"], quantity: "12", standard_price: "250000", description: "Kertas A4" },
        { work_unit_id: finance, amount: "50000000", description: "Finance, any cost" },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const b = created.body.data;
    expect(b).toMatchObject({ status: "draft", period: "FY 2027", budget_version: 1, total: "298000000.00", revision_of: null, superseded_by: null });
    expect(b.months).toHaveLength(12);
    expect(b.lines[0]).toMatchObject({ account_code: "6106", work_unit_name: "Marketing", amount: "120000000.00" });
    expect(b.lines[0].months).toEqual(Array(12).fill("10000000.00"));
    expect(b.lines[1].amount).toBe("125000000.00");
    expect(b.lines[2]).toMatchObject({ amount: "3000000.00", quantity: "12.0000", standard_price: "250000.00" });
    expect(b.lines[3]).toMatchObject({ account_id: null, work_unit_id: finance, amount: "50000000.00" });

    const wrong = await as("POST", B, {
      ...year,
      lines: [
        { description: "nothing named", amount: "1000" },
        { account_id: acc["6102"], months: ["1", "2"] },
        { account_id: acc["6102"], amount: "100", months: Array(12).fill("10") },
        { account_id: acc["6105"], quantity: "2", standard_price: "10", amount: "25" },
        { account_id: acc["6"], amount: "100" },
        { account_id: acc["6102"], amount: "100", weights: [1, 2] },
      ],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toMatchObject({
      "lines.0.account_id": ["A budget line names an account, a dimension (office, work unit, activity, element), or both."],
      "lines.1.months": ["The period has 12 months: enter an amount for each of them."],
      "lines.2.amount": ["The months add up to 120.00, not the line's amount 100.00."],
      "lines.3.standard_price": ["Quantity × standard price is 20.00, not the line's amount 25.00."],
      "lines.4.account_id": ["The selected account is invalid"],
    });
    // A pattern: one weight a month, numbers, not all zero.
    expect(wrong.body.errors["lines.5.weights"]).toEqual(["The period has 12 months: enter an amount for each of them."]);
    const badPattern = await as("POST", B, { ...year, lines: [{ account_id: acc["6102"], amount: "100", weights: ["x", ...Array(11).fill("1")] }, { account_id: acc["6102"], amount: "100", weights: Array(12).fill(0) }] });
    expect(badPattern.status).toBe(422);
    expect(Object.keys(badPattern.body.errors).sort()).toEqual(["lines.0.weights.0", "lines.1.weights"]);
    const backwards = await as("POST", B, { ...year, date_end: "2026-12-31", lines: [{ account_id: acc["6102"], amount: "1" }] });
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors)).toEqual(["date_end"]);
    const long = await as("POST", B, { ...year, date_end: "2029-12-31", lines: [{ account_id: acc["6102"], amount: "1" }] });
    expect(long.body.errors).toEqual({ date_end: ["A budget period is at most 24 months."] });
    // A budget posts nothing: its period's closed months do not stop it (dated the day it is entered).
    expect((await as("POST", "/api/transactions/closing", { period: "2026-01" })).status).toBe(201);
    const closedMonths = await as("POST", B, { ...year, period: "FY 2026", date_start: "2026-01-01", date_end: "2026-12-31", lines: [{ account_id: acc["6102"], amount: "12" }] });
    expect(closedMonths.status, JSON.stringify(closedMonths.body)).toBe(201);
    expect((await as("POST", `${B}/${closedMonths.body.data.id}/submit`)).body.data.status).toBe("approved");
  });
});

describe("a budget from a spreadsheet and back", () => {
  it("reads pasted rows and a CSV file by the template's columns, names each bad row and column, and exports what it saved", async () => {
    const period = "date_start=2027-01-01&date_end=2027-03-31";
    const template = await t.app.inject({ method: "GET", url: `${B}/template?${period}&format=csv`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(template.statusCode).toBe(200);
    expect(template.body.trim()).toBe("account_code,work_unit_code,office_code,activity_code,element_code,description,quantity,standard_price,amount,2027-01,2027-02,2027-03");

    const pasted = await as("POST", `${B}/lines/paste?${period}`, {
      rows: [
        { account_code: "6106", work_unit_code: "mkt", description: "Iklan", "2027-01": "1000000", "2027-02": "2 000 000", "2027-03": "0" },
        { account_code: "6102", amount: "900000" },
      ],
    });
    expect(pasted.status, JSON.stringify(pasted.body)).toBe(200);
    expect(pasted.body.data.lines[0]).toMatchObject({ account_id: acc["6106"], work_unit_id: marketing, description: "Iklan", months: ["1000000.00", "2000000.00", "0.00"] });
    expect(pasted.body.data.lines[1]).toMatchObject({ account_id: acc["6102"], amount: "900000", months: null });

    const csv = "account_code,work_unit_code,description,amount\n6199,MKT,Unknown,100\n6102,XXX,Bad unit,1,5\n";
    const bad = await t.request("POST", `${B}/lines/upload?${period}`, { token: owner.token, raw: csv, headers: { "content-type": "text/csv" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["rows.2.account_code", "rows.3.work_unit_code"]);

    const good = await t.request("POST", `${B}/lines/upload?${period}`, { token: owner.token, raw: "account_code,amount\n6105,300\n", headers: { "content-type": "text/csv" } });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const saved = await as("POST", B, { period: "Q1 2027", period_type: "quarter", date_start: "2027-01-01", date_end: "2027-03-31", lines: [...pasted.body.data.lines, ...good.body.data.lines] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.total).toBe("3900300.00");
    const exported = await t.app.inject({ method: "GET", url: `${B}/${saved.body.data.id}/export?format=csv`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(exported.statusCode).toBe(200);
    expect(exported.body.trim().split("\n")).toEqual([
      "account_code,work_unit_code,office_code,activity_code,element_code,description,quantity,standard_price,amount,2027-01,2027-02,2027-03",
      "6106,MKT,,,,Iklan,,,3000000.00,1000000.00,2000000.00,0.00",
      "6102,,,,,,,,900000.00,300000.00,300000.00,300000.00",
      "6105,,,,,,,,300.00,100.00,100.00,100.00",
    ]);
    const xlsx = await t.app.inject({ method: "GET", url: `${B}/${saved.body.data.id}/export`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });
});

describe("versions and the reports", () => {
  let first: { id: string; number: string };

  it("approves a budget; the month report puts the ledger beside it, favourable variances positive for costs and income", async () => {
    first = await approved({
      ...year,
      period: "FY 2027 sales",
      lines: [
        { account_id: acc["6106"], work_unit_id: marketing, amount: "12000000", description: "Iklan" },
        { account_id: acc["4101"], amount: "120000000" },
      ],
    });
    expect(first.number).toMatch(/^ANG\//);
    // January: marketing spends 1 500 000 (over by 500 000); another unit's marketing is not this line's. Sales 11 000 000 (over by 1 000 000).
    const bank = acc["1101.01"] ?? acc["1101"];
    expect((await postJournal(t, owner.token, "2027-01-15", [line(acc["6106"] as string, "1500000", "0", { work_unit_id: marketing }), line(bank as string, "0", "1500000")])).status).toBe(201);
    expect((await postJournal(t, owner.token, "2027-01-16", [line(acc["6106"] as string, "700000", "0", { work_unit_id: finance }), line(bank as string, "0", "700000")])).status).toBe(201);
    expect((await postJournal(t, owner.token, "2027-01-20", [line(bank as string, "11000000", "0"), line(acc["4101"] as string, "0", "11000000")])).status).toBe(201);

    const report = await as("GET", "/api/report/report-budget-month?year=2027");
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const rows = report.body.data.rows.filter((r: { budget_id: string }) => r.budget_id === first.id);
    expect(rows).toHaveLength(2);
    const [ads, sales] = rows;
    expect(ads).toMatchObject({ name: expect.stringContaining("6106"), income: false, budget_total: "12000000.00", actual_total: "1500000.00", variance_total: "10500000.00" });
    expect([ads.budget[0], ads.actual[0], ads.variance[0]]).toEqual(["1000000.00", "1500000.00", "-500000.00"]);
    expect(sales).toMatchObject({ income: true, actual_total: "11000000.00" });
    expect([sales.budget[0], sales.actual[0], sales.variance[0]]).toEqual(["10000000.00", "11000000.00", "1000000.00"]);
    // Cumulative: February carries January.
    const cumulative = await as("GET", "/api/report/report-budget-month?year=2027&cumulative=true");
    const adsCum = cumulative.body.data.rows.find((r: { budget_id: string; line_no: number }) => r.budget_id === first.id && r.line_no === 1);
    expect([adsCum.budget[1], adsCum.actual[1], adsCum.variance[1]]).toEqual(["2000000.00", "1500000.00", "500000.00"]);
    // Filtered by the work unit: only the marketing line.
    const filtered = await as("GET", `/api/report/report-budget-month?year=2027&work_unit_ids=${marketing}`);
    expect(filtered.body.data.rows.filter((r: { budget_id: string }) => r.budget_id === first.id)).toHaveLength(1);
    // A page at a time: the pages hold every line once, in order, and each page's totals are every line's
    // (summed in the database), equal to the lines' own sums.
    const whole = report.body.data;
    expect(whole.meta).toMatchObject({ page: 1, total: whole.rows.length });
    const pages = [];
    for (let page = 1; page <= whole.rows.length; page++) {
      const one = await as("GET", `/api/report/report-budget-month?year=2027&per_page=1&page=${page}`);
      expect(one.body.data.rows).toHaveLength(1);
      expect(one.body.data.totals).toEqual(whole.totals);
      pages.push(one.body.data.rows[0]);
    }
    expect(pages).toEqual(whole.rows);
    const sum = (pick: (r: { budget: string[]; actual: string[]; variance: string[] }) => string[]) =>
      Array.from({ length: 12 }, (_v, k) => whole.rows.reduce((total: bigint, r: { budget: string[]; actual: string[]; variance: string[] }) => total + BigInt(Math.round(Number(pick(r)[k]) * 100)), 0n));
    expect(whole.totals.budget.map((v: string) => BigInt(Math.round(Number(v) * 100)))).toEqual(sum((r) => r.budget));
    expect(whole.totals.actual.map((v: string) => BigInt(Math.round(Number(v) * 100)))).toEqual(sum((r) => r.actual));
    expect(whole.totals.variance.map((v: string) => BigInt(Math.round(Number(v) * 100)))).toEqual(sum((r) => r.variance));
    // Cumulative totals carry too.
    expect(cumulative.body.data.totals.budget[11]).toBe(whole.totals.budget_total);
    // The export holds every line, whatever the page.
    const file = await t.app.inject({ method: "GET", url: "/api/report/report-budget-month?year=2027&per_page=1&format=csv", headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.body.split("\n").filter((l) => l.includes("6106")).length).toBeGreaterThanOrEqual(1);
  });

  it("a revision is a new version; approved, it supersedes the first, which stays readable; the reports follow it", async () => {
    const revise = await as("POST", `${B}/${first.id}/revise`);
    expect(revise.status, JSON.stringify(revise.body)).toBe(201);
    const draft = revise.body.data;
    expect(draft).toMatchObject({ status: "draft", budget_version: 2, revision_of: { id: first.id, code: first.number } });
    expect(draft.lines).toHaveLength(2);
    // One open revision at a time.
    const again = await as("POST", `${B}/${first.id}/revise`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("A draft revision of this budget is open: finish or delete it first.");
    // Marketing raised to 18 000 000.
    const body = {
      ...year,
      period: "FY 2027 sales",
      lines: [
        { account_id: acc["6106"], work_unit_id: marketing, amount: "18000000", description: "Iklan" },
        { account_id: acc["4101"], amount: "120000000" },
      ],
    };
    expect((await as("PUT", `${B}/${draft.id}`, { ...body, version: draft.version })).status).toBe(200);
    const submitted = await as("POST", `${B}/${draft.id}/submit`);
    expect(submitted.body.data.status).toBe("approved");
    const old = await as("GET", `${B}/${first.id}`);
    expect(old.body.data).toMatchObject({ status: "approved", superseded_by: { id: draft.id }, budget_version: 1 });
    expect(old.body.data.lines[0].amount).toBe("12000000.00");
    // The superseded version is not revised again.
    expect((await as("POST", `${B}/${first.id}/revise`)).status).toBe(409);

    const month = await as("GET", "/api/report/report-budget-month?year=2027");
    const ids = new Set(month.body.data.rows.map((r: { budget_id: string }) => r.budget_id));
    expect(ids.has(first.id)).toBe(false);
    expect(month.body.data.rows.find((r: { budget_id: string; line_no: number }) => r.budget_id === draft.id && r.line_no === 1).budget_total).toBe("18000000.00");

    const realisation = await as("GET", "/api/report/report-budget?date_from=2027-01-01&date_to=2027-03-31");
    expect(realisation.status, JSON.stringify(realisation.body)).toBe(200);
    const ads = realisation.body.data.rows.find((r: { budget_id: string; line_no: number }) => r.budget_id === draft.id && r.line_no === 1);
    // The quarter: 3 000 000 at first, 4 500 000 now; 1 500 000 spent.
    expect(ads).toMatchObject({ original: "3000000.00", revisions: "1500000.00", current: "4500000.00", actual: "1500000.00", available: "3000000.00", used_percent: "33.3" });

    // Cancelling the revision gives the first version its place back.
    const cancelled = await as("POST", `${B}/${draft.id}/cancel`, { note: "Wrong figures" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await as("GET", `${B}/${first.id}`)).body.data.superseded_by).toBeNull();
  });

  it("closes the current version; a closed budget is not revised", async () => {
    const closed = await as("POST", `${B}/${first.id}/close`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.closed_at).not.toBeNull();
    const revise = await as("POST", `${B}/${first.id}/revise`);
    expect(revise.status).toBe(409);
    expect(revise.body.message).toBe(`Budget ${first.number} is closed.`);
  });

  it("profit and loss against budget: the period and the year to date, favourable variances positive; its net profit is the profit and loss's", async () => {
    const v2 = await as("GET", "/api/report/profit-loss-v2?date_from=2027-01-01&date_to=2027-01-31");
    expect(v2.status, JSON.stringify(v2.body)).toBe(200);
    const row = (code: string) =>
      v2.body.data.groups.flatMap((g: { rows: { code: string; values: Record<string, string> }[] }) => g.rows).find((r: { code: string }) => r.code === code)?.values;
    expect(row("4101")).toMatchObject({ actual: "11000000.00", budget: "10000000.00", variance: "1000000.00", variance_percent: "10.0", ytd_actual: "11000000.00" });
    // Both units' marketing against the account's budget.
    expect(row("6106")).toMatchObject({ actual: "2200000.00", budget: "1000000.00", variance: "-1200000.00", variance_percent: "-120.0" });
    const pl = await as("GET", "/api/report/profit-loss?date_from=2027-01-01&date_to=2027-01-31");
    expect(v2.body.data.net_profit.actual).toBe(pl.body.data.net_profit.total);
    expect(v2.body.data.net_profit).toMatchObject({ actual: "8800000.00", budget: "9000000.00", variance: "-200000.00" });
  });

  it("an evaluation of marketing's January: the line beyond the tolerance explained before it is submitted; its diagram and print", async () => {
    const E = "/api/transactions/evaluation";
    const body = { date_from: "2027-01-01", date_to: "2027-01-31", work_unit_id: marketing, tolerance_percent: "10", description: "Evaluasi Januari" };
    const created = await as("POST", E, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const e = created.body.data;
    // Only marketing's line: 1 000 000 budgeted, 1 500 000 spent (the finance unit's 700 000 is not its).
    expect(e.lines).toEqual([
      expect.objectContaining({ budget_id: first.id, budget_line_no: 1, budget: "1000000.00", actual: "1500000.00", variance: "-500000.00", variance_percent: "-50.0", beyond_tolerance: true, explanation: null }),
    ]);
    const refused = await as("POST", `${E}/${e.id}/submit`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("beyond the 10 % tolerance: explain it and say what follows.");
    const notes = [{ budget_id: first.id, budget_line_no: 1, explanation: "Kampanye awal tahun dimajukan", follow_up: "Kurangi iklan Februari" }];
    expect((await as("PUT", `${E}/${e.id}`, { ...body, notes, version: e.version })).status).toBe(200);
    const submitted = await as("POST", `${E}/${e.id}/submit`);
    expect(submitted.body.data).toMatchObject({ status: "approved", lines: [expect.objectContaining({ explanation: "Kampanye awal tahun dimajukan", follow_up: "Kurangi iklan Februari" })] });
    const diagram = await as("GET", `${E}/${e.id}/diagram`);
    expect(diagram.body.data).toEqual({ months: [{ month: "2027-01-01", budget: "1000000.00", actual: "1500000.00" }], lines: [expect.objectContaining({ budget: "1000000.00", actual: "1500000.00" })] });
    const pdf = await t.request("GET", `${E}/${e.id}/print`, { token: owner.token });
    expect(pdf.status).toBe(200);
    // A period with no budget line for the scope is refused, saying why.
    const empty = await as("POST", E, { ...body, date_from: "2031-01-01", date_to: "2031-01-31" });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.date_from).toEqual(["No current budget line falls in this period for this office or work unit."]);
  });

  it("prints the budget", async () => {
    const pdf = await t.request("GET", `${B}/${first.id}/print`, { token: owner.token });
    expect(pdf.status).toBe(200);
  });
});

describe("actual against standard", () => {
  it("prices a line as quantity × standard price, sets the period's share against the actual per unit, and flags what is beyond the tolerance", async () => {
    // 2028: paper, 12 reams × 250 000 (250 000 a month); the first quarter's standard is 3 reams, 750 000.
    await approved({
      period: "FY 2028",
      period_type: "annual",
      date_start: "2028-01-01",
      date_end: "2028-12-31",
      lines: [
        { account_id: acc["6105"], quantity: "12", standard_price: "250000", description: "Kertas A4" },
        { account_id: acc["6106"], amount: "1200000" },
      ],
    });
    const bank = acc["1101.01"] ?? acc["1101"];
    expect((await postJournal(t, owner.token, "2028-02-10", [line(acc["6105"] as string, "900000", "0"), line(bank as string, "0", "900000")])).status).toBe(201);
    const report = await as("GET", "/api/report/audit/standard?date_from=2028-01-01&date_to=2028-03-31");
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    // Only the priced line; 900 000 for 3 reams is 300 000 a ream, 150 000 (20 %) over the standard.
    expect(report.body.data.rows).toEqual([
      expect.objectContaining({ quantity: "12", standard_price: "250000.00", standard: "750000.00", actual: "900000.00", actual_price: "300000.00", variance: "-150000.00", variance_percent: "-20.0", beyond_tolerance: true }),
    ]);
    expect(report.body.data).toMatchObject({ totals: { standard: "750000.00", actual: "900000.00", variance: "-150000.00" }, beyond_tolerance: 1 });
    const lenient = await as("GET", "/api/report/audit/standard?date_from=2028-01-01&date_to=2028-03-31&tolerance_percent=25");
    expect(lenient.body.data.rows[0].beyond_tolerance).toBe(false);
    expect((await as("GET", "/api/report/audit/standard?date_from=2028-01-01&date_to=2028-03-31&tolerance_percent=abc")).status).toBe(422);
    // Exported as the screen shows it.
    expect((await t.request("GET", "/api/report/audit/standard?date_from=2028-01-01&date_to=2028-03-31&format=xlsx", { token: owner.token })).status).toBe(200);
  });
});
