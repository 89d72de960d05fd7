// Accounting reports in the browser (issue 4): the trial balance balances, a figure drills down to
// its ledger, Excel and PDF download, Indonesian notation, and a phone-sized screen scrolls the
// table rather than the page. Journals are posted through the API first.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import {
  apiCall,
  BASE_URL,
  DESKTOP,
  hasNoHorizontalOverflow,
  launchBrowser,
  loginThroughUi,
  mailLink,
  newPage,
  ownerWithCompany,
  PASSWORD,
  PHONE,
  screenshot,
  uniqueEmail,
} from "./support/helpers.mjs";

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const pad = (n) => String(n).padStart(2, "0");
const now = new Date();
const year = now.getFullYear();
// Inside the screens' default period (1 January up to today) whatever day the test runs.
const firstDay = `${year}-01-01`;
const today = `${year}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

let browser;
let owner;
let accounts;
let branchId;

async function accountIds(token) {
  const out = {};
  for (let page = 1; page < 10; page++) {
    const answer = await apiCall("GET", `master-data/chart-of-account?per_page=100&page=${page}`, undefined, token);
    for (const account of answer.data) out[account.code] = account.id;
    if (answer.data.length < 100) break;
  }
  return out;
}

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Sari Laporan", "PT Laporan Terang");
  const token = owner.token;
  accounts = await accountIds(token);
  const branch = await apiCall("POST", "master-data/office", { code: "SBY", name: "Cabang Surabaya" }, token);
  branchId = branch.data.id;
  const line = (code, debit, credit) => ({ account_id: accounts[code], debit, credit });
  const journal = (date, description, details, extra = {}) =>
    apiCall("POST", "transactions/journal", { date, description, details, ...extra }, token);
  // Capital of 100 000 000 in the bank at the cut-off date.
  await apiCall("POST", "transactions/beginning-balance", { details: [line("1102.01", "100000000", 0), line("3101", 0, "100000000")] }, token);
  await journal(firstDay, "Penjualan kredit", [line("1103.01", "30000000", 0), line("4101", 0, "30000000")]);
  await journal(firstDay, "Penjualan cabang", [line("1103.01", "20000000.50", 0), line("4101", 0, "20000000.50")], { office_id: branchId });
  await journal(today, "Sewa kantor", [line("6102", "12000000", 0), line("1102.01", 0, "12000000")]);
  await journal(today, "Penyusutan", [line("6108", "1000000", 0), line("1202.03", 0, "1000000")], { journal_type: "adjustment" });
});

after(async () => {
  await browser?.close();
});

/** The texts of a table row's cells. */
const cellsOf = (row) => row.locator("td").allInnerTexts();

async function openTrialBalance(page) {
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByText("Reports", { exact: true }).click();
  await sidebar.getByText("Trial balance", { exact: true }).click();
  await page.waitForURL(/\/report\/trial-balance\?/);
  await page.getByTestId("report-table").locator(".report-row-total").waitFor();
}

async function download(page, testId) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  const saved = path.join(SCREENSHOTS, `report-${file.suggestedFilename()}`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), bytes: readFileSync(saved), saved };
}

test("trial balance: the totals balance, a figure opens its ledger, Excel, PDF and CSV download, Indonesian notation", async () => {
  const page = await newPage(browser, DESKTOP);
  await loginThroughUi(page, owner.email);
  await openTrialBalance(page);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get("date_from"), firstDay, "the period is written into the address");
  assert.equal(url.searchParams.get("date_to"), today);
  await page.getByTestId("report-balanced").waitFor();
  await screenshot(page, "desktop-report-trial-balance");

  const total = await cellsOf(page.locator(".report-row-total"));
  assert.equal(total[0], "Total");
  const [openingDebit, openingCredit, debit, credit, closingDebit, closingCredit] = total.slice(1);
  assert.equal(openingDebit, "100,000,000.00");
  assert.equal(openingDebit, openingCredit);
  assert.equal(debit, "63,000,000.50");
  assert.equal(debit, credit);
  assert.equal(closingDebit, closingCredit);

  // The bank's closing debit (100 000 000 − 12 000 000) drills down to the bank's ledger.
  const bank = page.locator('tr[data-account="1102.01"]');
  const bankCells = await cellsOf(bank);
  assert.equal(bankCells[5], "88,000,000.00");
  await bank.getByTestId("drill-down").last().click();
  await page.waitForURL(/\/report\/ledger\?/);
  const ledgerUrl = new URL(page.url());
  assert.equal(ledgerUrl.searchParams.get("account_ids"), accounts["1102.01"]);
  assert.equal(ledgerUrl.searchParams.get("date_from"), firstDay);
  assert.equal(ledgerUrl.searchParams.get("date_to"), today);
  await page.getByTestId("ledger-account").waitFor();
  assert.match(await page.getByTestId("ledger-account").textContent(), /1102\.01\s*Bank Mandiri/);
  const closing = await cellsOf(page.locator(".report-row-ledger-closing"));
  assert.equal(closing.at(-1), "88,000,000.00", "the ledger closes on the trial balance's figure");
  const journalLink = page.getByTestId("ledger-journal-link").first();
  assert.match(await journalLink.getAttribute("href"), /^\/transactions\/journal\/detail\/[0-9a-f-]{36}$/);
  await screenshot(page, "desktop-report-ledger");
  // A reload keeps the filters.
  await page.reload();
  await page.getByTestId("ledger-account").waitFor();
  assert.equal(new URL(page.url()).searchParams.get("account_ids"), accounts["1102.01"]);

  await page.goBack();
  await page.waitForURL(/\/report\/trial-balance\?/);
  await page.locator(".report-row-total").waitFor();
  const pdf = await download(page, "export-pdf");
  assert.equal(pdf.bytes.subarray(0, 5).toString("latin1"), "%PDF-", `${pdf.name} is a PDF`);
  assert.match(pdf.name, /\.pdf$/);
  const xlsx = await download(page, "export-xlsx");
  assert.equal(xlsx.bytes.subarray(0, 2).toString("latin1"), "PK", `${xlsx.name} is an Excel (zip) file`);
  assert.match(xlsx.name, /\.xlsx$/);
  const csv = await download(page, "export-csv");
  assert.match(csv.name, /\.csv$/);
  const csvLines = csv.bytes.toString("utf8").replace(/^\uFEFF/, "").split("\r\n");
  assert.equal(csvLines[0], "Account,Opening debit,Opening credit,Debit,Credit,Closing debit,Closing credit", "the CSV's titles are the report's columns");
  assert.ok(csvLines.some((line) => line.startsWith("Total,100000000.00,100000000.00,63000000.50,63000000.50,")), "the CSV keeps exact amounts");
  if (existsSync("/usr/bin/pdftoppm")) {
    // For a person to look at: e2e/screenshots/report-pdf-trial-balance-1.png
    execFileSync("/usr/bin/pdftoppm", ["-png", "-r", "60", pdf.saved, path.join(SCREENSHOTS, "report-pdf-trial-balance")]);
  }

  await page.getByTestId("language-id").click();
  await page.getByRole("heading", { name: "Neraca saldo" }).waitFor();
  await page.getByText("Seimbang").waitFor();
  const totalId = await cellsOf(page.locator(".report-row-total"));
  assert.equal(totalId[0], "Total");
  assert.equal(totalId[3], "63.000.000,50", "Indonesian notation in Indonesian");
  assert.equal((await cellsOf(page.locator('tr[data-account="1102.01"]')))[5], "88.000.000,00");
  await screenshot(page, "desktop-report-trial-balance-id");
  await page.getByTestId("language-en").click();
  await page.context().close();
});

test("every accounting report opens, with its figures or an empty state", async () => {
  const page = await newPage(browser, DESKTOP);
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await loginThroughUi(page, owner.email);
  const reports = [
    ["journal", `date_from=${firstDay}&date_to=${today}`],
    ["journalreport", `date_from=${firstDay}&date_to=${today}`],
    ["work-sheet", `date_from=${firstDay}&date_to=${today}`],
    ["balance-sheet", `date=${today}&per_office=true`],
    ["balance-sheet-comparison", `date_a=${year - 1}-12-31&date_b=${today}`],
    ["profit-loss", `date_from=${firstDay}&date_to=${today}&columns=month`],
    ["monthly-mutation", `year=${year}`],
    ["audit", `date_from=${firstDay}&date_to=${today}`],
  ];
  for (const [name, query] of reports) {
    await page.goto(`${BASE_URL}/report/${name}?${query}`);
    await page.getByTestId(`report-${name}`).waitFor();
    await page.locator('[data-testid^="report-table"], [data-testid="report-empty"]').first().waitFor();
    assert.equal(await page.getByTestId("report-empty").count(), 0, `${name} shows the journals posted`);
    await screenshot(page, `desktop-report-${name}`);
  }
  // Per office: one column per office and the consolidated one, balanced; negatives in parentheses.
  await page.goto(`${BASE_URL}/report/balance-sheet?date=${today}&per_office=true`);
  await page.getByTestId("report-balanced").waitFor();
  const headers = await page.locator("thead th").allInnerTexts();
  assert.deepEqual(headers.slice(1), ["PT Laporan Terang", "Cabang Surabaya", "Consolidated"]);
  const depreciation = await cellsOf(page.locator('tr[data-account="1202.03"]'));
  assert.equal(depreciation.at(-1), "(1,000,000.00)");
  // The branch column drills down to the branch's lines only.
  await page.locator('tr[data-account="1103.01"]').getByTestId("drill-down").nth(1).click();
  await page.waitForURL(/\/report\/ledger\?/);
  assert.equal(new URL(page.url()).searchParams.get("office_ids"), branchId);
  assert.equal(new URL(page.url()).searchParams.get("date_from"), firstDay, "a balance drills down from the start of its year");
  await page.locator(".report-row-ledger-closing").waitFor();
  const closing = await cellsOf(page.locator(".report-row-ledger-closing"));
  assert.equal(closing.at(-1), "20,000,000.50");

  // An office filter from the address reaches the API: only the branch's sales.
  await page.goto(`${BASE_URL}/report/trial-balance?date_from=${firstDay}&date_to=${today}&office_ids=${branchId}`);
  await page.locator(".report-row-total").waitFor();
  assert.equal((await cellsOf(page.locator('tr[data-account="4101"]')))[4], "20,000,000.50");
  // A header's figure opens the ledgers of the accounts under it.
  await page.goto(`${BASE_URL}/report/trial-balance?date_from=${firstDay}&date_to=${today}`);
  await page.locator('tr[data-account="11"]').getByTestId("drill-down").last().click();
  await page.waitForURL(/\/report\/ledger\?/);
  await page.getByTestId("ledger-account").first().waitFor();
  assert.deepEqual(
    (await page.getByTestId("ledger-account").allTextContents()).map((text) => text.slice(0, 7)),
    ["1102.01", "1103.01"],
  );
  // A period without postings: the empty state.
  await page.goto(`${BASE_URL}/report/profit-loss?date_from=${year - 3}-01-01&date_to=${year - 3}-12-31`);
  await page.getByTestId("report-empty").waitFor();
  assert.match(await page.getByTestId("report-empty").textContent(), /No Data Found/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("reports fit a 390×844 phone: the table scrolls, the page does not", async () => {
  const page = await newPage(browser, PHONE);
  await loginThroughUi(page, owner.email);
  for (const [name, query] of [
    ["trial-balance", `date_from=${firstDay}&date_to=${today}`],
    ["ledger", `date_from=${firstDay}&date_to=${today}&account_ids=${accounts["1103.01"]}`],
    ["balance-sheet", `date=${today}&per_office=true`],
  ]) {
    await page.goto(`${BASE_URL}/report/${name}?${query}`);
    const table = page.getByTestId("report-table");
    await table.locator("tbody tr.report-row").first().waitFor();
    await screenshot(page, `phone-report-${name}`);
    assert.ok(await hasNoHorizontalOverflow(page), `/report/${name} overflows the phone's width`);
    const scrolls = await table
      .locator(".ant-table-content, .ant-table-body")
      .first()
      .evaluate((element) => element.scrollWidth > element.clientWidth);
    assert.ok(scrolls, `/report/${name}: the table scrolls sideways inside its card`);
  }
  await page.getByTestId("export-pdf").waitFor();
  await page.context().close();
});

