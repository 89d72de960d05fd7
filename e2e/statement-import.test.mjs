// Bank statement import (issue 27): the owner imports a bank's MT940 statement (the balances come
// from the file, none to type), reads what was imported, auto-matches every line with the books and
// finishes; the same file again is refused naming the import that has its lines, with a link to it,
// and nothing is added; in Indonesian the refusal reads in Indonesian. A file of several accounts
// lists them to pick one; a statement in another currency than the account's is refused; a CSV asks
// for the balances only until its mapping reads a running balance.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, pathOf, screenshot } from "./support/helpers.mjs";
import { choose, toast } from "./support/forms.mjs";

const FIXTURES = new URL("../packages/server/src/modules/cashbank/fixtures/", import.meta.url);
const fixture = (name) => readFileSync(new URL(name, FIXTURES));

let browser;
let owner;
let accounts;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Rina Wahyuni", "PT Rekening Rapi");
  accounts = {};
  for (const code of ["1102.02", "3101", "4102", "6102", "6110"]) {
    const found = await apiCall("GET", `master-data/chart-of-account?per_page=100&q=${code}`, undefined, owner.token);
    accounts[code] = found.data.find((a) => a.code === code).id;
  }
});
after(async () => {
  await browser?.close();
});


/** A bank account on ledger account 1102.02, in its currency (IDR unless told). */
const bankAccount = (code, name, extra = {}) =>
  apiCall("POST", "master-data/cashbank", { code, name, bank_name: name.split(" ")[0], account_id: accounts["1102.02"], ...extra }, owner.token);

const journal = (date, description, details) => apiCall("POST", "transactions/journal", { date, description, details }, owner.token);

/** The import screen with the bank account, the format and the file chosen. */
async function chooseStatement(page, { account, format, name, content }) {
  await page.goto(`${BASE_URL}/transactions/cashbank/rekon/add`);
  await choose(page, page.getByTestId("rekon-cashbank"), account);
  if (format) {
    await choose(page, page.getByTestId("rekon-format"), format);
  }
  await page.getByTestId("rekon-file").setInputFiles({ name, mimeType: "text/plain", buffer: content });
}

