// Inventory (issue 28): a trading company buys a stocked product twice at different prices and sells
// some (through the API: the purchase and sales screens have their own tests); then, in the browser,
// an owner counts the stock (a stock opname with a shortage), moves goods to a branch, and reads the
// stock card and the valuation, whose total equals the inventory account; adds a warehouse under the
// branch and moves goods into it. The same screens in Indonesian.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { clickAndConfirm, navigatesTo, pick } from "./support/forms.mjs";

const pad = (n) => String(n).padStart(2, "0");
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const month = `${now.getFullYear()}/${pad(now.getMonth() + 1)}`;

let browser;
let owner;
let product;
let invoice;
let bill;
let receipt;

before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Hartono Wijaya", "PT Dagang Makmur");
  const call = (method, url, body) => apiCall(method, url, body, owner.token);
  const units = await call("GET", "master-data/unit?q=PCS");
  const unit = units.data.find((u) => u.code === "PCS")?.id ?? units.data[0]?.id;
  product = (await call("POST", "master-data/product", { code: "KPI", name: "Kopi Arabika 250g", product_type: "goods", is_inventory: true, unit_id: unit, selling_price: "85000" })).data;
  const vendor = (await call("POST", "master-data/contact", { code: "V001", name: "CV Kebun Kopi", contact_types: ["vendor"] })).data;
  const customer = (await call("POST", "master-data/contact", { code: "C001", name: "Toko Sinar", contact_types: ["customer"] })).data;
  await call("POST", "master-data/office", { code: "BDG", name: "Cabang Bandung" });
  // 100 at 50 000 and 50 at 56 000: 7 800 000 for 150, 52 000 each.
  for (const [quantity, price] of [
    ["100", "50000"],
    ["50", "56000"],
  ]) {
    const order = (await call("POST", "transactions/purchase-order", { vendor_id: vendor.id, date: "2026-03-02", details: [{ product_id: product.id, quantity, unit_id: unit, price }] })).data;
    const approved = (await call("POST", `transactions/purchase-order/${order.id}/submit`)).data;
    const received = (await call("POST", "transactions/goods-recipient", { order_id: order.id, date: "2026-03-03", receiver: "Gudang", details: [{ order_line_id: approved.details[0].id, quantity }] })).data;
    receipt ??= received;
    // The vendor bills the first order as received.
    if (!bill) {
      const created = (await call("POST", "transactions/purchase-invoice", {
        kind: "goods",
        contact_id: vendor.id,
        vendor_invoice_number: "KBK-031",
        date: "2026-03-04",
        purchase_order_id: order.id,
        lines: [{ product_id: product.id, purchase_order_line_id: approved.details[0].id, quantity, price }],
      })).data;
      bill = (await call("POST", `transactions/purchase-invoice/${created.id}/submit`)).data;
    }
  }
  // 40 sold: cost of goods sold 2 080 000.
  invoice = (await call("POST", "transactions/sales-invoice", { contact_id: customer.id, invoice_date: "2026-03-10", details: [{ product_id: product.id, quantity: "40", price: "85000" }] })).data;
  await call("POST", `transactions/sales-invoice/${invoice.id}/submit`);
});
after(async () => {
  await browser?.close();
});

