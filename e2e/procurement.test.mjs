// Procurement (issue 12) in the browser: a request of three items is approved; two vendors are
// assigned; their prices are compared (one line split between them, one won by the dearer vendor
// with a reason); an order per vendor is made from the won quotes; the first order is received
// partly, then the rest; the request is followed on its tracking screen. Then the same screens in
// Indonesian.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";
import { pick, toast } from "./support/forms.mjs";

let browser;
let owner;
let setup;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Dewi Lestari", "PT Beli Cermat");
  const post = async (path, body) => (await apiCall("POST", `master-data/${path}`, body, owner.token)).data.id;
  const unit = (await apiCall("GET", "master-data/unit?q=RIM", undefined, owner.token)).data.find((u) => u.code === "RIM").id;
  await post("contact", { code: "V-ALFA", name: "CV Alfa Kertas", contact_types: ["vendor"] });
  await post("contact", { code: "V-BETA", name: "PT Beta Niaga", contact_types: ["vendor"] });
  const accounts = await apiCall("GET", "master-data/chart-of-account?postable=true&q=1104", undefined, owner.token);
  await post("product", {
    code: "KRT-A4",
    name: "Kertas A4 80g",
    product_type: "goods",
    is_inventory: true,
    unit_id: unit,
    buying_price: "52000",
    inventory_account_id: accounts.data[0].id,
  });
  setup = { unit };
});
after(async () => {
  await browser?.close();
});

/** Confirms the open popconfirm with its button. */
async function confirm(page, name) {
  await page.locator(".ant-popconfirm:visible").getByRole("button", { name }).click();
}

