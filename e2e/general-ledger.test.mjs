// The general ledger as a new company's accountant uses it (issue 4): an account under a header, a
// journal of a few lines, a draft upload (a bad file, then a good one, posted together), closing a
// month, a refused posting into it, reopening; in English and Indonesian, on a desktop and a phone.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  apiCall,
  BASE_URL,
  hasNoHorizontalOverflow,
  launchBrowser,
  loginThroughUi,
  mailLink,
  newPage,
  ownerWithCompany,
  PASSWORD,
  PHONE,
  pathOf,
  screenshot,
  uniqueEmail,
} from "./support/helpers.mjs";
import { fillLine, pick, toast } from "./support/forms.mjs";

let browser;
let owner;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Rina Wulandari", "PT Buku Rapi");
});
after(async () => {
  await browser?.close();
});

async function setDate(page, container, text) {
  const input = container.locator(".ant-picker input").first();
  await input.click();
  await input.fill(text);
  await input.press("Enter");
  await page.keyboard.press("Escape");
}

/** A file for the hidden input of the upload area. */
const csv = (name, rows) => ({ name, mimeType: "text/csv", buffer: Buffer.from(`${rows.join("\n")}\n`) });
const HEADER =
  "journal_ref,date,description,office_code,account_code,debit,credit,line_description,work_unit_code,activity_code,element_code,tags";