test("a stock opname counts a shortage, a transfer moves goods to a branch, the stock card and the valuation read them", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);

  // The opname: 110 on hand, 108 counted.
  await page.goto(`${BASE_URL}/transactions/stock-adjustment/add`);
  const line = page.getByTestId("line-0");
  await pick(page, line.locator(".line-product .ant-select"), "Kopi", "Kopi Arabika");
  await line.locator(".line-quantity input").fill("108");
  await line.locator(".line-description input").fill("2 bungkus sobek");
  await page.getByTestId("adjustment-description").fill("Opname akhir Maret");
  await screenshot(page, "desktop-inventory-opname-form");
  await page.getByTestId("form-save").click();
  await navigatesTo(page, /\/transactions\/stock-adjustment\/detail\/[0-9a-f-]+$/);
  await page.getByTestId("adjustment-detail-lines").getByRole("cell", { name: "110", exact: true }).waitFor();
  await page.getByTestId("figure-difference").getByText("104,000.00").waitFor();
  await page.waitForLoadState("networkidle");
  await clickAndConfirm(page, page.getByTestId("document-submit"));
  await page.getByTestId("document-number").getByText(`SO/${month}/0001`).waitFor();
  await screenshot(page, "desktop-inventory-opname-approved");

  // A transfer of 30 to the Bandung branch, at 52 000 each.
  await page.goto(`${BASE_URL}/transactions/stock-transfer/add`);
  await pick(page, page.getByTestId("transfer-from"), "HO", "HO ·");
  await pick(page, page.getByTestId("transfer-to"), "Bandung", "Cabang Bandung");
  const moved = page.getByTestId("line-0");
  await pick(page, moved.locator(".line-product .ant-select"), "Kopi", "Kopi Arabika");
  await moved.locator(".line-quantity input").fill("30");
  await clickAndConfirm(page, page.getByTestId("form-save"));
  await navigatesTo(page, /\/transactions\/stock-transfer\/detail\/[0-9a-f-]+$/);
  await page.getByTestId("figure-value").getByText("1,560,000.00").waitFor();
  await screenshot(page, "desktop-inventory-transfer");

  // The stock card of March at the head office and at the branch.
  await page.goto(`${BASE_URL}/report/stock-card?date_from=2026-03-01&date_to=${today}`);
  const card = page.getByTestId("definition-table");
  await card.getByText("Goods receipt GR/2026/03/0001").waitFor();
  await card.getByText(`Stock opname SO/${month}/0001`).first().waitFor();
  await card.getByText(`Stock transfer MS/${month}/0001`).first().waitFor();
  await screenshot(page, "desktop-inventory-stock-card");

  // The valuation: 78 at the head office and 30 at the branch, 108 × 52 000 = 5 616 000, equal to 1104.
  await page.goto(`${BASE_URL}/report/inventory-valuation?date=${today}`);
  const valuation = page.getByTestId("definition-table");
  await valuation.getByText("5,616,000.00").first().waitFor();
  await valuation.getByText("Cabang Bandung").waitFor();
  // The inventory account beside it, no difference.
  assert.equal(await valuation.getByText("5,616,000.00").count(), 2);
  await screenshot(page, "desktop-inventory-valuation");
  await page.context().close();
});

