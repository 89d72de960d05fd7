// Freight billing, BACC (issue 31): a confirmed job's sell lines billed on our sales invoice and its
// buy lines on the agent's purchase invoice — the one invoice engine, each line billed once, the
// revenue and cost on the job's dimension, deletion giving the lines back, an agent's dollar invoice
// paid at another rate, and two invoices of one line at once.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { freightFixture, type FreightFixture } from "../../test/freight-fixture.js";
import { TestApp } from "../../test/harness.js";
import { rowsOf } from "../reports/report-context.js";
import { pdfText } from "../../test/pdf-text.js";
import { payableSubledger } from "../payables/payables.subledger.js";
import { receivableSubledger } from "../sales/sales.subledger.js";
import { freightSubledger } from "./freight.subledger.js";

const CH = "/api/transactions/ch-bacc/ch";
const SI = "/api/transactions/sales-invoice";
const PI = "/api/transactions/purchase-invoice";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let f: FreightFixture;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("bacc");
  f = await freightFixture(t, owner.token);
  await as("POST", "/api/master-data/exchange-rate", { currency: "USD", kind: "tax", date: "2026-03-01", rate: "16100" });
});
afterAll(() => t.close());

const as = (method: string, url: string, body?: unknown) => t.request(method, url, { token: owner.token, body });
const actor = () => ({ companyId: owner.companyId, userId: owner.userId });

