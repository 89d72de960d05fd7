// Documents read as documents (issue 25, item 1; item 3's quick-create; month names in the UI language):
// an approved sales invoice shows its figures first, its payment linked both ways and one history;
// a cancelled payment says so; a customer is created from the invoice's select without leaving the
// form; the Indonesian interface shows Indonesian month names in a filter's date picker. A payment
// voucher and its payment, a cash advance and its realisation read their figures first and lead to
// each other. Screenshots at 1366 × 768 in both skins.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, hasNoHorizontalOverflow, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { pick } from "./support/forms.mjs";

let browser;
let owner;
let invoice;
let payment;
let cancelledInvoice;

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Rina Marlina", "PT Baca Dokumen");
  const bankAccount = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=1102.02", undefined, owner.token);
  const customer = await apiCall("POST", "master-data/contact", { code: "C001", name: "PT Pembaca Setia", contact_types: ["customer"], term_of_payment: 30 }, owner.token);
  const service = await apiCall("POST", "master-data/product", { code: "JSA", name: "Jasa konsultasi", product_type: "service" }, owner.token);
  const bank = await apiCall("POST", "master-data/cashbank", { code: "BCA", name: "BCA Operasional", account_id: bankAccount.data.find((a) => a.code === "1102.02").id }, owner.token);
  const created = await apiCall(
    "POST",
    "transactions/sales-invoice",
    { contact_id: customer.data.id, invoice_date: "2026-03-02", details: [{ product_id: service.data.id, quantity: "1", price: "2500000" }] },
    owner.token,
  );
  invoice = (await apiCall("POST", `transactions/sales-invoice/${created.data.id}/submit`, undefined, owner.token)).data;
  const paid = await apiCall(
    "POST",
    "transactions/sales-payment",
    { cashbank_id: bank.data.id, contact_id: customer.data.id, date: "2026-03-10", received: "1000000", details: [{ invoice_id: invoice.id, amount: "1000000" }] },
    owner.token,
  );
  payment = paid.data.status === "draft" ? (await apiCall("POST", `transactions/sales-payment/${paid.data.id}/submit`, undefined, owner.token)).data : paid.data;
  // A vendor's bill posted, then cancelled (its journal reversed).
  const expense = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=6102", undefined, owner.token);
  const vendor = await apiCall("POST", "master-data/contact", { code: "V001", name: "CV Pemasok Jujur", contact_types: ["vendor"] }, owner.token);
  const bill = await apiCall(
    "POST",
    "transactions/purchase-invoice",
    { kind: "service", contact_id: vendor.data.id, vendor_invoice_number: "INV-77", date: "2026-03-03", lines: [{ account_id: expense.data.find((a) => a.code === "6102").id, quantity: "1", price: "750000" }] },
    owner.token,
  );
  await apiCall("POST", `transactions/purchase-invoice/${bill.data.id}/submit`, undefined, owner.token);
  cancelledInvoice = (await apiCall("POST", `transactions/purchase-invoice/${bill.data.id}/cancel`, { note: "Tagihan ganda" }, owner.token)).data;
});
after(async () => {
  await browser?.close();
});

test("an approved invoice reads as a document: figures first, its payment linked both ways, one history", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/sales-invoice/edit/${invoice.id}`);
  const view = page.getByTestId("document-view");
  await view.waitFor();
  // Not a greyed-out form: no inputs at all, the figures above the facts.
  assert.equal(await view.locator("input, .ant-select").count(), 0);
  await page.getByTestId("figure-total").getByText("2,500,000.00").waitFor();
  await page.getByTestId("figure-outstanding").getByText("1,500,000.00").waitFor();
  // One history: the approval panel's, none repeated in the view.
  assert.equal(await page.getByTestId("approval-history").count(), 1);
  assert.equal(await page.getByTestId("document-history").count(), 0);
  assert.ok(await hasNoHorizontalOverflow(page), "the invoice is no wider than the window");
  await screenshot(page, "document-view-invoice");

  // Invoice → its payment → back to the invoice.
  await page.getByTestId("invoice-payments").getByRole("link", { name: payment.number }).click();
  await page.waitForURL(`**/transactions/sales-payment/detail/${payment.id}`);
  await page.getByTestId("figure-received").getByText("1,000,000.00").waitFor();
  await page.getByTestId("payment-view-invoices").getByRole("link", { name: invoice.number }).click();
  await page.waitForURL(`**/transactions/sales-invoice/edit/${invoice.id}`);
  await page.getByTestId("document-view").waitFor();

  // The dark skin reads the same.
  await page.getByTestId("skin-toggle").click();
  await page.getByTestId("figure-total").waitFor();
  await screenshot(page, "document-view-invoice-dark");
  await page.getByTestId("skin-toggle").click();
  await page.context().close();
});

test("a cancelled invoice says it is cancelled, by whom and why, as a document", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/purchase-invoice/detail/${cancelledInvoice.id}`);
  await page.getByTestId("document-view").waitFor();
  await page.getByTestId("invoice-heading").getByText("Cancelled").waitFor();
  // Said at the top, with who, when and why.
  await page.locator(".ant-alert", { hasText: "Cancelled by Rina Marlina" }).getByText("Tagihan ganda").waitFor();
  await page.getByTestId("approval-history").getByText("Rina Marlina cancelled").waitFor();
  await page.getByTestId("approval-history").getByText("Tagihan ganda").waitFor();
  assert.equal(await page.getByTestId("document-view").locator("input").count(), 0);
  await page.getByTestId("figure-payable").getByText("750,000.00").waitFor();
  await screenshot(page, "document-view-invoice-cancelled");
  await page.context().close();
});