test("a warehouse is added under the branch; goods move into it without a journal and the valuation reads it alone", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/master-data/warehouse/add`);
  await page.locator("#code").fill("DGO");
  await page.locator("#name").fill("Gudang Dago");
  await pick(page, page.getByTestId("warehouse-office"), "Bandung", "Cabang Bandung");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/master-data\/warehouse$/);
  await page.getByText("Gudang Dago", { exact: true }).waitFor();

  // 10 of the branch's 30 into its warehouse: same office, so no journal.
  await page.goto(`${BASE_URL}/transactions/stock-transfer/add`);
  await pick(page, page.getByTestId("transfer-from"), "Bandung", "Cabang Bandung");
  await pick(page, page.getByTestId("transfer-to"), "Bandung", "Cabang Bandung");
  await pick(page, page.getByTestId("transfer-to-warehouse"), "Dago", "Gudang Dago");
  const line = page.getByTestId("line-0");
  await pick(page, line.locator(".line-product .ant-select"), "Kopi", "Kopi Arabika");
  await line.locator(".line-quantity input").fill("10");
  await clickAndConfirm(page, page.getByTestId("form-save"));
  await navigatesTo(page, /\/transactions\/stock-transfer\/detail\/[0-9a-f-]+$/);
  await page.getByTestId("figure-value").getByText("520,000.00").waitFor();
  await page.getByText("Cabang Bandung · Gudang Dago").first().waitFor();
  await screenshot(page, "desktop-inventory-warehouse-transfer");

  // The valuation of the warehouse alone.
  await page.goto(`${BASE_URL}/report/inventory-valuation?date=${today}`);
  await pick(page, page.getByTestId("filter-warehouse_ids"), "Dago", "Gudang Dago");
  const valuation = page.getByTestId("definition-table");
  // Before the filter: the branch itself (20) and its warehouse (10); after it, the warehouse alone.
  await valuation.getByText("Cabang Bandung", { exact: true }).waitFor({ state: "detached" });
  await valuation.getByText("Cabang Bandung · Gudang Dago").waitFor();
  assert.equal(await valuation.getByText("520,000.00").count(), 2);
  await screenshot(page, "desktop-inventory-warehouse-valuation");
  await page.context().close();
});

test("a customer returns goods from the invoice: the credit note posts, the goods come back at their cost, the profit and loss shows the gross profit", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/sales-invoice/edit/${invoice.id}`);
  await page.getByTestId("invoice-return").click();
  await page.waitForURL(/\/transactions\/sales-return\/add\?invoice=/);
  await page.getByTestId("return-quantity-1").fill("5");
  await page.getByTestId("return-notes").fill("Kemasan penyok");
  await page.getByTestId("return-buyer-number").fill("NR-0042");
  await screenshot(page, "desktop-sales-return-form");
  await page.getByTestId("form-save").click();
  await navigatesTo(page, /\/transactions\/sales-return\/detail\/[0-9a-f-]+$/);
  await page.waitForLoadState("networkidle");
  await clickAndConfirm(page, page.getByTestId("document-submit"));
  await page.getByTestId("document-number").getByText(`RJ/${month}/0001`).waitFor();
  // 5 × 85 000 back to the customer; 5 × 52 000 back into stock.
  await page.getByTestId("figure-total").getByText("425,000.00").waitFor();
  await page.getByTestId("figure-cost").getByText("260,000.00").waitFor();
  await page.getByText("NR-0042").waitFor();
  // The credit note prints.
  await page.getByTestId("document-print").waitFor();
  await screenshot(page, "desktop-sales-return-posted");
  // The invoice lists its return.
  await page.goto(`${BASE_URL}/transactions/sales-invoice/edit/${invoice.id}`);
  await page.getByTestId("invoice-returns").getByText(`RJ/${month}/0001`).waitFor();
  // March and this month: revenue 40 × 85 000 less 5 returned; cost of sales 35 × 52 000 and the opname's 104 000.
  await page.goto(`${BASE_URL}/report/profit-loss?date_from=2026-03-01&date_to=${today}`);
  await page.getByText("Gross profit").waitFor();
  await screenshot(page, "desktop-inventory-profit-loss");
  // Gross profit per product: 35 net sold at 85 000 against 52 000.
  await page.goto(`${BASE_URL}/report/gross-profit?date_from=2026-03-01&date_to=${today}`);
  const gross = page.getByTestId("definition-table");
  await gross.getByText("KPI · Kopi Arabika 250g").waitFor();
  await gross.getByText("1,155,000.00").first().waitFor();
  await page.getByTestId("filter-group_by").waitFor();
  await screenshot(page, "desktop-inventory-gross-profit");
  await page.context().close();
});

