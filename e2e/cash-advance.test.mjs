// Employee cash advances (issue #14), one advance's whole life in the browser: the owner asks for
// 2,000,000 for an employee and submits the request; the approver grants 1,500,000 on the
// request-approval screen; the owner pays it from the petty cash account (prints it for the
// employee's signature), realises 1,200,000 with the hotel receipt uploaded as an attachment, and
// records the 300,000 refund, which closes the advance. The per-employee report shows it; the list
// reads in Indonesian.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, downloadPrint, launchBrowser, loginThroughUi, memberWithRole, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { choose, navigatesTo, pick, toast } from "./support/forms.mjs";

let browser;
let owner;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Dewi Lestari", "PT Kasbon Lancar");
});
after(async () => {
  await browser?.close();
});

const member = (name, roleName, permissions) => memberWithRole(owner, name, roleName, permissions);

/** Confirms the visible popconfirm with its button of this name. */
const confirm = (page, name) => page.locator(".ant-popconfirm:visible").getByRole("button", { name }).click();

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("one cash advance from request to close: approved amount, payment, realisation with a receipt, refund", async () => {
  await apiCall("POST", "master-data/employee", { code: "KRY-07", name: "Agus Prasetyo" }, owner.token);
  const accounts = await apiCall("GET", "master-data/chart-of-account?postable=true&q=1101.01", undefined, owner.token);
  await apiCall("POST", "master-data/cashbank", { code: "KAS-KECIL", name: "Kas kecil kantor", account_id: accounts.data[0].id }, owner.token);
  // A cash box refuses to go below zero (issue 25, item 7): the petty cash is filled before it pays advances.
  const capital = (await apiCall("GET", "master-data/chart-of-account?q=3101", undefined, owner.token)).data.find((a) => a.code === "3101");
  const now = new Date();
  const filled = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  await apiCall(
    "POST",
    "transactions/journal",
    { date: filled, description: "Pengisian kas kecil", details: [{ account_id: accounts.data[0].id, debit: "20000000" }, { account_id: capital.id, credit: "20000000" }] },
    owner.token,
  );
  const approver = await member("Hendra Gunawan", "Kepala bagian", [
    { action: "read", resource: "TxCashAdvanceRequest" },
    { action: "read", resource: "TxModuleApproval" },
  ]);
  await apiCall(
    "PUT",
    "settings/module-approval/cash_advance_request",
    { levels: [{ limit_type: "all", approvers: [{ type: "user", id: approver.id }] }] },
    owner.token,
  );

  // The owner asks for 2,000,000 for Agus and submits it.
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.getByTestId("side-menu").getByText("Cash advances").first().click();
  await page.getByTestId("side-menu").getByText("Requests").click();
  await page.waitForURL(/\/transactions\/cash-advance\/request$/);
  await page.getByTestId("request-add").click();
  await pick(page, page.getByTestId("request-employee"), "Agus", "Agus Prasetyo");
  await page.getByTestId("request-amount").fill("2,000,000");
  await page.getByTestId("request-notes").fill("Kunjungan pelanggan Surabaya");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/request\/detail\//);
  const requestUrl = page.url();
  await page.getByTestId("document-submit").click();
  await confirm(page, "Submit");
  await page.getByTestId("request-heading").getByText("Pending approval").waitFor();
  await page.getByTestId("approval-panel").getByText("Hendra Gunawan").waitFor();
  await screenshot(page, "desktop-cash-advance-request-pending");

  // The approver grants 1,500,000: more than asked is refused first.
  const approverPage = await newPage(browser);
  await loginThroughUi(approverPage, approver.email);
  await approverPage.goto(`${BASE_URL}/transactions/cash-advance/request-approval`);
  const row = approverPage.getByTestId("approval-table").getByRole("row", { name: /Agus Prasetyo/ });
  await row.getByText("Waiting for you").waitFor();
  await row.click();
  await approverPage.waitForURL(/\/request-approval\/detail\//);
  const amount = approverPage.getByTestId("approved-amount");
  await amount.fill("2,500,000");
  await approverPage.getByTestId("approval-approve").click();
  await confirm(approverPage, "Approve");
  await approverPage.getByText("The approved amount field may not be greater than 2000000.00").waitFor();
  await amount.fill("1,500,000");
  await screenshot(approverPage, "desktop-cash-advance-request-approval");
  await approverPage.getByTestId("approval-approve").click();
  await confirm(approverPage, "Approve");
  await approverPage.waitForURL(/\/request-approval$/);
  await approverPage.context().close();

  // The owner pays it from the petty cash and prints it for Agus to sign.
  await page.goto(requestUrl);
  await page.getByTestId("request-heading").getByText("Approved", { exact: true }).waitFor();
  await page.getByTestId("request-approved-amount").getByText("1,500,000.00").waitFor();
  await page.getByTestId("request-pay").click();
  await page.waitForURL(/\/transactions\/cash-advance\/add\?request_id=/);
  await page.getByTestId("request-summary").getByText("1,500,000.00").waitFor();
  await choose(page, page.getByTestId("advance-cashbank"), "KAS-KECIL");
  await page.getByTestId("advance-form").getByText("KAS-KECIL · ").filter({ visible: true }).first().waitFor();
  await page.getByTestId("advance-pay").click();
  await confirm(page, "Pay");
  await navigatesTo(page, /\/transactions\/cash-advance\/detail\//);
  const advanceUrl = page.url();
  await page.getByTestId("settlement-status").getByText("Paid, not realised").waitFor();
  await page.getByTestId("advance-balance").getByText("1,500,000.00").waitFor();
  // Print previews the voucher (issue 25); its Download saves the same PDF.
  await page.getByTestId("advance-print").click();
  const print = await downloadPrint(page, page.getByTestId("print-preview"));
  assert.match(print.suggestedFilename(), /^UM-\d{4}-\d{2}-0001\.pdf$/);
  assert.equal(readFileSync(await print.path()).subarray(0, 5).toString(), "%PDF-");
  await page.keyboard.press("Escape");
  await page.getByTestId("print-preview").waitFor({ state: "detached" });
  await screenshot(page, "desktop-cash-advance-paid");

  // Realisation: 1,200,000 of expenses, the hotel receipt attached, then posted.
  await page.getByTestId("advance-realise").click();
  await page.waitForURL(/\/realisation\/detail\//);
  await pick(page, page.getByTestId("line-account-0"), "6104", "6104");
  await page.getByTestId("line-description-0").fill("Hotel dan transport");
  await page.getByTestId("line-amount-0").fill("1,200,000");
  await page.getByTestId("realisation-difference").getByText("To refund: 300,000.00").waitFor();
  await page.getByTestId("form-save").click();
  await toast(page, "Saved successfully.");
  const card = page.getByTestId("attachments");
  await card.locator("input[type=file]").setInputFiles({ name: "kwitansi-hotel.png", mimeType: "image/png", buffer: PNG });
  await card.locator("tr", { hasText: "kwitansi-hotel.png" }).waitFor();
  await page.getByTestId("document-submit").click();
  await confirm(page, "Post");
  await page.getByTestId("realisation-heading").getByText("Approved").waitFor();
  await screenshot(page, "desktop-cash-advance-realisation");

  // The refund of what is left closes it.
  await page.goto(advanceUrl);
  await page.getByTestId("settlement-status").getByText("Realised, to settle").waitFor();
  await page.getByTestId("advance-settle").click();
  await page.waitForURL(/\/refund\/detail\//);
  await page.getByTestId("refund-kind").getByText("Refund: the employee returns 300,000.00").waitFor();
  await choose(page, page.getByTestId("refund-cashbank"), "KAS-KECIL");
  await page.getByTestId("refund-save").click();
  await confirm(page, "Record refund");
  await page.getByTestId("refund-settled").waitFor();
  await page.getByTestId("refund-history").getByText("Refund").first().waitFor();
  await page.getByTestId("settlement-status").getByText("Closed").waitFor();
  await screenshot(page, "desktop-cash-advance-refund");

  // The per-employee report: taken 1,500,000, realised 1,200,000, refunded 300,000, nothing outstanding.
  await page.goto(`${BASE_URL}/report/cash-advance`);
  const reportRow = page.locator("tr", { hasText: "Agus Prasetyo" }).first();
  await reportRow.waitFor();
  await reportRow.getByText("1,500,000.00").waitFor();
  await reportRow.getByText("300,000.00").waitFor();
  await screenshot(page, "desktop-cash-advance-report");
  await page.context().close();

  // In Indonesian: the list of advances.
  const idPage = await newPage(browser, undefined, { language: "id" });
  await idPage.goto(`${BASE_URL}/auth/login`);
  await idPage.getByTestId("language-id").click();
  await loginThroughUi(idPage, owner.email);
  await idPage.goto(`${BASE_URL}/transactions/cash-advance`);
  await idPage.getByRole("heading", { name: "Uang muka" }).waitFor();
  await idPage.getByTestId("advance-table").getByText("Selesai").waitFor();
  await idPage.getByTestId("advance-table").getByText("1.500.000,00").waitFor();
  await screenshot(idPage, "desktop-cash-advance-list-id");
  await idPage.context().close();
});

// cash-advance-ap: an advance realised beyond what was given, the shortfall posted to AP from the
// advance's page instead of a top-up in cash, then paid through payables' purchase payment; the
// advance closes and the cash-advance AP list shows it paid, also in Indonesian.
test("a shortfall posted to AP and paid later through payables", async () => {
  const other = await ownerWithCompany("Rina Wijaya", "PT Kasbon Utang");
  const employee = await apiCall("POST", "master-data/employee", { code: "KRY-11", name: "Bayu Nugroho" }, other.token);
  const accounts = await apiCall("GET", "master-data/chart-of-account?postable=true&q=1102", undefined, other.token);
  const bankAccount = accounts.data.find((a) => a.code.startsWith("1102."));
  const bank = await apiCall("POST", "master-data/cashbank", { code: "BCA-OPS", name: "Bank BCA Operasional", account_id: bankAccount.id }, other.token);
  // No approval levels in this company: the request is approved when submitted; paid and realised by API.
  const request = await apiCall(
    "POST",
    "transactions/cash-advance/request",
    { date: "2026-11-02", purpose_date: "2026-11-03", advance_type: "travel", employee_id: employee.data.id, request_amount: "1000000" },
    other.token,
  );
  await apiCall("POST", `transactions/cash-advance/request/${request.data.id}/submit`, {}, other.token);
  const advance = await apiCall("POST", "transactions/cash-advance", { cash_advance_request_id: request.data.id, date: "2026-11-03", cashbank_id: bank.data.id }, other.token);
  const expense = (await apiCall("GET", "master-data/chart-of-account?postable=true&q=6104", undefined, other.token)).data[0];
  const realisation = await apiCall(
    "POST",
    "transactions/cash-advance/realisation",
    { cash_advance_id: advance.data.id, date: "2026-11-10", details: [{ account_id: expense.id, description: "Tiket dan hotel", amount: "1350000" }] },
    other.token,
  );
  await apiCall("POST", `transactions/cash-advance/realisation/${realisation.data.id}/submit`, {}, other.token);

  const page = await newPage(browser);
  await loginThroughUi(page, other.email);
  await page.goto(`${BASE_URL}/transactions/cash-advance/detail/${advance.data.id}`);
  await page.getByTestId("advance-balance").getByText(/350,000\.00/).waitFor();
  await page.getByTestId("advance-post-ap").click();
  await page.waitForURL(/\/transactions\/ap-posting\/cash-advance-ap\/add\?cash_advance_id=/);
  await page.getByTestId("advance-summary").getByText("Bayu Nugroho").waitFor();
  const amount = page.getByTestId("advance-ap-amount");
  assert.equal(await amount.inputValue(), "350,000.00");
  // More than is owed is refused by the server, under the field.
  await amount.fill("400,000");
  await page.getByTestId("advance-ap-post").click();
  await confirm(page, "Post to AP");
  await page.getByText("The amount field may not be greater than 350000.00").waitFor();
  await amount.fill("350,000");
  await screenshot(page, "desktop-cash-advance-ap-form");
  await page.getByTestId("advance-ap-post").click();
  await confirm(page, "Post to AP");
  await page.waitForURL(/\/transactions\/ap-posting\/detail\//);
  await page.getByTestId("invoice-from-advance").waitFor();
  await page.getByTestId("invoice-heading").getByText("Approved").waitFor();
  await page.getByTestId("invoice-payable").getByText("350,000.00").waitFor();
  await screenshot(page, "desktop-cash-advance-ap-posted");

  // Paid through payables from the bank.
  await page.getByTestId("invoice-pay").click();
  await page.getByTestId("payment-form").waitFor();
  await pick(page, page.getByTestId("payment-cashbank"), "BCA", "Bank BCA Operasional");
  await page.getByTestId("payment-save").click();
  await toast(page, "Approved and posted to the ledger.");
  await page.getByTestId("payment-lines").getByText("Bayu Nugroho").waitFor();

  // The advance is closed; the list of advances posted to AP shows it paid, with its files page.
  await page.goto(`${BASE_URL}/transactions/cash-advance/detail/${advance.data.id}`);
  await page.getByTestId("settlement-status").getByText("Closed").waitFor();
  await page.getByTestId("side-menu").getByText("Posted to AP").click();
  await page.waitForURL(/\/transactions\/ap-posting\/cash-advance-ap$/);
  const row = page.getByTestId("advance-ap-table").getByRole("row", { name: /Bayu Nugroho/ });
  await row.getByText("Paid").waitFor();
  await screenshot(page, "desktop-cash-advance-ap-list");
  await row.getByRole("link", { name: "Files" }).click();
  await page.waitForURL(/\/cash-advance-ap\/listImage\//);
  await page.getByText(/Receipts of realisation RUM\//).waitFor();
  await page.context().close();

  const idPage = await newPage(browser, undefined, { language: "id" });
  await idPage.goto(`${BASE_URL}/auth/login`);
  await idPage.getByTestId("language-id").click();
  await loginThroughUi(idPage, other.email);
  await idPage.goto(`${BASE_URL}/transactions/ap-posting/cash-advance-ap`);
  await idPage.getByRole("heading", { name: "Uang muka yang diposting ke utang" }).waitFor();
  await idPage.getByTestId("advance-ap-table").getByText("Lunas").waitFor();
  await idPage.getByTestId("advance-ap-table").getByText("350.000,00").first().waitFor();
  await screenshot(idPage, "desktop-cash-advance-ap-list-id");
  await idPage.context().close();
});
