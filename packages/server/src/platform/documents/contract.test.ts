import { writeFileSync } from "node:fs";
import { filterShapeOf, type PeriodKind, reportPath } from "@neraca/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deepStrict, parseProblems } from "../../test/contract.js";
import { TestApp } from "../../test/harness.js";
import { approvedRequest, orderFromQuotes, PO, procurementSetup, source } from "../../test/purchasing-helpers.js";
import { freightFixture } from "../../test/freight-fixture.js";
import { approvedInvoice, salesFixture } from "../../test/sales-fixture.js";
import { registeredReports } from "../../modules/reports/register-report.js";
import { documentTypes } from "./registry.js";

/**
 * Every registered document type answers its declared response schema (DESIGN §12): one document
 * of each, created through its API and submitted, read back (detail and list) and parsed with the
 * schema made strict at every depth — a field the schema lacks, or one it names that the answer
 * lacks, fails. The types come from the registry: a new type without a fixture here fails.
 *
 * Then every registered report of every module, run over those documents, answers its definition's
 * response schema (strict too): a new report is covered by registering it.
 */
let t: TestApp;
let token: string;

type Ids = Record<string, string>;
type Fixture = (ids: Ids) => Promise<{ draft: string; submitted?: string }>;

async function post(path: string, body?: unknown) {
  const res = await t.request("POST", `/api${path}`, { token, body });
  if (res.status !== 201 && res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string } & Record<string, unknown>;
}

/** Creates one draft and one submitted document of the path; answers their ids. */
async function draftAndSubmitted(path: string, body: () => unknown) {
  const draft = await post(path, body());
  const other = await post(path, body());
  // Some types are submitted when saved (goods receipts).
  if (other.status === "draft") await post(`${path}/${other.id}/submit`);
  return { draft: draft.id, submitted: other.id };
}

/** Master data every fixture may use, made once. */
async function masterData(): Promise<Ids> {
  const sales = await salesFixture(t, "contract");
  token = sales.owner.token;
  const acc = sales.acc;
  const p = await procurementSetup(t, token);
  const employee = await post("/master-data/employee", { code: "EMP-K", name: "Karyawan Kontrak" });
  // Pays before any deposit (the answers' shapes are the point here): an agreed overdraft.
  const kas = await post("/master-data/cashbank", { code: "KAS-K", name: "Kas kontrak", account_id: acc["1101.01"], negative_balance: "allow" });
  const agent = await post("/master-data/contact", { code: "AG-K", name: "Agent Ltd", contact_types: ["agent"] });
  const types = await t.request("GET", "/api/transactions/cashbank/types", { token });
  const typeId = (kind: string) => (types.body.data as { id: string; kind: string }[]).find((x) => x.kind === kind)?.id as string;
  return {
    ...Object.fromEntries(Object.entries(acc).map(([code, id]) => [`acc${code}`, id])),
    ppn: sales.tax.PPN11 as string,
    pph23: sales.tax.PPH23 as string,
    customer: sales.customer,
    service: sales.serviceId,
    bank: sales.bankId,
    kas: kas.id,
    employee: employee.id,
    vendor: p.vendorA,
    vendorB: p.vendorB,
    agent: agent.id,
    unit: p.unit,
    paper: p.paper,
    cashIn: typeId("cash_in"),
    bankOut: typeId("bank_out"),
    invoiceDate: "2026-03-10",
    // The sales fixture's invoice helper needs the whole fixture.
    salesFixture: JSON.stringify(sales),
  };
}

async function purchaseInvoice(ids: Ids) {
  const body = {
    contact_id: ids.vendor,
    vendor_invoice_number: `INV-${Math.random().toString(36).slice(2, 8)}`,
    date: "2026-03-10",
    lines: [{ account_id: ids.acc6102, description: "Consulting", quantity: "2", price: "500000", discount_percent: "10", tax_id: ids.ppn, withholding_tax_id: ids.pph23 }],
  };
  const created = await post("/transactions/purchase-invoice", body);
  return post(`/transactions/purchase-invoice/${created.id}/submit`);
}

