// Freight jobs, CH (issue 30): charge codes and rate cards, jobs with sell and buy lines in two
// currencies, generation from the rate cards (all or nothing per job, idempotent per batch), job
// profit without disbursements, billed lines locked, closing, the month-end accrual and its reversal,
// and the monitors and reports.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { freightFixture, type FreightFixture } from "../../test/freight-fixture.js";
import { TestApp } from "../../test/harness.js";
import { journalLinesOf, tb } from "../../test/ledger-helpers.js";
import { billLines } from "./ch-job.document.js";

const CH = "/api/transactions/ch-bacc/ch";
const GEN = "/api/transactions/ch-bacc/ch/generate";
const BATCHES = "/api/transactions/chbacc/ch-generate";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let f: FreightFixture;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("freight");
  f = await freightFixture(t, owner.token);
});
afterAll(() => t.close());

const as = (method: string, url: string, body?: unknown, headers?: Record<string, string>) => t.request(method, url, { token: owner.token, body, headers });

async function rate(body: Record<string, unknown>) {
  const res = await as("POST", "/api/master-data/ch-rate", { mode: "sea_fcl", origin_port_id: f.ports.tpp, destination_port_id: f.ports.sin, valid_from: "2026-01-01", valid_to: "2026-12-31", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

const shipment = (extra: Record<string, unknown> = {}) => ({
  date: "2026-03-10",
  mode: "sea_fcl",
  direction: "export",
  customer_id: f.customer,
  agent_id: f.agent,
  origin_port_id: f.ports.tpp,
  destination_port_id: f.ports.sin,
  house_document: "HBL-001",
  containers: [{ type: "20GP", count: 2 }],
  gross_weight: "18000",
  volume: "55",
  ...extra,
});

async function job(body: Record<string, unknown>) {
  const res = await as("POST", CH, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe("master data", () => {
  it("charge codes take postable accounts and a tax kind; rate cards need a container type on a container basis and a rate", async () => {
    const bad = await as("POST", "/api/master-data/charge-code", { code: "X1", name: "X", revenue_account_id: f.acc["4"], cost_account_id: f.acc["5102"], tax_kind: "freight" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["revenue_account_id"]);
    const noType = await as("POST", "/api/master-data/ch-rate", { mode: "sea_fcl", charge_code_id: f.charges.of, basis: "container", currency: "USD", sell_rate: "400", valid_from: "2026-01-01" });
    expect(noType.status).toBe(422);
    expect(Object.keys(noType.body.errors)).toEqual(["container_type"]);
    const noRate = await as("POST", "/api/master-data/ch-rate", { mode: "air", charge_code_id: f.charges.of, basis: "kg", currency: "USD", valid_from: "2026-01-01", valid_to: "2025-12-31" });
    expect(noRate.status).toBe(422);
    expect(Object.keys(noRate.body.errors).sort()).toEqual(["sell_rate", "valid_to"]);
  });
});

describe("a job by hand: two currencies, a disbursement, profit in base", () => {
  it("converts each line at the job date's rate (or its own), and leaves disbursements out of the profit", async () => {
    const created = await job({
      ...shipment(),
      lines: [
        { side: "sell", charge_code_id: f.charges.of, basis: "container", quantity: "2", rate: "400", currency: "USD" },
        { side: "buy", charge_code_id: f.charges.of, basis: "container", quantity: "2", rate: "300", currency: "USD", exchange_rate: "16100" },
        { side: "sell", charge_code_id: f.charges.thc, quantity: "1", rate: "2500000" },
        { side: "buy", charge_code_id: f.charges.thc, quantity: "1", rate: "1800000", party_id: f.customer },
        { side: "sell", charge_code_id: f.charges.duty, quantity: "1", rate: "7000000" },
        { side: "buy", charge_code_id: f.charges.duty, quantity: "1", rate: "7000000" },
      ],
    });
    expect(created.status).toBe("draft");
    const [of, ofBuy, thc] = created.lines;
    expect(of).toMatchObject({ currency: "USD", exchange_rate: "16000.000000", amount: "800.00", amount_base: "12800000.00", tax_kind: "freight", tax_base: "140800.00", party_id: f.customer });
    expect(ofBuy).toMatchObject({ amount: "600.00", amount_base: "9660000.00", party_id: f.agent });
    expect(thc).toMatchObject({ currency: "IDR", amount_base: "2500000.00", tax_base: "275000.00" });
    // Sell 12 800 000 + 2 500 000, buy 9 660 000 + 1 800 000: profit 3 840 000; duties pass through.
    expect(created.profit.base).toEqual({ sell: "15300000.00", buy: "11460000.00", profit: "3840000.00", margin_percent: "25.10", disbursement_sell: "7000000.00", disbursement_buy: "7000000.00" });
    expect(created.profit.currencies).toEqual([
      { currency: "IDR", sell: "2500000.00", buy: "1800000.00", profit: "700000.00" },
      { currency: "USD", sell: "800.00", buy: "600.00", profit: "200.00" },
    ]);
    expect(created.billing).toBe("unbilled");
    const print = await t.request("GET", `${CH}/${created.id}/print`, { token: owner.token });
    expect(print.status).toBe(200);
  });

  it("refuses a buy line with no party and no agent on the job, and a rate missing for the currency", async () => {
    const noParty = await as("POST", CH, { ...shipment({ agent_id: null }), lines: [{ side: "buy", charge_code_id: f.charges.thc, quantity: "1", rate: "100" }] });
    expect(noParty.status).toBe(422);
    expect(Object.keys(noParty.body.errors)).toEqual(["lines.0.party_id"]);
    const noRate = await as("POST", CH, { ...shipment(), lines: [{ side: "sell", charge_code_id: f.charges.of, quantity: "1", rate: "100", currency: "EUR" }] });
    expect(noRate.status).toBe(422);
    expect(Object.keys(noRate.body.errors)).toEqual(["lines.0.exchange_rate"]);
  });
});

describe("generation from the rate cards", () => {
  let batchId: string;
  let lightJob: string;

  it("builds each job's lines from the cards valid on its date, all or nothing per job, and logs what it skipped", async () => {
    await rate({ charge_code_id: f.charges.of, basis: "container", container_type: "20GP", agent_id: f.agent, buy_rate: "300", sell_rate: "400", currency: "USD" });
    await rate({ charge_code_id: f.charges.of, basis: "container", container_type: "40HC", agent_id: f.agent, buy_rate: "550", sell_rate: "700", currency: "USD" });
    await rate({ charge_code_id: f.charges.thc, basis: "shipment", origin_port_id: null, destination_port_id: null, buy_rate: "1800000", sell_rate: "2500000", currency: "IDR" });
    // The customer's own ocean freight overrides the general one for it.
    const special = await rate({ charge_code_id: f.charges.of, basis: "container", container_type: "20GP", customer_id: f.customer, agent_id: f.agent, buy_rate: "300", sell_rate: "380", currency: "USD" });
    // Air: per chargeable kg, until the end of February only.
    await rate({ mode: "air", origin_port_id: f.ports.cgk, destination_port_id: f.ports.changi, charge_code_id: f.charges.of, basis: "chargeable_weight", buy_rate: "2.10", sell_rate: "2.80", currency: "USD", valid_to: "2026-02-28" });
    await rate({ mode: "sea_lcl", charge_code_id: f.charges.of, basis: "kg", buy_rate: "0.05", sell_rate: "0.08", currency: "USD" });

    const draft = await job(shipment({ containers: [{ type: "20GP", count: 2 }, { type: "40HC", count: 1 }] }));
    const air = await job(shipment({ mode: "air", origin_port_id: f.ports.cgk, destination_port_id: f.ports.changi, containers: [], gross_weight: "50", volume: "0.5" }));
    const lcl = await job(shipment({ mode: "sea_lcl", containers: [], gross_weight: null }));
    lightJob = lcl.id;
    const request = {
      job_ids: [draft.id, air.id, lcl.id],
      shipments: [shipment({ house_document: "HBL-NEW", containers: [{ type: "40HC", count: 2 }] }), shipment({ customer_id: f.ports.tpp })],
      description: "March bookings",
    };
    const res = await as("POST", GEN, request, { "idempotency-key": "gen-march" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    batchId = res.body.data.id;
    const logs = res.body.data.logs as { job_id: string | null; outcome: string; reason: string | null; lines: number }[];
    expect(logs.map((l) => [l.outcome, l.reason, l.lines])).toEqual([
      ["skipped", "invalid", 0], // the shipment whose customer is no contact
      ["built", null, 6], // 20GP ×2 and 40HC ×1 ocean freight, THC: sell and buy each
      ["skipped", "expired_rate", 0], // the air card ended in February
      ["skipped", "missing_weight", 0], // LCL per kg, no weight
      ["built", null, 4], // the new shipment: 40HC ×2, THC
    ]);
    expect(res.body.data).toMatchObject({ built: 2, skipped: 3, runs: 1 });

    const built = (await as("GET", `${CH}/${draft.id}`)).body.data;
    const sell20 = built.lines.find((l: { side: string; quantity: string; rate_id: string }) => l.side === "sell" && l.rate_id === special);
    expect(sell20).toMatchObject({ quantity: "2", rate: "380.00", amount: "760.00", currency: "USD", amount_base: "12160000.00" });
    expect(built.generated_by).toBe(batchId);

    // The same request again (a client's retry) answers the same batch and builds nothing twice.
    const again = await as("POST", GEN, request, { "idempotency-key": "gen-march" });
    expect(again.body.data.id).toBe(batchId);
    const list = await as("GET", `${CH}?per_page=100`);
    expect(list.body.data.filter((j: { house_document: string }) => j.house_document === "HBL-NEW")).toHaveLength(1);
  });

  it("runs the batch again for what it skipped, once the job has its weight; what it built stays built", async () => {
    const current = (await as("GET", `${CH}/${lightJob}`)).body.data;
    const { version, id: _id, number: _n, status: _s, lines: _l, ...rest } = current;
    void rest;
    const fixed = await as("PUT", `${CH}/${lightJob}`, { ...shipment({ mode: "sea_lcl", containers: [], gross_weight: "1250" }), version });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const run = await as("POST", `${BATCHES}/${batchId}/run`);
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const second = (run.body.data.logs as { outcome: string; reason: string | null; lines: number }[]).slice(5);
    // The air job is still expired; the LCL job is built: 1 250 kg × 0.08 and × 0.05, and THC.
    expect(second.map((l) => [l.outcome, l.reason])).toEqual([
      ["skipped", "expired_rate"],
      ["built", null],
    ]);
    expect(run.body.data).toMatchObject({ runs: 2, built: 3, skipped: 2 });
    const lcl = (await as("GET", `${CH}/${lightJob}`)).body.data;
    expect(lcl.lines.find((l: { side: string; currency: string }) => l.side === "sell" && l.currency === "USD")).toMatchObject({ quantity: "1250", amount: "100.00" });
    const batches = await as("GET", BATCHES);
    expect(batches.body.data[0]).toMatchObject({ id: batchId, runs: 2, built: 3 });
  });
});

describe("confirmed jobs: extra charges, billed lines locked, closing", () => {
  let jobId: string;
  let lineIds: string[];

  it("a confirmed job takes an extra charge by hand; its billed lines cannot change, by the API or by SQL", async () => {
    const created = await job({ ...shipment({ house_document: "HBL-LOCK" }), lines: [
      { side: "sell", charge_code_id: f.charges.thc, quantity: "1", rate: "2500000" },
      { side: "buy", charge_code_id: f.charges.thc, quantity: "1", rate: "1800000" },
    ] });
    jobId = created.id;
    const confirmed = await as("POST", `${CH}/${jobId}/submit`);
    expect(confirmed.body.data.status).toBe("approved");
    expect(confirmed.body.data.number).toMatch(/^JOB/);
    const withExtra = await as("PUT", `${CH}/${jobId}`, {
      ...shipment({ house_document: "HBL-LOCK" }),
      version: confirmed.body.data.version,
      lines: [...confirmed.body.data.lines.map((l: Record<string, unknown>) => ({ id: l.id, side: l.side, charge_code_id: l.charge_code_id, quantity: l.quantity, rate: l.rate })), { side: "sell", charge_code_id: f.charges.thc, quantity: "1", rate: "350000", description: "Storage" }],
    });
    expect(withExtra.status, JSON.stringify(withExtra.body)).toBe(200);
    expect(withExtra.body.data.lines).toHaveLength(3);
    lineIds = withExtra.body.data.lines.map((l: { id: string }) => l.id);

    // A BACC invoice bills the first line (issue 31 will do it through its document; an approved
    // document dated 10 March stands in for it here).
    await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) =>
      billLines({ tx, actor: { companyId: owner.companyId, userId: owner.userId }, language: "en" }, [lineIds[0] as string], { type: "bacc_ar", id: jobId, number: "INV-B-1" }),
    );
    const billed = (await as("GET", `${CH}/${jobId}`)).body.data;
    expect(billed.billing).toBe("partly_billed");
    const lines = billed.lines.map((l: Record<string, unknown>) => ({ id: l.id, side: l.side, charge_code_id: l.charge_code_id, quantity: l.quantity, rate: l.rate }));
    const changed = await as("PUT", `${CH}/${jobId}`, { ...shipment({ house_document: "HBL-LOCK" }), version: billed.version, lines: [{ ...lines[0], rate: "2600000" }, lines[1], lines[2]] });
    expect(changed.status).toBe(422);
    expect(changed.body.errors["lines.0"][0]).toContain("INV-B-1");
    const dropped = await as("PUT", `${CH}/${jobId}`, { ...shipment({ house_document: "HBL-LOCK" }), version: billed.version, lines: [lines[1], lines[2]] });
    expect(dropped.status).toBe(422);
    // The unbilled ones may change.
    const ok = await as("PUT", `${CH}/${jobId}`, { ...shipment({ house_document: "HBL-LOCK" }), version: billed.version, lines: [lines[0], { ...lines[1], rate: "1900000" }, lines[2]] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // The database refuses the same change by any other path.
    await expect(
      inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => tx.execute(sql`UPDATE ch_job_lines SET rate = 1 WHERE id = ${lineIds[0]}::uuid`)),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/billed/) }) });
    const cancel = await as("POST", `${CH}/${jobId}/cancel`);
    expect(cancel.status).toBe(409);
    // A line billed already is not billed again by another document.
    await expect(
      inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) =>
        billLines({ tx, actor: { companyId: owner.companyId, userId: owner.userId }, language: "en" }, [lineIds[0] as string], { type: "bacc_ar", id: f.customer, number: "INV-B-2" }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, messageKey: "ch_line_billed" });
  });

  it("a confirmed job grows within its approval: an edit needing a higher level is refused", async () => {
    const approver = await t.member(owner.token, [{ action: "read", resource: "TxCh" }], "ch-approver");
    const level = await as("PUT", "/api/settings/module-approval/ch", { levels: [{ limit_type: "above", amount_min: "50000000", approvers: [{ type: "user", id: approver.userId }] }] });
    expect(level.status, JSON.stringify(level.body)).toBe(200);
    const small = await job({ ...shipment({ house_document: "HBL-GROW" }), lines: [{ side: "sell", charge_code_id: f.charges.thc, quantity: "1", rate: "1000000" }] });
    const confirmed = await as("POST", `${CH}/${small.id}/submit`);
    expect(confirmed.body.data.status).toBe("approved");
    const grown = await as("PUT", `${CH}/${small.id}`, {
      ...shipment({ house_document: "HBL-GROW" }),
      version: confirmed.body.data.version,
      lines: [{ id: confirmed.body.data.lines[0].id, side: "sell", charge_code_id: f.charges.thc, quantity: "1", rate: "1000000" }, { side: "sell", charge_code_id: f.charges.thc, quantity: "1", rate: "60000000" }],
    });
    expect(grown.status).toBe(409);
    expect(grown.body.message).toContain("61,000,000.00");
    // Within the level, it may grow.
    const extra = await as("PUT", `${CH}/${small.id}`, {
      ...shipment({ house_document: "HBL-GROW" }),
      version: confirmed.body.data.version,
      lines: [{ id: confirmed.body.data.lines[0].id, side: "sell", charge_code_id: f.charges.thc, quantity: "1", rate: "1000000" }, { side: "sell", charge_code_id: f.charges.thc, quantity: "1", rate: "500000" }],
    });
    expect(extra.status, JSON.stringify(extra.body)).toBe(200);
    await as("PUT", "/api/settings/module-approval/ch", { levels: [] });
    expect((await as("POST", `${CH}/${small.id}/cancel`)).status).toBe(200);
  });

  it("closes only when every line is billed, and a closed job cannot change", async () => {
    const early = await as("POST", `${CH}/${jobId}/close`);
    expect(early.status).toBe(409);
    await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) =>
      billLines({ tx, actor: { companyId: owner.companyId, userId: owner.userId }, language: "en" }, lineIds.slice(1), { type: "bacc_ap", id: jobId, number: "BILL-7" }),
    );
    const closed = await as("POST", `${CH}/${jobId}/close`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.billing).toBe("closed");
    const edit = await as("PUT", `${CH}/${jobId}`, { ...shipment(), version: closed.body.data.version, lines: [] });
    expect(edit.status).toBe(409);
    const reopened = await as("POST", `${CH}/${jobId}/reopen`);
    expect(reopened.body.data.billing).toBe("billed");
  });
});

