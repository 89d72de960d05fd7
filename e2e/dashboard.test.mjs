// The dashboard (issue 26): a company with a few months of cash, sales and journals, seeded through
// the API; the widgets an owner sees in English and Indonesian, light and dark; a drill-down from the
// receivable aging to the invoice list filtered to the bucket's open invoices; a cashier mapped to one
// bank account sees that account and none of the reports the role does not read; a widget with
// nothing yet says what to do first.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, memberWithRole, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";

const pad = (n) => String(n).padStart(2, "0");
const iso = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const now = new Date();
const daysAgo = (n) => iso(new Date(now.getFullYear(), now.getMonth(), now.getDate() - n));

let browser;
let owner;
let cashier;
const invoiceNumbers = [];

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Rina Dasbor", "PT Dasbor Cemerlang");
  const token = owner.token;
  const accounts = {};
  for (let page = 1; page < 10; page++) {
    const answer = await apiCall("GET", `master-data/chart-of-account?per_page=100&page=${page}`, undefined, token);
    for (const account of answer.data) accounts[account.code] = account.id;
    if (answer.data.length < 100) break;
  }
  const line = (code, debit, credit) => ({ account_id: accounts[code], debit, credit });
  await apiCall("POST", "transactions/beginning-balance", { details: [line("1101.02", "15000000", 0), line("1102.02", "250000000", 0), line("3101", 0, "265000000")] }, token);
  const bca = await apiCall("POST", "master-data/cashbank", { code: "BCA", name: "BCA Operasional", account_id: accounts["1102.02"] }, token);
  await apiCall("POST", "master-data/cashbank", { code: "KB", name: "Kas Besar", account_id: accounts["1101.02"] }, token);
  // Revenue and expense over the last months: bank in, costs out.
  for (let m = 0; m < 5; m++) {
    const date = daysAgo(m * 30 + 3);
    await apiCall("POST", "transactions/journal", { date, description: `Pendapatan jasa ${m + 1}`, details: [line("1102.02", String(40_000_000 + m * 3_000_000), 0), line("4102", 0, String(40_000_000 + m * 3_000_000))] }, token);
    await apiCall("POST", "transactions/journal", { date, description: `Gaji ${m + 1}`, details: [line("6101", "18000000", 0), line("1102.02", 0, "18000000")] }, token);
  }
  // Invoices to two customers, some long overdue.
  const customer = async (code, name) => (await apiCall("POST", "master-data/contact", { code, name, contact_types: ["customer"], term_of_payment: 30 }, token)).data.id;
  const setia = await customer("C-SETIA", "PT Pelanggan Setia");
  const lambat = await customer("C-LAMBAT", "CV Bayar Lambat");
  for (const [contact, date, price] of [
    [lambat, daysAgo(150), "12500000"],
    [lambat, daysAgo(75), "8000000"],
    [setia, daysAgo(45), "5000000"],
    [setia, daysAgo(5), "7250000"],
  ]) {
    const created = await apiCall("POST", "transactions/sales-invoice", { contact_id: contact, invoice_date: date, details: [{ description: "Jasa pengiriman", account_id: accounts["4102"], quantity: 1, price }] }, token);
    const submitted = await apiCall("POST", `transactions/sales-invoice/${created.data.id}/submit`, undefined, token);
    invoiceNumbers.push(submitted.data.number);
  }
  cashier = await memberWithRole(owner, "Dedi Kasir", "Kasir BCA", [
    { action: "read", resource: "Dashboard" },
    { action: "read", resource: "ReportCashBank" },
  ]);
  await apiCall("POST", `master-data/cashbank/${bca.data.id}/users`, { user_ids: [cashier.id] }, token);
});

after(() => browser?.close());

/** Waits until every widget on the page has its figures (or its empty state). */
async function widgetsLoaded(page, names) {
  for (const name of names) await page.getByTestId(`widget-${name}`).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid$="-loading"]').length === 0);
}