test("the company's seeded manager role (the spec's manager) sees only the Reports menu and can drill down, without the lists it may not read", async () => {
  // Every company starts with it (issue 25, item 6): no role to build by hand.
  const roles = await apiCall("GET", "setting/role?per_page=100", undefined, owner.token);
  const role = roles.data.find((r) => r.name === "Manager");
  assert.ok(role, "the seeded Manager role");
  const email = uniqueEmail("manajer");
  await apiCall("POST", "company/user-invitation", { name: "Budi Manajer", email, role_ids: [role.id] }, owner.token);
  const token = (await mailLink(email)).split("/").pop();
  await apiCall("POST", "company/user-invitation/activation", { token, password: PASSWORD, password_confirmation: PASSWORD });

  const page = await newPage(browser, DESKTOP);
  await loginThroughUi(page, email);
  await page.goto(`${BASE_URL}/report/trial-balance?date_from=${firstDay}&date_to=${today}`);
  await page.locator(".report-row-total").waitFor();
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByText("Reports", { exact: true }).waitFor();
  assert.equal(await sidebar.getByText("Master data", { exact: true }).count(), 0);
  assert.equal(await sidebar.getByText("Dashboard", { exact: true }).count(), 0);
  // Only report menus (some sit in their domain's group, as purchase reports under Purchasing).
  const signedIn = await apiCall("POST", "auth/login", { email, password: PASSWORD });
  const leaves = (items) => items.flatMap((item) => (item.children ? leaves(item.children) : [item]));
  const resources = leaves(signedIn.data.menus).map((item) => item.resource);
  assert.ok(resources.length > 0 && resources.every((r) => r.startsWith("Report")), `only report menus: ${resources.join(", ")}`);
  assert.equal(await page.getByTestId("filter-office_ids").count(), 0, "no office picker without read on offices");
  await page.getByTestId("report-balanced").waitFor();
  await page.locator('tr[data-account="1103.01"]').getByTestId("drill-down").first().click();
  await page.waitForURL(/\/report\/ledger\?/);
  await page.getByTestId("ledger-account").waitFor();
  assert.equal(await page.getByTestId("filter-account_ids").count(), 0, "no account picker without read on the chart");
  assert.equal(await page.getByTestId("ledger-journal-link").count(), 0, "journal numbers are not links without read on journals");
  await screenshot(page, "desktop-report-ledger-manager");
  await page.context().close();
});

