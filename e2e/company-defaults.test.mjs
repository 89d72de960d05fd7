// A company ready to work (issue 25, item 6): an empty list a form depends on says what to add and
// links there; a contact left without a code is numbered; the user's office is filled in on a new
// document. (The seeded manager role is tried in reports.test.mjs, an order started from the price
// comparison in procurement.test.mjs.)
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";

let browser;
let owner;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Rina Wijaya", "PT Siap Kerja");
});
after(async () => {
  await browser?.close();
});

test("an empty employee list on a cash advance request says to add employees and links there", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/cash-advance/request/add`);
  await page.getByTestId("request-employee").click();
  const empty = page.locator(".ant-select-dropdown:visible").getByTestId("empty-pick-list");
  await empty.getByText("No employees yet.").waitFor();
  await screenshot(page, "desktop-empty-pick-list-employee");
  await empty.getByTestId("empty-pick-list-add").click();
  await page.waitForURL(/\/master-data\/employee\/add$/);
  await page.context().close();
});

test("a contact saved without a code gets the next one; a new document starts in the user's office", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/master-data/contact/add`);
  const form = page.getByText("Left empty, the next code is given on save");
  await form.waitFor();
  await page.locator("#name").fill("PT Pelanggan Pertama");
  await page.getByTestId("contact-types").getByText("Customer").click();
  await screenshot(page, "desktop-contact-code-generated");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/master-data\/contact$/);
  await page.getByText("C-0001").first().waitFor();

  // The owner is an employee of the Surabaya branch: a new document starts there.
  const branch = (await apiCall("POST", "master-data/office", { code: "SBY", name: "Cabang Surabaya" }, owner.token)).data;
  const me = (await apiCall("GET", "auth/me", undefined, owner.token)).data.user;
  const employee = await apiCall("POST", "master-data/employee", { code: "EMP-01", name: "Rina Wijaya", user_id: me.id, office_id: branch.id }, owner.token);
  assert.ok(employee.data, JSON.stringify(employee));
  await page.context().close();
  const again = await newPage(browser);
  await loginThroughUi(again, owner.email);
  await again.goto(`${BASE_URL}/transactions/sales-invoice/add`);
  await again.locator(".ant-select", { has: again.locator("#office_id") }).getByText("SBY · Cabang Surabaya").waitFor();
  await screenshot(again, "desktop-new-invoice-user-office");
  await again.context().close();
});
