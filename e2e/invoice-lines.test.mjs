// The invoice line table at 1 366 px (issue 25, item 8): every column of a sales and a purchase
// invoice's lines — the account included — can be reached inside the table (which may scroll
// sideways), and the page itself is never wider than the window.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { BASE_URL, hasNoHorizontalOverflow, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";

let browser;
let owner;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Rina Wulandari", "PT Garis Rapi");
});
after(async () => {
  await browser?.close();
});

/** Every header of the line editor can be scrolled into view inside it, and the page stays within the window. */
async function everyColumnReachable(page, expected) {
  const editor = page.getByTestId("invoice-lines");
  await editor.waitFor();
  const heads = await editor.locator(".line-head > *").allInnerTexts();
  for (const title of expected) assert.ok(heads.some((h) => h.trim().startsWith(title)), `a "${title}" column in ${JSON.stringify(heads)}`);
  assert.equal(await hasNoHorizontalOverflow(page), true, "the page is no wider than the window");
  const account = editor.locator(".line-head > *", { hasText: /^Account/ });
  await account.scrollIntoViewIfNeeded();
  const box = await account.boundingBox();
  const viewport = page.viewportSize();
  assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, `the account column is on screen once scrolled to: ${JSON.stringify(box)}`);
  assert.equal(await hasNoHorizontalOverflow(page), true, "the page is still no wider than the window");
}

test("a sales invoice's and a purchase invoice's lines at 1366 px: every column within reach, the page never wider", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/sales-invoice/add`);
  await everyColumnReachable(page, ["Product", "Description", "Quantity", "Unit", "Price", "Discount %", "Tax", "Amount", "Account"]);
  await screenshot(page, "desktop-sales-invoice-lines-1366");
  await page.goto(`${BASE_URL}/transactions/purchase-invoice/invoice-service/add`);
  await everyColumnReachable(page, ["Account", "Description", "Quantity", "Price", "Amount"]);
  await screenshot(page, "desktop-purchase-invoice-lines-1366");
  await page.context().close();
});