test("the general ledger of a busy account opens a page at a time, goes to an account, and every export holds the whole report", async () => {
  const books = await ownerWithCompany("Budi Buku", "PT Buku Tebal");
  const chart = await accountIds(books.token);
  const JOURNALS = 260; // more than a ledger page (200 lines) and ten pages of the journal report
  const journals = Array.from({ length: JOURNALS }, (_, i) => ({
    date: firstDay,
    description: `Penjualan ${String(i + 1).padStart(3, "0")}`,
    details: [
      { account_id: chart["1102.01"], debit: `${1000 + i}`, credit: 0 },
      { account_id: chart["4101"], debit: 0, credit: `${1000 + i}` },
    ],
  }));
  for (let i = 0; i < JOURNALS; i += 100) await apiCall("POST", "transactions/journal/batch", { journals: journals.slice(i, i + 100) }, books.token);
  const total = "293,670.00"; // 1 000 + 1 001 + … + 1 259

  const page = await newPage(browser, DESKTOP);
  await loginThroughUi(page, books.email);
  await page.goto(`${BASE_URL}/report/ledger?date_from=${firstDay}&date_to=${today}`);
  await page.getByTestId("ledger-account").first().waitFor();
  // The first page: the bank's first 200 lines, carried to the next page; the report's totals from the balances.
  assert.equal(await page.locator(".report-row-ledger-line").count(), 200);
  assert.match(await page.getByTestId("ledger-pager-position").textContent(), /Accounts 1–1 of 2/);
  const totals = await page.getByTestId("ledger-totals").textContent();
  assert.match(totals, /2 accounts/);
  assert.equal(totals.split(total).length - 1, 2, "debit and credit totals");
  const carried = (await cellsOf(page.locator(".report-row-ledger-carried"))).at(-1);
  assert.equal(await page.getByTestId("ledger-pager-previous").isDisabled(), true);
  await screenshot(page, "desktop-report-ledger-paged");

  // The next page brings the bank's balance forward, closes it, and goes on with sales.
  await page.getByTestId("ledger-pager-next").click();
  await page.waitForURL(/start_line=200/);
  await page.getByTestId("ledger-continued").waitFor();
  assert.equal((await cellsOf(page.locator(".report-row-ledger-opening").first())).at(-1), carried, "brought forward as carried");
  assert.equal((await cellsOf(page.locator(".report-row-ledger-closing").first())).at(-1), total, "the bank closes on its balance");
  assert.equal(await page.locator(".report-row-ledger-line").count(), 200);
  assert.match(await page.getByTestId("ledger-pager-position").textContent(), /Accounts 1–2 of 2/);
  await screenshot(page, "desktop-report-ledger-page-2");
  await page.getByTestId("ledger-pager-previous").click();
  await page.waitForURL((url) => !url.searchParams.has("start_account_id"));
  await page.locator(".report-row-ledger-carried").waitFor();

  // Going to an account starts the page with it.
  await page.getByTestId("ledger-pager-account").click();
  await page.keyboard.type("4101");
  await page.keyboard.press("Enter");
  await page.waitForURL(new RegExp(`start_account_id=${chart["4101"]}`));
  await page.waitForFunction(() => document.querySelector('[data-testid="ledger-account"]')?.textContent?.startsWith("4101"));
  assert.equal((await cellsOf(page.locator(".report-row-ledger-opening").first())).at(-1), "0.00");

  // The export of the page on screen holds every account and line.
  const ledgerCsv = await download(page, "export-csv");
  const ledgerRows = ledgerCsv.bytes.toString("utf8").replace(/^\uFEFF/, "").trim().split("\r\n");
  assert.equal(ledgerRows.length - 1, 2 * (JOURNALS + 3), "each account's title, opening, lines and closing");

  // The journal report on its second page exports all its journals.
  await page.goto(`${BASE_URL}/report/journal?date_from=${firstDay}&date_to=${today}&page=2`);
  await page.getByTestId("journal-link").first().waitFor();
  assert.equal(await page.getByTestId("journal-link").count(), 25);
  const journalCsv = await download(page, "export-csv");
  const journalRows = journalCsv.bytes.toString("utf8").replace(/^\uFEFF/, "").trim().split("\r\n");
  assert.equal(journalRows.length - 1, JOURNALS * 3, "every journal's title and its two lines");
  const xlsx = await download(page, "export-xlsx");
  assert.equal(xlsx.bytes.subarray(0, 2).toString("latin1"), "PK");
  await page.context().close();
});
