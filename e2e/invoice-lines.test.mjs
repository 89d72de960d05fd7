// The invoice line table at 1 366 px (issue 25, item 8 b): every column of a sales and a purchase
// invoice's lines — the account included — is on screen at once with the sidebar open, without
// scrolling the table or the page; an account's long name is cut short in its cell and read whole in
// its tooltip. The read-only invoice's lines fit their card too, their long texts wrapping.
// Screenshots at 1 366 × 768 and 1 920 × 1 080.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, DESKTOP, hasNoHorizontalOverflow, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { pick } from "./support/forms.mjs";

const WIDE = { width: 1920, height: 1080 };

let browser;
let owner;
let invoice;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Rina Wulandari", "PT Garis Rapi");
  const customer = await apiCall("POST", "master-data/contact", { code: "C001", name: "PT Pelanggan Setia Sejahtera", contact_types: ["customer"], term_of_payment: 30 }, owner.token);
  const service = await apiCall("POST", "master-data/product", { code: "JSA-KONSULTASI", name: "Jasa konsultasi perpajakan dan akuntansi bulanan", product_type: "service" }, owner.token);
  const created = await apiCall(
    "POST",
    "transactions/sales-invoice",
    {
      contact_id: customer.data.id,
      invoice_date: "2026-03-02",
      details: [
        {
          product_id: service.data.id,
          description: "Pendampingan pemeriksaan pajak tahun buku 2025 termasuk penyusunan surat tanggapan dan rekonsiliasi fiskal",
          quantity: "12",
          price: "1250000000",
        },
        { product_id: service.data.id, quantity: "1", price: "2500000" },
      ],
    },
    owner.token,
  );
  invoice = (await apiCall("POST", `transactions/sales-invoice/${created.data.id}/submit`, undefined, owner.token)).data;
});
after(async () => {
  await browser?.close();
});

/** Every heading of the line editor is on screen without scrolling: the editor is no wider than its card, the page no wider than the window. */
async function everyColumnOnScreen(page, expected) {
  const editor = page.getByTestId("invoice-lines");
  await editor.waitFor();
  const heads = await editor.locator(".line-head > *").allInnerTexts();
  for (const title of expected) assert.ok(heads.some((h) => h.trim().startsWith(title)), `a "${title}" column in ${JSON.stringify(heads)}`);
  const { scrollWidth, clientWidth } = await editor.evaluate((e) => ({ scrollWidth: e.scrollWidth, clientWidth: e.clientWidth }));
  assert.ok(scrollWidth <= clientWidth + 1, `the lines do not scroll sideways (${scrollWidth} > ${clientWidth})`);
  const box = await editor.locator(".line-head > *", { hasText: /^Account/ }).boundingBox();
  const viewport = page.viewportSize();
  assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, `the account column is on screen, unscrolled: ${JSON.stringify(box)} in ${viewport.width}`);
  assert.equal(await hasNoHorizontalOverflow(page), true, "the page is no wider than the window");
}

test("a sales invoice's and a purchase invoice's lines at 1366 px: every column on screen at once, the account's name whole in its tooltip", async () => {
  const page = await newPage(browser, DESKTOP);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/sales-invoice/add`);
  await everyColumnOnScreen(page, ["Product", "Description", "Quantity", "Unit", "Price", "Discount %", "Tax", "Amount", "Account"]);
  // A long product and account, a long description and a price in the billions still fit.
  const editor = page.getByTestId("invoice-lines");
  await pick(page, editor.locator(".line-product .ant-select").first(), "JSA", "Jasa konsultasi perpajakan");
  await editor.locator(".line-description input").first().fill("Pendampingan pemeriksaan pajak tahun buku 2025 termasuk penyusunan surat tanggapan");
  await editor.locator(".line-quantity input").first().fill("12");
  await editor.locator(".line-price input").first().fill("1250000000");
  await pick(page, editor.locator(".line-account .ant-select").first(), "4101", "4101");
  await page.getByTestId("line-amount-0").getByText("15,000,000,000.00").waitFor();
  await everyColumnOnScreen(page, ["Account"]);
  const account = await editor.locator(".line-account .ant-select [title]").first().getAttribute("title");
  assert.match(account ?? "", /^4101 · \S/, "the account's code and whole name in the tooltip of its cell");
  await screenshot(page, "desktop-sales-invoice-lines-1366");

  await page.goto(`${BASE_URL}/transactions/purchase-invoice/invoice-service/add`);
  await everyColumnOnScreen(page, ["Account", "Description", "Quantity", "Price", "VAT", "PPh", "Amount"]);
  await screenshot(page, "desktop-purchase-invoice-lines-1366");

  // The read-only invoice: its lines as wide as the card, the long description wrapping.
  await page.goto(`${BASE_URL}/transactions/sales-invoice/edit/${invoice.id}`);
  const lines = page.getByTestId("invoice-view-lines");
  await lines.getByText("15,000,000,000.00").waitFor();
  const table = await lines.locator(".ant-table-content").evaluate((e) => ({ scrollWidth: e.scrollWidth, clientWidth: e.clientWidth }));
  assert.ok(table.scrollWidth <= table.clientWidth + 1, `the read-only lines do not scroll sideways (${JSON.stringify(table)})`);
  assert.equal(await hasNoHorizontalOverflow(page), true, "the invoice is no wider than the window");
  await screenshot(page, "desktop-sales-invoice-view-1366");
  await page.context().close();
});

test("the same form and read-only invoice at 1920 px", async () => {
  const page = await newPage(browser, WIDE);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/sales-invoice/add`);
  await everyColumnOnScreen(page, ["Product", "Account"]);
  await screenshot(page, "desktop-sales-invoice-lines-1920");
  await page.goto(`${BASE_URL}/transactions/sales-invoice/edit/${invoice.id}`);
  await page.getByTestId("invoice-view-lines").getByText("15,000,000,000.00").waitFor();
  assert.equal(await hasNoHorizontalOverflow(page), true, "the invoice is no wider than the window");
  await screenshot(page, "desktop-sales-invoice-view-1920");
  await page.context().close();
});