/** A confirmed job: ocean freight sold and bought in dollars, terminal handling in rupiah (sold and bought). */
async function confirmedJob(house: string) {
  const created = await as("POST", CH, {
    date: "2026-03-10",
    mode: "sea_fcl",
    direction: "export",
    customer_id: f.customer,
    agent_id: f.agent,
    origin_port_id: f.ports.tpp,
    destination_port_id: f.ports.sin,
    house_document: house,
    containers: [{ type: "20GP", count: 2 }],
    lines: [
      { side: "sell", charge_code_id: f.charges.of, basis: "container", quantity: "2", rate: "400", currency: "USD" },
      { side: "buy", charge_code_id: f.charges.of, basis: "container", quantity: "2", rate: "300", currency: "USD" },
      { side: "sell", charge_code_id: f.charges.thc, quantity: "1", rate: "2500000" },
      { side: "buy", charge_code_id: f.charges.thc, quantity: "1", rate: "1800000" },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const confirmed = await as("POST", `${CH}/${created.body.data.id}/submit`);
  expect(confirmed.body.data.status).toBe("approved");
  const [ofSell, ofBuy, thcSell, thcBuy] = confirmed.body.data.lines as { id: string }[];
  return { id: created.body.data.id as string, number: confirmed.body.data.number as string, ofSell: ofSell?.id as string, ofBuy: ofBuy?.id as string, thcSell: thcSell?.id as string, thcBuy: thcBuy?.id as string };
}

/** A journal's lines as [account code, debit, credit, job number or null]. */
async function journalJobs(journalId: string) {
  return inTransaction(t.database.db, actor(), async (tx) =>
    rowsOf<{ code: string; debit: string; credit: string; job: string | null }>(
      await tx.execute(sql`SELECT a.code, l.debit::text AS debit, l.credit::text AS credit, j.code AS job
        FROM journal_lines l JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
        LEFT JOIN ch_jobs j ON j.company_id = l.company_id AND j.id = l.job_id
        WHERE l.company_id = ${owner.companyId} AND l.journal_id = ${journalId}::uuid ORDER BY l.line_no`),
    ).map((l) => [l.code, l.debit, l.credit, l.job]),
  );
}

const lineOf = async (jobId: string, lineId: string) => ((await as("GET", `${CH}/${jobId}`)).body.data.lines as { id: string; billed_by: string | null; billed_number: string | null }[]).find((l) => l.id === lineId);

const ourInvoice = (lineIds: string[], extra: Record<string, unknown> = {}) =>
  as("POST", SI, { contact_id: f.customer, invoice_date: "2026-03-15", details: lineIds.map((id) => ({ job_line_id: id })), ...extra });

describe("our invoice to the customer (BACC AR)", () => {
  it("bills a sell line once: its revenue account, amount and VAT from the charge, the revenue on the job; deleting gives it back", async () => {
    const job = await confirmedJob("HBL-AR-1");
    const created = await ourInvoice([job.thcSell]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // Terminal handling is a service: the normal VAT, 12% of 11/12 of 2 500 000.
    expect(created.body.data.details[0]).toMatchObject({ account_id: f.acc["4102"], quantity: "1", price: "2500000.00", net: "2500000.00", job_line_id: job.thcSell, job_id: job.id });
    expect(created.body.data).toMatchObject({ vat: "275000.00", total: "2775000.00" });
    expect(created.body.data.details[0].description).toContain(job.number);
    expect(await lineOf(job.id, job.thcSell)).toMatchObject({ billed_by: created.body.data.id });

    // A second invoice of the same line is refused; the line stays with the first.
    const twice = await ourInvoice([job.thcSell]);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain("is billed by");

    // Approved: the revenue is on the job's dimension, the receivable and VAT are the invoice's; the line carries the number.
    const approved = await as("POST", `${SI}/${created.body.data.id}/submit`);
    expect(approved.body.data.status).toBe("approved");
    const lines = await journalJobs(approved.body.data.journal_id);
    expect(lines).toContainEqual(["4102", "0.00", "2500000.00", job.number]);
    expect(lines.filter((l) => l[3] === job.number)).toHaveLength(1);
    expect(await lineOf(job.id, job.thcSell)).toMatchObject({ billed_number: approved.body.data.number });
    // The ledger reads the job's revenue by its dimension.
    const byJob = await as("GET", `/api/report/trial-balance?date_from=2026-03-01&date_to=2026-03-31&job_ids=${job.id}`);
    expect(byJob.status, JSON.stringify(byJob.body)).toBe(200);
    const rows = (byJob.body.data.rows as { code: string; debit: string; credit: string }[]).filter((r) => r.debit !== "0.00" || r.credit !== "0.00");
    expect(rows.map((r) => [r.code, r.debit, r.credit])).toContainEqual(["4102", "0.00", "2500000.00"]);
    expect(rows.some((r) => r.code === "2102.01")).toBe(false);

    // Deleted (approved, no payments): its journal goes and the line is unbilled again, billable anew.
    const deleted = await as("DELETE", `${SI}/${created.body.data.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await lineOf(job.id, job.thcSell)).toMatchObject({ billed_by: null, billed_number: null });
    const again = await ourInvoice([job.thcSell]);
    expect(again.status).toBe(201);
    // An edit dropping the line gives it back too.
    const edited = await as("PUT", `${SI}/${again.body.data.id}`, {
      contact_id: f.customer,
      invoice_date: "2026-03-15",
      version: again.body.data.version,
      details: [{ account_id: f.acc["4102"], description: "Other service", quantity: "1", price: "100000" }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await lineOf(job.id, job.thcSell)).toMatchObject({ billed_by: null });
  });

  it("takes the freight VAT for freight, in the line's currency; refuses a line of the other side, another party or another currency under its field", async () => {
    const job = await confirmedJob("HBL-AR-2");
    const usd = await ourInvoice([job.ofSell], { currency: "USD" });
    expect(usd.status, JSON.stringify(usd.body)).toBe(201);
    // Ocean freight: the effective 1.1% (12% of 11/120), in base at the tax rate: USD 800 × 16 100 × 11/120 × 12%.
    expect(usd.body.data).toMatchObject({ currency: "USD", dpp_base: "12880000.00", vat_base: "141680.00" });
    // Its print names the job and where to pay in dollars.
    await as("POST", "/api/master-data/cashbank", { code: "DBS-USD", name: "DBS USD", account_id: f.acc["1102.03"], currency: "USD", bank_name: "DBS Bank", account_number: "0012-345678", account_name: "PT Forwarder" });
    const print = (await pdfText((await t.app.inject({ method: "GET", url: `${SI}/${usd.body.data.id}/print`, headers: { authorization: `Bearer ${owner.token}` } })).rawPayload)).text;
    expect(print).toContain(job.number);
    expect(print).toContain("Please transfer to (USD): DBS Bank 0012-345678 a.n. PT Forwarder");

    const inRupiah = await ourInvoice([job.ofSell]);
    expect(inRupiah.status).toBe(422);
    expect(inRupiah.body.errors["details.0.job_line_id"][0]).toContain("is in USD");
    const buyLine = await ourInvoice([job.thcBuy]);
    expect(buyLine.status).toBe(422);
    expect(buyLine.body.errors["details.0.job_line_id"][0]).toContain("is a cost");
    const another = await as("POST", "/api/master-data/contact", { code: "FCUST-B", name: "PT Lain", contact_types: ["customer"] });
    const otherParty = await as("POST", SI, { contact_id: another.body.data.id, invoice_date: "2026-03-15", details: [{ job_line_id: job.thcSell }] });
    expect(otherParty.status).toBe(422);
    expect(otherParty.body.errors["details.0.job_line_id"][0]).toContain("is billed to");
    const twice = await ourInvoice([job.thcSell, job.thcSell]);
    expect(twice.status).toBe(422);
    expect(twice.body.errors["details.1.job_line_id"][0]).toContain("is on this invoice already");
    const unknown = await ourInvoice([f.customer]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors["details.0.job_line_id"]).toEqual(["The selected charge line is invalid"]);
  });
});

describe("the agent's invoice to us (BACC AP)", () => {
  it("bills the buy lines in dollars; the cost is on the job; paid at another rate, the difference is realised", async () => {
    const job = await confirmedJob("HBL-AP-1");
    await as("POST", "/api/master-data/exchange-rate", { currency: "USD", kind: "booking", date: "2026-04-01", rate: "16300" });
    const bank = await as("POST", "/api/master-data/cashbank", { code: "USDB", name: "Bank USD", account_id: f.acc["1102.03"], currency: "USD" });
    expect(bank.status, JSON.stringify(bank.body)).toBe(201);
    const created = await as("POST", PI, { contact_id: f.agent, vendor_invoice_number: "LF-2026-031", date: "2026-03-20", lines: [{ job_line_id: job.ofBuy }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ currency: "USD", rate: "16000.000000", payable_amount: "600.00", payable_base: "9600000.00" });
    expect(created.body.data.lines[0]).toMatchObject({ account_id: f.acc["5102"], amount: "600.00", job_line_id: job.ofBuy, job_id: job.id });
    // A rupiah line of the agent is not on a dollar invoice.
    const mixed = await as("POST", PI, { contact_id: f.agent, vendor_invoice_number: "LF-2026-032", date: "2026-03-20", lines: [{ job_line_id: job.thcBuy }] });
    expect(mixed.status).toBe(422);
    expect(Object.keys(mixed.body.errors)).toEqual(["lines.0.job_line_id"]);

    const approved = await as("POST", `${PI}/${created.body.data.id}/submit`);
    expect(approved.body.data.status).toBe("approved");
    expect(await journalJobs(approved.body.data.journal_id)).toContainEqual(["5102", "9600000.00", "0.00", job.number]);

    // Paid on 5 April at 16 300: the payable leaves at 9 600 000, the bank gives 9 780 000, a loss of 180 000.
    const paid = await as("POST", "/api/transactions/purchase-payment", {
      date: "2026-04-05",
      cashbank_id: bank.body.data.id,
      lines: [{ invoice_id: created.body.data.id, amount: "600" }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ rate: "16300.000000", exchange_difference: "-180000.00" });
    // The BACC payment list has it, with the invoice it paid; the receipts list (our invoices) does not.
    const payments = await as("GET", `/api/transactions/ch-bacc/create-payment?party_id=${f.agent}`);
    expect(payments.status, JSON.stringify(payments.body)).toBe(200);
    expect(payments.body.data).toEqual([
      expect.objectContaining({ id: paid.body.data.id, currency: "USD", amount: "600.00", party_id: f.agent, invoices: [{ id: created.body.data.id, number: approved.body.data.number }] }),
    ]);
    const receipts = await as("GET", "/api/transactions/ch-bacc/receive-payment");
    expect(receipts.body.data.map((r: { id: string }) => r.id)).not.toContain(paid.body.data.id);
  });
});

describe("what a biller picks from, and the BACC list", () => {
  it("lists a party's unbilled lines of confirmed, open jobs by side and currency, and the invoices billing job lines on both sides", async () => {
    const job = await confirmedJob("HBL-LIST");
    const draftJob = await as("POST", CH, {
      date: "2026-03-11", mode: "air", direction: "export", customer_id: f.customer, agent_id: f.agent, house_document: "HBL-DRAFT",
      lines: [{ side: "sell", charge_code_id: f.charges.thc, quantity: "1", rate: "100000" }],
    });
    expect(draftJob.status).toBe(201);
    const sellIdr = await as("GET", `/api/transactions/ch-bacc/bacc/lines?side=ar&party_id=${f.customer}&currency=IDR&job_id=${job.id}`);
    expect(sellIdr.status, JSON.stringify(sellIdr.body)).toBe(200);
    expect(sellIdr.body.data.map((l: { id: string }) => l.id)).toEqual([job.thcSell]);
    expect(sellIdr.body.data[0]).toMatchObject({ job_number: job.number, house_document: "HBL-LIST", charge_name: "THC", amount: "2500000.00", tax_kind: "service", party_id: f.customer });
    const buy = await as("GET", `/api/transactions/ch-bacc/bacc/lines?side=ap&job_id=${job.id}`);
    expect(buy.body.data.map((l: { id: string }) => l.id).sort()).toEqual([job.ofBuy, job.thcBuy].sort());
    // A draft job's lines are not billable yet.
    const drafts = await as("GET", `/api/transactions/ch-bacc/bacc/lines?side=ar&job_id=${draftJob.body.data.id}`);
    expect(drafts.body.data).toEqual([]);

    const ar = await ourInvoice([job.thcSell]);
    const ap = await as("POST", PI, { contact_id: f.agent, vendor_invoice_number: "LF-LIST-1", date: "2026-03-21", lines: [{ job_line_id: job.ofBuy }] });
    expect(ap.status, JSON.stringify(ap.body)).toBe(201);
    const after = await as("GET", `/api/transactions/ch-bacc/bacc/lines?side=ar&job_id=${job.id}`);
    expect(after.body.data.map((l: { id: string }) => l.id)).toEqual([job.ofSell]);
    const list = await as("GET", `/api/transactions/ch-bacc/bacc?job_id=${job.id}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toHaveLength(2);
    const bySide = Object.fromEntries(list.body.data.map((r: { side: string }) => [r.side, r]));
    expect(bySide.ar).toMatchObject({ id: ar.body.data.id, status: "draft", currency: "IDR", total: "2775000.00", lines: 1, jobs: [{ id: job.id, number: job.number }] });
    expect(bySide.ap).toMatchObject({ id: ap.body.data.id, reference: "LF-LIST-1", currency: "USD", total: "600.00", party_id: f.agent });
    const onlyAp = await as("GET", `/api/transactions/ch-bacc/bacc?side=ap&q=LF-LIST`);
    expect(onlyAp.body.data.map((r: { id: string }) => r.id)).toEqual([ap.body.data.id]);
  });
});

describe("an agent that is both customer and vendor: its statement and a netting", () => {
  it("nets our dollar invoice against the agent's at their own rates; the rest is left to collect; deleting an invoice takes the netting with it", async () => {
    const agent = (await as("POST", "/api/master-data/contact", { code: "FAG-BOTH", name: "Orient Link Ltd", contact_types: ["agent", "vendor", "customer"], currency: "USD" })).body.data.id as string;
    const share = (await as("POST", "/api/master-data/charge-code", { code: "PSH", name: "Profit share", revenue_account_id: f.acc["4102"], cost_account_id: f.acc["5102"], tax_kind: "exempt" })).body.data.id as string;
    const created = await as("POST", CH, {
      date: "2026-03-12", mode: "air", direction: "import", customer_id: f.customer, agent_id: agent, house_document: "HAWB-NET",
      lines: [
        { side: "sell", charge_code_id: share, quantity: "1", rate: "500", currency: "USD", party_id: agent },
        { side: "buy", charge_code_id: share, quantity: "1", rate: "300", currency: "USD" },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const job = (await as("POST", `${CH}/${created.body.data.id}/submit`)).body.data;
    const [sell, buy] = job.lines as { id: string }[];
    // Ours at 16 000 (the booking rate), the agent's at 16 200 (its own).
    const ar = await as("POST", SI, { contact_id: agent, invoice_date: "2026-03-20", currency: "USD", details: [{ job_line_id: sell?.id }] });
    expect(ar.status, JSON.stringify(ar.body)).toBe(201);
    const ap = await as("POST", PI, { contact_id: agent, vendor_invoice_number: "OL-77", date: "2026-03-20", rate: "16200", lines: [{ job_line_id: buy?.id }] });
    expect(ap.status, JSON.stringify(ap.body)).toBe(201);
    for (const url of [`${SI}/${ar.body.data.id}/submit`, `${PI}/${ap.body.data.id}/submit`]) expect((await as("POST", url)).body.data.status).toBe("approved");

    const statement = async () => (await as("GET", `/api/transactions/ch-bacc/agent-statement?contact_id=${agent}`)).body.data;
    expect((await statement()).currencies).toMatchObject([{ currency: "USD", receivable: "500.00", payable: "300.00", net: "200.00", nettable: "300.00" }]);

    // Dated before the invoices: nothing of them is open yet.
    const early = await as("POST", "/api/transactions/ch-bacc/netting", { contact_id: agent, currency: "USD", date: "2026-03-19" });
    expect(early.status).toBe(422);
    expect(early.body.errors.contact_id[0]).toContain("nothing to net");
    const over = await as("POST", "/api/transactions/ch-bacc/netting", { contact_id: agent, currency: "USD", date: "2026-03-31", amount: "301" });
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.errors)).toEqual(["amount"]);
    const netting = await as("POST", "/api/transactions/ch-bacc/netting", { contact_id: agent, currency: "USD", date: "2026-03-31" });
    expect(netting.status, JSON.stringify(netting.body)).toBe(201);
    expect(netting.body.data).toMatchObject({ amount: "300.00", currency: "USD" });
    const posted = await as("POST", `/api/transactions/ch-bacc/netting/${netting.body.data.id}/submit`);
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    // Dr payable USD 300 at 16 200, Cr receivable USD 300 at 16 000, the 60 000 between them a gain.
    const lines = (await journalJobs(posted.body.data.journal_ids[0])).map(([code, debit, credit]) => [code, debit, credit]);
    expect(lines).toEqual(expect.arrayContaining([expect.arrayContaining(["4800000.00"]), expect.arrayContaining(["4860000.00"]), expect.arrayContaining(["60000.00"])]));
    expect(posted.body.data).toMatchObject({ exchange_difference: "60000.00" });
    expect((await statement()).currencies).toMatchObject([{ receivable: "200.00", payable: "0.00", net: "200.00", nettable: "0.00" }]);
    expect((await as("GET", `${SI}/${ar.body.data.id}`)).body.data).toMatchObject({ outstanding: "200.00", outstanding_base: "3200000.00" });
    const nothing = await as("POST", "/api/transactions/ch-bacc/netting", { contact_id: agent, currency: "USD", date: "2026-03-31" });
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors.contact_id[0]).toContain("nothing to net");
    const checks = () =>
      inTransaction(t.database.db, actor(), async (tx) => ({ payables: await payableSubledger.check(tx, owner.companyId), receivables: await receivableSubledger.check(tx, owner.companyId) }), { readOnly: true });
    expect(await checks()).toEqual({ payables: [], receivables: [] });

    // The agent's invoice deleted: the netting goes with it, and ours is open for the whole again.
    const removed = await as("DELETE", `${PI}/${ap.body.data.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await as("GET", `/api/transactions/ch-bacc/netting/${netting.body.data.id}`)).status).toBe(404);
    expect((await as("GET", `${SI}/${ar.body.data.id}`)).body.data).toMatchObject({ outstanding: "500.00", outstanding_base: "8000000.00" });
    expect(await checks()).toEqual({ payables: [], receivables: [] });
  });
});

describe("what happens around a billed line", () => {
  it("a cancelled agent's invoice gives its lines back; a job with a draft invoice does not close; a netting settles nothing dated after it", async () => {
    const job = await confirmedJob("HBL-AROUND");
    const bill = await as("POST", PI, { contact_id: f.agent, vendor_invoice_number: "LF-AROUND", date: "2026-03-20", currency: "IDR", lines: [{ job_line_id: job.thcBuy }] });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    expect((await as("POST", `${PI}/${bill.body.data.id}/submit`)).body.data.status).toBe("approved");
    const cancelled = await as("POST", `${PI}/${bill.body.data.id}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await lineOf(job.id, job.thcBuy)).toMatchObject({ billed_by: null });
    const check = () => inTransaction(t.database.db, actor(), (tx) => freightSubledger.check(tx, owner.companyId), { readOnly: true });
    expect(await check()).toEqual([]);

    // Every line on an invoice, one of them a draft: the job stays open.
    const ours = await as("POST", SI, { contact_id: f.customer, invoice_date: "2026-03-15", currency: "USD", details: [{ job_line_id: job.ofSell }] });
    const ours2 = await ourInvoice([job.thcSell]);
    const theirs = await as("POST", PI, { contact_id: f.agent, vendor_invoice_number: "LF-AROUND-2", date: "2026-03-20", lines: [{ job_line_id: job.ofBuy }] });
    const theirs2 = await as("POST", PI, { contact_id: f.agent, vendor_invoice_number: "LF-AROUND-3", date: "2026-03-20", currency: "IDR", lines: [{ job_line_id: job.thcBuy }] });
    for (const r of [ours, ours2, theirs, theirs2]) expect(r.status, JSON.stringify(r.body)).toBe(201);
    for (const url of [`${SI}/${ours.body.data.id}`, `${SI}/${ours2.body.data.id}`, `${PI}/${theirs.body.data.id}`]) await as("POST", `${url}/submit`);
    const close = await as("POST", `${CH}/${job.id}/close`);
    expect(close.status).toBe(409);
    expect(close.body.message).toContain("1 line(s)");
    await as("POST", `${PI}/${theirs2.body.data.id}/submit`);
    expect((await as("POST", `${CH}/${job.id}/close`)).status).toBe(200);
  });
});

describe("two invoices of one line at once", () => {
  it("bill it once: the second waits on the job and is refused", async () => {
    const job = await confirmedJob("HBL-RACE");
    const statuses = (await Promise.all([ourInvoice([job.thcSell]), ourInvoice([job.thcSell])])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
  });
});

describe("ledger:verify of the jobs", () => {
  it("finds the jobs, their lines and their bills agreeing, and names a billed line its invoice no longer holds", async () => {
    const check = () => inTransaction(t.database.db, actor(), (tx) => freightSubledger.check(tx, owner.companyId), { readOnly: true });
    expect(await check()).toEqual([]);
    const job = await confirmedJob("HBL-VERIFY");
    const billed = await ourInvoice([job.thcSell]);
    expect(billed.status).toBe(201);
    expect(await check()).toEqual([]);
    // Given back behind the invoice's back: the invoice still names the line.
    await inTransaction(t.database.db, actor(), (tx) =>
      tx.execute(sql`UPDATE ch_job_lines SET billed_id = NULL, billed_type = NULL, billed_number = NULL WHERE id = ${job.thcSell}::uuid`),
    );
    expect(await check()).toEqual([`job ${job.number} line 3: invoice ${billed.body.data.id} bills it, the line says unbilled`]);
  });
});
