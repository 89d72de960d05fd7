// Freight jobs, CH (issue 30), as a forwarder's operations clerk works: a rate card line for ocean
// freight to Singapore typed on its screen, a booked job (a draft from the booking, through the API)
// generated from it, an extra charge added by hand, the job confirmed, and its profit read on the job
// and in the all-jobs monitor. The job and the monitor again in Indonesian. Then BACC (issue 31): the
// customer billed for both currencies and the agent's invoice entered from the job's lines, received
// and paid, the job closed with its profit, the agent's statement at zero — and in Indonesian.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { appears, clickAndConfirm, navigatesTo, pick } from "./support/forms.mjs";

let browser;
let owner;
let job;

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Rudi Santoso", "PT Samudra Logistik");
  const call = async (method, url, body) => (await apiCall(method, url, body, owner.token)).data;
  const accounts = await call("GET", "master-data/chart-of-account?per_page=100&q=41");
  const revenue = accounts.find((a) => a.code === "4102").id;
  const costs = await call("GET", "master-data/chart-of-account?per_page=100&q=5102");
  const cost = costs.find((a) => a.code === "5102").id;
  await call("POST", "master-data/charge-code", { code: "OF", name: "Ocean freight", revenue_account_id: revenue, cost_account_id: cost, tax_kind: "freight" });
  await call("POST", "master-data/charge-code", { code: "THC", name: "Terminal handling", revenue_account_id: revenue, cost_account_id: cost, tax_kind: "service" });
  // A new company starts with the main seaports; one missing is added.
  const port = async (code, name) => (await call("GET", `master-data/seaport?q=${code}`)).find((p) => p.code === code) ?? (await call("POST", "master-data/seaport", { code, name }));
  const tpp = await port("IDTPP", "Tanjung Priok");
  const sin = await port("SGSIN", "Singapore");
  const customer = await call("POST", "master-data/contact", { code: "C-ARTA", name: "PT Arta Niaga", contact_types: ["customer"] });
  await call("POST", "master-data/contact", { code: "AG-LION", name: "Lion Forwarding Pte Ltd", contact_types: ["agent", "vendor"], currency: "USD" });
  await call("POST", "master-data/exchange-rate", { currency: "USD", kind: "booking", date: "2026-01-01", rate: "16000" });
  await call("POST", "master-data/exchange-rate", { currency: "USD", kind: "tax", date: "2026-01-01", rate: "16000" });
  // The booking: two 20' containers to Singapore, no charges yet.
  job = await call("POST", "transactions/ch-bacc/ch", {
    date: "2026-03-10",
    mode: "sea_fcl",
    customer_id: customer.id,
    origin_port_id: tpp.id,
    destination_port_id: sin.id,
    house_document: "HBL-SAM-0310",
    containers: [{ type: "20GP", count: 2 }],
    gross_weight: "18000",
    lines: [],
  });
});
after(async () => {
  await browser?.close();
});

test("a rate card, a job generated from it, an extra charge by hand, confirmed, its profit in the monitor", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);

  // The rate: ocean freight Tanjung Priok → Singapore per 20' container, buy USD 300 from the agent, sell USD 400.
  await page.goto(`${BASE_URL}/master-data/ch-rate/add`);
  const form = page.getByTestId("ch-rate-form");
  await form.waitFor();
  await pick(page, page.getByTestId("rate-origin"), "IDTPP", "Tanjung Priok");
  await pick(page, page.getByTestId("rate-destination"), "SGSIN", "Singapore");
  await pick(page, page.getByTestId("rate-charge"), "OF", "Ocean freight");
  await pick(page, page.getByTestId("rate-agent"), "Lion", "Lion Forwarding");
  await page.getByTestId("rate-buy").fill("300");
  await page.getByTestId("rate-sell").fill("400");
  await page.getByTestId("rate-valid-from").fill("01 Jan 2026");
  await page.getByTestId("rate-valid-from").press("Enter");
  await screenshot(page, "desktop-freight-rate-form");
  await page.getByTestId("form-save").click();
  await navigatesTo(page, /\/master-data\/ch-rate$/);
  await page.getByTestId("ch-rate-table").getByText("USD 400.00").waitFor();

  // Generate the booked job's lines from the rate cards.
  await page.goto(`${BASE_URL}/transactions/ch-bacc/ch/generate`);
  const drafts = page.getByTestId("generate-jobs");
  await drafts.getByText("HBL-SAM-0310").waitFor();
  await drafts.locator("tr", { hasText: "HBL-SAM-0310" }).locator(".ant-checkbox-input").check();
  await page.getByTestId("generate-run").click();
  await navigatesTo(page, /\/transactions\/chbacc\/ch-generate\/[0-9a-f-]+$/);
  await page.getByTestId("batch-built").getByText("1").waitFor();
  await page.getByTestId("batch-log").getByText("Built").waitFor();
  await screenshot(page, "desktop-freight-batch");

  // The job: two lines from the card (sell 2 × 400, buy 2 × 300 in dollars); terminal handling added by hand.
  await page.goto(`${BASE_URL}/transactions/ch-bacc/ch/detail/${job.id}`);
  await page.getByTestId("ch-form").waitFor();
  await page.getByTestId("ch-profit").getByText("3,200,000.00").waitFor();
  await page.getByTestId("line-add").click();
  const line = page.getByTestId("line-2");
  await pick(page, line.locator(".line-charge .ant-select"), "THC", "Terminal handling");
  await line.locator(".line-price input").fill("2500000");
  await page.getByTestId("form-save").click();
  // 12 800 000 + 2 500 000 sold, 9 600 000 bought: 5 700 000.
  await page.getByTestId("ch-profit").getByText("5,700,000.00").waitFor();
  await page.getByTestId("document-submit").click();
  await page.locator(".ant-popconfirm:visible .ant-btn-primary, .ant-modal:visible .ant-btn-primary").first().click();
  await page.getByTestId("document-number").getByText(/^JOB/).waitFor();
  await page.getByTestId("ch-profit-USD").getByText("200.00").waitFor();
  await screenshot(page, "desktop-freight-job");

  // The all-jobs monitor shows it confirmed with its profit; the job opens from it.
  await page.goto(`${BASE_URL}/monitoring/ch/all?date_from=2026-03-01&date_to=2026-03-31`);
  const table = page.getByTestId("definition-table");
  const row = table.locator("tr", { hasText: "PT Arta Niaga" });
  await row.getByText("5,700,000.00").first().waitFor();
  await row.getByText("Confirmed").waitFor();
  await screenshot(page, "desktop-freight-monitor");
  await row.getByRole("link").first().click();
  await navigatesTo(page, new RegExp(`/transactions/ch-bacc/ch/detail/${job.id}$`));
  await page.context().close();
});