describe("month-end accrual", () => {
  it("books confirmed, unbilled charges at the month's end and reverses them on the next day: zero over two months", async () => {
    const off = await as("POST", "/api/transactions/ch-bacc/accrual", { month: "2026-04" });
    expect(off.status).toBe(422);
    expect(Object.keys(off.body.errors)).toEqual(["month"]);
    expect((await as("PUT", "/api/settings/freight", { accrual: "month_end" })).status).toBe(200);
    const created = await job({ ...shipment({ date: "2026-04-20", house_document: "HBL-ACR" }), lines: [
      { side: "sell", charge_code_id: f.charges.of, quantity: "1", rate: "1000", currency: "USD" },
      { side: "buy", charge_code_id: f.charges.of, quantity: "1", rate: "700", currency: "USD" },
      { side: "sell", charge_code_id: f.charges.duty, quantity: "1", rate: "5000000" },
    ] });
    const submitted = await as("POST", `${CH}/${created.id}/submit`);
    // Its sell line is billed by a document dated in May (an approved May job stands in for it):
    // at the end of April it was still unbilled, so April's accrual books it. (The lines billed by a
    // document dated in March above are left out.)
    const may = await job({ ...shipment({ date: "2026-05-05", house_document: "HBL-MAY" }), lines: [] });
    await as("POST", `${CH}/${may.id}/submit`);
    const actorOf = { companyId: owner.companyId, userId: owner.userId };
    await inTransaction(t.database.db, actorOf, (tx) =>
      billLines({ tx, actor: actorOf, language: "en" }, [submitted.body.data.lines[0].id], { type: "bacc_ar", id: may.id, number: "INV-MAY" }),
    );
    const early = await as("POST", "/api/transactions/ch-bacc/accrual", { month: "2026-11" });
    expect(early.status).toBe(422);
    expect(early.body.errors.month[0]).toContain("not ended");
    const accrual = await as("POST", "/api/transactions/ch-bacc/accrual", { month: "2026-04" });
    expect(accrual.status, JSON.stringify(accrual.body)).toBe(201);
    expect(accrual.body.data).toMatchObject({ status: "approved", month: "2026-04", sell: "16000000.00", buy: "11200000.00" });
    const held = (await as("GET", `/api/transactions/ch-bacc/accrual/${accrual.body.data.id}`)).body.data;
    expect(held.journal_ids).toHaveLength(2);
    const [posted, reversal] = held.journal_ids as string[];
    const actor = { companyId: owner.companyId, userId: owner.userId };
    const lines = await journalLinesOf(t, actor, posted as string);
    expect(lines.map((l) => l.slice(0, 3))).toEqual([
      ["1103.04", "16000000.00", "0.00"],
      ["4102", "0.00", "16000000.00"],
      ["5102", "11200000.00", "0.00"],
      ["2103", "0.00", "11200000.00"],
    ]);
    const back = (await as("GET", `/api/transactions/journal/${reversal}`)).body.data;
    expect(back.date).toBe("2026-05-01");
    // April's profit and loss holds the job; over April and May the accrual nets to nothing.
    const april = await tb(t, owner.token, "2026-04-01", "2026-04-30");
    const row = (code: string, body: typeof april.body) => (body.data.rows as { code: string; debit: string; credit: string; closing_debit: string; closing_credit: string }[]).find((r) => r.code === code);
    expect(row("1103.04", april.body)).toMatchObject({ debit: "16000000.00", credit: "0.00", closing_debit: "16000000.00" });
    const both = await tb(t, owner.token, "2026-04-01", "2026-05-31");
    expect(row("1103.04", both.body)).toMatchObject({ debit: "16000000.00", credit: "16000000.00", closing_debit: "0.00", closing_credit: "0.00" });
    expect(row("2103", both.body)).toMatchObject({ debit: "11200000.00", credit: "11200000.00", closing_debit: "0.00", closing_credit: "0.00" });
    const twice = await as("POST", "/api/transactions/ch-bacc/accrual", { month: "2026-04" });
    expect(twice.status).toBe(422);
    const removed = await as("DELETE", `/api/transactions/ch-bacc/accrual/${accrual.body.data.id}`);
    expect(removed.status).toBe(200);
  });
});

