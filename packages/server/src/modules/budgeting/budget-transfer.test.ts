// Transfers between budget lines (issue 32 item 1): their own document, approved by amount; approved,
// the months move between lines of the current budget (its total unchanged) — never more than a line
// has left to give after what was spent and is committed; cancelled, they move back; the realisation
// report shows them beside the original and the revisions, and the budget control follows them.
import { formatMoney, money } from "@neraca/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";

const B = "/api/transactions/budgeting";
const T = "/api/transactions/budget-transfer";
const PR = "/api/transactions/purchase-request";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
let marketing: string;
let finance: string;
let brochure: string;
let budget: { id: string; number: string };

const as = (method: string, url: string, body?: unknown) => t.request(method, url, { token: owner.token, body });

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("budget-transfer");
  acc = await accountIds(t, owner.token);
  marketing = (await as("POST", "/api/master-data/work-unit", { code: "MKT", name: "Marketing" })).body.data.id;
  finance = (await as("POST", "/api/master-data/work-unit", { code: "FIN", name: "Finance" })).body.data.id;
  brochure = (await as("POST", "/api/master-data/product", { code: "BRS", name: "Brosur", product_type: "service", purchase_account_id: acc["6106"] })).body.data.id;
  // Marketing's brochures 100 000 a month, finance's office supplies 50 000 a month, in 2027.
  const created = await as("POST", B, {
    period: "FY 2027",
    period_type: "annual",
    date_start: "2027-01-01",
    date_end: "2027-12-31",
    lines: [
      { account_id: acc["6106"], work_unit_id: marketing, amount: "1200000" },
      { account_id: acc["6105"], work_unit_id: finance, amount: "600000" },
      { account_id: acc["4101"], amount: "5000000" },
      { account_id: acc["6105"], quantity: "12", standard_price: "1000", description: "Kertas" },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const approved = await as("POST", `${B}/${created.body.data.id}/submit`);
  expect(approved.body.data.status).toBe("approved");
  budget = { id: approved.body.data.id, number: approved.body.data.number };
});
afterAll(() => t.close());

const transfer = (details: unknown[], extra: Record<string, unknown> = {}) => as("POST", T, { budget_id: budget.id, description: "Geser ke finance", details, ...extra });
const budgetLines = async () => (await as("GET", `${B}/${budget.id}`)).body.data.lines as { amount: string; months: string[] }[];
const realisation = async () => (await as("GET", "/api/report/report-budget?date_from=2027-01-01&date_to=2027-12-31")).body.data;

describe("a transfer between budget lines", () => {
  it("refuses what does not fit the budget under its field: an unknown line, the same line, a month outside the period", async () => {
    const bad = await transfer([
      { from_line_no: 1, to_line_no: 9, month: "2027-03", amount: "1000" },
      { from_line_no: 2, to_line_no: 2, month: "2027-03", amount: "1000" },
      { from_line_no: 1, to_line_no: 2, month: "2028-01", amount: "1000" },
      { from_line_no: 1, to_line_no: 3, month: "2027-03", amount: "1000" },
      { from_line_no: 4, to_line_no: 2, month: "2027-03", amount: "100" },
    ]);
    expect(bad.status).toBe(422);
    expect(bad.body.errors["details.0.to_line_no"]).toEqual([`Budget ${budget.number} has no line 9.`]);
    expect(bad.body.errors["details.1.to_line_no"]).toEqual(["A transfer moves an amount to another line than the one it leaves."]);
    expect(bad.body.errors["details.2.month"]).toEqual(["2028-01 is outside the budget's period (2027-01 – 2027-12)."]);
    expect(bad.body.errors["details.3.to_line_no"]).toEqual(["A transfer moves between lines of one kind: costs to costs, income to income."]);
    expect(bad.body.errors["details.4.from_line_no"]).toEqual(["Line 4 is priced as quantity × standard price: change it by a revision."]);
    // More than the month has.
    const much = await transfer([{ from_line_no: 1, to_line_no: 2, month: "2027-03", amount: "100000.01" }]);
    expect(much.status).toBe(422);
    expect(much.body.message).toMatch(/has 100,000.00 left to move \(2027-03: 100,000.00 budgeted\); 100,000.01 cannot leave it\./);
  });

  it("approved, moves the month between the lines; the budget's total stays; the realisation shows it as a transfer", async () => {
    const created = await transfer([{ from_line_no: 1, to_line_no: 2, month: "2027-03", amount: "40000" }]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: "draft", budget_number: budget.number, total: "40000.00" });
    expect(created.body.data.details[0]).toMatchObject({ from_line_no: 1, to_line_no: 2, month: "2027-03-01", amount: "40000.00" });
    expect(created.body.data.details[0].from_name).toMatch(/^6106 .* · Marketing$/);
    // Nothing moves before approval.
    expect((await budgetLines())[0]?.months[2]).toBe("100000.00");
    const approved = await as("POST", `${T}/${created.body.data.id}/submit`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: "approved", number: expect.stringMatching(/^PGA\//) });
    const [first, second] = await budgetLines();
    expect([first?.months[2], first?.amount, second?.months[2], second?.amount]).toEqual(["60000.00", "1160000.00", "90000.00", "640000.00"]);
    expect((await as("GET", `${B}/${budget.id}`)).body.data.total).toBe("6812000.00");
    const report = await realisation();
    expect(report.rows.map((r: { original: string; transfers: string; revisions: string; current: string }) => [r.original, r.transfers, r.revisions, r.current])).toEqual([
      ["1200000.00", "-40000.00", "0.00", "1160000.00"],
      ["600000.00", "40000.00", "0.00", "640000.00"],
      ["5000000.00", "0.00", "0.00", "5000000.00"],
      ["12000.00", "0.00", "0.00", "12000.00"],
    ]);
    expect(report.totals).toMatchObject({ original: "6812000.00", transfers: "0.00", revisions: "0.00", current: "6812000.00" });
  });

  it("never moves what a line has spent or holds: its room over the period after actual and commitments", async () => {
    // Marketing spends 1 000 000 by April: 160 000 left of its 1 160 000.
    expect((await postJournal(t, owner.token, "2027-04-10", [line(acc["6106"] as string, "1000000", "0", { work_unit_id: marketing }), line(acc["1101.01"] as string, "0", "1000000")])).status).toBe(201);
    // And a request holds 100 000 more: 60 000 left.
    const request = await as("POST", PR, { date: "2027-04-12", requester: "Rina", work_unit_id: marketing, details: [{ product_id: brochure, quantity: "1", estimated_price: "100000" }] });
    expect((await as("POST", `${PR}/${request.body.data.id}/submit`)).body.data.status).toBe("approved");
    const refused = await transfer([{ from_line_no: 1, to_line_no: 2, month: "2027-12", amount: "70000" }]);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/ · Marketing has 60,000.00 left to move \(2027-12: 1,160,000.00 budgeted\); 70,000.00 cannot leave it\./);
    const fits = await transfer([{ from_line_no: 1, to_line_no: 2, month: "2027-12", amount: "60000" }]);
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    // Checked again when approved: the room is gone once more is spent.
    expect((await postJournal(t, owner.token, "2027-04-20", [line(acc["6106"] as string, "1", "0", { work_unit_id: marketing }), line(acc["1101.01"] as string, "0", "1")])).status).toBe(201);
    const late = await as("POST", `${T}/${fits.body.data.id}/submit`);
    expect(late.status).toBe(422);
    expect((await as("GET", `${T}/${fits.body.data.id}`)).body.data.status).toBe("draft");
    expect((await as("DELETE", `${T}/${fits.body.data.id}`)).status).toBe(200);
  });

  it("cancelled, moves back, while the line that received it still has it; a revision carries it and is counted apart", async () => {
    const list = await as("GET", `${T}?status=approved`);
    const id = list.body.data[0].id as string;
    // Finance gives back 40 000 of March: it has not spent it.
    const cancelled = await as("POST", `${T}/${id}/cancel`, { note: "Batal geser" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    let [first, second] = await budgetLines();
    expect([first?.months[2], second?.months[2]]).toEqual(["100000.00", "50000.00"]);
    expect((await realisation()).totals).toMatchObject({ transfers: "0.00", current: "6812000.00" });

    // Moved again, then the budget revised: the revision copies the months as moved; the report keeps the
    // transfer as a transfer and the revision's own change (+100 000 for finance) as a revision.
    const again = await transfer([{ from_line_no: 1, to_line_no: 2, month: "2027-05", amount: "30000" }]);
    expect((await as("POST", `${T}/${again.body.data.id}/submit`)).body.data.status).toBe("approved");
    const revision = await as("POST", `${B}/${budget.id}/revise`);
    expect(revision.status, JSON.stringify(revision.body)).toBe(201);
    // While the revision is open, no transfer is approved on the version it copied.
    const blocked = await transfer([{ from_line_no: 2, to_line_no: 1, month: "2027-06", amount: "1000" }]);
    expect((await as("POST", `${T}/${blocked.body.data.id}/submit`)).status).toBe(409);
    const r = revision.body.data;
    const edited = await as("PUT", `${B}/${r.id}`, {
      period: r.period,
      period_type: r.period_type,
      date_start: r.date_start,
      date_end: r.date_end,
      version: r.version,
      lines: r.lines.map((l: { account_id: string; work_unit_id: string; months: string[]; amount: string }, i: number) => ({
        account_id: l.account_id,
        work_unit_id: l.work_unit_id,
        months: i === 1 ? l.months.map((m, k) => (k === 11 ? formatMoney(money(m).plus(100000)) : m)) : l.months,
      })),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await as("POST", `${B}/${r.id}/submit`)).body.data.status).toBe("approved");
    const report = await realisation();
    expect(report.rows.map((x: { original: string; transfers: string; revisions: string; current: string }) => [x.original, x.transfers, x.revisions, x.current])).toEqual([
      ["1200000.00", "-30000.00", "0.00", "1170000.00"],
      ["600000.00", "30000.00", "100000.00", "730000.00"],
      ["5000000.00", "0.00", "0.00", "5000000.00"],
      ["12000.00", "0.00", "0.00", "12000.00"],
    ]);
    // The superseded version's transfers no longer move: neither approved nor cancelled there.
    expect((await as("POST", `${T}/${blocked.body.data.id}/submit`)).status).toBe(422);
    expect((await as("POST", `${T}/${again.body.data.id}/cancel`, { note: "x" })).status).toBe(422);
    [first, second] = await budgetLines();
    expect([first?.months[4], second?.months[4]]).toEqual(["70000.00", "80000.00"]);
  });

  it("prints on the one layout in both languages", async () => {
    const list = await as("GET", `${T}?status=approved`);
    for (const language of ["en", "id"]) {
      const pdf = await t.app.inject({ method: "GET", url: `${T}/${list.body.data[0].id}/print`, headers: { authorization: `Bearer ${owner.token}`, "accept-language": language } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toMatch(/pdf/);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two transfers at once (PostgreSQL)", () => {
  it("from one month with room for one of them: the budget is locked, the second sees the first and is refused", async () => {
    // The current version now: finance's July is 50 000; two drafts each move 30 000 of it.
    const current = (await as("GET", `${B}?status=approved`)).body.data.find((b: { superseded_by: unknown }) => !b.superseded_by);
    const drafts = await Promise.all(
      [1, 2].map(async () => {
        const created = await as("POST", T, { budget_id: current.id, details: [{ from_line_no: 2, to_line_no: 1, month: "2027-07", amount: "30000" }] });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        return created.body.data.id as string;
      }),
    );
    const answers = await Promise.all(drafts.map((id) => as("POST", `${T}/${id}/submit`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const lines = (await as("GET", `${B}/${current.id}`)).body.data.lines as { months: string[] }[];
    expect([lines[0]?.months[6], lines[1]?.months[6]]).toEqual(["130000.00", "20000.00"]);
  });
});
