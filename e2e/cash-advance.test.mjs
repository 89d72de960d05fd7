// Employee cash advances (issue #14), one advance's whole life in the browser: the owner asks for
// 2,000,000 for an employee and submits the request; the approver grants 1,500,000 on the
// request-approval screen; the owner pays it from the petty cash account (prints it for the
// employee's signature), realises 1,200,000 with the hotel receipt uploaded as an attachment, and
// records the 300,000 refund, which closes the advance. The per-employee report shows it; the list
// reads in Indonesian.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, mailLink, newPage, ownerWithCompany, PASSWORD, screenshot, uniqueEmail } from "./support/helpers.mjs";
import { pick, toast } from "./support/forms.mjs";

let browser;
let owner;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Dewi Lestari", "PT Kasbon Lancar");
});
after(async () => {
  await browser?.close();
});

async function member(name, roleName, permissions) {
  const role = await apiCall("POST", "setting/role", { name: roleName, description: null, permissions }, owner.token);
  const email = uniqueEmail(name.split(" ")[0].toLowerCase());
  await apiCall("POST", "company/user-invitation", { name, email, role_ids: [role.data.id] }, owner.token);
  const token = (await mailLink(email)).split("/").pop();
  await apiCall("POST", "company/user-invitation/activation", { token, password: PASSWORD, password_confirmation: PASSWORD });
  const login = await apiCall("POST", "auth/login", { email, password: PASSWORD });
  return { name, email, id: login.data.user.id };
}

/** Picks an option of a select that has no search. */
async function choose(page, select, label) {
  await select.click();
  const option = page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: label }).first();
  await option.waitFor();
  await option.click();
}

/** Confirms the visible popconfirm with its button of this name. */
const confirm = (page, name) => page.locator(".ant-popconfirm:visible").getByRole("button", { name }).click();

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("one cash advance from request to close: approved amount, payment, realisation with a receipt, refund", async () => {
  await apiCall("POST", "master-data/employee", { code: "KRY-07", name: "Agus Prasetyo" }, owner.token);
  const accounts = await apiCall("GET", "master-data/chart-of-account?postable=true&q=1101.01", undefined, owner.token);
  await apiCall("POST", "master-data/cashbank", { code: "KAS-KECIL", name: "Kas kecil kantor", account_id: accounts.data[0].id }, owner.token);
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
  await page.getByTestId("advance-pay").click();
  await confirm(page, "Pay");
  await page.waitForURL(/\/transactions\/cash-advance\/detail\//);
  const advanceUrl = page.url();
  await page.getByTestId("settlement-status").getByText("Paid, not realised").waitFor();
  await page.getByTestId("advance-balance").getByText("1,500,000.00").waitFor();
  const [print] = await Promise.all([page.waitForEvent("download"), page.getByTestId("advance-print").click()]);
  assert.match(print.suggestedFilename(), /^UM-\d{4}-\d{2}-0001\.pdf$/);
  assert.equal(readFileSync(await print.path()).subarray(0, 5).toString(), "%PDF-");
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
