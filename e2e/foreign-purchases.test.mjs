// Purchases in US dollars (issue 29, items 3, 5 and 7), as an accountant does it: the vendor billing in
// dollars brings the invoice's currency, the booking rate of its date and, with taxes, the KMK rate;
// the totals show the dollars and what is owed in rupiah; the payment from the rupiah account at the
// bank's rate shows what leaves the bank in rupiah and the loss before it is saved, and keeps them.
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { choose, pick } from "./support/forms.mjs";

/** Confirms the visible popconfirm with its button of this name. */
const confirm = (page, name) => page.locator(".ant-popconfirm:visible").getByRole("button", { name }).click();

let browser;
let owner;
let advanceRequest;
let usdBankId;

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Dewi Kartika", "PT Impor Mesin");
  await apiCall("POST", "master-data/exchange-rate", { currency: "USD", kind: "booking", date: "2026-01-01", rate: "15800", source: "BI JISDOR" }, owner.token);
  await apiCall("POST", "master-data/exchange-rate", { currency: "USD", kind: "tax", date: "2026-01-01", rate: "15750", source: "KMK" }, owner.token);
  await apiCall("POST", "master-data/contact", { code: "VUS1", name: "Atlas Engineering Inc", contact_types: ["vendor"], currency: "USD", term_of_payment: 30 }, owner.token);
  const rupiah = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=1102.02", undefined, owner.token);
  await apiCall("POST", "master-data/cashbank", { code: "BCA", name: "BCA Operasional", account_id: rupiah.data.find((a) => a.code === "1102.02").id }, owner.token);
  // An older dollar bill left open (the aging in dollars shows it).
  const vendors = await apiCall("GET", "master-data/contact?per_page=10&q=VUS1", undefined, owner.token);
  const expense = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=6102", undefined, owner.token);
  const open = await apiCall(
    "POST",
    "transactions/purchase-invoice",
    {
      kind: "service",
      contact_id: vendors.data[0].id,
      vendor_invoice_number: "AE-2026-0099",
      date: "2026-02-02",
      lines: [{ account_id: expense.data.find((a) => a.code === "6102").id, description: "Remote support", quantity: "1", price: "500" }],
    },
    owner.token,
  );
  await apiCall("POST", `transactions/purchase-invoice/${open.data.id}/submit`, undefined, owner.token);
  // A travel advance approved in rupiah, to be paid in dollars.
  const employee = await apiCall("POST", "master-data/employee", { code: "E-RINA", name: "Rina Marpaung" }, owner.token);
  const request = await apiCall(
    "POST",
    "transactions/cash-advance/request",
    { date: "2026-03-02", purpose_date: "2026-03-02", advance_type: "travel", employee_id: employee.data.id, request_amount: "4000000", notes: "Factory visit, Houston" },
    owner.token,
  );
  await apiCall("POST", `transactions/cash-advance/request/${request.data.id}/submit`, undefined, owner.token);
  advanceRequest = request.data.id;
  const dollars = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=1102.03", undefined, owner.token);
  const usdBank = await apiCall("POST", "master-data/cashbank", { code: "BRIUSD", name: "BRI USD", account_id: dollars.data.find((a) => a.code === "1102.03").id, currency: "USD" }, owner.token);
  usdBankId = usdBank.data.id;
});
after(async () => {
  await browser?.close();
});

test("a service invoice in US dollars with PPN at the KMK rate, paid from the rupiah account at the bank's rate", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/purchase-invoice/invoice-service/add`);
  await page.getByTestId("invoice-form").waitFor();
  await pick(page, page.getByTestId("invoice-vendor"), "Atlas", "Atlas Engineering Inc");
  // The vendor's currency and the booking rate of the invoice date come in by themselves.
  await page.getByTestId("document-currency").getByText("USD").waitFor();
  await page.getByTestId("document-rate").and(page.locator('[value="15800"]')).waitFor();
  await page.getByTestId("invoice-vendor-number").fill("AE-2026-0107");
  const line = page.getByTestId("line-0");
  await pick(page, line.locator(".line-account .ant-select"), "6102", "6102");
  await line.locator(".line-description input").fill("Commissioning engineer, 2 days");
  await line.locator(".line-price input").fill("1000");
  await pick(page, line.locator(".line-tax .ant-select"), "PPN11", "PPN 12%");
  // With PPN, the KMK rate of the date too; the payable in dollars and in rupiah.
  await page.getByTestId("document-tax-rate").and(page.locator('[value="15750"]')).waitFor();
  await page.getByTestId("invoice-payable").getByText("1,110.00").waitFor();
  await page.getByTestId("invoice-payable-base").getByText("17,538,000.00").waitFor();
  await page.getByText("Payable (USD)").first().waitFor();
  await screenshot(page, "desktop-purchase-invoice-usd-form");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/transactions\/purchase-invoice\/detail\//);
  await page.getByTestId("invoice-heading").waitFor();
  await page.getByTestId("document-submit").click();
  await page.getByText("Approve this invoice ?").waitFor();
  await page.locator(".ant-popconfirm:visible .ant-btn-primary").click();
  await page.getByTestId("invoice-posted").waitFor();
  await page.getByTestId("figure-outstanding-base").getByText("17,538,000.00").waitFor();
  // PPN in rupiah at the KMK rate: 15 750 000 × 11/12 × 12%.
  await page.getByTestId("invoice-vat-base").getByText("1,732,500.00").waitFor();
  await screenshot(page, "desktop-purchase-invoice-usd");

  await page.getByTestId("invoice-pay").click();
  await page.getByTestId("payment-form").waitFor();
  await page.getByTestId("open-invoices").getByText("USD").first().waitFor();
  await pick(page, page.getByTestId("payment-cashbank"), "BCA", "BCA Operasional");
  // The bank's rate of the day is typed: 16 000; USD 1 110 leaves the bank as 17 760 000, a loss of 222 000.
  const rate = page.getByTestId("document-rate");
  await rate.and(page.locator('[value="15800"]')).waitFor();
  await rate.fill("16000");
  await page.getByTestId("payment-cash-out-base").getByText("17,760,000.00").waitFor();
  await page.getByTestId("payment-exchange-difference").getByText("222,000.00").waitFor();
  await page.getByText("Exchange difference (loss)").waitFor();
  await screenshot(page, "desktop-purchase-payment-usd-form");
  await page.getByTestId("payment-save").click();
  await page.waitForURL(/\/transactions\/purchase-payment\/detail\//);
  await page.getByTestId("payment-exchange-difference").getByText("222,000.00").waitFor();
  await page.getByTestId("payment-lines").getByText("17,538,000.00").waitFor();
  await screenshot(page, "desktop-purchase-payment-usd");
  await page.context().close();
});

test("the dollar purchase invoice in Indonesian: the rates and the rupiah beside the dollars", async () => {
  const page = await newPage(browser, undefined, { language: "id" });
  await page.goto(`${BASE_URL}/auth/login`);
  await page.getByTestId("language-id").click();
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/purchase-invoice`);
  await page.getByText("AE-2026-0107").first().click();
  await page.waitForURL(/\/transactions\/purchase-invoice\/detail\//);
  await page.getByText("Kurs pajak, KMK (IDR per USD)").waitFor();
  await page.getByText("Utang dalam IDR").first().waitFor();
  await screenshot(page, "desktop-purchase-invoice-usd-id");
  await page.context().close();
});