test("the owner's dashboard in English: figures, charts, an empty widget's first step", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/dashboard`);
  await widgetsLoaded(page, ["approvals", "cash-position", "cash-in-out", "receivable-aging", "payable-aging", "profit-loss"]);
  assert.match(await page.getByTestId("dashboard-as-of").textContent(), /^As of \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);
  // The receivable total is the aging report's; 32 750 000 open, 25 500 000 of it past due.
  assert.equal(await page.getByTestId("widget-receivable-aging-total").locator(".ant-statistic-content").textContent(), "32,750,000.00");
  assert.equal(await page.getByTestId("widget-receivable-aging-overdue").locator(".ant-statistic-content").textContent(), "25,500,000.00");
  await page.getByTestId("widget-receivable-aging-top").getByText("CV Bayar Lambat").waitFor();
  // Cash: both accounts, nothing reconciled yet.
  await page.getByTestId("widget-cash-position").getByText("BCA Operasional").waitFor();
  await page.getByTestId("widget-cash-position").getByText("Kas Besar").waitFor();
  // The charts are drawn (ECharts, SVG).
  await page.getByTestId("widget-profit-loss-chart").locator("svg").waitFor();
  await page.getByTestId("widget-cash-in-out-chart").locator("svg").waitFor();
  // No bill yet: the payables widget says what to do first.
  await page.getByTestId("widget-empty-payable-aging").getByText("Record a purchase invoice").waitFor();
  await screenshot(page, "dashboard-light");
  await page.context().close();
});

test("the receivable aging drills down to the invoice list, filtered to the open invoices behind the figure", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/dashboard`);
  await widgetsLoaded(page, ["receivable-aging"]);
  // A bucket drills down to the invoice list: the open invoices due in it (31–60 days past due today).
  await page.getByTestId("widget-receivable-aging-bucket-d31_60").click();
  await page.waitForURL((url) => url.pathname === "/transactions/sales-invoice" && url.searchParams.get("settlement") === "open");
  const drilled = new URL(page.url()).searchParams;
  assert.deepEqual([drilled.get("due_from"), drilled.get("due_to")], [daysAgo(60), daysAgo(31)]);
  const table = page.getByTestId("invoice-table");
  await table.getByText(invoiceNumbers[1], { exact: true }).waitFor();
  // Only that invoice (CV Bayar Lambat's of 75 days ago, due 45 days ago), unpaid, and the list says why it is short.
  const rows = table.locator("tbody tr.ant-table-row");
  assert.equal(await rows.count(), 1);
  assert.deepEqual(await table.getByTestId("invoice-settlement").allTextContents(), ["Unpaid"]);
  await page.getByTestId("settlement-filter").getByText("Open: unpaid or partly paid", { exact: true }).waitFor();
  const dueFilter = page.getByTestId("list-due-filter");
  assert.match(await dueFilter.textContent(), /^Due \d{2} [A-Z][a-z]{2} \d{4} – \d{2} [A-Z][a-z]{2} \d{4}$/);
  await screenshot(page, "dashboard-drill-invoice-list");
  // Removing the due dates shows every open invoice, and the address follows.
  await dueFilter.locator(".ant-tag-close-icon").click();
  await page.waitForURL((url) => url.pathname === "/transactions/sales-invoice" && !url.searchParams.has("due_from") && url.searchParams.get("settlement") === "open");
  await table.getByText(invoiceNumbers[3], { exact: true }).waitFor();
  assert.equal(await rows.count(), 4);

  // A customer among the most overdue drills down to that customer's invoices past due.
  await page.goto(`${BASE_URL}/dashboard`);
  await page.getByTestId("widget-receivable-aging-top").getByText("CV Bayar Lambat").click();
  await page.waitForURL((url) => url.pathname === "/transactions/sales-invoice" && !!url.searchParams.get("contact_id") && url.searchParams.get("due_to") === daysAgo(1));
  await table.getByText(invoiceNumbers[0], { exact: true }).waitFor();
  await table.getByText(invoiceNumbers[1], { exact: true }).waitFor();
  assert.equal(await rows.count(), 2);
  // The customer is chosen in its filter, which clears it.
  await page.getByTestId("list-contact-filter").getByText("CV Bayar Lambat").waitFor();
  await page.getByTestId("list-contact-filter").hover();
  await page.getByTestId("list-contact-filter").locator(".ant-select-clear").click();
  await page.waitForURL((url) => !url.searchParams.has("contact_id"));
  await table.getByText(invoiceNumbers[2], { exact: true }).waitFor();
  assert.equal(await rows.count(), 3);
  await page.context().close();
});

