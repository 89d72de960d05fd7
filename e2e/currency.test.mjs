// Exchange rates (issue 29, first part): an accountant enters the US dollar's booking rate under
// Master data, sees the history with a second rate from the API, filters it by kind, and reads the
// screen in Indonesian; the company profile shows the base currency.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { fillLine, navigatesTo, pick } from "./support/forms.mjs";

let browser;
let owner;

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Rina Kurniawati", "PT Ekspor Nusantara");
  await apiCall("POST", "master-data/exchange-rate", { currency: "USD", kind: "tax", date: "2026-11-19", rate: "15900", source: "KMK 45/KM.10/2026" }, owner.token);
});
after(async () => {
  await browser?.close();
});

test("an accountant enters a booking rate and reads the history of rates", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/master-data/exchange-rate/add`);
  await pick(page, page.getByTestId("exchange-rate-currency"), "USD", "USD · US dollar");
  await page.getByTestId("exchange-rate-rate").fill("16250.5");
  await page.getByLabel("Source").fill("BI JISDOR");
  await screenshot(page, "desktop-exchange-rate-form");
  await page.getByTestId("form-save").click();
  await page.getByText("USD ·").first().waitFor();
  await page.goto(`${BASE_URL}/master-data/exchange-rate`);
  const table = page.getByTestId("exchange-rate-table");
  await table.getByText("16,250.5").waitFor();
  await table.getByText("15,900").waitFor();
  await table.getByText("Tax rate (KMK)").waitFor();
  await screenshot(page, "desktop-exchange-rates");
  const rate = await apiCall("GET", `master-data/exchange-rate/at?currency=USD&date=2099-01-01`, undefined, owner.token);
  assert.equal(rate.data.rate, "16250.500000");
  await page.context().close();
});

test("the exchange rates in Indonesian", async () => {
  const page = await newPage(browser, undefined, { language: "id" });
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/master-data/exchange-rate`);
  await page.getByText("Kurs pajak (KMK)").first().waitFor();
  await page.getByText("Kurs transaksi (BI)").first().waitFor();
  await screenshot(page, "desktop-exchange-rates-id");
  await page.context().close();
});

test("a journal with a line in US dollars: the debit follows the amount at the rate, the journal shows both", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/journal/add`);
  await page.getByTestId("journal-foreign").click();
  const first = page.getByTestId("line-0");
  await pick(page, first.locator(".line-account .ant-select"), "1102", "1102");
  await first.locator(".line-currency input").fill("USD");
  // The journal date's booking rate comes in by itself (16 250.5, entered in the first test).
  await first.locator(".line-rate input").and(page.locator('[value="16250.5"]')).waitFor();
  await first.locator(".line-amount_currency input").fill("100");
  // 100 × 16 250.5 = 1 625 050.00 in rupiah.
  await page.getByTestId("total-debit").getByText("1,625,050.00").waitFor();
  await fillLine(page, 1, { account: "3101", credit: "1625050" });
  await screenshot(page, "desktop-journal-foreign-form");
  await page.getByTestId("journal-post").click();
  await navigatesTo(page, /\/transactions\/journal\/detail\//);
  await page.getByTestId("line-foreign-1").getByText("USD").waitFor();
  await screenshot(page, "desktop-journal-foreign-detail");
  await page.context().close();
});

test("a draft keeps its line in dollars; bad input is named under its field", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  // A draft journal: the same foreign columns, the rate brought in, kept when saved and opened again.
  await page.goto(`${BASE_URL}/transactions/draft-journal/add`);
  await page.getByTestId("journal-foreign").click();
  const first = page.getByTestId("line-0");
  await pick(page, first.locator(".line-account .ant-select"), "1102", "1102");
  await first.locator(".line-currency input").fill("USD");
  await first.locator(".line-rate input").and(page.locator('[value="16250.5"]')).waitFor();
  await first.locator(".line-amount_currency input").fill("10");
  await fillLine(page, 1, { account: "3101", credit: "162505" });
  await page.getByTestId("form-save").click();
  await navigatesTo(page, /\/transactions\/draft-journal$/);
  await page.getByTestId("draft-table").getByRole("row").nth(1).click();
  await navigatesTo(page, /\/transactions\/draft-journal\/detail\//);
  await page.getByTestId("line-0").locator(".line-currency input").and(page.locator('[value="USD"]')).waitFor();
  // The journal's switch stays on while a line has a currency.
  assert.equal(await page.getByTestId("journal-foreign").isDisabled(), true);

  // A rate below zero, and a journal line in the base currency: each refused under its field.
  await page.goto(`${BASE_URL}/master-data/exchange-rate/add`);
  await pick(page, page.getByTestId("exchange-rate-currency"), "SGD", "SGD · Singapore dollar");
  await page.getByTestId("exchange-rate-rate").fill("-5");
  await page.getByTestId("form-save").click();
  await page.getByText("The rate field must be a valid decimal").waitFor();
  await page.goto(`${BASE_URL}/transactions/journal/add`);
  await page.getByTestId("journal-foreign").click();
  const line = page.getByTestId("line-0");
  await pick(page, line.locator(".line-account .ant-select"), "1102", "1102");
  await line.locator(".line-currency input").fill("IDR");
  await line.locator(".line-amount_currency input").fill("100");
  await line.locator(".line-rate input").fill("1");
  await fillLine(page, 1, { account: "3101", credit: "100" });
  await page.getByTestId("journal-post").click();
  await page.getByText("IDR is the company's base currency: a line in it is entered as debit or credit only.").waitFor();
  await screenshot(page, "desktop-journal-foreign-refused");
  await page.context().close();
});
