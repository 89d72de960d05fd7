// Budget control (issue 32): a purchase request checked against what is left of the budget lines it
// falls under — budget less actual less what other approved documents hold — by the year, the year to
// date or the month, with a tolerance; stop refuses it unless the override role lets it through with a
// reason; its lines are held from approval until it is cancelled; ten requests at once against room
// for three: three pass.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";
import { rowsOf } from "../reports/report-context.js";

const B = "/api/transactions/budgeting";
const PR = "/api/transactions/purchase-request";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
let marketing: string;
let brochure: string;
let ownerRole: string;
let controller: Awaited<ReturnType<TestApp["member"]>>;

const as = (method: string, url: string, body?: unknown) => t.request(method, url, { token: owner.token, body });

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("budget-control");
  acc = await accountIds(t, owner.token);
  marketing = (await as("POST", "/api/master-data/work-unit", { code: "MKT", name: "Marketing" })).body.data.id;
  const product = await as("POST", "/api/master-data/product", { code: "BRS", name: "Brosur", product_type: "service", purchase_account_id: acc["6106"] });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  brochure = product.body.data.id;
  // The budget controller: the role that may let a stopped request through.
  controller = await t.member(owner.token, [{ action: "read", resource: "TxBudgeting" }, { action: "read", resource: "TxPurchaseRequest" }], "ctl");
  ownerRole = controller.roleIds[0] as string;
  // Marketing's brochures: 1 200 000 for 2027, 100 000 a month.
  const budget = await as("POST", B, {
    period: "FY 2027",
    period_type: "annual",
    date_start: "2027-01-01",
    date_end: "2027-12-31",
    lines: [{ account_id: acc["6106"], work_unit_id: marketing, amount: "1200000" }],
  });
  expect(budget.status, JSON.stringify(budget.body)).toBe(201);
  expect((await as("POST", `${B}/${budget.body.data.id}/submit`)).body.data.status).toBe("approved");
});
afterAll(() => t.close());

const control = (basis: string, action: string, tolerance = "0") =>
  as("PUT", "/api/settings/budget-control", { controls: [{ document_type: "purchase_request", basis, action, tolerance_percent: tolerance, override_role_id: ownerRole }] });

