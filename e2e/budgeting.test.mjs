// Budgeting (issue 32): a finance manager pastes next year's budget from a spreadsheet and approves
// it; a purchase request beyond it is stopped, shown against what is left, and let through by the
// budget controller with a reason; the budget by month reads it; part of a line's December moves to
// another by a budget transfer. The list and report in Indonesian.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, downloadPrint, launchBrowser, loginThroughUi, memberWithRole, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { clickAndConfirm, navigatesTo, pick, toast } from "./support/forms.mjs";

const year = new Date().getFullYear() + 1;
const pad = (n) => String(n).padStart(2, "0");
// A budget is numbered by the day it is entered.
const number = `ANG/${new Date().getFullYear()}/${pad(new Date().getMonth() + 1)}/0001`;

let browser;
let owner;
let controller;
let marketing;
let brochure;

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Sari Wulandari", "PT Anggaran Tertib");
  const call = (method, url, body) => apiCall(method, url, body, owner.token);
  const accounts = (await call("GET", "master-data/chart-of-account?per_page=100&q=6106")).data;
  marketing = (await call("POST", "master-data/work-unit", { code: "MKT", name: "Pemasaran" })).data;
  brochure = (await call("POST", "master-data/product", { code: "BRS", name: "Brosur", product_type: "service", purchase_account_id: accounts.find((a) => a.code === "6106").id })).data;
  controller = await memberWithRole(owner, "Budi Pengendali", "Pengendali anggaran", [
    { action: "read", resource: "TxBudgeting" },
    { action: "read", resource: "TxPurchaseRequest" },
  ]);
  await call("PUT", "settings/budget-control", { controls: [{ document_type: "purchase_request", basis: "year", action: "stop", tolerance_percent: "0", override_role_id: controller.roleId }] });
});
after(async () => {
  await browser?.close();
});

test("a budget pasted from a spreadsheet, approved; a request beyond it stopped, then let through by the controller with a reason", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/budgeting/add`);
  await page.getByTestId("budget-form").waitFor();
  // Next year by default; two lines pasted as a spreadsheet copies them (tab-separated, no header).
  await page.getByTestId("budget-paste").click();
  const months = ["100000", "100000", "100000", "100000", "100000", "100000", "100000", "100000", "100000", "100000", "100000", "100000"];
  await page.getByTestId("budget-paste-text").fill([["6106", "MKT", "", "", "", "Brosur dan iklan", "", "", "", ...months].join("\t"), ["6103", "", "", "", "", "Listrik", "", "", "2400000"].join("\t")].join("\n"));
  await page.getByTestId("budget-paste-read").click();
  await toast(page, "2 lines added from the spreadsheet.");
  await page.getByTestId("budget-total").getByText("3,600,000.00").waitFor();
  await screenshot(page, "desktop-budget-form");
  await page.getByTestId("form-save").click();
  await navigatesTo(page, /\/transactions\/budgeting\/detail\/[0-9a-f-]+$/);
  await page.waitForLoadState("networkidle");
  await clickAndConfirm(page, page.getByTestId("document-submit"));
  await page.getByTestId("document-number").getByText(number).waitFor();
  await page.getByTestId("budget-detail-lines").getByText("6106 · Beban Pemasaran").waitFor();
  await screenshot(page, "desktop-budget-approved");

  // A request of 1 500 000 of brochures for marketing: 1 200 000 budgeted for the year.
  const request = (await apiCall("POST", "transactions/purchase-request", { date: `${year}-03-02`, requester: "Rina", work_unit_id: marketing.id, details: [{ product_id: brochure.id, quantity: "3", estimated_price: "500000" }] }, owner.token)).data;
  await page.goto(`${BASE_URL}/transactions/purchase-request/detail/${request.id}`);
  await page.waitForLoadState("networkidle");
  await clickAndConfirm(page, page.getByTestId("document-submit"));
  await page.locator(".ant-notification-notice", { hasText: "over the budget" }).first().waitFor();
  await page.getByTestId("budget-check").getByText("1,200,000.00").first().waitFor();
  await screenshot(page, "desktop-budget-stopped");
  await page.context().close();

  // The controller lets it through with a reason; the owner submits it again.
  const controllerPage = await newPage(browser);
  await loginThroughUi(controllerPage, controller.email);
  await controllerPage.goto(`${BASE_URL}/transactions/purchase-request/detail/${request.id}`);
  await controllerPage.getByTestId("budget-override").click();
  await controllerPage.getByTestId("budget-override-reason").fill("Peluncuran produk baru");
  await controllerPage.getByTestId("budget-override-confirm").click();
  await controllerPage.getByTestId("budget-override-note").getByText("Peluncuran produk baru", { exact: false }).waitFor();
  await screenshot(controllerPage, "desktop-budget-override");
  await controllerPage.context().close();

  const again = await newPage(browser);
  await loginThroughUi(again, owner.email);
  await again.goto(`${BASE_URL}/transactions/purchase-request/detail/${request.id}`);
  await again.waitForLoadState("networkidle");
  await clickAndConfirm(again, again.getByTestId("document-submit"));
  await again.getByTestId("document-number").getByText(/^PR\//).waitFor();
  // The budget by month: March's request is held, not spent; the year's budget is there.
  await again.goto(`${BASE_URL}/report/report-budget-month?year=${year}`);
  await again.getByTestId("definition-table").getByText("1,200,000.00").first().waitFor();
  await screenshot(again, "desktop-budget-month");
  await again.context().close();
});

test("an evaluation of marketing's first quarter: the line beyond the tolerance explained, approved, its diagram and print", async () => {
  // January's brochures cost 500 000 against 100 000 budgeted.
  const accounts = (await apiCall("GET", "master-data/chart-of-account?per_page=100&q=110", undefined, owner.token)).data;
  const cash = accounts.find((a) => a.code === "1101.01") ?? accounts.find((a) => a.code.startsWith("1101"));
  const expense = (await apiCall("GET", "master-data/chart-of-account?per_page=100&q=6106", undefined, owner.token)).data.find((a) => a.code === "6106");
  await apiCall("POST", "transactions/journal", { date: `${year}-01-20`, description: "Cetak brosur", details: [{ account_id: expense.id, debit: "500000", credit: "0", work_unit_id: marketing.id }, { account_id: cash.id, debit: "0", credit: "500000" }] }, owner.token);
  const evaluation = (await apiCall("POST", "transactions/evaluation", { date_from: `${year}-01-01`, date_to: `${year}-03-31`, work_unit_id: marketing.id, tolerance_percent: "10" }, owner.token)).data;

  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/evaluation/detail/${evaluation.id}`);
  await page.getByTestId("evaluation-missing").waitFor();
  await page.getByTestId("evaluation-lines").getByText("Beyond tolerance").waitFor();
  await page.getByTestId("evaluation-explanation-0").fill("Brosur peluncuran dicetak di awal tahun");
  await page.getByTestId("evaluation-follow-up-0").fill("Kurangi cetak di kuartal berikutnya");
  await page.getByTestId("form-save").click();
  await toast(page, "Updated successfully.");
  await page.waitForLoadState("networkidle");
  await clickAndConfirm(page, page.getByTestId("document-submit"));
  await page.getByTestId("document-number").getByText(/^EVA\//).waitFor();
  await page.getByTestId("evaluation-detail-lines").getByText("Kurangi cetak di kuartal berikutnya").waitFor();
  await screenshot(page, "desktop-evaluation-approved");
  await page.getByTestId("evaluation-diagram").click();
  await page.getByTestId("evaluation-chart-months").waitFor();
  await page.getByTestId("evaluation-chart-lines").waitFor();
  await screenshot(page, "desktop-evaluation-diagram");
  await page.goto(`${BASE_URL}/transactions/evaluation/transactions/prints-eval/${evaluation.id}`);
  // The print holds the explanation (the PDF the frame shows, downloaded).
  const pdf = await downloadPrint(page);
  assert.match(pdf.suggestedFilename(), /\.pdf$/);
  await screenshot(page, "desktop-evaluation-print");
  await page.context().close();
});