async function cashAdvance(ids: Ids, date: string) {
  const request = await post("/transactions/cash-advance/request", {
    date,
    purpose_date: date,
    advance_type: "travel",
    employee_id: ids.employee,
    request_amount: "1000000",
    notes: "Perjalanan",
  });
  await post(`/transactions/cash-advance/request/${request.id}/submit`);
  return post("/transactions/cash-advance", { cash_advance_request_id: request.id, date, cashbank_id: ids.kas, description: "Tunai" });
}

const realisationBody = (advanceId: string, ids: Ids) => ({
  cash_advance_id: advanceId,
  date: "2026-03-12",
  description: "Perjalanan",
  details: [{ account_id: ids.acc6102, description: "Hotel", amount: "600000", tax_id: ids.ppn }],
});

/** One way to make a document of each type; the key is its `document_type`. */
const fixtures: Record<string, Fixture> = {
  draft_journal: (ids) =>
    draftAndSubmitted("/transactions/draft-journal", () => ({
      date: "2026-03-05",
      description: "Draft",
      details: [
        { account_id: ids.acc6102, debit: "1000", credit: "0" },
        { account_id: ids["acc1101.01"], debit: "0", credit: "1000" },
      ],
    })),
  beginning_balance: async (ids) => ({
    draft: (
      await post("/transactions/beginning-balance", {
        description: "Opening",
        details: [
          { account_id: ids["acc1101.01"], debit: "5000000", credit: "0" },
          { account_id: ids.acc3101 ?? ids["acc3101.01"], debit: "0", credit: "5000000" },
        ],
      })
    ).id,
  }),
  cashbank: (ids) =>
    draftAndSubmitted("/transactions/cashbank", () => ({
      transaction_type_id: ids.cashIn,
      cashbank_id: ids.kas,
      date: "2026-03-03",
      description: "Receipt",
      details: [{ account_id: ids.acc7102, amount: "2500000" }],
    })),
  cashbank_transfer: (ids) =>
    draftAndSubmitted("/transactions/cashbank/transfer", () => ({
      date: "2026-03-04",
      from_cashbank_id: ids.kas,
      to_cashbank_id: ids.bank,
      amount: "100000",
      charge_amount: "0",
    })),
  cashbank_request: (ids) =>
    draftAndSubmitted("/transactions/cashbank/request", () => ({
      date: "2026-03-04",
      purpose: "Beli ATK",
      cashbank_id: ids.bank,
      details: [{ account_id: ids.acc6105, amount: "350000" }],
    })),
  sales_invoice: async (ids) => {
    const f = JSON.parse(ids.salesFixture as string);
    const draft = await post("/transactions/sales-invoice", { contact_id: ids.customer, invoice_date: "2026-03-10", details: [{ product_id: ids.service, quantity: 1, price: "1000000", tax_ids: [ids.ppn] }] });
    const approved = await approvedInvoice(t, f, "2026-03-10", "2000000", { taxed: true });
    return { draft: draft.id, submitted: approved.id };
  },
  sales_payment: async (ids) => {
    const f = JSON.parse(ids.salesFixture as string);
    const invoice = await approvedInvoice(t, f, "2026-03-10", "3000000");
    const body = () => ({ cashbank_id: ids.bank, contact_id: ids.customer, date: "2026-03-15", received: "1000000", details: [{ invoice_id: invoice.id, amount: "1000000" }] });
    return draftAndSubmitted("/transactions/sales-payment", body);
  },
  purchase_invoice: async (ids) => {
    const draft = await post("/transactions/purchase-invoice", {
      contact_id: ids.vendor,
      vendor_invoice_number: "INV-DRAFT",
      date: "2026-03-10",
      lines: [{ account_id: ids.acc6102, description: "Consulting", quantity: "1", price: "100000" }],
    });
    return { draft: draft.id, submitted: (await purchaseInvoice(ids)).id };
  },
  purchase_return: async (ids) => {
    // A service invoice's line sent back (no stock: its account takes the DPP back), twice one of two.
    const invoice = await purchaseInvoice(ids);
    return draftAndSubmitted("/transactions/purchase-return", () => ({ invoice_id: invoice.id, date: "2026-03-12", notes: "Batal sebagian", details: [{ line_no: 1, quantity: "0.5" }] }));
  },
  payment_voucher: async (ids) => {
    const invoice = await purchaseInvoice(ids);
    return draftAndSubmitted("/transactions/payment-voucher", () => ({ date: "2026-03-11", planned_date: "2026-03-20", lines: [{ invoice_id: invoice.id, amount: "100000" }] }));
  },
  purchase_payment: async (ids) => {
    const invoice = await purchaseInvoice(ids);
    const draft = await post("/transactions/purchase-payment", { date: "2026-03-20", cashbank_id: ids.bank, lines: [{ invoice_id: invoice.id, amount: "100000" }] });
    const paid = await post("/transactions/purchase-payment", {
      date: "2026-03-20",
      cashbank_id: ids.bank,
      lines: [{ invoice_id: invoice.id, amount: "200000" }],
      deductions: [{ kind: "charge", account_id: ids.acc8101, amount: "6500" }],
    });
    return { draft: draft.id, submitted: paid.id };
  },
  form_payment_vendor: async (ids) => {
    const invoice = await purchaseInvoice(ids);
    return draftAndSubmitted("/transactions/form-payment/vendor", () => ({ date: "2026-03-12", contact_id: ids.vendor, lines: [{ invoice_id: invoice.id, amount: "50000" }] }));
  },
  form_payment_advance: (ids) =>
    draftAndSubmitted("/transactions/form-payment/advance", () => ({ date: "2026-03-12", contact_id: ids.vendor, amount: "750000", bank_name: "BCA", description: "DP" })),
  form_payment_agent: (ids) =>
    draftAndSubmitted("/transactions/form-payment/agent", () => ({ date: "2026-03-12", contact_id: ids.agent, currency: "USD", amount: "1200", due_date: "2026-03-30" })),
  form_payment_agent_advance: (ids) =>
    draftAndSubmitted("/transactions/form-payment/agent-advance", () => ({ date: "2026-03-12", contact_id: ids.agent, amount: "500" })),
  cash_advance_request: (ids) =>
    draftAndSubmitted("/transactions/cash-advance/request", () => ({
      date: "2026-03-02",
      purpose_date: "2026-03-02",
      advance_type: "travel",
      employee_id: ids.employee,
      request_amount: "1000000",
      notes: "Perjalanan",
    })),
  cash_advance: async (ids) => {
    const advance = await cashAdvance(ids, "2026-03-03");
    const request = await post("/transactions/cash-advance/request", {
      date: "2026-03-03",
      purpose_date: "2026-03-03",
      advance_type: "travel",
      employee_id: ids.employee,
      request_amount: "300000",
    });
    await post(`/transactions/cash-advance/request/${request.id}/submit`);
    const draft = await post("/transactions/cash-advance", { cash_advance_request_id: request.id, date: "2026-03-03", cashbank_id: ids.kas });
    return { draft: draft.id, submitted: advance.id };
  },
  cash_advance_realisation: async (ids) => {
    const draftAdvance = await cashAdvance(ids, "2026-03-04");
    const draft = await post("/transactions/cash-advance/realisation", realisationBody(draftAdvance.id, ids));
    const advance = await cashAdvance(ids, "2026-03-04");
    const submitted = await post("/transactions/cash-advance/realisation", realisationBody(advance.id, ids));
    await post(`/transactions/cash-advance/realisation/${submitted.id}/submit`);
    return { draft: draft.id, submitted: submitted.id };
  },
  cash_advance_settlement: async (ids) => {
    const advance = await cashAdvance(ids, "2026-03-05");
    const realisation = await post("/transactions/cash-advance/realisation", realisationBody(advance.id, ids));
    await post(`/transactions/cash-advance/realisation/${realisation.id}/submit`);
    // 1 000 000 advanced, 666 000 spent: 334 000 to refund.
    const refund = await post("/transactions/cash-advance/refund", { cash_advance_id: advance.id, date: "2026-03-13", cashbank_id: ids.kas, amount: "334000" });
    return { draft: refund.id };
  },
  purchase_request: (ids) =>
    draftAndSubmitted("/transactions/purchase-request", () => ({
      date: "2026-03-02",
      requester: "Budi",
      purpose: "ATK",
      details: [{ product_id: ids.paper, quantity: "10", unit_id: ids.unit, estimated_price: "50000" }],
    })),
  purchase_order: async (ids) => {
    const order = await orderedRequest(ids);
    return { draft: order.draft, submitted: order.submitted };
  },
  goods_receipt: async (ids) => {
    const order = await orderedRequest(ids);
    const lines = (await t.request("GET", `${PO}/${order.submitted}`, { token })).body.data.details as { id: string }[];
    const body = () => ({ order_id: order.submitted, date: "2026-03-10", receiver: "Gudang", details: [{ order_line_id: lines[0]?.id, quantity: "1" }] });
    return draftAndSubmitted("/transactions/goods-recipient", body);
  },
  sales_return: async (ids) => {
    // An invoice of the paper (on hand from the receipts above), and returns of one each.
    const invoice = await post("/transactions/sales-invoice", { contact_id: ids.customer, invoice_date: "2026-03-12", details: [{ product_id: ids.paper, quantity: "2", price: "60000", tax_ids: [ids.ppn] }] });
    await post(`/transactions/sales-invoice/${invoice.id}/submit`);
    return draftAndSubmitted("/transactions/sales-return", () => ({ invoice_id: invoice.id, date: "2026-03-13", notes: "Rusak", details: [{ line_no: 1, quantity: "1" }] }));
  },
  landed_cost: async (ids) => {
    const order = await orderedRequest(ids);
    const lines = (await t.request("GET", `${PO}/${order.submitted}`, { token })).body.data.details as { id: string }[];
    const receipt = await post("/transactions/goods-recipient", { order_id: order.submitted, date: "2026-03-10", receiver: "Gudang", details: [{ order_line_id: lines[0]?.id, quantity: "2" }] });
    return draftAndSubmitted("/transactions/landed-cost", () => ({ receipt_id: receipt.id, date: "2026-03-11", account_id: ids.acc2106, allocation: "quantity", amount: "15000" }));
  },
  budget: (ids) =>
    draftAndSubmitted("/transactions/budgeting", () => ({
      period: "FY 2026",
      period_type: "annual",
      date_start: "2026-01-01",
      date_end: "2026-12-31",
      lines: [{ account_id: ids.acc6102, amount: "12000000" }, { work_unit_id: null, office_id: null, account_id: ids.acc6102, quantity: "2", standard_price: "500000", months: ["1000000", ...Array(11).fill("0")] }],
    })),
  // A budget of 2025 with two lines by amount, approved: a transfer of March between them.
  budget_transfer: async (ids) => {
    const budget = await post("/transactions/budgeting", {
      period: "FY 2025",
      period_type: "annual",
      date_start: "2025-01-01",
      date_end: "2025-12-31",
      lines: [{ account_id: ids.acc6102, amount: "1200000" }, { account_id: ids.acc6103, amount: "1200000" }],
    });
    await post(`/transactions/budgeting/${budget.id}/submit`);
    return draftAndSubmitted("/transactions/budget-transfer", () => ({ budget_id: budget.id, details: [{ from_line_no: 1, to_line_no: 2, month: "2025-03", amount: "1000" }] }));
  },
  // The budget above is current for 2026: an evaluation of its first quarter (no line beyond a 1 000 % tolerance).
  evaluation: () => draftAndSubmitted("/transactions/evaluation", () => ({ date_from: "2026-01-01", date_to: "2026-03-31", tolerance_percent: "1000" })),
  stock_adjustment: (ids) =>
    draftAndSubmitted("/transactions/stock-adjustment", () => ({ date: "2026-03-11", details: [{ product_id: ids.paper, counted: "5", note: "hitung" }] })),
  stock_transfer: async (ids) => {
    const branch = await post("/master-data/office", { code: "CTR", name: "Cabang Kontrak" });
    const offices = await t.request("GET", "/api/master-data/office?per_page=50", { token });
    const head = (offices.body.data as { id: string; is_head_office: boolean }[]).find((o) => o.is_head_office)?.id;
    // Five on hand at the head office (the opname above): one moves each time.
    return draftAndSubmitted("/transactions/stock-transfer", () => ({ date: "2026-03-12", from_office_id: head, to_office_id: branch.id, details: [{ product_id: ids.paper, quantity: "1" }] }));
  },
  exchange_revaluation: async (ids) => {
    // An invoice in dollars open at two month ends, each revalued once (a draft, then one submitted).
    await post("/master-data/exchange-rate", { currency: "USD", kind: "booking", date: "2026-03-01", rate: "16000" });
    const invoice = await post("/transactions/sales-invoice", {
      contact_id: ids.customer,
      invoice_date: "2026-03-02",
      currency: "USD",
      details: [{ product_id: ids.service, quantity: 1, price: "100" }],
    });
    await post(`/transactions/sales-invoice/${invoice.id}/submit`);
    await post("/master-data/exchange-rate", { currency: "USD", kind: "booking", date: "2026-03-31", rate: "16200" });
    const dates = ["2026-03-31", "2026-04-30"];
    return draftAndSubmitted("/transactions/exchange-revaluation", () => ({ date: dates.shift(), description: "Akhir bulan" }));
  },
  ch: async () => {
    const f = await freightFixture(t, token);
    const job = () => ({
      date: "2026-03-10",
      mode: "sea_fcl",
      customer_id: f.customer,
      agent_id: f.agent,
      origin_port_id: f.ports.tpp,
      destination_port_id: f.ports.sin,
      containers: [{ type: "20GP", count: 1 }],
      lines: [
        { side: "sell", charge_code_id: f.charges.of, basis: "container", quantity: "1", rate: "400", currency: "USD" },
        { side: "buy", charge_code_id: f.charges.of, basis: "container", quantity: "1", rate: "300", currency: "USD" },
      ],
    });
    const made = await draftAndSubmitted("/transactions/ch-bacc/ch", job);
    // And a generation batch, so its answers are read in the reports too.
    await post("/transactions/ch-bacc/ch/generate", { job_ids: [made.draft] });
    return made;
  },
  ch_accrual: async () => {
    await t.request("PUT", "/api/settings/freight", { token, body: { accrual: "month_end" } });
    const months = ["2026-03", "2026-04"];
    return draftAndSubmitted("/transactions/ch-bacc/accrual", () => ({ month: months.shift() }));
  },
  bacc_netting: async (ids) => {
    // An agent both customer and vendor, with an approved invoice each way: two nettings of part of them.
    const agent = await post("/master-data/contact", { code: "AG-NET", name: "Agen Netting", contact_types: ["agent", "vendor", "customer"] });
    const ar = await post("/transactions/sales-invoice", { contact_id: agent.id, invoice_date: "2026-03-10", details: [{ product_id: ids.service, quantity: 1, price: "1000000" }] });
    await post(`/transactions/sales-invoice/${ar.id}/submit`);
    const ap = await post("/transactions/purchase-invoice", {
      contact_id: agent.id,
      vendor_invoice_number: "AG-1",
      date: "2026-03-10",
      lines: [{ account_id: ids.acc6102, description: "Handling", quantity: "1", price: "600000" }],
    });
    await post(`/transactions/purchase-invoice/${ap.id}/submit`);
    return draftAndSubmitted("/transactions/ch-bacc/netting", () => ({ contact_id: agent.id, currency: "IDR", date: "2026-03-20", amount: "100000" }));
  },
  vendor_advance: async (ids) => {
    const order = await orderedRequest(ids);
    return draftAndSubmitted("/transactions/purchase-request/payment-advance", () => ({ order_id: order.submitted, cashbank_id: ids.bank, date: "2026-03-06", amount: "10000" }));
  },
};

