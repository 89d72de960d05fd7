// Sales (issue 11), the main path in Chromium: an invoice of three lines (a discounted product with
// PPN, a service with PPN, a tax-free fee on an account) is approved after the spec's confirmation
// ("Approve this invoice ?" / "This will create AR journal for this invoice"), printed, partly paid
// with PPh 23 withheld; the receivable aging moves each time; the invoice is deleted after the
// spec's confirmation, taking its payment with it. The list is checked in Indonesian too.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { pick } from "./support/forms.mjs";

let browser;
let owner;
let customerId;
const today = new Date().toISOString().slice(0, 10);

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Dewi Lestari", "PT Jual Terus");
  const accounts = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=4101", undefined, owner.token);
  const bankAccount = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=1102.02", undefined, owner.token);
  const customer = await apiCall(
    "POST",
    "master-data/contact",
    { code: "C001", name: "PT Pelanggan Setia", contact_types: ["customer"], npwp: "01.250.290.9-801.000", address: "Jl. Gatot Subroto 5, Jakarta", term_of_payment: 30 },
    owner.token,
  );
  customerId = customer.data.id;
  await apiCall(
    "POST",
    "master-data/product",
    { code: "KRD", name: "Kardus besar", product_type: "goods", selling_price: "333333", sales_account_id: accounts.data.find((a) => a.code === "4101").id },
    owner.token,
  );
  await apiCall("POST", "master-data/product", { code: "JSA", name: "Jasa pengemasan", product_type: "service" }, owner.token);
  await apiCall("POST", "master-data/cashbank", { code: "BCA", name: "BCA Operasional", account_id: bankAccount.data.find((a) => a.code === "1102.02").id }, owner.token);
});
after(async () => {
  await browser?.close();
});

const agingTotal = async () => (await apiCall("GET", `report/sales-aging?date=${today}`, undefined, owner.token)).data.totals.total;

/** Confirms an antd Popconfirm after checking its question and text. */
async function confirm(page, title, description) {
  const box = page.locator(".ant-popconfirm:visible");
  await box.getByText(title, { exact: true }).waitFor();
  await box.getByText(description, { exact: true }).waitFor();
  await box.locator(".ant-btn-primary").click();
}