test("a transfer moves part of electricity's December to marketing; approved, the realisation shows it beside the original", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/budget-transfer/add`);
  await page.getByTestId("budget-transfer-form").waitFor();
  await pick(page, page.getByTestId("budget-transfer-budget"), "ANG", number);
  await pick(page, page.getByTestId("transfer-line-0-from"), "6103", "2. 6103");
  await pick(page, page.getByTestId("transfer-line-0-to"), "6106", "1. 6106");
  await pick(page, page.getByTestId("transfer-line-0-month"), "Dec", `Dec ${year}`);
  await page.getByTestId("transfer-line-0-amount").fill("50000");
  await page.getByTestId("budget-transfer-description").fill("Tambahan brosur akhir tahun");
  await screenshot(page, "desktop-budget-transfer-form");
  await page.getByTestId("form-save").click();
  await navigatesTo(page, /\/transactions\/budget-transfer\/detail\/[0-9a-f-]+$/);
  await page.waitForLoadState("networkidle");
  await clickAndConfirm(page, page.getByTestId("document-submit"));
  await page.getByTestId("document-number").getByText(/^PGA\//).waitFor();
  await page.getByTestId("budget-transfer-detail-lines").getByText("50,000.00").waitFor();
  await screenshot(page, "desktop-budget-transfer-approved");
  // The realisation: marketing's line up by 50 000 as a transfer, electricity's down; the totals unchanged.
  await page.goto(`${BASE_URL}/report/report-budget?date_from=${year}-01-01&date_to=${year}-12-31`);
  const table = page.getByTestId("definition-table");
  await table.getByText("1,250,000.00").first().waitFor();
  await table.getByText("2,350,000.00").first().waitFor();
  await table.getByText("3,600,000.00").first().waitFor();
  await screenshot(page, "desktop-budget-transfer-realisation");
  await page.context().close();
});

test("budgets and their realisation in Indonesian", async () => {
  const page = await newPage(browser, undefined, { language: "id" });
  await page.goto(`${BASE_URL}/auth/login`);
  await page.getByTestId("language-id").click();
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/budgeting`);
  await page.getByText("Rencana per periode menurut akun").waitFor();
  await page.getByTestId("budget-table").getByText(number).waitFor();
  await page.goto(`${BASE_URL}/report/report-budget?date_from=${year}-01-01&date_to=${year}-12-31`);
  await page.getByText("Realisasi anggaran").first().waitFor();
  await page.getByRole("columnheader", { name: "Anggaran berlaku" }).first().waitFor();
  assert.ok(await page.getByRole("columnheader", { name: "Sisa anggaran" }).count());
  await screenshot(page, "desktop-budget-realisation-id");
  await page.context().close();
});