test("a bank payment from the dollar account: in dollars at the booking rate, the total in rupiah beside", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/cashbank/add/bank-out/BBK`);
  await page.getByTestId("cashbank-form").waitFor();
  await choose(page, page.getByTestId("cashbank-account"), "BRI USD (USD)");
  await page.getByTestId("document-rate").and(page.locator('[value="15800"]')).waitFor();
  await page.getByTestId("line-0").locator(".line-debit input").fill("120.50");
  await page.getByTestId("cashbank-total-base").getByText("1,903,900.00").waitFor();
  await page.getByTestId("cashbank-description").fill("Wire fee, Atlas Engineering");
  await screenshot(page, "desktop-cashbank-usd-payment-form");
  await page.getByTestId("cashbank-save-post").click();
  await page.waitForURL(/\/transactions\/cashbank\/detail\/[^/]+\/BBK$/);
  await page.getByTestId("cashbank-posted").waitFor();
  await page.getByTestId("figure-total-base").getByText("1,903,900.00").waitFor();
  await screenshot(page, "desktop-cashbank-usd-payment");
  // The cash book of the dollar account: the payment in dollars and the dollars left beside the rupiah.
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`${BASE_URL}/report/cash-bank?cashbank_id=${usdBankId}&date_from=${today.slice(0, 4)}-01-01&date_to=${today}`);
  await page.getByText("Out (USD)").first().waitFor();
  await page.getByTestId("report-table-cash-bank").getByText("120.50").first().waitFor();
  await page.getByTestId("report-table-cash-bank").getByText("1,903,900.00").first().waitFor();
  await screenshot(page, "desktop-cash-book-usd");
  await page.context().close();
});

test("the payable aging in dollars: the dollar bills in dollars, their rupiah beside", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/report/purchase/aging`);
  await page.getByText("Payable aging").first().waitFor();
  await pick(page, page.getByTestId("filter-currency"), "USD", "USD · US dollar");
  await page.waitForURL(/currency=USD/);
  await page.getByText("In base currency").first().waitFor();
  await screenshot(page, "desktop-payable-aging-usd");
  await page.getByText("7,900,000.00").first().waitFor();
  await page.getByText("500.00").first().waitFor();
  await screenshot(page, "desktop-payable-aging-usd");
  await page.context().close();
});

test("a travel advance paid in dollars: the advance stays the request's rupiah, the difference is shown", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/cash-advance/add?request_id=${advanceRequest}`);
  await page.getByTestId("advance-form").waitFor();
  await choose(page, page.getByTestId("advance-cashbank"), "BRI USD (USD)");
  await page.getByTestId("advance-amount-currency").fill("250");
  const rate = page.getByTestId("document-rate");
  await rate.and(page.locator('[value="15800"]')).waitFor();
  await rate.fill("16100");
  await screenshot(page, "desktop-cash-advance-usd-form");
  await page.getByTestId("advance-pay").click();
  await confirm(page, "Pay");
  await page.waitForURL(/\/transactions\/cash-advance\/detail\//);
  await page.getByTestId("advance-amount-currency").getByText("250.00").waitFor();
  await page.getByTestId("advance-balance").getByText("4,000,000.00").waitFor();
  await page.getByText("Exchange difference (loss)").waitFor();
  await screenshot(page, "desktop-cash-advance-usd");
  await page.context().close();
});