describe("monitors and reports", () => {
  it("lists jobs not fully billed by age, every job with its profit, rates expiring and charges off the card, profit by customer", async () => {
    const unbilled = await as("GET", "/api/monitoring/ch?date=2026-06-30");
    expect(unbilled.status, JSON.stringify(unbilled.body)).toBe(200);
    expect(unbilled.body.data.rows.length).toBeGreaterThan(0);
    expect(unbilled.body.data.rows.every((r: { billing: string }) => r.billing !== "billed")).toBe(true);
    const all = await as("GET", "/api/monitoring/ch/all?date_from=2026-01-01&date_to=2026-12-31");
    expect(all.status).toBe(200);
    expect(all.body.data.rows.some((r: { status: string }) => r.status === "draft")).toBe(true);
    const expiring = await as("GET", "/api/monitoring/ch-rate?date=2026-12-15&days=30");
    expect(expiring.body.data.expiring.length).toBeGreaterThan(0);
    const offCard = await as("GET", "/api/monitoring/ch-rate?date=2026-04-30&days=90&group_by=off_card");
    expect(offCard.body.data.off_card.some((r: { card_rate: string | null }) => r.card_rate === null)).toBe(true);
    const summary = await as("GET", "/api/report/chbacc/summary?date_from=2026-01-01&date_to=2026-12-31&group_by=customer");
    expect(summary.status).toBe(200);
    expect(summary.body.data.rows[0].jobs).toBeGreaterThan(0);
    // Aggregated in the database from each job's totals, it agrees with the monitor's job by job sums.
    expect(summary.body.data.totals).toMatchObject({ sell: all.body.data.totals.sell, buy: all.body.data.totals.buy, profit: all.body.data.totals.profit });
    const byMode = await as("GET", "/api/report/chbacc-summary?date_from=2026-01-01&date_to=2026-12-31&group_by=mode");
    expect(byMode.body.data.totals.profit).toBe(all.body.data.totals.profit);
    const detail = await as("GET", "/api/report/ch-bacc-detail?date_from=2026-01-01&date_to=2026-12-31&format=xlsx");
    expect(detail.status).toBe(200);
    const widget = await as("GET", "/api/dashboard/ch-unbilled?date=2026-06-30");
    expect(widget.status).toBe(200);
    expect(widget.body.data.count).toBe(unbilled.body.data.rows.length);
    const profit = await as("GET", "/api/dashboard/ch-profit?date=2026-06-30");
    expect(profit.status).toBe(200);
  });
});

