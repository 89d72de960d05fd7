// Prints that preview (issue 25, item 2): a document's Print opens the A4 PDF in a preview (the frame
// holds a PDF, no Content-Security-Policy refusal) with Download and Print.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, launchBrowser, loginThroughUi, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";

let browser;
let owner;
let accounts;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Wulan Sari", "PT Cetak Jelas");
  accounts = (await apiCall("GET", "master-data/chart-of-account?postable=true&q=1101.0", undefined, owner.token)).data;
});
after(async () => {
  await browser?.close();
});

/** A draft journal of the owner's, posted: approved at once while no level applies, pending otherwise. */
async function postedDraft(description) {
  const [cash, petty] = accounts;
  const draft = await apiCall(
    "POST",
    "transactions/draft-journal",
    { date: "2025-04-02", description, details: [{ account_id: petty.id, debit: "750000" }, { account_id: cash.id, credit: "750000" }] },
    owner.token,
  );
  return (await apiCall("POST", `transactions/draft-journal/${draft.data.id}/post`, undefined, owner.token)).data;
}

test("a document's Print previews its A4 PDF in the page, with Download and Print", async () => {
  const draft = await postedDraft("Kas kecil April");
  assert.equal(draft.status, "approved");
  const page = await newPage(browser);
  const refusals = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to frame/i.test(message.text())) refusals.push(message.text());
  });
  let downloadedEarly = false;
  page.on("download", () => {
    downloadedEarly = true;
  });
  await loginThroughUi(page, owner.email);
  await page.goto(`${BASE_URL}/transactions/draft-journal/detail/${draft.id}`);
  await page.getByTestId("draft-print").click();
  const preview = page.getByTestId("print-preview");
  await preview.getByTestId("print-frame").waitFor();
  // The frame holds the PDF itself (a refused frame holds the browser's error page instead).
  await page.waitForFunction(() => document.querySelector("[data-testid=print-frame]")?.getAttribute("src")?.startsWith("blob:"));
  const src = await preview.getByTestId("print-frame").getAttribute("src");
  let types = [];
  for (let attempt = 0; attempt < 50 && !types.includes("application/pdf"); attempt++) {
    await page.waitForTimeout(200);
    types = await Promise.all(
      page
        .frames()
        .filter((frame) => frame.url() === src)
        .map((frame) => frame.evaluate(() => document.contentType).catch(() => null)),
    );
  }
  assert.ok(types.includes("application/pdf"), `the preview frame holds a PDF (found ${JSON.stringify(types)})`);
  assert.deepEqual(refusals, []);
  assert.equal(downloadedEarly, false, "Print previews; it does not download by surprise");
  await preview.getByTestId("print-print").waitFor();
  await screenshot(page, "desktop-print-preview");

  const [download] = await Promise.all([page.waitForEvent("download"), preview.getByTestId("print-download").click()]);
  assert.equal(download.suggestedFilename().endsWith(".pdf"), true);
  assert.equal(readFileSync(await download.path()).subarray(0, 5).toString(), "%PDF-");
  await page.context().close();
});
