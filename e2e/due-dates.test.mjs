// Dates and terms (issue 25): the due date follows the document's date and the contact's term of
// payment until the user sets it by hand. A sales invoice for a customer with a 30-day term: changing
// the invoice date moves the due date; a due date set by hand stays when the date changes, also once
// saved and opened again. A purchase invoice follows the vendor's term the same way.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { pick } from "./support/forms.mjs";

let browser;
let owner;
let page;

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Sari Handayani", "PT Tepat Waktu");
  await apiCall("POST", "master-data/contact", { code: "C030", name: "PT Pelanggan Tiga Puluh", contact_types: ["customer"], term_of_payment: 30 }, owner.token);
  page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await apiCall("POST", "master-data/contact", { code: "V014", name: "CV Pemasok Empat Belas", contact_types: ["vendor"], term_of_payment: 14 }, owner.token);
});
after(async () => {
  await browser?.close();
});

/** The input of the date picker in `container` (a test id's element or the form item around it). */
const dateInput = (container) => container.locator("xpath=descendant-or-self::input").first();

/** Types a date as the picker shows it (`15 Jan 2026`) and leaves the picker. */
async function setDate(page, container, text) {
  const input = dateInput(container);
  await input.click();
  await input.fill(text);
  await input.press("Enter");
  await page.keyboard.press("Escape");
}

/** Waits until the date picker in `container` shows `text` (the form updates after the change), then checks it. */
async function expectDate(container, text) {
  const input = dateInput(container);
  for (let tries = 0; tries < 25 && (await input.inputValue()) !== text; tries += 1) await input.page().waitForTimeout(200);
  assert.equal(await input.inputValue(), text);
}

const formItem = (page, label) => page.locator(".ant-form-item", { has: page.locator(".ant-form-item-label", { hasText: new RegExp(`^${label}$`) }) });

test("a sales invoice's due date follows the invoice date and the customer's 30 days until set by hand", async () => {
  await page.goto(`${BASE_URL}/transactions/sales-invoice/add`);
  await page.getByTestId("invoice-form").waitFor();
  const invoiceDate = page.getByTestId("invoice-date");
  const dueDate = formItem(page, "Due date");

  await setDate(page, invoiceDate, "15 Jan 2026");
  await pick(page, page.getByTestId("invoice-customer"), "Tiga", "PT Pelanggan Tiga Puluh");
  await expectDate(dueDate, "14 Feb 2026");

  // Moving the invoice date moves the due date (the aging then reads an old invoice as overdue).
  await setDate(page, invoiceDate, "01 Mar 2026");
  await expectDate(invoiceDate, "01 Mar 2026");
  await expectDate(dueDate, "31 Mar 2026");

  // Set by hand, the due date stays when the invoice date moves again.
  await setDate(page, dueDate, "20 Apr 2026");
  await expectDate(dueDate, "20 Apr 2026");
  await setDate(page, invoiceDate, "10 Mar 2026");
  await expectDate(invoiceDate, "10 Mar 2026");
  await expectDate(dueDate, "20 Apr 2026");
  await screenshot(page, "due-date-by-hand");

  // Saved and opened again, a due date other than the date plus the term is still the user's.
  const line = page.getByTestId("line-0");
  await line.locator(".line-description input").fill("Jasa konsultasi");
  await pick(page, line.locator(".line-account .ant-select"), "4102", "4102");
  await line.locator(".line-price input").fill("500000");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/transactions\/sales-invoice\/edit\//);
  const id = page.url().split("/").pop();
  const saved = await apiCall("GET", `transactions/sales-invoice/${id}`, undefined, owner.token);
  assert.equal(saved.data.invoice_date, "2026-03-10");
  assert.equal(saved.data.due_date, "2026-04-20");
  await page.reload();
  await page.getByTestId("invoice-form").waitFor();
  await expectDate(dueDate, "20 Apr 2026");
  await setDate(page, invoiceDate, "12 Mar 2026");
  await expectDate(invoiceDate, "12 Mar 2026");
  await expectDate(dueDate, "20 Apr 2026");
});

test("a purchase invoice's due date follows its date and the vendor's 14 days", async () => {
  await page.goto(`${BASE_URL}/transactions/purchase-invoice`);
  await page.getByTestId("invoice-add-service").click();
  await page.getByTestId("invoice-form").waitFor();
  const date = formItem(page, "Date");
  const dueDate = formItem(page, "Due date");

  await setDate(page, date, "05 Feb 2026");
  await pick(page, page.getByTestId("invoice-vendor"), "Empat", "CV Pemasok Empat Belas");
  await expectDate(dueDate, "19 Feb 2026");
  await setDate(page, date, "20 Feb 2026");
  await expectDate(date, "20 Feb 2026");
  await expectDate(dueDate, "06 Mar 2026");
  await setDate(page, dueDate, "31 Mar 2026");
  await setDate(page, date, "25 Feb 2026");
  await expectDate(date, "25 Feb 2026");
  await expectDate(dueDate, "31 Mar 2026");
});
