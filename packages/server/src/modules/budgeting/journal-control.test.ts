// Budget control of manual journals posted directly (issue 32): under the manual journal's stop
// control, a journal whose expense lines go beyond what is left of a budget line is refused as its
// draft would be, one at a time or in a batch (the earlier journals counted), and nothing is written;
// ignore lets it through. On PostgreSQL, two posted at once against room for one: one passes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";

const B = "/api/transactions/budgeting";
const J = "/api/transactions/journal";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
let marketing: string;

const as = (method: string, url: string, body?: unknown) => t.request(method, url, { token: owner.token, body });
const control = (action: string) => as("PUT", "/api/settings/budget-control", { controls: [{ document_type: "draft_journal", basis: "year", action, tolerance_percent: "0" }] });
const brochures = (amount: string) => [line(acc["6106"] as string, amount, "0", { work_unit_id: marketing }), line(acc["1101.01"] as string, "0", amount)];
const spent = async () => {
  const report = await as("GET", "/api/report/report-budget?date_from=2027-01-01&date_to=2027-12-31");
  return report.body.data.rows[0].actual as string;
};

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("journal-control");
  acc = await accountIds(t, owner.token);
  marketing = (await as("POST", "/api/master-data/work-unit", { code: "MKT", name: "Marketing" })).body.data.id;
  const budget = await as("POST", B, {
    period: "FY 2027",
    period_type: "annual",
    date_start: "2027-01-01",
    date_end: "2027-12-31",
    lines: [{ account_id: acc["6106"], work_unit_id: marketing, amount: "1200000" }],
  });
  expect((await as("POST", `${B}/${budget.body.data.id}/submit`)).body.data.status).toBe("approved");
  expect((await control("stop")).status).toBe(200);
});
afterAll(() => t.close());