test("invoice with three lines → approve → print → partial payment with PPh 23 → aging moves → delete", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  assert.equal(await agingTotal(), "0.00");

  await page.goto(`${BASE_URL}/transactions/sales-invoice/add`);
  await page.getByTestId("invoice-form").waitFor();
  await pick(page, page.getByTestId("invoice-customer"), "Setia", "PT Pelanggan Setia");
  // Line 1: the product brings its price (333 333); 3 of them less 10%, PPN 12% on 11/12.
  const first = page.getByTestId("line-0");
  await pick(page, first.locator(".line-product .ant-select"), "Kardus", "Kardus besar");
  await first.locator(".line-quantity input").fill("3");
  await first.locator(".line-discount input").fill("10");
  await pick(page, first.locator(".line-tax .ant-select"), "PPN11", "PPN11");
  // Line 2: a service at 1 000 000 with PPN.
  await page.getByTestId("line-add").click();
  const second = page.getByTestId("line-1");
  await pick(page, second.locator(".line-product .ant-select"), "Jasa", "Jasa pengemasan");
  await second.locator(".line-price input").fill("1000000");
  await pick(page, second.locator(".line-tax .ant-select"), "PPN11", "PPN11");
  // Line 3: a tax-free fee on an account.
  await page.getByTestId("line-add").click();
  const third = page.getByTestId("line-2");
  await third.locator(".line-description input").fill("Biaya dokumen");
  await pick(page, third.locator(".line-account .ant-select"), "4102", "4102");
  await third.locator(".line-price input").fill("50000");
  // Taxed DPP 1 899 999.10 × 11/12 = 1 741 665.84; × 12% = 208 999.90 → 208 999 (down to the rupiah).
  await page.getByTestId("invoice-total").getByText("2,158,998.10").waitFor();
  await screenshot(page, "sales-invoice-form");

  await page.getByTestId("document-submit").click();
  await confirm(page, "Approve this invoice ?", "This will create AR journal for this invoice");
  await page.waitForURL(/\/transactions\/sales-invoice\/edit\//);
  await page.getByTestId("invoice-heading").getByText("Approved").waitFor();
  await page.getByTestId("invoice-state").waitFor();
  const invoiceId = page.url().split("/").pop();
  assert.equal(await agingTotal(), "2158998.10");
  await screenshot(page, "sales-invoice-approved");

  // Print: the A4 invoice opens in the page.
  await page.getByTestId("invoice-print").click();
  await page.waitForURL(/\/prints\//);
  await page.getByTestId("invoice-print-frame").waitFor();

  // A partial payment: 1 000 000 of the invoice, of which PPh 23 of 20 000 was withheld.
  await page.goto(`${BASE_URL}/transactions/sales-invoice/edit/${invoiceId}`);
  await page.getByTestId("invoice-receive-payment").click();
  await page.waitForURL(/\/transactions\/sales-payment\/invoice/);
  await page.getByTestId("payment-invoices").getByText("2,158,998.10").first().waitFor();
  await pick(page, page.getByTestId("payment-cashbank"), "BCA", "BCA Operasional");
  const amount = page.getByTestId("payment-amount-0");
  await amount.fill("");
  await amount.fill("1000000");
  await page.getByTestId("deduction-add").click();
  await pick(page, page.getByTestId("deduction-tax-0"), "PPH23", "PPH23");
  // PPh 23 fills in at 2% of the invoice's service DPP: the packing service and the document fee
  // (a line without a product counts as a service), 1 050 000 → 21 000. The customer withheld on the
  // packing service only: the amount is edited.
  const withheld = page.getByTestId("deduction-amount-0");
  await page.waitForFunction((el) => /^21,000(\.00)?$/.test(el.value), await withheld.elementHandle());
  await withheld.fill("20000");
  await page.getByTestId("payment-received").fill("980000");
  await page.getByTestId("payment-figures").getByText("1,000,000.00").waitFor();
  await screenshot(page, "sales-payment-form");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/transactions\/sales-payment\/detail\//);
  await page.getByTestId("payment-detail").getByText("980,000.00").first().waitFor();
  const paymentId = page.url().split("/").pop();

  // The aging moved: what is left of the invoice, in the current bucket.
  assert.equal(await agingTotal(), "1158998.10");
  await page.goto(`${BASE_URL}/report/sales-aging?date=${today}`);
  await page.getByText("1,158,998.10").first().waitFor();
  await screenshot(page, "sales-aging");

  // Delete the invoice after the spec's confirmation: its payment goes too.
  await page.goto(`${BASE_URL}/transactions/sales-invoice/edit/${invoiceId}`);
  await page.getByTestId("invoice-heading").getByText("Partly paid").waitFor();
  await page.getByTestId("invoice-delete").click();
  await confirm(page, "Delete this invoice ?", "This will removing all journal and payment that already builded");
  await page.waitForURL((url) => url.pathname === "/transactions/sales-invoice");
  const invoice = await fetch(`${BASE_URL}/api/transactions/sales-invoice/${invoiceId}`, { headers: { authorization: `Bearer ${owner.token}` } });
  assert.equal(invoice.status, 404);
  const payment = await fetch(`${BASE_URL}/api/transactions/sales-payment/${paymentId}`, { headers: { authorization: `Bearer ${owner.token}` } });
  assert.equal(payment.status, 404);
  assert.equal(await agingTotal(), "0.00");
  await page.context().close();
});

test("the invoice list and the confirmation in Indonesian", async () => {
  const created = await apiCall(
    "POST",
    "transactions/sales-invoice",
    { contact_id: customerId, invoice_date: today, details: [{ description: "Sewa gudang", account_id: (await apiCall("GET", "master-data/chart-of-account?q=4102", undefined, owner.token)).data[0].id, quantity: 1, price: 750000 }] },
    owner.token,
  );
  const page = await newPage(browser, undefined, { language: "id" });
  await page.goto(`${BASE_URL}/auth/login`);
  await page.getByTestId("language-id").click();
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/sales-invoice`);
  await page.getByRole("heading", { name: "Faktur penjualan" }).waitFor();
  await page.getByTestId("invoice-table").getByText("PT Pelanggan Setia").first().waitFor();
  await page.goto(`${BASE_URL}/transactions/sales-invoice/edit/${created.data.id}`);
  await page.getByTestId("document-submit").click();
  await confirm(page, "Setujui faktur ini ?", "Ini akan membuat jurnal piutang untuk faktur ini");
  await page.getByTestId("invoice-heading").getByText("Belum dibayar").waitFor();
  await screenshot(page, "sales-invoice-id");
  await page.context().close();
});
