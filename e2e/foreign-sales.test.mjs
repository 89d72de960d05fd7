// Sales in US dollars (issue 29, items 3 and 5), as an accountant does it: the customer billing in
// dollars brings the invoice's currency and the booking rate of its date; the totals show the dollars
// and the rupiah; the payment into the dollar account at another rate shows the gain before it is
// saved, and the payment reads it afterwards. Then the invoice in Indonesian.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { pick } from "./support/forms.mjs";

let browser;
let owner;
let invoiceId;

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Sari Wulandari", "PT Kopi Ekspor");
  const accounts = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=1102.03", undefined, owner.token);
  await apiCall("POST", "master-data/exchange-rate", { currency: "USD", kind: "booking", date: "2026-01-01", rate: "15800", source: "BI JISDOR" }, owner.token);
  await apiCall(
    "POST",
    "master-data/contact",
    { code: "US01", name: "Blue Bottle Trading LLC", contact_types: ["customer"], address: "1 Market St, San Francisco", currency: "USD", term_of_payment: 30 },
    owner.token,
  );
  await apiCall("POST", "master-data/product", { code: "KOPI", name: "Kopi Gayo (ekspor)", product_type: "service" }, owner.token);
  await apiCall("POST", "master-data/cashbank", { code: "BRIUSD", name: "BRI USD", account_id: accounts.data.find((a) => a.code === "1102.03").id, currency: "USD" }, owner.token);
  const rupiah = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=1102.02", undefined, owner.token);
  await apiCall("POST", "master-data/cashbank", { code: "BCA", name: "BCA Operasional", account_id: rupiah.data.find((a) => a.code === "1102.02").id }, owner.token);
});
after(async () => {
  await browser?.close();
});

test("an invoice in US dollars at the booking rate, paid at another rate: the gain is shown before saving and kept on the payment", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/sales-invoice/add`);
  await page.getByTestId("invoice-form").waitFor();
  await pick(page, page.getByTestId("invoice-customer"), "Blue", "Blue Bottle Trading LLC");
  // The customer's currency and the booking rate of the invoice date come in by themselves.
  await page.getByTestId("document-currency").getByText("USD").waitFor();
  await page.getByTestId("document-rate").and(page.locator('[value="15800"]')).waitFor();
  await page.getByText("Booking rate of 01 Jan 2026").waitFor();
  const first = page.getByTestId("line-0");
  await pick(page, first.locator(".line-product .ant-select"), "Kopi", "Kopi Gayo (ekspor)");
  await pick(page, first.locator(".line-account .ant-select"), "4102", "4102");
  await first.locator(".line-price input").fill("1000");
  await page.getByTestId("invoice-total").getByText("1,000.00").waitFor();
  await page.getByTestId("invoice-total_base").getByText("15,800,000.00").waitFor();
  await page.getByText("Total (USD)").first().waitFor();
  await screenshot(page, "desktop-sales-invoice-usd-form");
  await page.getByTestId("document-submit").click();
  await page.locator(".ant-popconfirm:visible .ant-btn-primary").click();
  await page.waitForURL(/\/transactions\/sales-invoice\/edit\//);
  await page.getByTestId("invoice-heading").getByText("Approved").waitFor();
  await page.getByTestId("figure-outstanding-base").getByText("15,800,000.00").waitFor();
  invoiceId = page.url().split("/").pop();
  await screenshot(page, "desktop-sales-invoice-usd");

  await page.getByTestId("invoice-receive-payment").click();
  await page.waitForURL(/\/transactions\/sales-payment\/invoice/);
  await page.getByTestId("payment-invoices").getByText("USD").waitFor();
  await pick(page, page.getByTestId("payment-cashbank"), "BRI", "BRI USD");
  // The invoice is paid in full by default; the bank's rate of the day is typed: 16 100.
  const rate = page.getByTestId("document-rate");
  await rate.and(page.locator('[value="15800"]')).waitFor();
  await rate.fill("16100");
  await page.getByText("Typed; the booking rate of 01 Jan 2026 is 15,800").waitFor();
  await page.getByTestId("payment-received").fill("1000");
  await page.getByTestId("payment-received-base").getByText("16,100,000.00").waitFor();
  await page.getByTestId("payment-exchange-difference").getByText("300,000.00").waitFor();
  await page.getByText("Exchange difference (gain)").waitFor();
  await screenshot(page, "desktop-sales-payment-usd-form");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/transactions\/sales-payment\/detail\//);
  await page.getByTestId("figure-exchange-difference").getByText("300,000.00").waitFor();
  await page.getByTestId("payment-view-invoices").getByText("15,800,000.00").waitFor();
  await page.getByText("16,100", { exact: true }).waitFor();
  await screenshot(page, "desktop-sales-payment-usd");
  const paymentId = page.url().split("/").pop();
  const payment = await apiCall("GET", `transactions/sales-payment/${paymentId}`, undefined, owner.token);
  assert.equal(payment.data.exchange_difference, "300000.00");
  const invoice = await apiCall("GET", `transactions/sales-invoice/${invoiceId}`, undefined, owner.token);
  assert.equal(invoice.data.settlement, "paid");
  assert.equal(invoice.data.outstanding_base, "0.00");
  await page.context().close();
});

test("the dollar invoice in Indonesian: the rate and the rupiah beside the dollars", async () => {
  const page = await newPage(browser, undefined, { language: "id" });
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/sales-invoice/edit/${invoiceId}`);
  await page.getByText("Kurs (IDR per USD)").waitFor();
  await page.getByText("Kurs transaksi tanggal 01 Jan 2026").waitFor();
  await page.getByTestId("invoice-total_base").getByText("15.800.000,00").waitFor();
  await screenshot(page, "desktop-sales-invoice-usd-id");
  await page.context().close();
});