/** An approved purchase order (and a draft one) of a request sourced from one vendor. */
async function orderedRequest(ids: Ids) {
  const setup = { unit: ids.unit } as Parameters<typeof approvedRequest>[2];
  const orders: string[] = [];
  for (const submit of [false, true]) {
    const request = await approvedRequest(t, token, setup, [{ quantity: "4", price: "50000", product: ids.paper }]);
    const priced = await source(t, token, request.id, [{ lineId: request.details[0].id, quotes: [{ vendor: ids.vendorB as string, price: "48000", award: "4" }] }]);
    if (priced.status !== 200) throw new Error(`priced: ${JSON.stringify(priced.body)}`);
    const order = await orderFromQuotes(t, token, ids.vendorB as string);
    if (order.status !== 201) throw new Error(`order: ${JSON.stringify(order.body)}`);
    if (submit) await post(`/transactions/purchase-order/${order.body.data.id}/submit`);
    orders.push(order.body.data.id);
  }
  return { draft: orders[0] as string, submitted: orders[1] as string };
}

let ids: Ids;
beforeAll(async () => {
  t = await TestApp.start();
  ids = await masterData();
}, 120_000);
afterAll(() => t.close());

describe("every document type answers its declared schema", () => {
  it("has a fixture for every registered type, and no fixture for a type that is gone", () => {
    expect([...documentTypes.keys()].sort()).toEqual(Object.keys(fixtures).sort());
  });

  it("parses the detail and list answers of each type strictly", async () => {
    const dump: Record<string, unknown> = {};
    const problems: [string, string][] = [];
    for (const [name, type] of documentTypes) {
      const fixture = fixtures[name];
      if (!fixture) continue;
      try {
        const made = await fixture(ids);
        const path = `/api${type.base}`;
        const read = async (id: string) => (await t.request("GET", `${path}/${id}`, { token })).body.data;
        const list = await t.request("GET", `${path}?per_page=100`, { token });
        const answers = [await read(made.draft), ...(made.submitted ? [await read(made.submitted)] : []), ...list.body.data];
        dump[name] = answers.slice(0, 2);
        // Drafts and approved ones, detail and list rows: one problem per type is enough to show.
        const strict = deepStrict(type.response);
        const found = answers.map((answer) => parseProblems(strict, answer)).find((p) => p !== "ok");
        // The parse is strict at every depth: a field too many (here or in `approval`) or one missing fails.
        const [first] = answers;
        const { id: _id, ...withoutId } = first;
        const refused = [{ ...first, unexpected: 1 }, { ...first, approval: { ...first.approval, unexpected: 1 } }, withoutId].every(
          (wrong) => parseProblems(strict, wrong) !== "ok",
        );
        if (list.status !== 200 || answers.length < 2) problems.push([name, `list ${list.status}, ${answers.length} answers`]);
        else if (found) problems.push([name, found]);
        else if (!refused) problems.push([name, "a wrong answer parsed"]);
      } catch (error) {
        problems.push([name, String(error)]);
      }
    }
    if (process.env.CONTRACT_DUMP) writeFileSync(process.env.CONTRACT_DUMP, JSON.stringify(dump, null, 1));
    expect(problems).toEqual([]);
  }, 300_000);
});

/** A period of the dataset's year for each kind of report period. */
const periods: Record<PeriodKind, string> = {
  range: "date_from=2026-01-01&date_to=2026-12-31",
  date: "date=2026-12-31",
  dates: "date_a=2026-01-31&date_b=2026-12-31",
  year: "year=2026",
};

/** Filters a report requires beyond its period. */
const requiredFilters: Record<string, (ids: Ids) => string> = {
  "cash-bank": (ids) => `&cashbank_id=${ids.kas}`,
};

describe("every report answers its declared schema", () => {
  it("runs each registered report over the documents above and parses its answer strictly", async () => {
    expect(registeredReports.size).toBeGreaterThan(30);
    const problems: [string, string][] = [];
    for (const [name, definition] of registeredReports) {
      const res = await t.request("GET", `/api${reportPath(definition)}?${periods[filterShapeOf(definition.query).period]}${requiredFilters[name]?.(ids) ?? ""}`, { token });
      if (res.status !== 200) problems.push([name, `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`]);
      else {
        const found = parseProblems(deepStrict(definition.response), res.body.data);
        if (found !== "ok") problems.push([name, found]);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