test("a voucher and its payment read figures first and lead to each other", async () => {
  const bankAccount = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=1102.02", undefined, owner.token);
  const bank = await apiCall("POST", "master-data/cashbank", { code: "MDR", name: "Mandiri Operasional", account_id: bankAccount.data.find((a) => a.code === "1102.02").id }, owner.token);
  const expense = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=6102", undefined, owner.token);
  const vendor = await apiCall("POST", "master-data/contact", { code: "V002", name: "CV Listrik Terang", contact_types: ["vendor"] }, owner.token);
  const bill = await apiCall(
    "POST",
    "transactions/purchase-invoice",
    { kind: "service", contact_id: vendor.data.id, vendor_invoice_number: "INV-88", date: "2026-03-04", lines: [{ account_id: expense.data.find((a) => a.code === "6102").id, quantity: "1", price: "900000" }] },
    owner.token,
  );
  await apiCall("POST", `transactions/purchase-invoice/${bill.data.id}/submit`, undefined, owner.token);
  const created = await apiCall("POST", "transactions/payment-voucher", { date: "2026-03-05", planned_date: "2026-03-09", lines: [{ invoice_id: bill.data.id, amount: "900000" }] }, owner.token);
  const voucher = (await apiCall("POST", `transactions/payment-voucher/${created.data.id}/submit`, undefined, owner.token)).data;
  const paid = await apiCall(
    "POST",
    "transactions/purchase-payment",
    { date: "2026-03-09", cashbank_id: bank.data.id, voucher_id: voucher.id, lines: [{ invoice_id: bill.data.id, amount: "600000" }] },
    owner.token,
  );

  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/payment-voucher/detail/${voucher.id}`);
  await page.getByTestId("figure-total").getByText("900,000.00").waitFor();
  await page.getByTestId("figure-paid").getByText("600,000.00").waitFor();
  await page.getByTestId("figure-outstanding").getByText("300,000.00").waitFor();
  assert.equal(await page.getByTestId("document-view").locator("input").count(), 0);
  await screenshot(page, "document-view-voucher");
  // Voucher → its payment → back to the voucher.
  await page.getByTestId("voucher-payments").getByRole("link", { name: paid.data.number }).click();
  await page.waitForURL(`**/transactions/purchase-payment/detail/${paid.data.id}`);
  await page.getByTestId("figure-paid").getByText("600,000.00").waitFor();
  await page.getByTestId("figure-invoices").getByText("1", { exact: true }).waitFor();
  await screenshot(page, "document-view-purchase-payment");
  await page.getByRole("link", { name: "Open the voucher" }).click();
  await page.waitForURL(`**/transactions/payment-voucher/detail/${voucher.id}`);
  await page.getByTestId("voucher-payments").waitFor();
  await page.context().close();
});

test("a cash advance reads its figures first and leads to its realisation and back", async () => {
  const employee = await apiCall("POST", "master-data/employee", { code: "KRY-21", name: "Dimas Saputra" }, owner.token);
  const bankAccount = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=1102.02", undefined, owner.token);
  const bank = await apiCall("POST", "master-data/cashbank", { code: "BNI", name: "BNI Perjalanan", account_id: bankAccount.data.find((a) => a.code === "1102.02").id }, owner.token);
  // No approval levels in this company: the request is approved when submitted.
  const request = await apiCall(
    "POST",
    "transactions/cash-advance/request",
    { date: "2026-03-02", purpose_date: "2026-03-03", advance_type: "travel", employee_id: employee.data.id, request_amount: "1000000" },
    owner.token,
  );
  await apiCall("POST", `transactions/cash-advance/request/${request.data.id}/submit`, {}, owner.token);
  const advance = await apiCall("POST", "transactions/cash-advance", { cash_advance_request_id: request.data.id, date: "2026-03-03", cashbank_id: bank.data.id }, owner.token);
  const expense = (await apiCall("GET", "master-data/chart-of-account?postable=true&q=6104", undefined, owner.token)).data[0];
  const realisation = await apiCall(
    "POST",
    "transactions/cash-advance/realisation",
    { cash_advance_id: advance.data.id, date: "2026-03-06", details: [{ account_id: expense.id, description: "Tiket dan hotel", amount: "800000" }] },
    owner.token,
  );
  const posted = (await apiCall("POST", `transactions/cash-advance/realisation/${realisation.data.id}/submit`, {}, owner.token)).data;

  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/cash-advance/detail/${advance.data.id}`);
  await page.getByTestId("figure-amount").getByText("1,000,000.00").waitFor();
  await page.getByTestId("figure-realised").getByText("800,000.00").waitFor();
  await page.getByTestId("figure-balance").getByText("200,000.00").waitFor();
  await screenshot(page, "document-view-cash-advance");
  // Advance → its realisation → back to the advance.
  await page.getByTestId("advance-follow-ups").getByRole("link", { name: posted.number }).click();
  await page.waitForURL(`**/transactions/cash-advance/realisation/detail/${advance.data.id}`);
  await page.getByTestId("figure-realised").getByText("800,000.00").waitFor();
  await page.getByTestId("figure-difference").getByText("200,000.00").waitFor();
  await screenshot(page, "document-view-realisation");
  await page.getByTestId("realisation-advance-link").getByRole("link").click();
  await page.waitForURL(`**/transactions/cash-advance/detail/${advance.data.id}`);
  await page.getByTestId("advance-follow-ups").waitFor();
  await page.context().close();
});