describe("two generations of one job at once", () => {
  it("build its lines once: the second waits on the job's row and finds it built", async () => {
    const draft = await job(shipment({ house_document: "HBL-RACE", containers: [{ type: "20GP", count: 1 }] }));
    const [a, b] = await Promise.all([as("POST", GEN, { job_ids: [draft.id] }), as("POST", GEN, { job_ids: [draft.id] })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const outcomes = [a, b].map((r) => (r.body.data.logs as { outcome: string; reason: string | null }[])[0]);
    expect(outcomes.map((o) => o?.outcome).sort()).toEqual(["built", "skipped"]);
    expect(outcomes.find((o) => o?.outcome === "skipped")?.reason).toBe("has_lines");
    const built = (await as("GET", `${CH}/${draft.id}`)).body.data;
    // 20GP ocean freight (the customer's own rate) and THC: a sell and a buy line each, once.
    expect(built.lines).toHaveLength(4);
  });
});

describe("a file of shipments", () => {
  it("refuses a file naming an unknown customer or port, row by row, and generates a good one", async () => {
    const customerCode = (await as("GET", `/api/master-data/contact/${f.customer}`)).body.data.code;
    const ports = (await as("GET", "/api/master-data/seaport?per_page=100")).body.data as { id: string; code: string }[];
    const code = (id: string) => ports.find((p) => p.id === id)?.code;
    const agentCode = (await as("GET", `/api/master-data/contact/${f.agent}`)).body.data.code;
    const header = "date,mode,customer_code,agent_code,origin_code,destination_code,house_document,container_type,container_count,gross_weight";
    const row = (customer: string, origin = code(f.ports.tpp)) => `2026-03-12,sea_fcl,${customer},${agentCode},${origin},${code(f.ports.sin)},HBL-FILE,20GP,1,9000`;
    const upload = (csv: string) => t.request("POST", `${GEN}/upload`, { token: owner.token, raw: csv, headers: { "content-type": "text/csv" } });
    const bad = await upload([header, row(customerCode), row("NOBODY"), row(customerCode, "XXXXX")].join("\n"));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["rows.3.customer_code", "rows.4.origin_code"]);
    const good = await upload([header, row(customerCode), row(customerCode)].join("\n"));
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect(good.body.data.built, JSON.stringify(good.body.data.logs)).toBe(2);
    const template = await as("GET", `${GEN}/template?format=csv`);
    expect(template.status).toBe(200);
    expect(String(template.body).split("\n")[0]).toContain("customer_code");
  });
});