test("an owner sets up an account, posts a journal, uploads drafts, closes a month and reopens it", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);

  // The sidebar has the general ledger group.
  await page.getByTestId("side-menu").getByText("General ledger").click();
  await page.getByTestId("side-menu").getByText("Draft journals").waitFor();

  // Chart of accounts: a new bank account under the Bank header.
  await page.goto(`${BASE_URL}/master-data/chart-of-account`);
  const tree = page.getByTestId("account-tree");
  await tree.getByRole("cell", { name: "1102.02", exact: true }).waitFor();
  const bank = tree.locator("tr", { has: page.locator(".account-code", { hasText: /^1102$/ }) });
  await bank.getByText("Header").waitFor();
  await bank.getByRole("button", { name: "Add a sub-account of 1102" }).click();
  await page.waitForURL(/\/master-data\/chart-of-account\/add\?parent=/);
  const form = page.getByTestId("account-form");
  // The next code after its siblings and their subtype are suggested.
  await page.waitForFunction(() => document.querySelector("#code")?.value === "1102.04");
  await form.getByTitle("Bank", { exact: true }).waitFor();
  await form.getByTestId("form-save").click();
  await form.getByText("The name field is required").waitFor();
  await form.locator("#name").fill("Bank BNI");
  await screenshot(page, "desktop-account-form");
  await form.getByTestId("form-save").click();
  await page.waitForURL(/\/master-data\/chart-of-account$/);
  await page.getByTestId("table-search").locator("input").fill("BNI");
  await page.keyboard.press("Enter");
  await tree.getByRole("cell", { name: "1102.04", exact: true }).waitFor();
  assert.equal(await tree.getByRole("cell", { name: "1101.01", exact: true }).count(), 0);
  await page.getByTestId("table-search").locator("input").fill("");
  await page.keyboard.press("Enter");
  await screenshot(page, "desktop-chart-of-accounts");

  // A journal of three lines, with a mistake first: the difference shows, then the totals balance.
  await page.goto(`${BASE_URL}/transactions/journal/add`);
  const journal = page.getByTestId("journal-form");
  await setDate(page, journal, "15 Jan 2025");
  await journal.locator("#description").fill("Sewa kantor Januari 2025");
  await fillLine(page, 0, { account: "6102", debit: "15,000,000.50", description: "Sewa kantor" });
  await fillLine(page, 1, { account: "1102.04", credit: "10,000,000" });
  await page.getByTestId("line-unbalanced").getByText("5,000,000.50").waitFor();
  await page.getByTestId("line-add").click();
  await fillLine(page, 2, { account: "1101.01", credit: "5,000,000" });
  await page.getByTestId("journal-post").click();
  await journal.getByText("Total debit (15,000,000.50) must equal total credit (15,000,000.00).").waitFor();
  await page.getByTestId("line-2").locator(".line-credit input").fill("5,000,000.50");
  await page.getByTestId("total-credit").getByText("15,000,000.50").waitFor();
  assert.equal(await page.getByTestId("line-unbalanced").count(), 0);
  await screenshot(page, "desktop-journal-add");
  await page.getByTestId("journal-post").click();
  await page.waitForURL(/\/transactions\/journal\/detail\//);
  await page.getByRole("heading", { name: "JU/2025/01/0001" }).waitFor();
  const journalUrl = page.url();
  await page.getByTestId("journal-lines").getByText("Bank BNI").waitFor();
  await page.getByTestId("journal-lines").getByText("15,000,000.50").first().waitFor();
  await screenshot(page, "desktop-journal-detail");
  // An account with postings cannot be deleted: after the spec's confirmation, the server says why.
  await page.goto(`${BASE_URL}/master-data/chart-of-account`);
  await tree.getByRole("cell", { name: "1102.04", exact: true }).click();
  await page.waitForFunction(() => document.querySelector("#code")?.value === "1102.04");
  await page.locator(".page-header").getByRole("button", { name: "Delete" }).click();
  await page.locator(".ant-popconfirm").getByText("You will not be able to recover it").waitFor();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Delete" }).click();
  await toast(page, "This record is used by other data and cannot be deleted.");
  await page.goto(journalUrl);
  await page.getByTestId("journal-print").click();
  await page.getByTestId("journal-sheet").getByText("JU/2025/01/0001").waitFor();
  await screenshot(page, "desktop-journal-voucher");

  // Drafts from a file: a bad one is refused row by row, nothing imported.
  await page.goto(`${BASE_URL}/transactions/draft-journal/upload`);
  const upload = page.locator(".ant-upload-drag input[type=file]");
  await upload.setInputFiles(
    csv("jurnal-salah.csv", [
      HEADER,
      "JV-1,2025-01-20,Listrik Januari,HO,6103,1250000,,,,,,",
      "JV-1,2025-01-20,Listrik Januari,HO,9999,,1250000,,,,,",
      "JV-2,2025-01-21,Transport,HO,6104,abc,,,,,,",
      "JV-2,2025-01-21,Transport,HO,1101.01,,300000,,,,,",
    ]),
  );
  const report = page.getByTestId("upload-report");
  await report.getByText(/Nothing was imported/).waitFor();
  await report.getByRole("row", { name: /^3 account_code/ }).waitFor();
  await report.getByRole("row", { name: /^4 debit/ }).waitFor();
  await screenshot(page, "desktop-draft-upload-report");
  await upload.setInputFiles(
    csv("jurnal-januari.csv", [
      HEADER,
      "JV-1,2025-01-20,Listrik Januari,HO,6103,1250000,,PLN,,,,",
      "JV-1,2025-01-20,Listrik Januari,HO,1102.04,,1250000,,,,,",
      "JV-2,2025-01-21,Transport,HO,6104,300000.25,,,,,,",
      "JV-2,2025-01-21,Transport,HO,1101.01,,300000.25,,,,,",
    ]),
  );
  await page.getByTestId("upload-done").getByText("2 draft journal(s) with 4 line(s) imported.").waitFor();
  await screenshot(page, "desktop-draft-upload-done");
  await page.getByTestId("upload-open-drafts").click();
  await page.waitForURL(/\/transactions\/draft-journal\?upload_batch=/);
  const drafts = page.getByTestId("draft-table");
  await drafts.getByText("Listrik Januari").waitFor();
  await drafts.getByText("Transport").waitFor();
  await drafts.locator("thead .ant-checkbox-input").check();
  await screenshot(page, "desktop-drafts-selected");
  await page.getByTestId("draft-post-selected").click();
  await page.locator(".ant-popconfirm:visible").getByRole("button", { name: "Post" }).click();
  await toast(page, "2 draft(s) posted.");
  await drafts.getByText("No matching records found").waitFor();
  await page.goto(`${BASE_URL}/transactions/journal`);
  await page.getByTestId("journal-table").getByText("JU/2025/01/0003").waitFor();
  await screenshot(page, "desktop-journals");

  // Close January 2025, then a journal dated in it is refused, then reopen.
  await page.goto(`${BASE_URL}/transactions/closing`);
  while ((await page.getByTestId("closing-year").textContent()) !== "2025") {
    await page.getByRole("button", { name: "Previous year" }).click();
  }
  const january = page.getByTestId("period-2025-01");
  await january.getByText("3 journals").waitFor();
  await page.getByTestId("close-2025-01").click();
  await page.locator(".ant-modal").getByText("After closing, the period can be opened later.").waitFor();
  // Watch for the toast before the click: it closes after 3 s, which a busy machine can miss.
  const closedToast = toast(page, "The period 2025-01 has been closed.");
  await page.getByTestId("close-confirm").click();
  await closedToast;
  await january.getByText("Closed").waitFor();
  await screenshot(page, "desktop-closing");

  await page.goto(`${BASE_URL}/transactions/journal/add`);
  await setDate(page, page.getByTestId("journal-form"), "28 Jan 2025");
  await fillLine(page, 0, { account: "6110", debit: "50,000" });
  await fillLine(page, 1, { account: "1101.01", credit: "50,000" });
  await page.getByTestId("journal-post").click();
  await toast(page, "The period 2025-01 is closed. Reopen it first.");
  await screenshot(page, "desktop-journal-closed-period");
  assert.equal(pathOf(page), "/transactions/journal/add");

  await page.goto(`${BASE_URL}/transactions/closing`);
  while ((await page.getByTestId("closing-year").textContent()) !== "2025") {
    await page.getByRole("button", { name: "Previous year" }).click();
  }
  await page.getByTestId("reopen-2025-01").click();
  // The modal's text and field first: a click while it still zooms in can land on the mask and close it.
  await page.locator(".ant-modal").getByText("After reopening, the period can be closed later.").waitFor();
  await page.getByTestId("reopen-reason").waitFor();
  await page.getByTestId("reopen-confirm").click();
  await page.locator(".ant-modal").getByText("The reason field is required").waitFor();
  await page.getByTestId("reopen-reason").fill("Tagihan listrik susulan");
  await page.getByTestId("reopen-confirm").click();
  await toast(page, "The period 2025-01 has been reopened.");
  await page.getByTestId("period-2025-01").getByText("Open").waitFor();
  await page.getByTestId("closing-table").locator(".ant-tag", { hasText: "Reopened" }).click();
  await page.getByRole("heading", { name: "Closing of January 2025" }).waitFor();
  await page.getByText("Tagihan listrik susulan").waitFor();

  // Year-end closing moves the year's expenses into retained earnings with a closing journal.
  await page.goto(`${BASE_URL}/transactions/closing`);
  while ((await page.getByTestId("closing-year").textContent()) !== "2025") {
    await page.getByRole("button", { name: "Previous year" }).click();
  }
  await page.getByTestId("year-end").click();
  const confirm = page.locator(".ant-modal-confirm");
  await confirm.getByText("A closing journal dated 31 December 2025 moves the year's revenue and expenses to retained earnings.").waitFor();
  await confirm.getByRole("button", { name: "Year-end closing" }).click();
  await page.getByRole("heading", { name: "JT/2025/12/0001" }).waitFor();
  await page.getByTestId("journal-lines").getByText("Laba Ditahan").waitFor();
  await page.getByTestId("journal-lines").getByText("16,550,000.75").first().waitFor();
  await screenshot(page, "desktop-year-end-journal");
  await page.context().close();
});