/** A request of brochures for marketing: a draft. */
async function request(amount: string, date = "2027-03-01") {
  const res = await as("POST", PR, { date, requester: "Rina", work_unit_id: marketing, details: [{ product_id: brochure, quantity: "1", estimated_price: amount }] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}
const submit = (id: string) => as("POST", `${PR}/${id}/submit`);
const check = (id: string) => as("GET", `${B}/check?document_type=purchase_request&document_id=${id}`);

describe("stop, override and what a request holds", () => {
  it("holds an approved request's lines, stops the one beyond what is left, and lets it through by the override role with its reason", async () => {
    expect((await control("year", "stop")).status).toBe(200);
    const settings = await as("GET", "/api/settings/budget-control");
    expect(settings.body.data.find((c: { document_type: string }) => c.document_type === "purchase_request")).toMatchObject({ basis: "year", action: "stop", tolerance_percent: "0.00", override_role_id: ownerRole });

    const first = await request("500000");
    expect((await submit(first)).body.data.status).toBe("approved");
    // Spent already: 100 000 of marketing's brochures in February.
    expect((await postJournal(t, owner.token, "2027-02-10", [line(acc["6106"] as string, "100000", "0", { work_unit_id: marketing }), line(acc["1101.01"] as string, "0", "100000")])).status).toBe(201);

    const second = await request("700000");
    const stopped = await submit(second);
    expect(stopped.status).toBe(422);
    expect(stopped.body.message).toMatch(/has 600,000.00 left \(for the year\); this asks 700,000.00: over the budget\./);
    expect((await as("GET", `${PR}/${second}`)).body.data.status).toBe("draft");
    const seen = await check(second);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.data).toMatchObject({ action: "stop", basis: "year" });
    expect(seen.body.data.lines).toEqual([
      expect.objectContaining({ budget: "1200000.00", actual: "100000.00", committed: "500000.00", requested: "700000.00", available: "600000.00", used_percent: "108.3", over: true }),
    ]);

    // The owner is not the controller; the controller is.
    expect((await as("POST", `${B}/override`, { document_id: second, reason: "Saya pemilik" })).status).toBe(403);
    const override = await t.request("POST", `${B}/override`, { token: controller.token, body: { document_id: second, reason: "Peluncuran produk" } });
    expect(override.status, JSON.stringify(override.body)).toBe(200);
    expect((await submit(second)).body.data.status).toBe("approved");
    expect((await check(second)).body.data.overrides).toEqual([expect.objectContaining({ reason: "Peluncuran produk" })]);
    // Nothing left: another is stopped; one not over needs no override.
    expect((await submit(await request("1"))).status).toBe(422);
    const small = await request("1", "2028-01-05");
    expect((await t.request("POST", `${B}/override`, { token: controller.token, body: { document_id: small, reason: "x" } })).status).toBe(409);
    // The dashboard's widget: the line, its year's budget and what is used of it (spent and held).
    const widget = await as("GET", "/api/dashboard/budget-use?date=2027-03-31");
    expect(widget.status, JSON.stringify(widget.body)).toBe(200);
    expect(widget.body.data).toMatchObject({ count: 1, rows: [expect.objectContaining({ budget: "1200000.00", used: "1300000.00", used_percent: "108.3" })] });
    // The realisation report shows what the two requests hold, and what the control leaves (budget − actual − committed).
    const realisation = await as("GET", "/api/report/report-budget?date_from=2027-01-01&date_to=2027-12-31");
    expect(realisation.status, JSON.stringify(realisation.body)).toBe(200);
    expect(realisation.body.data.rows).toEqual([
      expect.objectContaining({ current: "1200000.00", actual: "100000.00", committed: "1200000.00", available: "-100000.00", used_percent: "8.3" }),
    ]);
    expect(realisation.body.data.totals).toMatchObject({ committed: "1200000.00", available: "-100000.00" });
    // A member who may not read budget reports gets no widget.
    const clerk = await t.member(owner.token, [{ action: "read", resource: "TxPurchaseRequest" }], "clerk");
    expect((await t.request("GET", "/api/dashboard/budget-use?date=2027-03-31", { token: clerk.token })).status).toBe(403);
  });

  it("gives back what a cancelled request held", async () => {
    const held = await request("0.01");
    // 1 200 000 − 100 000 spent − 1 200 000 held: nothing, so even a cent stops.
    expect((await submit(held)).status).toBe(422);
    const requests = (await as("GET", `${PR}?per_page=100&status=approved`)).body.data as { id: string; estimated_total: string }[];
    const first = requests.find((r) => r.estimated_total === "500000.00");
    expect((await as("POST", `${PR}/${first?.id}/cancel`, { note: "Dibatalkan" })).status).toBe(200);
    expect((await submit(held)).body.data.status).toBe("approved");
  });

  it("reads the month or the year to date by the basis, with the tolerance; warn lets it through and shows it", async () => {
    expect((await control("month", "stop")).status).toBe(200);
    // April: 100 000 budgeted, nothing spent or held in April.
    const april = await request("150000", "2027-04-10");
    expect((await submit(april)).status).toBe(422);
    expect((await control("month", "stop", "50")).status).toBe(200);
    expect((await submit(april)).body.data.status).toBe("approved");
    expect((await control("month", "warn")).status).toBe(200);
    const warned = await request("500000", "2027-05-02");
    expect((await submit(warned)).body.data.status).toBe("approved");
    expect((await check(warned)).body.data.lines[0]).toMatchObject({ from: "2027-05-01", to: "2027-05-31", budget: "100000.00", over: true });
    expect((await control("ytd", "stop")).status).toBe(200);
    const june = await request("1", "2027-06-01");
    const ytd = await check(june);
    expect(ytd.body.data.lines[0]).toMatchObject({ from: "2027-01-01", to: "2027-06-30", budget: "600000.00" });
    await as("PUT", "/api/settings/budget-control", { controls: [{ document_type: "purchase_request", basis: "year", action: "ignore", tolerance_percent: "0" }] });
  });
});

describe("ten requests at once against room for three", () => {
  it("approved at once by the last level, lets three through and stops seven", async () => {
    const budget = await as("POST", B, {
      period: "FY 2028",
      period_type: "annual",
      date_start: "2028-01-01",
      date_end: "2028-12-31",
      lines: [{ account_id: acc["6106"], work_unit_id: marketing, amount: "300000" }],
    });
    expect((await as("POST", `${B}/${budget.body.data.id}/submit`)).body.data.status).toBe("approved");
    expect((await control("year", "stop")).status).toBe(200);
    // One approval level: the submits wait (numbered, checked, holding nothing); the approvals take what is left.
    const levels = await as("PUT", "/api/settings/module-approval/purchase_request", { levels: [{ limit_type: "above", amount_min: "0", approvers: [{ type: "user", id: controller.userId }] }] });
    expect(levels.status, JSON.stringify(levels.body)).toBe(200);
    const ids = [];
    for (let i = 0; i < 10; i++) {
      const id = await request("100000", "2028-02-01");
      expect((await submit(id)).body.data.status).toBe("pending");
      ids.push(id);
    }
    const approvals = await Promise.all(ids.map((id) => t.request("POST", `${PR}/${id}/approve`, { token: controller.token })));
    const statuses = approvals.map((r) => r.status);
    expect(statuses.filter((s) => s === 200), JSON.stringify(approvals.map((a) => a.body.message))).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(7);
    // What the three hold is the budget, no more.
    const held = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) =>
      rowsOf<{ total: string }>(await tx.execute(sql`SELECT sum(amount)::text AS total FROM budget_commitments WHERE company_id = ${owner.companyId} AND date >= '2028-01-01'`)),
    );
    expect(held[0]?.total).toBe("300000.00");
    await as("PUT", "/api/settings/module-approval/purchase_request", { levels: [] });
  });
});