test("an MT940 statement imports, auto-matches and finishes; the same file again is refused naming that import, in English and Indonesian", async () => {
  // The statement's account (014/1234567890, IDR): 10,000,000 at the end of February, then a
  // customer's transfer, the rent and the bank's fee, each booked already.
  const bank = await bankAccount("BNI-GIRO", "BNI Giro", { account_number: "1234567890", currency: "IDR" });
  const b = accounts["1102.02"];
  await journal("2026-02-27", "Setoran modal", [{ account_id: b, debit: "10000000" }, { account_id: accounts["3101"], credit: "10000000" }]);
  await journal("2026-03-05", "PT Maju Jaya INV-001", [{ account_id: b, debit: "5000000" }, { account_id: accounts["4102"], credit: "5000000" }]);
  await journal("2026-03-10", "Sewa kantor Maret", [{ account_id: accounts["6102"], debit: "1090000" }, { account_id: b, credit: "1090000" }]);
  await journal("2026-03-12", "Biaya administrasi bank", [{ account_id: accounts["6110"], debit: "15000" }, { account_id: b, credit: "15000" }]);
  const mt940 = fixture("statement.mt940");

  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await chooseStatement(page, { account: "BNI Giro", format: "MT940", name: "bni-maret.sta", content: mt940 });
  // An MT940 states its balances: none to type.
  await page.getByTestId("rekon-balances-in-file").getByText("The opening and closing balances are read from the file.").waitFor();
  assert.equal(await page.getByTestId("rekon-closing").count(), 0);
  await screenshot(page, "desktop-statement-import-mt940");
  await page.getByTestId("rekon-import-submit").click();
  await page.waitForURL(/\/transactions\/cashbank\/rekon\/add\/[0-9a-f-]+$/);
  const first = page.url().split("/").pop();
  await page.getByTestId("rekon-imported").getByText("3 statement lines imported from bni-maret.sta.").waitFor();
  await page.getByTestId("rekon-file-name").getByText("bni-maret.sta").waitFor();
  await screenshot(page, "desktop-statement-imported");

  await page.getByTestId("rekon-auto-match").click();
  await toast(page, "3 matched, 0 with several candidates, 0 without any.");
  await page.getByTestId("rekon-difference").getByText("0.00").waitFor();
  assert.equal(await page.getByTestId("rekon-statement-lines").getByText("Matched").count(), 3);
  await screenshot(page, "desktop-statement-auto-matched");
  await page.getByTestId("rekon-finish").click();
  await page.locator(".ant-popconfirm:visible").getByRole("button", { name: "OK" }).click();
  await toast(page, "The reconciliation is finished.");
  await page.getByTestId("rekon-status").getByText("Finished").waitFor();

  // The same file again, under another name: refused, naming the first import, and nothing added.
  await chooseStatement(page, { account: "BNI Giro", format: "MT940", name: "bni-maret-lagi.sta", content: mt940 });
  await page.getByTestId("rekon-import-submit").click();
  const refused = page.getByTestId("rekon-import-refused");
  await refused.getByText(/^Every line of this file was imported already: bni-maret\.sta on \d{4}-\d\d-\d\d \d\d:\d\d by Rina Wahyuni\.$/).waitFor();
  await refused.getByText("Nothing was imported from this file.").waitFor();
  assert.match(pathOf(page), /\/rekon\/add$/, "the screen stays on the import");
  await screenshot(page, "desktop-statement-import-duplicate");
  const list = (await apiCall("GET", "transactions/cashbank/rekon", undefined, owner.token)).data.filter((r) => r.cashbank_id === bank.data.id);
  assert.deepEqual(
    list.map((r) => [r.id, r.line_count]),
    [[first, 3]],
  );
  // Its link opens the import that has the lines.
  await refused.getByTestId("rekon-earlier-import").click();
  await page.waitForURL(new RegExp(`/rekon/add/${first}$`));
  await page.getByTestId("rekon-status").getByText("Finished").waitFor();

  // In Indonesian, the refusal reads in Indonesian.
  await page.getByTestId("language-id").click();
  await chooseStatement(page, { account: "BNI Giro", format: "MT940", name: "bni-maret-lagi.sta", content: mt940 });
  await page.getByTestId("rekon-balances-in-file").getByText("Saldo awal dan saldo akhir dibaca dari berkas.").waitFor();
  await page.getByTestId("rekon-import-submit").click();
  await refused.getByText(/^Semua baris berkas ini sudah diimpor: bni-maret\.sta pada \d{4}-\d\d-\d\d \d\d:\d\d oleh Rina Wahyuni\.$/).waitFor();
  await refused.getByText("Tidak ada yang diimpor dari berkas ini.").waitFor();
  await refused.getByTestId("rekon-earlier-import").getByText("Buka impor sebelumnya").waitFor();
  await screenshot(page, "desktop-statement-import-duplicate-id");
  await page.getByTestId("language-en").click();
  await page.context().close();
});

test("a file of several accounts lists them to pick one; another currency is refused; a CSV asks for balances only without a balance column", async () => {
  await bankAccount("BNP-EUR", "BNP Euro", { currency: "EUR" });
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);

  // An OFX of two accounts, neither this account's number: listed, one picked, imported.
  await chooseStatement(page, { account: "BNP Euro", format: "OFX", name: "releve.ofx", content: fixture("corpus/ofx/ofxparse-multiple_accounts.ofx") });
  await page.getByTestId("rekon-import-submit").click();
  const refused = page.getByTestId("rekon-import-refused");
  await refused.getByText("This file holds the statements of several accounts (78934567889 EUR, 89273829182 EUR)", { exact: false }).waitFor();
  await choose(page, refused.getByTestId("rekon-statement-account"), "89273829182 EUR · 1 line");
  await screenshot(page, "desktop-statement-import-choose-account");
  await refused.getByTestId("rekon-import-account").click();
  await page.waitForURL(/\/transactions\/cashbank\/rekon\/add\/[0-9a-f-]+$/);
  await page.getByTestId("rekon-imported").getByText("1 statement line imported from releve.ofx.").waitFor();

  // The IDR statement for the euro account: refused naming both currencies.
  await chooseStatement(page, { account: "BNP Euro", format: "MT940", name: "bni-maret.sta", content: fixture("statement.mt940") });
  await page.getByTestId("rekon-import-submit").click();
  await refused.getByText("The statement is in IDR, but BNP-EUR BNP Euro is kept in EUR.").waitFor();
  await screenshot(page, "desktop-statement-import-currency");

  // A CSV: both balances to type until a bank's preset with its running balance is chosen.
  await chooseStatement(page, { account: "BNP Euro", name: "mutasi.csv", content: fixture("csv/bca.csv") });
  await page.getByTestId("rekon-opening").waitFor();
  await page.getByTestId("rekon-closing").waitFor();
  await choose(page, page.getByTestId("rekon-preset"), "KlikBCA (individual");
  await page.getByTestId("rekon-balances-in-file").waitFor();
  assert.equal(await page.getByTestId("rekon-opening").count(), 0);
  assert.equal(await page.getByTestId("rekon-closing").count(), 0);
  await page.context().close();
});

