// Cash and bank (issue 10): a clerk requests a payment, the approver approves it in the inbox, the
// cashier pays it from the bank (the request shows paid), imports the bank's statement, auto-matches,
// creates the bank charge from the unmatched line, finishes the reconciliation, and opens the cash
// book, whose closing balance is the statement's. Then the cash book in Indonesian.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, memberWithRole, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { choose, fillLine, pick, toast } from "./support/forms.mjs";

let browser;
let owner;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Hendra Gunawan", "PT Kas Lancar");
});
after(async () => {
  await browser?.close();
});

const member = (name, roleName, permissions) => memberWithRole(owner, name, roleName, permissions);

const pad = (n) => String(n).padStart(2, "0");
const iso = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const slash = (d) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

test("request → approve → pay → statement import → auto-match → bank charge → finish → cash book", async () => {
  const today = new Date();
  const before = new Date(today.getTime() - 10 * 86_400_000);
  const accounts = await apiCall("GET", "master-data/chart-of-account?per_page=100&q=1102.02", undefined, owner.token);
  const bankAccount = accounts.data.find((a) => a.code === "1102.02");
  const capital = (await apiCall("GET", "master-data/chart-of-account?q=3101", undefined, owner.token)).data.find((a) => a.code === "3101");
  const bca = await apiCall("POST", "master-data/cashbank", { code: "BCA", name: "BCA Operasional", bank_name: "BCA", account_id: bankAccount.id }, owner.token);
  // The bank account holds 10,000,000 before the statement's days.
  await apiCall(
    "POST",
    "transactions/journal",
    { date: iso(before), description: "Setoran modal", details: [{ account_id: bankAccount.id, debit: "10000000" }, { account_id: capital.id, credit: "10000000" }] },
    owner.token,
  );

  const clerk = await member("Sari Kusuma", "Peminta", [
    { action: "read", resource: "TxCashbankRequest" },
    { action: "create", resource: "TxCashbankRequest" },
    { action: "update", resource: "TxCashbankRequest" },
    { action: "read", resource: "MdChartOfAccount" },
  ]);
  const approver = await member("Bambang Wijaya", "Penyetuju", [
    { action: "read", resource: "TxModuleApproval" },
    { action: "read", resource: "TxCashbankRequest" },
  ]);
  const cashier = await member("Dewi Lestari", "Kasir", [
    { action: "read", resource: "TxCashbank" },
    { action: "create", resource: "TxCashbank" },
    { action: "update", resource: "TxCashbank" },
    { action: "read", resource: "TxCashbankRequest" },
    { action: "read", resource: "TxRekon" },
    { action: "create", resource: "TxRekon" },
    { action: "update", resource: "TxRekon" },
    { action: "read", resource: "ReportCashBank" },
    { action: "read", resource: "MdChartOfAccount" },
  ]);
  await apiCall("POST", `master-data/cashbank/${bca.data.id}/users`, { user_ids: [cashier.id] }, owner.token);
  await apiCall("PUT", "settings/module-approval/cashbank_request", { levels: [{ limit_type: "all", approvers: [{ type: "user", id: approver.id }] }] }, owner.token);

  // The clerk asks for 350,000 of office supplies and submits it.
  const clerkPage = await newPage(browser);
  await loginThroughUi(clerkPage, clerk.email);
  await clerkPage.goto(`${BASE_URL}/transactions/cashbank/request/add`);
  await clerkPage.getByTestId("request-purpose").fill("Beli ATK bulan ini");
  await fillLine(clerkPage, 0, { account: "6105", debit: "350,000" });
  await screenshot(clerkPage, "desktop-cashbank-request-form");
  await clerkPage.getByTestId("request-submit-now").click();
  await clerkPage.waitForURL(/\/request\/request-detail\//);
  await clerkPage.getByTestId("request-heading").getByText("Pending approval").waitFor();
  const requestUrl = clerkPage.url();
  await clerkPage.context().close();

  // The approver approves it in the inbox.
  const approverPage = await newPage(browser);
  await loginThroughUi(approverPage, approver.email);
  await approverPage.goto(`${BASE_URL}/transactions/module-approval`);
  const row = approverPage.getByTestId("approval-inbox").getByRole("row", { name: /Beli ATK bulan ini/ });
  await row.getByText("350,000.00").waitFor();
  await row.getByTestId("inbox-approve").click();
  await approverPage.locator(".ant-popconfirm:visible").getByRole("button", { name: "Approve" }).click();
  await row.waitFor({ state: "detached" });
  await approverPage.context().close();

  // The cashier pays it from BCA: the payment form comes filled from the request.
  const page = await newPage(browser);
  await loginThroughUi(page, cashier.email);
  await page.goto(requestUrl);
  await page.getByTestId("request-heading").getByText("Approved").waitFor();
  await page.getByTestId("request-pay").click();
  await page.waitForURL(/\/transactions\/cashbank\/add\/bank-out\/BBK\?request=/);
  await choose(page, page.getByTestId("cashbank-account"), "BCA Operasional");
  await page.getByTestId("cashbank-description").fill("Beli ATK bulan ini");
  await screenshot(page, "desktop-cashbank-payment-form");
  await page.getByTestId("cashbank-save-post").click();
  await page.waitForURL(/\/transactions\/cashbank\/detail\/[^/]+\/BBK$/);
  await page.getByTestId("cashbank-heading").getByText("Approved").waitFor();
  await page.getByTestId("cashbank-posted").waitFor();
  await screenshot(page, "desktop-cashbank-payment-posted");
  await page.goto(requestUrl);
  await page.getByTestId("request-paid").waitFor();

  // The bank's statement: the payment, and a bank charge the books do not have yet.
  const csv = [
    "Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo",
    `${slash(today)},TRSF E-BANKING DB ATK,0000,"350,000.00",DB,"9,650,000.00"`,
    `${slash(today)},BIAYA ADM,0000,"6,500.00",DB,"9,643,500.00"`,
  ].join("\n");
  await page.goto(`${BASE_URL}/transactions/cashbank/rekon/add`);
  await choose(page, page.getByTestId("rekon-cashbank"), "BCA Operasional");
  await choose(page, page.getByTestId("rekon-preset"), "KlikBCA (individual");
  await page.getByTestId("rekon-file").setInputFiles({ name: "bca-statement.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await screenshot(page, "desktop-cashbank-statement-import");
  await page.getByTestId("rekon-import-submit").click();
  await page.waitForURL(/\/transactions\/cashbank\/rekon\/add\/[0-9a-f-]+$/);
  await page.getByTestId("rekon-imported").getByText("2 statement lines imported from bca-statement.csv.").waitFor();

  await page.getByTestId("rekon-auto-match").click();
  await toast(page, "1 matched, 0 with several candidates, 1 without any.");
  // The lines reload after the toast: the payment shows matched, the charge alone is left.
  await page.getByTestId("rekon-statement-lines").getByText("Matched").waitFor();
  await page.getByTestId("rekon-create").click();
  const modal = page.getByTestId("rekon-create-form");
  await choose(page, modal.getByTestId("rekon-create-type"), "BBK-ADM");
  await page.locator(".ant-modal:visible").getByRole("button", { name: "Create transaction" }).click();
  await toast(page, "has been posted and matched");
  await page.getByTestId("rekon-difference").getByText("0.00").waitFor();
  await screenshot(page, "desktop-cashbank-reconciliation");
  await page.getByTestId("rekon-finish").click();
  await page.locator(".ant-popconfirm:visible").getByRole("button", { name: "OK" }).click();
  await toast(page, "The reconciliation is finished.");
  await page.getByTestId("rekon-status").getByText("Finished").waitFor();

  // The cash book of BCA: closing = the statement's closing balance.
  await page.goto(`${BASE_URL}/report/cash-bank?cashbank_id=${bca.data.id}&date_from=${iso(before)}&date_to=${iso(today)}`);
  const book = page.getByTestId("report-table-cash-bank");
  await book.getByText("9,643,500.00").first().waitFor();
  await book.getByText("Closing balance").waitFor();
  await screenshot(page, "desktop-cashbank-cash-book");
  await page.context().close();

  // The same cash book in Indonesian.
  const pageId = await newPage(browser, undefined, { language: "id" });
  await pageId.goto(`${BASE_URL}/auth/login`);
  await pageId.getByTestId("language-id").click();
  await loginThroughUi(pageId, cashier.email);
  await pageId.goto(`${BASE_URL}/report/cash-bank?cashbank_id=${bca.data.id}&date_from=${iso(before)}&date_to=${iso(today)}`);
  await pageId.getByRole("heading", { name: "Buku kas dan bank" }).waitFor();
  await pageId.getByTestId("report-table-cash-bank").getByText("9.643.500,00").first().waitFor();
  await pageId.getByTestId("report-table-cash-bank").getByText("Saldo akhir").waitFor();
  await screenshot(pageId, "desktop-cashbank-cash-book-id");
  const list = await apiCall("GET", "transactions/cashbank/rekon", undefined, owner.token);
  assert.equal(list.data[0].status, "finished");
  await pageId.context().close();
});

test("a cash account refuses to go below zero by default; its own form lets it warn instead, and the warning is shown", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/master-data/cashbank/add`);
  const form = page.getByTestId("cashbank-form");
  await form.locator("#code").fill("KAS-TOKO");
  await form.locator("#name").fill("Kas Toko");
  await pick(page, page.locator(".ant-select", { has: page.locator("#account_id") }), "1101.01", "Kas Kecil");
  // Left to its kind: the placeholder says what that means.
  await form.getByTestId("cashbank-negative-balance").getByText("As its kind: a cash account refuses, a bank account warns").waitFor();
  await form.getByTestId("form-save").click();
  await page.waitForURL(/\/master-data\/cashbank$/);

  // Paying 50,000 out of the empty cash box is refused, with the amount it would have come to.
  const payOut = async () => {
    await page.goto(`${BASE_URL}/transactions/cashbank/add/cash-out/BKK`);
    await choose(page, page.getByTestId("cashbank-account"), "Kas Toko");
    await page.getByTestId("cashbank-description").fill("Beli galon");
    await fillLine(page, 0, { account: "6105", debit: "50,000" });
    await page.getByTestId("cashbank-save-post").click();
  };
  await payOut();
  await toast(page, "Kas Toko may not go below zero: its balance would be -50,000.00.");
  await screenshot(page, "desktop-cashbank-below-zero-refused");

  // The account's own form shows the policy it took, and sets it to warn.
  await page.goto(`${BASE_URL}/master-data/cashbank`);
  await page.getByTestId("cashbank-table").getByText("Kas Toko").click();
  await page.waitForURL(/\/master-data\/cashbank\/detail\//);
  const policy = page.getByTestId("cashbank-negative-balance");
  await policy.getByText("Refuse: never below zero").waitFor();
  await choose(page, policy, "Warn: post it and say so");
  await screenshot(page, "desktop-cashbank-negative-balance-setting");
  await page.getByTestId("cashbank-form").getByTestId("form-save").click();
  await page.waitForURL(/\/master-data\/cashbank$/);

  // Now the payment posts, and the answer's warning reaches the cashier.
  await payOut();
  await page.waitForURL(/\/transactions\/cashbank\/detail\/[^/]+\/BKK$/);
  await toast(page, "Kas Toko is now below zero: its balance is -50,000.00.");
  await page.getByTestId("cashbank-heading").getByText("Approved").waitFor();
  await screenshot(page, "desktop-cashbank-below-zero-warned");
  await page.context().close();
});