describe("commitments along request → order → invoice", () => {
  const heldBy = (sourceId: string) =>
    inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) => {
      const [row] = rowsOf<{ held: string | null }>(await tx.execute(sql`SELECT sum(amount)::text AS held FROM budget_commitments WHERE company_id = ${owner.companyId} AND source_id = ${sourceId}::uuid`));
      return row?.held ?? "0";
    });

  it("an order takes over its request's lines, an invoice its order's; cancelling each gives them back", async () => {
    const vendor = (await as("POST", "/api/master-data/contact", { code: "V-BRS", name: "CV Cetak", contact_types: ["vendor"] })).body.data.id;
    const requestId = await request("100000", "2029-03-01");
    expect((await submit(requestId)).body.data.status).toBe("approved");
    expect(await heldBy(requestId)).toBe("100000.00");
    const requestLine = (await as("GET", `${PR}/${requestId}`)).body.data.details[0].id;
    const order = await as("POST", "/api/transactions/purchase-order", {
      vendor_id: vendor,
      date: "2029-03-05",
      details: [{ request_line_id: requestLine, product_id: brochure, description: "Brosur", quantity: "1", price: "90000" }],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const orderApproved = await as("POST", `/api/transactions/purchase-order/${order.body.data.id}/submit`);
    expect(orderApproved.body.data.status, JSON.stringify(orderApproved.body)).toBe("approved");
    expect(await heldBy(requestId)).toBe("0.00");
    expect(await heldBy(order.body.data.id)).toBe("90000.00");

    const receipt = await as("POST", "/api/transactions/goods-recipient", {
      order_id: order.body.data.id,
      date: "2029-03-10",
      receiver: "Rina",
      details: [{ order_line_id: orderApproved.body.data.details[0].id, quantity: "1" }],
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    const invoice = await as("POST", "/api/transactions/purchase-invoice", {
      kind: "service",
      contact_id: vendor,
      vendor_invoice_number: "CTK-1",
      date: "2029-03-20",
      purchase_order_id: order.body.data.id,
      lines: [{ product_id: brochure, purchase_order_line_id: orderApproved.body.data.details[0].id, quantity: "0.4", price: "90000" }],
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const invoiced = await as("POST", `/api/transactions/purchase-invoice/${invoice.body.data.id}/submit`);
    expect(invoiced.body.data?.status, JSON.stringify(invoiced.body)).toBe("approved");
    expect(await heldBy(order.body.data.id)).toBe("54000.00");

    const invoiceCancel = await as("POST", `/api/transactions/purchase-invoice/${invoice.body.data.id}/cancel`, { note: "Salah" });
    expect(invoiceCancel.status, JSON.stringify(invoiceCancel.body)).toBe(200);
    expect(await heldBy(order.body.data.id)).toBe("90000.00");
    const receiptCancel = await as("POST", `/api/transactions/goods-recipient/${receipt.body.data.id}/cancel`, { note: "Batal" });
    expect(receiptCancel.status, JSON.stringify(receiptCancel.body)).toBe(200);
    const orderCancel = await as("POST", `/api/transactions/purchase-order/${order.body.data.id}/cancel`, { note: "Batal" });
    expect(orderCancel.status, JSON.stringify(orderCancel.body)).toBe(200);
    expect(await heldBy(order.body.data.id)).toBe("0.00");
    expect(await heldBy(requestId)).toBe("100000.00");
    // The request's line closed by hand: what it held is given back.
    const closed = await as("POST", `${PR}/${requestId}/close-line`, { line_id: requestLine, reason: "Tidak jadi" });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await heldBy(requestId)).toBe("0.00");
  });
});

describe("what an override covers, and invoices", () => {
  it("an override covers what the document asked: changed to ask more, it needs another", async () => {
    expect((await control("year", "stop")).status).toBe(200);
    // 2027's marketing line is spent and held beyond its budget: any request is over.
    const id = await request("1000", "2027-07-01");
    expect((await submit(id)).status).toBe(422);
    expect((await t.request("POST", `${B}/override`, { token: controller.token, body: { document_id: id, reason: "Darurat" } })).status).toBe(200);
    const draft = (await as("GET", `${PR}/${id}`)).body.data;
    const more = await as("PUT", `${PR}/${id}`, { date: "2027-07-01", requester: "Rina", work_unit_id: marketing, details: [{ product_id: brochure, quantity: "1", estimated_price: "5000" }], version: draft.version });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect((await submit(id)).status).toBe(422);
    expect((await t.request("POST", `${B}/override`, { token: controller.token, body: { document_id: id, reason: "Darurat, naik" } })).status).toBe(200);
    expect((await submit(id)).body.data.status).toBe("approved");
  });

  it("stops a purchase invoice beyond the budget of its account, by its own lines", async () => {
    const budget = await as("POST", B, { period: "FY 2030", period_type: "annual", date_start: "2030-01-01", date_end: "2030-12-31", lines: [{ account_id: acc["6103"], amount: "1000" }] });
    expect((await as("POST", `${B}/${budget.body.data.id}/submit`)).body.data.status).toBe("approved");
    await as("PUT", "/api/settings/budget-control", { controls: [{ document_type: "purchase_invoice", basis: "year", action: "stop", tolerance_percent: "0" }] });
    const vendor = (await as("POST", "/api/master-data/contact", { code: "V-PLN", name: "PLN", contact_types: ["vendor"] })).body.data.id;
    const invoice = (amount: string, number: string) =>
      as("POST", "/api/transactions/purchase-invoice", { kind: "service", contact_id: vendor, vendor_invoice_number: number, date: "2030-02-10", lines: [{ account_id: acc["6103"], description: "Listrik", quantity: "1", price: amount }] });
    const big = await invoice("1500", "PLN-1");
    expect(big.status, JSON.stringify(big.body)).toBe(201);
    const refused = await as("POST", `/api/transactions/purchase-invoice/${big.body.data.id}/submit`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("has 1,000.00 left (for the year); this asks 1,500.00");
    const small = await invoice("800", "PLN-2");
    expect((await as("POST", `/api/transactions/purchase-invoice/${small.body.data.id}/submit`)).body.data.status).toBe("approved");
    // Spent, not held: the invoice holds nothing.
    const held = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM budget_commitments WHERE company_id = ${owner.companyId} AND source_id = ${small.body.data.id}::uuid`)),
    );
    expect(held[0]?.n).toBe(0);
    await as("PUT", "/api/settings/budget-control", { controls: [{ document_type: "purchase_invoice", basis: "year", action: "ignore", tolerance_percent: "0" }] });
  });
});

describe("a work unit's budget along request → order → receipt → invoice → return", () => {
  /** The realisation report's row of a line of 2031, by its account code. */
  const row = async (code: string) =>
    ((await as("GET", "/api/report/report-budget?date_from=2031-01-01&date_to=2031-12-31")).body.data.rows as { name: string; actual: string; committed: string }[]).find((r) =>
      r.name.startsWith(`${code} `),
    );
  /** A journal's lines with their work unit. */
  const journalLines = (journalId: string) =>
    inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) =>
      rowsOf<{ code: string; debit: string; credit: string; work_unit_id: string | null }>(
        await tx.execute(sql`SELECT a.code, l.debit::text AS debit, l.credit::text AS credit, l.work_unit_id FROM journal_lines l JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
          WHERE l.company_id = ${owner.companyId} AND l.journal_id = ${journalId}::uuid ORDER BY l.line_no`),
      ),
    );

  it("what the receipt and the invoice spend, and the return gives back, land on the work unit's lines the request and order held", async () => {
    const budget = await as("POST", B, {
      period: "FY 2031",
      period_type: "annual",
      date_start: "2031-01-01",
      date_end: "2031-12-31",
      lines: [
        { account_id: acc["6106"], work_unit_id: marketing, amount: "1200000" },
        { account_id: acc["1104"], work_unit_id: marketing, amount: "1200000" },
      ],
    });
    expect((await as("POST", `${B}/${budget.body.data.id}/submit`)).body.data.status).toBe("approved");
    const units = await as("GET", "/api/master-data/unit?q=RIM");
    const rim = units.body.data.find((u: { code: string }) => u.code === "RIM").id;
    const paper = (await as("POST", "/api/master-data/product", { code: "KRT-MKT", name: "Kertas", product_type: "goods", is_inventory: true, unit_id: rim, inventory_account_id: acc["1104"] })).body.data.id;
    const vendor = (await as("POST", "/api/master-data/contact", { code: "V-MKT", name: "CV Mitra", contact_types: ["vendor"] })).body.data.id;
    const requested = await as("POST", PR, {
      date: "2031-03-01",
      requester: "Rina",
      work_unit_id: marketing,
      details: [
        { product_id: brochure, quantity: "1", estimated_price: "300000" },
        { product_id: paper, quantity: "10", estimated_price: "50000" },
      ],
    });
    expect((await submit(requested.body.data.id)).body.data.status).toBe("approved");
    expect(await row("6106")).toMatchObject({ actual: "0.00", committed: "300000.00" });
    expect(await row("1104")).toMatchObject({ actual: "0.00", committed: "500000.00" });
    const [brochureLine, paperLine] = (await as("GET", `${PR}/${requested.body.data.id}`)).body.data.details.map((d: { id: string }) => d.id);
    const order = await as("POST", "/api/transactions/purchase-order", {
      vendor_id: vendor,
      date: "2031-03-05",
      details: [
        { request_line_id: brochureLine, product_id: brochure, description: "Brosur", quantity: "1", price: "280000" },
        { request_line_id: paperLine, product_id: paper, quantity: "10", unit_id: rim, price: "48000" },
      ],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const ordered = await as("POST", `/api/transactions/purchase-order/${order.body.data.id}/submit`);
    expect(ordered.body.data.status, JSON.stringify(ordered.body)).toBe("approved");
    expect(await row("6106")).toMatchObject({ actual: "0.00", committed: "280000.00" });
    expect(await row("1104")).toMatchObject({ actual: "0.00", committed: "480000.00" });
    const [orderBrochure, orderPaper] = ordered.body.data.details.map((d: { id: string }) => d.id);

    // The brochures and half the paper arrive: the paper is spent on the work unit (its journal carries
    // it) and still held by the order until invoiced (a known limit: counted twice meanwhile); the
    // brochures (a service, nothing posted) are held.
    const receipt = await as("POST", "/api/transactions/goods-recipient", {
      order_id: order.body.data.id,
      date: "2031-03-10",
      receiver: "Gudang",
      details: [
        { order_line_id: orderBrochure, quantity: "1" },
        { order_line_id: orderPaper, quantity: "5" },
      ],
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    const received = (await as("GET", `/api/transactions/goods-recipient/${receipt.body.data.id}`)).body.data;
    expect((await journalLines(received.journal_ids[0])).find((l) => l.code === "1104")).toMatchObject({ debit: "240000.00", work_unit_id: marketing });
    expect(await row("1104")).toMatchObject({ actual: "240000.00", committed: "480000.00" });
    expect(await row("6106")).toMatchObject({ actual: "0.00", committed: "280000.00" });

    // The brochures billed, and the paper received: the brochures spent on the work unit; the paper's
    // invoice takes over what the order held of it. GRNI clears where the receipt credited it.
    const invoice = await as("POST", "/api/transactions/purchase-invoice", {
      kind: "goods",
      contact_id: vendor,
      vendor_invoice_number: "MTR-1",
      date: "2031-03-20",
      purchase_order_id: order.body.data.id,
      lines: [
        { product_id: brochure, purchase_order_line_id: orderBrochure, quantity: "1", price: "280000" },
        { product_id: paper, purchase_order_line_id: orderPaper, quantity: "5", price: "48000" },
      ],
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const invoiced = await as("POST", `/api/transactions/purchase-invoice/${invoice.body.data.id}/submit`);
    expect(invoiced.body.data?.status, JSON.stringify(invoiced.body)).toBe("approved");
    const invoiceLines = await journalLines(invoiced.body.data.journal_ids[0]);
    expect(invoiceLines.find((l) => l.code === "6106")).toMatchObject({ debit: "280000.00", work_unit_id: marketing });
    const receiptLines = await journalLines(received.journal_ids[0]);
    const grni = receiptLines.find((l) => l.credit !== "0.00");
    expect(invoiceLines.find((l) => l.code === grni?.code)).toMatchObject({ debit: "240000.00", work_unit_id: null });
    expect(await row("6106")).toMatchObject({ actual: "280000.00", committed: "0.00" });
    expect(await row("1104")).toMatchObject({ actual: "240000.00", committed: "240000.00" });

    // A brochure returned: what it gives back leaves the work unit's spending.
    const returned = await as("POST", "/api/transactions/purchase-return", { invoice_id: invoice.body.data.id, date: "2031-03-25", details: [{ line_no: 1, quantity: "0.5" }] });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    const posted = await as("POST", `/api/transactions/purchase-return/${returned.body.data.id}/submit`);
    expect(posted.body.data?.status, JSON.stringify(posted.body)).toBe("approved");
    expect((await journalLines(posted.body.data.journal_ids[0])).find((l) => l.code === "6106")).toMatchObject({ credit: "140000.00", work_unit_id: marketing });
    expect(await row("6106")).toMatchObject({ actual: "140000.00", committed: "0.00" });
    expect((await as("DELETE", `/api/transactions/purchase-return/${returned.body.data.id}`)).status).toBe(200);

    // Cancelled, each gives back what it took over: the invoice first, then the receipt.
    expect((await as("POST", `/api/transactions/purchase-invoice/${invoice.body.data.id}/cancel`, { note: "Salah" })).status).toBe(200);
    expect(await row("6106")).toMatchObject({ actual: "0.00", committed: "280000.00" });
    expect(await row("1104")).toMatchObject({ actual: "240000.00", committed: "480000.00" });
    expect((await as("POST", `/api/transactions/goods-recipient/${receipt.body.data.id}/cancel`, { note: "Batal" })).status).toBe(200);
    expect(await row("1104")).toMatchObject({ actual: "0.00", committed: "480000.00" });
  });
});