test("goods go back to the vendor from the purchase invoice: the debit note posts and the goods leave at their average cost", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/purchase-invoice/detail/${bill.id}`);
  await page.getByTestId("invoice-return").click();
  await page.waitForURL(/\/transactions\/purchase-return\/add\?invoice=/);
  await page.getByTestId("return-quantity-1").fill("3");
  await page.getByTestId("return-notes").fill("Kemasan basah");
  await page.getByTestId("form-save").click();
  await navigatesTo(page, /\/transactions\/purchase-return\/detail\/[0-9a-f-]+$/);
  // The saved document settles first (its refetch re-renders the actions, closing a confirm opened before).
  await page.waitForLoadState("networkidle");
  await clickAndConfirm(page, page.getByTestId("document-submit"));
  await page.getByTestId("document-number").getByText(`RB/${month}/0001`).waitFor();
  // 3 × 50 000 owed less; out of stock at the average cost then (52 000 each).
  await page.getByTestId("figure-total").getByText("150,000.00").waitFor();
  await page.getByTestId("return-detail-lines").getByText("156,000.00").waitFor();
  await screenshot(page, "desktop-purchase-return-posted");
  await page.goto(`${BASE_URL}/transactions/purchase-invoice/detail/${bill.id}`);
  await page.getByTestId("invoice-returns").getByText(`RB/${month}/0001`).waitFor();
  // Coretax retur pajak masukan: this month's check; the bill carried no VAT, so there is nothing to
  // return on Coretax, and nothing to download (the listing itself: payables.test.ts).
  await page.goto(`${BASE_URL}/transactions/purchase-return`);
  await page.getByTestId("coretax-retur-open").click();
  const picker = page.locator(".ant-modal:visible .ant-picker input");
  await picker.click();
  await picker.fill(`${now.getFullYear()}-${pad(now.getMonth() + 1)}`);
  await page.keyboard.press("Enter");
  await page.getByTestId("coretax-retur-check").click();
  await page.locator(".ant-modal:visible").getByText("No purchase returns gave input VAT back in this period.").waitFor();
  assert.equal(await page.getByTestId("coretax-retur-download").isDisabled(), true);
  await screenshot(page, "desktop-purchase-return-coretax");
  await page.context().close();
});

test("freight on a receipt raises the cost of what is still on hand; what was sold takes the rest", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/landed-cost/add?receipt=${receipt.id}`);
  await page.getByTestId("landed-cost-amount").fill("1000000");
  await pick(page, page.getByTestId("landed-cost-account"), "2106", "2106");
  await page.getByTestId("form-save").click();
  await navigatesTo(page, /\/transactions\/landed-cost\/detail\/[0-9a-f-]+$/);
  await page.getByTestId("landed-cost-lines").getByText("1,000,000.00").first().waitFor();
  await clickAndConfirm(page, page.getByTestId("document-submit"));
  await page.getByTestId("document-number").getByText(`LC/${month}/0001`).waitFor();
  await page.getByTestId("figure-capitalised").waitFor();
  await screenshot(page, "desktop-inventory-landed-cost");
  await page.context().close();
});

test("the company allows stock below zero in Settings → Inventory", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/setting?tab=inventory`);
  await page.getByTestId("inventory-setting-form").waitFor();
  await page.getByText("Allow it:").click();
  await page.getByText("Stock below zero means goods were sold").waitFor();
  await page.getByTestId("inventory-setting-save").click();
  await page.getByText("Updated successfully.").first().waitFor();
  await screenshot(page, "desktop-settings-inventory");
  assert.deepEqual((await apiCall("GET", "settings/inventory", undefined, owner.token)).data, { allow_negative_stock: true });
  await apiCall("PUT", "settings/inventory", { allow_negative_stock: false }, owner.token);
  await page.context().close();
});

test("the inventory screens in Indonesian", async () => {
  const page = await newPage(browser, undefined, { language: "id" });
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/stock-adjustment`);
  await page.getByTestId("adjustment-table").getByText(`SO/${month}/0001`).waitFor();
  await page.getByText("Stok opname").first().waitFor();
  await page.goto(`${BASE_URL}/report/stock-card?date_from=2026-03-01&date_to=${today}`);
  await page.getByTestId("definition-table").getByText("Penerimaan barang GR/2026/03/0001").waitFor();
  await screenshot(page, "desktop-inventory-stock-card-id");
  await page.context().close();
});