test("the dark skin: cards and charts follow it", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.evaluate(() => localStorage.setItem("neraca_skin", "dark"));
  await page.goto(`${BASE_URL}/dashboard`);
  await page.waitForFunction(() => document.documentElement.dataset.skin === "dark");
  await widgetsLoaded(page, ["cash-position", "receivable-aging", "profit-loss"]);
  await page.getByTestId("widget-profit-loss-chart").locator("svg").waitFor();
  const card = await page.getByTestId("widget-profit-loss").evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.notEqual(card, "rgb(255, 255, 255)");
  // The axis labels are light on the dark card.
  const label = await page.getByTestId("widget-profit-loss-chart").locator("svg text").first().evaluate((el) => el.getAttribute("fill") ?? getComputedStyle(el).fill);
  assert.ok(!/^#000|rgb\(0, 0, 0\)|rgba\(0, 0, 0/.test(label), `axis label colour ${label}`);
  await screenshot(page, "dashboard-dark");
  await page.context().close();
});

test("right to left: the page mirrors, the figures keep their digits in order", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.evaluate(() => localStorage.setItem("neraca_preferences", JSON.stringify({ ...JSON.parse(localStorage.getItem("neraca_preferences") ?? "{}"), rtl: true })));
  await page.goto(`${BASE_URL}/dashboard`);
  await page.waitForFunction(() => document.documentElement.dir === "rtl");
  await widgetsLoaded(page, ["cash-position", "receivable-aging", "profit-loss"]);
  await page.getByTestId("widget-profit-loss-chart").locator("svg").waitFor();
  // The sidebar sits on the right, and an amount reads as written (digits are not mirrored).
  const sider = await page.locator(".ant-layout-sider").first().boundingBox();
  assert.ok(sider && sider.x > 600, `sidebar at x=${sider?.x}`);
  assert.equal(await page.getByTestId("widget-receivable-aging-total").locator(".ant-statistic-content").textContent(), "32,750,000.00");
  await screenshot(page, "dashboard-rtl");
  await page.context().close();
});

test("the dashboard in Indonesian: texts and numbers in the Indonesian notation", async () => {
  const page = await newPage(browser, undefined, { language: "id" });
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/dashboard`);
  await widgetsLoaded(page, ["receivable-aging", "profit-loss"]);
  assert.match(await page.getByTestId("dashboard-as-of").textContent(), /^Per \d{2} \w{3} \d{4} \d{2}:\d{2}$/);
  await page.getByTestId("widget-receivable-aging").getByText("Piutang", { exact: true }).waitFor();
  assert.equal(await page.getByTestId("widget-receivable-aging-total").locator(".ant-statistic-content").textContent(), "32.750.000,00");
  await page.getByTestId("widget-empty-payable-aging").getByText("Catat faktur pembelian").waitFor();
  await screenshot(page, "dashboard-id");
  await page.context().close();
});

test("a cashier mapped to one bank account sees that account only, and no widget of a report the role does not read", async () => {
  for (const language of ["en", "id"]) {
    const page = await newPage(browser, undefined, { language });
    await loginThroughUi(page, cashier.email);
    await page.goto(`${BASE_URL}/dashboard`);
    await widgetsLoaded(page, ["cash-position", "cash-in-out"]);
    const cash = page.getByTestId("widget-cash-position");
    await cash.getByText("BCA Operasional").waitFor();
    assert.equal(await cash.getByText("Kas Besar").count(), 0);
    for (const name of ["receivable-aging", "payable-aging", "profit-loss", "approvals"]) assert.equal(await page.getByTestId(`widget-${name}`).count(), 0, name);
    // The account drills down to its cash book.
    if (language === "en") {
      await screenshot(page, "dashboard-cashier");
      await cash.getByRole("link", { name: "BCA Operasional" }).click();
      await page.waitForURL((url) => url.pathname === "/report/cash-bank" && !!url.searchParams.get("cashbank_id"));
    } else await screenshot(page, "dashboard-cashier-id");
    await page.context().close();
  }
});