test("a statement of a busy month is shown a page at a time, and its lines filter by whether they are matched", async () => {
  // 260 lines of June (money in and out in turn), imported through the API; one auto-matched.
  await bankAccount("BRI-OPS", "BRI Operasional", { account_number: "0333444555", currency: "IDR" });
  const banks = await apiCall("GET", "master-data/cashbank?per_page=100&q=BRI-OPS", undefined, owner.token);
  const bank = banks.data.find((b) => b.code === "BRI-OPS").id;
  let balance = 0;
  const body = [];
  for (let i = 0; i < 260; i += 1) {
    const amount = (i % 3 ? 1 : -1) * ((i % 50) + 1);
    balance += amount;
    const d = `2606${String(1 + (i % 28)).padStart(2, "0")}`;
    body.push(`:61:${d}${d.slice(2)}${amount < 0 ? "D" : "C"}${Math.abs(amount)},00NTRFJ${i}//J${i}`, `:86:Mutasi juni ${i}`);
  }
  const content = [":20:STMT", ":25:0333444555", ":28C:1/1", ":60F:C260531IDR1000,00", ...body, `:62F:C260628IDR${1000 + balance},00`, "-"].join("\n");
  const imported = await apiCall("POST", "transactions/cashbank/rekon", { cashbank_id: bank, format: "mt940", content, file_name: "bri-juni.sta" }, owner.token);
  assert.equal(imported.data.imported, 260);
  // The first line (1.00 out on 1 June) is in the books.
  await journal("2026-06-01", "Biaya transfer", [{ account_id: accounts["6110"], debit: "1" }, { account_id: accounts["1102.02"], credit: "1" }]);
  const rec = await apiCall("GET", `transactions/cashbank/rekon/${imported.data.id}`, undefined, owner.token);
  const matched = await apiCall("POST", `transactions/cashbank/rekon/${imported.data.id}/auto-match`, undefined, owner.token);
  assert.equal(matched.data.matched, 1);
  assert.equal(rec.data.statement_lines.length, 260);

  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/cashbank/rekon/add/${imported.data.id}`);
  const statement = page.locator(".ant-card").filter({ has: page.getByTestId("rekon-statement-lines") });
  await statement.getByText("Mutasi juni 0 · J0").waitFor();
  // 100 a page: three pages, the third with 60.
  await statement.locator(".ant-pagination-item-3").click();
  await statement.getByText("Mutasi juni 259 · J259").waitFor();
  assert.equal(await statement.locator("tbody tr.ant-table-row").count(), 60);
  // Matched only: the one line.
  await statement.locator("th", { hasText: "Status" }).locator(".ant-table-filter-trigger").click();
  await page.locator(".ant-table-filter-dropdown:visible").getByText("Matched", { exact: true }).click();
  await page.locator(".ant-table-filter-dropdown:visible").getByRole("button", { name: "OK" }).click();
  await statement.getByText("Mutasi juni 0 · J0").waitFor();
  assert.equal(await statement.locator("tbody tr.ant-table-row").count(), 1);
  await page.close();
});
