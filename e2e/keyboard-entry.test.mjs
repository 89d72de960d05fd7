// Keyboard-first entry (issue 25): an account select finds 4101 from the keyboard even while another
// account is chosen; typed dates in the ways accountants write them are kept (never turned into
// "required"); Enter and Tab walk the line editor's cells and add a line past the last; Ctrl+S saves
// a draft without a click.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany } from "./support/helpers.mjs";

let browser;
let owner;
const accountIds = {};

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Tari Kusuma", "PT Ketik Cepat");
  for (const code of ["2104", "4101", "1101.01"]) {
    const found = await apiCall("GET", `master-data/chart-of-account?postable=true&q=${code}`, undefined, owner.token);
    accountIds[code] = found.data.find((account) => account.code === code).id;
  }
});
after(async () => {
  await browser?.close();
});

const drafts = async () => (await apiCall("GET", "transactions/draft-journal?per_page=50", undefined, owner.token)).data;
const draft = async (id) => (await apiCall("GET", `transactions/draft-journal/${id}`, undefined, owner.token)).data;

/** Types into an account cell's select and presses Enter at once, as a fast typist does. */
async function typeAccount(page, line, code) {
  const select = page.getByTestId(`line-${line}`).locator(".line-account .ant-select");
  await select.click();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

/** The account a line's select shows as chosen. */
const chosen = (page, line, code) => page.getByTestId(`line-${line}`).locator(`.line-account .ant-select-content[title^="${code} · "]`);

const focusedCell = (page) =>
  page.evaluate(() => {
    const row = document.activeElement?.closest(".line-row");
    const cell = document.activeElement?.closest(".line-cell");
    const column = [...(cell?.classList ?? [])].find((name) => name.startsWith("line-") && name !== "line-cell" && name !== "line-amount");
    return { line: row?.getAttribute("data-testid"), column };
  });

/** Types a date into the journal's date field and leaves it by the keyboard. */
async function typeDate(page, text) {
  const input = page.getByTestId("draft-form").locator(".ant-picker input").first();
  await input.click();
  await input.fill(text);
  await input.press("Enter");
  await page.keyboard.press("Escape");
}

test("an account found by typing its code, typed dates kept, Ctrl+S saving a draft", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/draft-journal/add`);
  await page.getByTestId("draft-form").waitFor();
  await typeDate(page, "31/12/2025");
  await page.locator("#description").fill("Ketik cepat");

  // 2104 chosen first, then 4101 typed: the chosen account is not kept on top, Enter takes 4101.
  await typeAccount(page, 0, "2104");
  await chosen(page, 0, "2104").waitFor();
  await typeAccount(page, 0, "4101");
  await chosen(page, 0, "4101").waitFor();
  assert.equal(await chosen(page, 0, "2104").count(), 0);

  // Enter after the pick goes on to the next cell (description), then debit; nothing is submitted.
  await page.keyboard.press("Enter");
  assert.deepEqual(await focusedCell(page), { line: "line-0", column: "line-description" });
  await page.keyboard.type("Penjualan tunai");
  await page.keyboard.press("Enter");
  assert.deepEqual(await focusedCell(page), { line: "line-0", column: "line-debit" });
  await page.keyboard.type("1000");
  await typeAccount(page, 1, "1101.01");
  // The pick waits for the search's answer: the account is on the line before it is saved.
  await chosen(page, 1, "1101.01").waitFor();
  await page.getByTestId("line-1").locator(".line-credit input").fill("1000");
  assert.match(new URL(page.url()).pathname, /\/draft-journal\/add$/);

  await page.keyboard.press("Control+s");
  await page.waitForURL(/\/transactions\/draft-journal$/);
  const [saved] = (await drafts()).filter((row) => row.description === "Ketik cepat");
  assert.ok(saved, "the draft was saved by Ctrl+S");
  const first = await draft(saved.id);
  assert.equal(first.date, "2025-12-31");
  assert.equal(first.details[0].account_id, accountIds["4101"]);
  assert.equal(first.details[0].description, "Penjualan tunai");

  // Two more ways of typing a date, each saved by Ctrl+S from the draft's own screen.
  for (const [typed, expected] of [
    ["30-12-2025", "2025-12-30"],
    ["2025-12-29", "2025-12-29"],
  ]) {
    await page.goto(`${BASE_URL}/transactions/draft-journal/detail/${saved.id}`);
    await chosen(page, 0, "4101").waitFor();
    await typeDate(page, typed);
    await page.keyboard.press("Control+s");
    await page.waitForURL(/\/transactions\/draft-journal$/);
    assert.equal((await draft(saved.id)).date, expected, typed);
  }
  await page.context().close();
});

test("Indonesian month names typed in Indonesian; Enter and Tab add a line past the last cell", async () => {
  const page = await newPage(browser, undefined, { language: "id" });
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/draft-journal/add`);
  await page.getByTestId("draft-form").waitFor();
  await typeDate(page, "31 Des 2025");
  await page.locator("#description").fill("Tanggal Indonesia");
  await typeAccount(page, 0, "4101");
  await chosen(page, 0, "4101").waitFor();
  await page.getByTestId("line-0").locator(".line-debit input").fill("500");
  await typeAccount(page, 1, "1101.01");
  await chosen(page, 1, "1101.01").waitFor();
  await page.getByTestId("line-1").locator(".line-credit input").fill("500");

  // The last input of the last line: Enter adds line 3 and goes to its first cell; Tab then line 4.
  const lastInput = () => page.getByTestId("line-editor").locator(".line-row").last().locator(".line-cell input:not([disabled])").last();
  await lastInput().focus();
  await page.keyboard.press("Enter");
  await page.getByTestId("line-2").waitFor();
  assert.deepEqual(await focusedCell(page), { line: "line-2", column: "line-account" });
  await lastInput().focus();
  await page.keyboard.press("Tab");
  await page.getByTestId("line-3").waitFor();
  assert.deepEqual(await focusedCell(page), { line: "line-3", column: "line-account" });
  for (const index of [3, 2]) await page.getByTestId(`line-remove-${index}`).click();

  await page.keyboard.press("Control+s");
  await page.waitForURL(/\/transactions\/draft-journal$/);
  const [saved] = (await drafts()).filter((row) => row.description === "Tanggal Indonesia");
  assert.equal((await draft(saved.id)).date, "2025-12-31");
  await page.context().close();
});