describe("a manual journal posted directly under a stop budget", () => {
  it("passes within what is left, and is refused beyond it, saying to enter a draft", async () => {
    expect((await postJournal(t, owner.token, "2027-03-10", brochures("1000000"))).status).toBe(201);
    const over = await postJournal(t, owner.token, "2027-03-11", brochures("300000"));
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/has 200,000.00 left \(for the year\); this journal asks 300,000.00: over the budget\. Enter it as a draft journal/);
    expect(await spent()).toBe("1000000.00");
    // Lines off the budget pass: an asset bought, a cost of another work unit's (no line covers it).
    expect((await postJournal(t, owner.token, "2027-03-12", [line(acc["1104"] as string, "500000", "0"), line(acc["1101.01"] as string, "0", "500000")])).status).toBe(201);
  });

  it("in a batch, counts the earlier journals: two that fit alone but not together are refused, and nothing is written", async () => {
    const both = await as("POST", `${J}/batch`, {
      journals: [
        { date: "2027-04-01", description: "Brosur 1", details: brochures("150000") },
        { date: "2027-04-02", description: "Brosur 2", details: brochures("150000") },
      ],
    });
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors)).toEqual(["journals.1.body"]);
    expect(await spent()).toBe("1000000.00");
    const fits = await as("POST", `${J}/batch`, {
      journals: [
        { date: "2027-04-01", description: "Brosur 1", details: brochures("100000") },
        { date: "2027-04-02", description: "Brosur 2", details: brochures("100000") },
      ],
    });
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    expect(await spent()).toBe("1200000.00");
  });

  it("in a batch, counts an earlier journal only where it falls in a line's period: two quarters' budgets each take their own", async () => {
    for (const [start, end] of [
      ["2029-01-01", "2029-03-31"],
      ["2029-04-01", "2029-06-30"],
    ]) {
      const quarter = await as("POST", B, { period: `Q ${start}`, period_type: "quarter", date_start: start, date_end: end, lines: [{ account_id: acc["6106"], work_unit_id: marketing, amount: "100000" }] });
      expect((await as("POST", `${B}/${quarter.body.data.id}/submit`)).body.data.status).toBe("approved");
    }
    const twoQuarters = await as("POST", `${J}/batch`, {
      journals: [
        { date: "2029-02-10", description: "Brosur Q1", details: brochures("80000") },
        { date: "2029-05-10", description: "Brosur Q2", details: brochures("80000") },
      ],
    });
    expect(twoQuarters.status, JSON.stringify(twoQuarters.body)).toBe(201);
    // Within one quarter they are counted together.
    const oneQuarter = await as("POST", `${J}/batch`, {
      journals: [
        { date: "2029-05-20", description: "Brosur Q2 lagi", details: brochures("15000") },
        { date: "2029-05-21", description: "Brosur Q2 lagi", details: brochures("15000") },
      ],
    });
    expect(oneQuarter.status).toBe(422);
    expect(Object.keys(oneQuarter.body.errors)).toEqual(["journals.1.body"]);
    // The message names what this journal asks, not the batch's sum.
    expect(oneQuarter.body.errors["journals.1.body"][0]).toMatch(/has 5,000.00 left \(for the year\); this journal asks 15,000.00/);
  });

  it("a reversal is checked as a journal: undoing a refund of a cost beyond what is left is refused", async () => {
    // Q1 2029 (100 000): 80 000 spent; a refund of 50 000 gives room back, then 60 000 more is spent.
    const refund = await postJournal(t, owner.token, "2029-03-01", [line(acc["1101.01"] as string, "50000", "0"), line(acc["6106"] as string, "0", "50000", { work_unit_id: marketing })]);
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const more = await postJournal(t, owner.token, "2029-03-02", brochures("60000"));
    expect(more.status, JSON.stringify(more.body)).toBe(201);
    const undone = await as("POST", `${J}/${refund.body.data.id}/reverse`, {});
    expect(undone.status, JSON.stringify(undone.body)).toBe(422);
    expect(undone.body.message).toMatch(/has 10,000.00 left \(for the year\); this journal asks 50,000.00: over the budget/);
    expect((await as("GET", `${J}/${refund.body.data.id}`)).body.data.status).toBe("posted");
    // Undoing spending gives room back: passes.
    expect((await as("POST", `${J}/${more.body.data.id}/reverse`, {})).status).toBe(201);
    expect((await as("POST", `${J}/${refund.body.data.id}/reverse`, {})).status).toBe(201);
  });

  it("a year-end closing's reversal reopens the year: not checked, not spending", async () => {
    const year = await as("POST", B, { period: "FY 2034", period_type: "annual", date_start: "2034-01-01", date_end: "2034-12-31", lines: [{ account_id: acc["6106"], amount: "1000000" }] });
    expect((await as("POST", `${B}/${year.body.data.id}/submit`)).body.data.status).toBe("approved");
    expect((await postJournal(t, owner.token, "2034-06-10", [line(acc["6106"] as string, "600000", "0"), line(acc["1101.01"] as string, "0", "600000")])).status).toBe(201);
    const closing = await as("POST", "/api/transactions/closing/year-end", { year: 2034 });
    expect(closing.status, JSON.stringify(closing.body)).toBe(201);
    const reopened = await as("POST", `${J}/${closing.body.data.id}/reverse`, {});
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(201);
    const report = await as("GET", "/api/report/report-budget?date_from=2034-01-01&date_to=2034-12-31");
    expect(report.body.data.rows[0]).toMatchObject({ actual: "600000.00" });
  });

  it("ignore lets it through", async () => {
    expect((await control("ignore")).status).toBe(200);
    expect((await postJournal(t, owner.token, "2027-05-10", brochures("300000"))).status).toBe(201);
    expect(await spent()).toBe("1500000.00");
    expect((await control("stop")).status).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two journals at once (PostgreSQL)", () => {
  it("against room for one: one passes, the other is refused", async () => {
    // A second line: finance's office supplies, 100 000 for the year.
    const finance = (await as("POST", "/api/master-data/work-unit", { code: "FIN", name: "Finance" })).body.data.id;
    const budget = await as("POST", B, { period: "FY 2028", period_type: "annual", date_start: "2028-01-01", date_end: "2028-12-31", lines: [{ account_id: acc["6105"], work_unit_id: finance, amount: "100000" }] });
    expect((await as("POST", `${B}/${budget.body.data.id}/submit`)).body.data.status).toBe("approved");
    const supplies = [line(acc["6105"] as string, "60000", "0", { work_unit_id: finance }), line(acc["1101.01"] as string, "0", "60000")];
    const answers = await Promise.all([postJournal(t, owner.token, "2028-02-01", supplies), postJournal(t, owner.token, "2028-02-02", supplies)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
  });
});