test("the job and the monitors in Indonesian", async () => {
  const page = await newPage(browser, undefined, { language: "id" });
  await page.goto(`${BASE_URL}/auth/login`);
  await page.getByTestId("language-id").click();
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/ch-bacc/ch/detail/${job.id}`);
  await page.getByTestId("ch-profit").getByText("Laba", { exact: true }).waitFor();
  await page.getByTestId("ch-profit").getByText("5.700.000,00").waitFor();
  await page.getByText("Biaya", { exact: true }).first().waitFor();
  await screenshot(page, "desktop-freight-job-id");
  await page.goto(`${BASE_URL}/monitoring/ch?date=2026-03-31`);
  await page.getByTestId("definition-table").getByText("PT Arta Niaga").waitFor();
  await page.getByText("Belum ditagih").first().waitFor();
  await page.goto(`${BASE_URL}/report/chbacc/summary?date_from=2026-03-01&date_to=2026-03-31`);
  await page.getByTestId("definition-table").getByText("5.700.000,00").first().waitFor();
  await screenshot(page, "desktop-freight-summary-id");
  await page.context().close();
});

test("the whole cycle: the customer and the agent billed from the job, received and paid, the job closed, the agent's statement at zero", async () => {
  const call = async (method, url, body) => {
    const answer = await apiCall(method, url, body, owner.token);
    if (!answer.data) throw new Error(`${url}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);

  // Our invoice to the customer: its dollar ocean freight (the rupiah line waits: one currency per invoice).
  const billCustomer = async (currency) => {
    await page.goto(`${BASE_URL}/transactions/ch-bacc/bacc-ar/add`);
    await pick(page, page.getByTestId("bacc-party"), "Arta", "PT Arta Niaga");
    const lines = page.getByTestId("bacc-lines");
    await lines.getByText("HBL-SAM-0310").first().waitFor();
    await lines.locator("tr", { hasText: currency === "USD" ? "Ocean freight" : "Terminal handling" }).locator(".ant-checkbox-input").check();
    await page.getByTestId("bacc-picked-total").getByText(currency === "USD" ? "800.00" : "2,500,000.00").waitFor();
    if (currency === "USD") {
      await lines.locator("tr", { hasText: "Terminal handling" }).locator(".ant-checkbox-input").isDisabled();
      await screenshot(page, "desktop-bacc-bill-customer");
    }
    await page.getByTestId("bacc-save").click();
    await page.waitForURL(/\/transactions\/sales-invoice\/edit\//);
    await page.getByTestId("document-submit").click();
    await page.locator(".ant-popconfirm:visible .ant-btn-primary").click();
    await page.getByTestId("invoice-heading").getByText("Approved").waitFor();
    return page.url().split("/").pop();
  };
  const usdInvoice = await billCustomer("USD");
  const idrInvoice = await billCustomer("IDR");

  // The agent's invoice to us for the bought ocean freight, its number as the agent wrote it.
  await page.goto(`${BASE_URL}/transactions/ch-bacc/bacc/add`);
  await pick(page, page.getByTestId("bacc-party"), "Lion", "Lion Forwarding");
  await page.getByTestId("bacc-reference").fill("LF-2026-0310");
  await page.getByTestId("bacc-lines").locator("tr", { hasText: "Ocean freight" }).locator(".ant-checkbox-input").check();
  await page.getByTestId("bacc-picked-total").getByText("600.00").waitFor();
  await page.getByTestId("bacc-save").click();
  await page.waitForURL(/\/transactions\/purchase-invoice\/detail\//);
  const agentInvoice = page.url().split("/").pop();
  await page.getByTestId("document-submit").click();
  await page.getByText("Approve this invoice ?").waitFor();
  await page.locator(".ant-popconfirm:visible .ant-btn-primary").click();
  await page.getByTestId("invoice-posted").waitFor();

  // The BACC list holds both sides with the job.
  await page.goto(`${BASE_URL}/transactions/ch-bacc/bacc`);
  const list = page.getByTestId("bacc-table");
  await list.getByText("LF-2026-0310").waitFor();
  await list.getByText("Our invoice (AR)").first().waitFor();
  await screenshot(page, "desktop-bacc-list");

  // Received and paid (the payment screens are the sales and purchase ones; here through the API).
  const accounts = await call("GET", "master-data/chart-of-account?per_page=100&q=1102");
  const usdBank = await call("POST", "master-data/cashbank", { code: "DBS-USD", name: "DBS USD", account_id: accounts.find((a) => a.code === "1102.03").id, currency: "USD" });
  const idrBank = await call("POST", "master-data/cashbank", { code: "BCA-OPS", name: "BCA", account_id: accounts.find((a) => a.code === "1102.01").id });
  for (const [id, bank] of [
    [usdInvoice, usdBank],
    [idrInvoice, idrBank],
  ]) {
    const invoice = await call("GET", `transactions/sales-invoice/${id}`);
    await call("POST", "transactions/sales-payment", { cashbank_id: bank.id, contact_id: invoice.contact_id, date: invoice.invoice_date, received: invoice.total, details: [{ invoice_id: id, amount: invoice.total }] });
  }
  const bill = await call("GET", `transactions/purchase-invoice/${agentInvoice}`);
  await call("POST", "transactions/purchase-payment", { date: bill.date, cashbank_id: usdBank.id, lines: [{ invoice_id: agentInvoice, amount: "600" }] });
  // The BACC receipts list has both receipts; the payments list the agent's, opening its payment.
  await page.goto(`${BASE_URL}/transactions/ch-bacc/receive-payment/list`);
  await page.getByTestId("bacc-payment-table").locator("tbody tr.ant-table-row").nth(1).waitFor();
  assert.equal(await page.getByTestId("bacc-payment-table").locator("tbody tr.ant-table-row").count(), 2);
  await screenshot(page, "desktop-bacc-receipts");
  await page.goto(`${BASE_URL}/transactions/ch-bacc/create-payment/list`);
  await page.getByTestId("bacc-payment-table").getByText(bill.number).waitFor();
  await page.getByTestId("bacc-payment-table").locator("tbody tr.ant-table-row").first().click();
  await page.waitForURL(/\/transactions\/purchase-payment\/detail\//);

  // Every charge billed: the job closes, its profit unchanged.
  await page.goto(`${BASE_URL}/transactions/ch-bacc/ch/detail/${job.id}`);
  await page.getByTestId("ch-profit").getByText("5,700,000.00").waitFor();
  await clickAndConfirm(page, page.getByTestId("ch-close"));
  await appears(page, page.getByTestId("ch-reopen"));
  await screenshot(page, "desktop-bacc-job-closed");

  // The agent owes nothing and is owed nothing.
  await page.goto(`${BASE_URL}/transactions/ch-bacc/agent-statement`);
  await pick(page, page.getByTestId("statement-agent"), "Lion", "Lion Forwarding");
  await page.getByText("This agent has no open invoices.").waitFor();
  await page.context().close();
});

test("BACC in Indonesian: the list, billing, the statement", async () => {
  const page = await newPage(browser, undefined, { language: "id" });
  await page.goto(`${BASE_URL}/auth/login`);
  await page.getByTestId("language-id").click();
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/ch-bacc/bacc`);
  await page.getByText("Faktur BACC").first().waitFor();
  await page.getByTestId("bacc-table").getByText("Faktur agen (AP)").first().waitFor();
  await screenshot(page, "desktop-bacc-list-id");
  await page.goto(`${BASE_URL}/transactions/ch-bacc/bacc-ar/add`);
  await page.getByText("Tagih pelanggan atau agen").first().waitFor();
  await page.getByText("Pilih pelanggan atau agen yang ditagih").waitFor();
  await page.goto(`${BASE_URL}/transactions/ch-bacc/agent-statement`);
  await page.getByText("Pilih agen untuk melihat rekeningnya.").first().waitFor();
  await page.context().close();
});
