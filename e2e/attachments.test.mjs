// Attachments and the voucher print on a posted journal (issue 9): drop a PDF on the journal's
// page, see it listed, download the same bytes, get a clear refusal for a text file named .png,
// delete after the confirmation; the PDF button saves the A4 voucher.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

let browser;
let owner;
let journal;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Dewi Lestari", "PT Arsip Rapi");
  const accounts = await apiCall("GET", "master-data/chart-of-account?per_page=100&postable=true", undefined, owner.token);
  const code = (c) => accounts.data.find((a) => a.code === c).id;
  const posted = await apiCall(
    "POST",
    "transactions/journal",
    {
      date: "2025-01-15",
      description: "Sewa kantor Januari",
      details: [
        { account_id: code("6102"), debit: "2500000", credit: 0 },
        { account_id: code("1101.01"), debit: 0, credit: "2500000" },
      ],
    },
    owner.token,
  );
  journal = posted.data;
});
after(async () => {
  await browser?.close();
});

test("a journal's attachments: upload, list, download, refusal, delete; the voucher PDF", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/journal/detail/${journal.id}`);
  const card = page.getByTestId("attachments");
  await card.getByText("No attachments yet").waitFor();

  await card.locator("input[type=file]").setInputFiles({ name: "Kwitansi sewa.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.locator(".ant-notification-notice", { hasText: "The file has been attached." }).first().waitFor();
  const row = card.locator("tr", { hasText: "Kwitansi sewa.pdf" });
  await row.waitFor();
  assert.match(await row.innerText(), /PDF/);
  assert.match(await row.innerText(), /Dewi Lestari/);
  await screenshot(page, "journal-attachments");

  const [download] = await Promise.all([page.waitForEvent("download"), row.getByTestId("attachment-name").click()]);
  assert.equal(download.suggestedFilename(), "Kwitansi sewa.pdf");
  assert.deepEqual(readFileSync(await download.path()), PDF);

  await card.locator("input[type=file]").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await page
    .locator(".ant-notification-notice", { hasText: "Only PDF, JPEG, PNG and XLSX files can be attached; the content of foto.png is not one of them." })
    .first()
    .waitFor();
  assert.equal(await card.locator("tbody tr", { hasText: "foto.png" }).count(), 0);

  await row.getByTestId("attachment-delete").click();
  const confirm = page.locator(".ant-popconfirm", { hasText: "You will not be able to recover it" });
  await confirm.waitFor();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await page.locator(".ant-notification-notice", { hasText: "The attachment has been deleted." }).first().waitFor();
  await card.getByText("No attachments yet").waitFor();

  const [voucher] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-pdf").click()]);
  assert.equal(voucher.suggestedFilename(), `${journal.number.replaceAll("/", "-")}.pdf`);
  assert.equal(readFileSync(await voucher.path()).subarray(0, 5).toString(), "%PDF-");
  await page.context().close();
});