test("request three items, approve, assign two vendors, compare prices, order, receive partly then the rest, and track it", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);

  // The request: a product (its unit and price fill in), and two items described by hand.
  await page.goto(`${BASE_URL}/transactions/purchase-request/add`);
  await page.getByTestId("request-requester").fill("Budi Santoso (Umum)");
  await page.getByTestId("request-purpose").fill("ATK kuartal IV");
  const line = (i) => page.getByTestId(`line-${i}`);
  await pick(page, line(0).locator(".line-product .ant-select"), "Kertas", "Kertas A4 80g");
  await line(0).locator(".line-quantity input").fill("10");
  await page.getByTestId("line-add").click();
  await line(1).locator(".line-description input").fill("Toner printer");
  await line(1).locator(".line-quantity input").fill("4");
  await line(1).locator(".line-price input").fill("250000");
  await page.getByTestId("line-add").click();
  await line(2).locator(".line-description input").fill("Servis AC lantai 2");
  await line(2).locator(".line-quantity input").fill("1");
  await line(2).locator(".line-price input").fill("750000");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/\/transactions\/purchase-request\/detail\//);
  const requestUrl = page.url();
  const requestId = requestUrl.split("/").pop();
  await toast(page, "Saved successfully");
  await page.getByTestId("document-submit").click();
  await confirm(page, "Submit");
  await page.getByTestId("document-heading").getByText("Approved").waitFor();
  const number = (await page.getByTestId("document-number").textContent()).trim();
  assert.match(number, /^PR\/\d{4}\/\d{2}\/0001$/);
  await page.getByTestId("request-lines-table").getByText("Kertas A4 80g").waitFor();
  await screenshot(page, "desktop-purchase-request-approved");

  // Outstanding lists its three lines.
  await page.goto(`${BASE_URL}/transactions/purchase-request/outstanding`);
  const outstanding = page.getByTestId("outstanding-table");
  await outstanding.getByText("Toner printer").waitFor();
  assert.equal(await outstanding.getByText(number).count(), 3);

  // Assign vendor: both vendors on every line.
  await page.goto(requestUrl);
  await page.getByTestId("request-assign-vendor").click();
  await page.waitForURL(/assign-vendor\/add\?request=/);
  await page.getByTestId("assign-vendor-lines").getByText("Toner printer").waitFor();
  for (const no of [1, 2, 3]) {
    const select = page.getByTestId(`vendors-${no}`);
    await pick(page, select, "Alfa", "CV Alfa Kertas");
    await pick(page, select, "Beta", "PT Beta Niaga");
    await page.keyboard.press("Escape");
  }
  await page.getByTestId("form-save").click();
  await page.waitForURL(/assign-price\/detail\//);
  await toast(page, "The vendors have been assigned.");

  // Assign price: paper to the cheaper Alfa; toner split 1 to Alfa and 3 to Beta; the service to the
  // dearer Beta, which needs a reason.
  const rowOf = (no, vendor) => page.getByTestId(`comparison-${no}`).locator("tr", { hasText: vendor });
  const quote = async (no, vendor, price, award, reason) => {
    const row = rowOf(no, vendor);
    await row.locator("td").nth(1).locator("input").fill(price);
    await row.locator("td").nth(3).locator("input").fill("3");
    if (award) await row.getByTestId(`award-${no}-${vendor}`).fill(award);
    if (reason) await row.locator("td").nth(6).locator("input").fill(reason);
  };
  await quote(1, "CV Alfa Kertas", "50000", "10");
  await quote(1, "PT Beta Niaga", "51500");
  await quote(2, "CV Alfa Kertas", "240000", "1");
  await quote(2, "PT Beta Niaga", "240000", "3");
  await quote(3, "CV Alfa Kertas", "700000");
  await quote(3, "PT Beta Niaga", "725000", "1");
  await page.getByTestId("form-save").click();
  await page.getByText("Give a reason for choosing a vendor that is not the cheapest").waitFor();
  await rowOf(3, "PT Beta Niaga").locator("td").nth(6).locator("input").fill("Teknisi bergaransi resmi");
  await page.getByTestId("form-save").click();
  await toast(page, "The prices have been assigned.");
  await rowOf(1, "CV Alfa Kertas").getByText("Cheapest").waitFor();
  await rowOf(3, "CV Alfa Kertas").getByText("Cheapest").waitFor();
  await screenshot(page, "desktop-assign-price-comparison");

  // An order per vendor from its won quotes: Alfa's started from the comparison (vendor, lines and
  // prices filled in), Beta's by picking the vendor on a new order.
  const comparisonUrl = page.url();
  const orders = [];
  for (const [vendor, search, lines] of [
    ["CV Alfa Kertas", "Alfa", 2],
    ["PT Beta Niaga", "Beta", 2],
  ]) {
    if (vendor === "CV Alfa Kertas") {
      await page.goto(comparisonUrl);
      await page.getByTestId(`order-from-${vendor}`).click();
      await page.waitForURL(/\/transactions\/purchase-order\/add\?/);
      await page.getByTestId("order-vendor").getByText(vendor).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="order-lines"] .line-row').length === 2);
      await page.getByTestId("order-totals").getByText("740,000.00").first().waitFor();
      await screenshot(page, "desktop-purchase-order-from-comparison");
    } else {
      await page.goto(`${BASE_URL}/transactions/purchase-order/add`);
      await pick(page, page.getByTestId("order-vendor"), search, vendor);
      await page.getByTestId("add-quotes").click();
    }
    assert.equal(await page.getByTestId("order-lines").locator(".line-row").count(), lines);
    await page.getByTestId("form-save").click();
    await page.waitForURL(/\/transactions\/purchase-order\/detail\//);
    orders.push(page.url());
    await page.getByTestId("document-submit").click();
    await confirm(page, "Submit");
    await page.getByTestId("document-heading").getByText("Approved").waitFor();
  }
  await page.goto(orders[0]);
  await page.getByTestId("order-lines-table").getByText("Kertas A4 80g").waitFor();
  await page.getByTestId("order-totals").getByText("740,000.00").first().waitFor();
  await screenshot(page, "desktop-purchase-order-approved");

  // Receive partly (6 of 10 rims, the one toner), then the rest of the paper.
  await page.getByTestId("order-receive").click();
  await page.waitForURL(/goods-recipient\/invoice\?order=/);
  await page.getByTestId("receipt-lines").getByText("Kertas A4 80g").waitFor();
  await page.getByTestId("receipt-receiver").fill("Sari (gudang)");
  await page.getByTestId("receive-1").fill("6");
  await page.getByTestId("receive-2").fill("1");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/goods-recipient\/detail\//);
  await page.getByTestId("document-heading").getByText("Approved").waitFor();
  await page.getByText("300,000.00").first().waitFor();
  await screenshot(page, "desktop-goods-receipt");
  await page.goto(orders[0]);
  await page.getByTestId("order-receive").click();
  await page.getByTestId("receipt-receiver").fill("Sari (gudang)");
  await page.getByTestId("receive-1").fill("5");
  await page.getByTestId("form-save").click();
  await page.getByText("Line 1: 5 is more than the 4 still to receive").waitFor();
  await page.getByTestId("receive-1").fill("4");
  await page.getByTestId("form-save").click();
  await page.waitForURL(/goods-recipient\/detail\//);
  await page.goto(orders[0]);
  await page.getByTestId("document-heading").getByText("Received").waitFor();

  // Tracking: paper went all the way to receipt and waits for its invoice; the toner and the
  // service wait for the rest of their receipts.
  await page.goto(`${BASE_URL}/transactions/purchase-request/tracking/detail/${requestId}`);
  const paper = page.getByTestId("tracking-line-1");
  for (const step of ["request", "approval", "vendor", "price", "order", "receipt"]) {
    assert.equal(await paper.getByTestId(`step-1-${step}`).getAttribute("data-state"), "done", step);
  }
  assert.equal(await paper.getByTestId("step-1-invoice").getAttribute("data-state"), "waiting");
  assert.equal(await page.getByTestId("step-3-receipt").getAttribute("data-state"), "waiting");
  await paper.getByText("Sari (gudang)").first().waitFor();
  await screenshot(page, "desktop-purchase-tracking");
  await page.goto(`${BASE_URL}/tracking`);
  await page.getByTestId("tracking-monitor").getByText("Servis AC lantai 2").waitFor();
  await page.context().close();
});

test("the procurement screens in Indonesian", async () => {
  const page = await newPage(browser, undefined, { language: "id" });
  await page.goto(`${BASE_URL}/auth/login`);
  await page.getByTestId("language-id").click();
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/purchase-request`);
  await page.getByRole("heading", { name: "Permintaan pembelian" }).waitFor();
  await page.getByTestId("request-table").getByText("Diterima sebagian").waitFor();
  await screenshot(page, "desktop-purchase-requests-id");
  await page.goto(`${BASE_URL}/transactions/purchase-request/tracking`);
  await page.getByRole("heading", { name: "Pelacakan permintaan" }).waitFor();
  await page.getByTestId("tracking-table").getByText("Faktur pembelian").first().waitFor();
  await page.goto(`${BASE_URL}/transactions/purchase-order/add`);
  await page.getByRole("heading", { name: "Pesanan pembelian baru" }).waitFor();
  // Each line takes its own VAT and withholding.
  await page.getByTestId("order-lines").locator(".line-head").getByText("Dipotong").waitFor();
  await page.goto(`${BASE_URL}/report/master-pr`);
  await page.getByRole("heading", { name: "Master permintaan pembelian" }).waitFor();
  await screenshot(page, "desktop-master-pr-id");
  await page.context().close();
  assert.ok(setup.unit);
});