test("a customer is created from the invoice's select without leaving the form", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/sales-invoice/add`);
  await page.getByTestId("invoice-form").waitFor();
  await page.getByTestId("invoice-customer").click();
  // The entry reads in the app's own texts before the contact form's chunk has loaded.
  await page.getByTestId("quick-create").getByText("New contact", { exact: true }).waitFor();
  await page.getByTestId("quick-create").click();
  const modal = page.getByTestId("quick-create-modal");
  await modal.getByTestId("contact-form").waitFor();
  // A customer select's new contact is a customer.
  assert.ok(await modal.getByTestId("contact-types").locator("input[value=customer]").isChecked());
  await modal.locator("#name").fill("CV Pelanggan Baru");
  await screenshot(page, "quick-create-contact");
  await modal.getByTestId("form-save").click();
  await modal.waitFor({ state: "hidden" });
  // Chosen at once, on the invoice still being typed.
  await page.getByTestId("invoice-customer").getByText("CV Pelanggan Baru").waitFor();
  assert.match(new URL(page.url()).pathname, /\/transactions\/sales-invoice\/add$/);
  await page.locator("#bill_to").filter({ hasText: "CV Pelanggan Baru" }).waitFor();
  await page.context().close();
});

test("the Indonesian interface names months in Indonesian in a filter's date picker", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/sales-invoice`);
  await page.getByTestId("language-id").click();
  const range = page.locator(".ant-picker-range").first();
  await range.click();
  const panel = page.locator(".ant-picker-dropdown:visible");
  await panel.locator(".ant-picker-month-btn").first().click();
  await panel.getByText("Mei", { exact: true }).waitFor();
  await panel.getByText("Agt", { exact: true }).waitFor();
  assert.equal(await panel.getByText("May", { exact: true }).count(), 0);
  await screenshot(page, "document-list-picker-id");
  // The list's dates too: 02 Mar 2026 reads the same, the picker's typed form is DD MMM YYYY.
  await page.keyboard.press("Escape");
  await page.getByTestId("language-en").click();
  await page.context().close();
});