test("journal screens in Indonesian, and on a phone", async () => {
  const page = await newPage(browser, undefined, { language: "id" });
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/journal`);
  await page.getByRole("heading", { name: "Jurnal" }).waitFor();
  await page.getByTestId("journal-table").getByText("15.000.000,50").waitFor();
  await screenshot(page, "desktop-journals-id");
  await page.getByTestId("journal-table").getByText("JU/2025/01/0001").click();
  await page.getByTestId("journal-lines").getByText("15.000.000,50").first().waitFor();
  await page.getByTestId("journal-reverse").click();
  await page.locator(".ant-modal").getByText(/Jurnal pembalik dengan baris yang sama/).waitFor();
  await page.getByTestId("journal-reverse-confirm").click();
  await page.getByRole("heading", { name: "RV/2025/01/0001" }).waitFor();
  await page.getByTestId("journal-reversal-of").getByRole("link", { name: "JU/2025/01/0001" }).click();
  await page.getByTestId("journal-reversed-by").getByRole("link", { name: "RV/2025/01/0001" }).waitFor();
  await screenshot(page, "desktop-journal-reversed-id");

  await page.goto(`${BASE_URL}/transactions/journal/add`);
  await fillLine(page, 0, { account: "6105", debit: "1.234.567,89" });
  await page.getByTestId("line-unbalanced").getByText("1.234.567,89").waitFor();
  await page.getByTestId("line-balance").click();
  await page.getByTestId("total-credit").getByText("1.234.567,89").waitFor();
  await screenshot(page, "desktop-journal-add-id");
  await page.setViewportSize(PHONE);
  for (const [path, name, ready] of [
    ["/transactions/journal/add", "journal-add-id", (p) => p.getByTestId("line-editor").waitFor()],
    ["/transactions/journal", "journals-id", (p) => p.getByTestId("journal-table").getByText("JU/2025/01/0001", { exact: true }).waitFor()],
    ["/master-data/chart-of-account", "chart-of-accounts-id", (p) => p.getByTestId("account-tree").getByText("1102.04").waitFor()],
    ["/transactions/closing", "closing-id", (p) => p.getByTestId("closing-table").waitFor()],
    ["/transactions/draft-journal/upload", "draft-upload-id", (p) => p.locator(".ant-upload-drag").waitFor()],
  ]) {
    await page.goto(`${BASE_URL}${path}`);
    await ready(page);
    await screenshot(page, `phone-${name}`);
    assert.ok(await hasNoHorizontalOverflow(page), `${path} overflows horizontally at ${PHONE.width} px`);
  }
  await page.context().close();
});

test("master data of the ledger feeds the journal: dimensions, tags, templates, beginning balances, prefixes, files", async () => {
  const books = await ownerWithCompany("Hendra Saputra", "PT Dimensi Lengkap");
  const page = await newPage(browser);
  await loginThroughUi(page, books.email);

  // Default accounts come seeded; one more is chosen and saved.
  await page.goto(`${BASE_URL}/master-data/setting-coa-default`);
  await page.getByTestId("default-retained_earnings").getByText("3102 · Laba Ditahan").waitFor();
  await pick(page, page.getByTestId("default-rounding").locator(".ant-select"), "6110", "6110");
  await page.getByTestId("form-save").click();
  await toast(page, "Updated successfully.");
  await screenshot(page, "desktop-default-accounts");

  // Prefixes: the example follows the typing; saved for the journals below.
  await page.goto(`${BASE_URL}/master-data/prefix/add`);
  const journalPrefix = page.getByTestId("prefix-journal");
  await journalPrefix.locator("input").fill("jv");
  await journalPrefix.getByText(/^JV\/\d{4}\/\d{2}\/0001$/).waitFor();
  await page.getByTestId("prefix-opening").locator("input").fill("S A");
  await page.getByTestId("form-save").click();
  await page.getByTestId("prefix-opening").getByText(/must|format|invalid/i).waitFor();
  await page.getByTestId("prefix-opening").locator("input").fill("SA");
  await page.getByTestId("form-save").click();
  await toast(page, "Updated successfully.");
  await screenshot(page, "desktop-prefixes");

  // A work unit headed by the owner, an activity under its group and main group, a tag.
  await page.goto(`${BASE_URL}/master-data/work-unit/add`);
  await page.locator("#code").fill("FIN");
  await page.locator("#name").fill("Keuangan");
  await pick(page, page.getByTestId("work-unit-form").locator(".ant-select").first(), "Hendra", "Hendra Saputra");
  await page.getByTestId("form-save").click();
  await page.getByTestId("work-unit-table").getByText("Hendra Saputra").waitFor();
  for (const [path, code, name, parent] of [
    ["coa-main-group-activity", "OPS", "Operasional", null],
    ["coa-group-activity", "OPS-ADM", "Administrasi", "OPS"],
    ["coa-activity", "ADM-01", "Sewa gedung", "OPS-ADM"],
  ]) {
    await page.goto(`${BASE_URL}/master-data/${path}/add`);
    await page.locator("#code").fill(code);
    await page.locator("#name").fill(name);
    if (parent) await pick(page, page.getByTestId("dimension-form").locator(".ant-select"), parent, parent);
    await page.getByTestId("form-save").click();
    await page.waitForURL(new RegExp(`/master-data/${path}$`));
    await page.getByTestId("dimension-table").getByText(name).waitFor();
  }
  await screenshot(page, "desktop-activities");
  await page.goto(`${BASE_URL}/master-data/tag/add`);
  await page.locator("#name").fill("Proyek Bandung");
  await page.getByRole("button", { name: "#db2777" }).click();
  await page.getByTestId("form-save").click();
  await page.getByTestId("tag-table").getByText("Proyek Bandung").waitFor();

  // A template with blank amounts; a journal starts from it and gets its dimensions.
  await page.goto(`${BASE_URL}/transactions/journal-template/add`);
  await page.locator("#code").fill("SEWA");
  await page.locator("#name").fill("Sewa gedung bulanan");
  await fillLine(page, 0, { account: "6102", description: "Sewa gedung" });
  await fillLine(page, 1, { account: "1102.01" });
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/transactions\/journal-template$/);
  await page.getByTestId("template-table").getByText("Sewa gedung bulanan").waitFor();

  await page.goto(`${BASE_URL}/transactions/journal/add`);
  await setDate(page, page.getByTestId("journal-form"), "28 Feb 2025");
  await pick(page, page.getByTestId("template-picker"), "SEWA", "SEWA");
  await page.getByTestId("line-0").locator(".line-account").getByText("6102 · Beban Sewa").waitFor();
  assert.equal(await page.locator("#description").inputValue(), "Sewa gedung bulanan");
  await page.getByTestId("line-0").locator(".line-debit input").fill("7,500,000");
  await page.getByTestId("line-1").locator(".line-credit input").fill("7,500,000");
  const first = page.getByTestId("line-0");
  await pick(page, first.locator(".line-dimension-work_unit").locator(".ant-select"), "FIN", "Keuangan");
  await pick(page, first.locator(".line-dimension-activity").locator(".ant-select"), "ADM", "Sewa gedung");
  await pick(page, first.locator(".line-dimension-tag").locator(".ant-select"), "Proyek", "Proyek Bandung");
  await page.keyboard.press("Escape");
  await screenshot(page, "desktop-journal-from-template");
  await page.getByTestId("journal-post").click();
  await page.getByRole("heading", { name: "JV/2025/02/0001" }).waitFor();
  const lines = page.getByTestId("journal-lines");
  await lines.getByText(/Keuangan · Sewa gedung/).waitFor();
  await lines.locator(".ant-tag", { hasText: "Proyek Bandung" }).waitFor();
  const pdf = page.waitForEvent("download");
  await page.getByTestId("download-pdf").click();
  assert.equal((await pdf).suggestedFilename(), "JV-2025-02-0001.pdf");
  const xlsx = page.waitForEvent("download");
  await page.getByTestId("download-xlsx").click();
  assert.equal((await xlsx).suggestedFilename(), "JV-2025-02-0001.xlsx");

  // Opening balances at the cut-off date (31 Dec 2024): they must balance, then post as SA/2024/12/0001.
  await page.goto(`${BASE_URL}/transactions/beginning-balance/add`);
  await page.getByText("Dated at the company's cut-off date: 31 Dec 2024.").waitFor();
  await fillLine(page, 0, { account: "1102.01", debit: "250,000,000" });
  await fillLine(page, 1, { account: "3101", credit: "200,000,000" });
  await page.getByTestId("form-save").click();
  await page.getByText("Total debit (250,000,000.00) must equal total credit (200,000,000.00).").waitFor();
  await page.getByTestId("line-balance").click();
  await pick(page, page.getByTestId("line-2").locator(".line-account .ant-select"), "3104", "3104");
  await screenshot(page, "desktop-beginning-balance");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/transactions\/beginning-balance$/);
  await page.getByTestId("beginning-balance-table").getByRole("link", { name: "SA/2024/12/0001" }).waitFor();

  // A draft may be saved out of balance, but posts only balanced; another draft is deleted.
  await page.goto(`${BASE_URL}/transactions/draft-journal/add`);
  await setDate(page, page.getByTestId("draft-form"), "10 Mar 2025");
  await page.locator("#description").fill("Biaya iklan Maret");
  await fillLine(page, 0, { account: "6106", debit: "2,000,000" });
  await fillLine(page, 1, { account: "1102.01", credit: "1,500,000" });
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/transactions\/draft-journal$/);
  const draftRow = page.getByTestId("draft-table").getByRole("row", { name: /Biaya iklan Maret/ });
  await draftRow.getByText("Not balanced").waitFor();
  await draftRow.getByText("Biaya iklan Maret").click();
  await page.waitForURL(/\/transactions\/draft-journal\/detail\//);
  await page.getByTestId("line-1").locator(".line-account").getByText("1102.01 · Bank Mandiri").waitFor();
  await page.getByTestId("document-submit").click();
  await page.locator(".ant-popconfirm:visible").getByRole("button", { name: "Post" }).click();
  await page.getByText("Total debit (2,000,000.00) must equal total credit (1,500,000.00).").waitFor();
  await page.getByTestId("line-1").locator(".line-credit input").fill("2,000,000");
  await screenshot(page, "desktop-draft-detail");
  await page.getByTestId("document-submit").click();
  await page.locator(".ant-popconfirm:visible").getByRole("button", { name: "Post" }).click();
  await page.getByRole("heading", { name: "JV/2025/03/0001" }).waitFor();
  const accounts = await apiCall("GET", "master-data/chart-of-account?postable=true&q=1101.0", undefined, books.token);
  const [cash, petty] = accounts.data;
  const extra = await apiCall(
    "POST",
    "transactions/draft-journal",
    { date: "2025-03-11", description: "Salah input", details: [{ account_id: cash.id, debit: "5" }, { account_id: petty.id, credit: "5" }] },
    books.token,
  );
  await page.goto(`${BASE_URL}/transactions/draft-journal/detail/${extra.data.id}`);
  await page.locator(".page-header").getByRole("button", { name: "Delete" }).click();
  await page.locator(".ant-popconfirm").getByText("You will not be able to recover it").waitFor();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Delete" }).click();
  await page.waitForURL(/\/transactions\/draft-journal$/);
  await toast(page, "Deleted successfully.");

  // The templates export as a file.
  await page.goto(`${BASE_URL}/master-data/journal-template/export`);
  const exported = page.waitForEvent("download");
  await page.getByTestId("export-xlsx").click();
  assert.equal((await exported).suggestedFilename(), "journal-templates.xlsx");
  await page.context().close();
});

test("a journal clerk sees only what the role allows: journals, no drafts, lines without dimensions", async () => {
  const role = await apiCall(
    "POST",
    "setting/role",
    {
      name: "Juru jurnal",
      description: null,
      permissions: [
        { action: "read", resource: "TxJournal" },
        { action: "create", resource: "TxJournal" },
        { action: "read", resource: "MdChartOfAccount" },
      ],
    },
    owner.token,
  );
  const email = uniqueEmail("clerk");
  await apiCall("POST", "company/user-invitation", { name: "Dewi Lestari", email, role_ids: [role.data.id] }, owner.token);
  const token = (await mailLink(email)).split("/").pop();
  await apiCall("POST", "company/user-invitation/activation", { token, password: PASSWORD, password_confirmation: PASSWORD });

  const page = await newPage(browser);
  await loginThroughUi(page, email);
  const menu = page.getByTestId("side-menu");
  await menu.getByText("General ledger").click();
  await menu.getByText("Journals").waitFor();
  assert.equal(await menu.getByText("Draft journals").count(), 0);
  assert.equal(await menu.getByText("Master data").count(), 1); // the chart of accounts
  await page.goto(`${BASE_URL}/transactions/journal/add`);
  await fillLine(page, 0, { account: "6110", debit: "75,000" });
  assert.equal(await page.getByTestId("line-0").locator(".line-dimensions").count(), 0);
  assert.equal(await page.getByTestId("template-picker").count(), 0);
  await screenshot(page, "desktop-journal-add-clerk");
  await page.goto(`${BASE_URL}/transactions/draft-journal`);
  await page.waitForURL(/\/pages\/not-authorized$/);
  await page.goto(`${BASE_URL}/transactions/closing`);
  await page.waitForURL(/\/pages\/not-authorized$/);
  await page.context().close();
});