test("the month-end revaluation: the dollar account and the open invoice at the day's rate, previewed, then posted and reversed", async () => {
  const today = new Date().toISOString().slice(0, 10);
  await apiCall("POST", "master-data/exchange-rate", { currency: "USD", kind: "booking", date: today, rate: "16000", source: "BI JISDOR" }, owner.token);
  const customers = await apiCall("GET", "master-data/contact?q=US01", undefined, owner.token);
  const product = await apiCall("GET", "master-data/product?q=KOPI", undefined, owner.token);
  const accounts = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=4102", undefined, owner.token);
  const created = await apiCall(
    "POST",
    "transactions/sales-invoice",
    { contact_id: customers.data[0].id, invoice_date: today, rate: "15800", details: [{ product_id: product.data[0].id, account_id: accounts.data.find((a) => a.code === "4102").id, quantity: 1, price: "200" }] },
    owner.token,
  );
  await apiCall("POST", `transactions/sales-invoice/${created.data.id}/submit`, undefined, owner.token);

  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/exchange-revaluation/add`);
  await page.getByTestId("revaluation-form").waitFor();
  await page.getByTestId("revaluation-description").fill("Revaluasi akhir bulan");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/transactions\/exchange-revaluation\/detail\//);
  // The bank's USD 1 000 came in at 16 100: at 16 000 it loses 100 000; the invoice of USD 200 at 15 800 gains 40 000.
  const items = page.getByTestId("revaluation-items");
  await items.getByText("BRI USD").waitFor();
  await items.getByText("-100,000.00").waitFor();
  await items.getByText("40,000.00").waitFor();
  await page.getByTestId("figure-gain").getByText("40,000.00").waitFor();
  await page.getByTestId("figure-loss").getByText("100,000.00").waitFor();
  await screenshot(page, "desktop-exchange-revaluation-preview");
  await page.getByTestId("document-submit").click();
  await page.locator(".ant-popconfirm:visible .ant-btn-primary").click();
  await page.getByText("Posted to the ledger.").first().waitFor();
  await page.getByText("Open the revaluation journal").waitFor();
  const id = page.url().split("/").pop();
  const revaluation = await apiCall("GET", `transactions/exchange-revaluation/${id}`, undefined, owner.token);
  assert.equal(revaluation.data.journal_ids.length, 2);
  await screenshot(page, "desktop-exchange-revaluation");
  await page.context().close();

  const indonesian = await newPage(browser, undefined, { language: "id" });
  await loginThroughUi(indonesian, owner.email);
  await indonesian.goto(`${BASE_URL}/transactions/exchange-revaluation/detail/${id}`);
  await indonesian.getByText("Kas dan bank").first().waitFor();
  await indonesian.getByTestId("revaluation-items").getByText("-100.000,00").waitFor();
  await screenshot(indonesian, "desktop-exchange-revaluation-id");
  await indonesian.context().close();
});

test("dollars sold to the rupiah account: what arrived at the bank's rate against the booking rate is a gain", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/cashbank/add/transfer`);
  await page.getByTestId("transfer-form").waitFor();
  await pick(page, page.getByTestId("transfer-from"), "BRI", "BRIUSD · BRI USD (USD)");
  await pick(page, page.getByTestId("transfer-to"), "BCA", "BCA · BCA Operasional");
  await page.getByTestId("transfer-amount").fill("100");
  // The booking rate of today (16 000, entered by the revaluation's test) comes in; the bank paid 1 620 000.
  await page.getByTestId("document-rate").and(page.locator('[value="16000"]')).waitFor();
  await page.getByTestId("transfer-amount-to").fill("1620000");
  await screenshot(page, "desktop-transfer-usd-idr-form");
  await page.getByTestId("transfer-save-post").click();
  await page.waitForURL(/\/transactions\/cashbank\/detail\/transfer\//);
  await page.getByTestId("figure-exchange-difference").getByText("20,000.00").waitFor();
  await page.getByText("Exchange difference (gain, IDR)").waitFor();
  await screenshot(page, "desktop-transfer-usd-idr");
  // The dollar account's ledger reads each line in dollars and at its rate beside the rupiah.
  const today = new Date().toISOString().slice(0, 10);
  const dollars = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=1102.03", undefined, owner.token);
  await page.goto(`${BASE_URL}/report/ledger?date_from=${today.slice(0, 8)}01&date_to=${today}&account_ids=${dollars.data.find((a) => a.code === "1102.03").id}`);
  await page.getByTestId("ledger-foreign").getByText("USD 100.00 @ 16,000").waitFor();
  // Its dollars at the period's start and end, read from the balances.
  await page.getByTestId("ledger-currency-balance").getByText(/^USD: opening .* · closing /).waitFor();
  // and after each line, in a column of its own.
  await page.getByTestId("ledger-balance-currency").first().waitFor();
  await screenshot(page, "desktop-report-ledger-usd");
  await page.context().close();
});

