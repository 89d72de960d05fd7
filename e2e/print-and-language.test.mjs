// Prints that preview, and language and navigation (issue 25, items 2 and 9): a document's Print
// opens the A4 PDF in a preview (the frame holds a PDF, no Content-Security-Policy refusal) with
// Download and Print; switching EN → ID renames every sidebar label at once, as a reload would;
// the approval inbox's badge in the top bar and the dashboard count a document waiting for me.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { apiCall, BASE_URL, downloadPrint, launchBrowser, loginThroughUi, memberWithRole, newPage, ownerWithCompany, screenshot } from "./support/helpers.mjs";

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

const member = (name, roleName, permissions) => memberWithRole(owner, name, roleName, permissions);

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

  const download = await downloadPrint(page, preview);
  assert.equal(download.suggestedFilename().endsWith(".pdf"), true);
  assert.equal(readFileSync(await download.path()).subarray(0, 5).toString(), "%PDF-");
  await page.context().close();
});

/** Every label of the side menu, each group opened so its entries are there. */
async function sidebarLabels(page) {
  const menu = page.getByTestId("side-menu");
  await menu.waitFor();
  for (let round = 0; round < 3; round++) {
    const closed = menu.locator(".ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title");
    const count = await closed.count();
    if (count === 0) break;
    for (let i = count - 1; i >= 0; i--) await closed.nth(i).click();
    await page.waitForTimeout(300);
  }
  return menu.locator(".ant-menu-title-content").allTextContents();
}

test("switching EN → ID renames every sidebar label at once, as a reload would", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  const english = await sidebarLabels(page);
  assert.ok(english.includes("Dashboard"));
  await page.getByTestId("language-id").click();
  await page.getByTestId("side-menu").getByText("Dasbor", { exact: true }).waitFor();
  const switched = await sidebarLabels(page);
  await page.reload();
  const reloaded = await sidebarLabels(page);
  assert.deepEqual(switched, reloaded, "the labels right after the switch are those of a fresh page in Indonesian");
  const unchanged = english.filter((label, i) => label === switched[i]);
  assert.ok(unchanged.length < english.length / 4, `most labels change language (unchanged: ${unchanged.join(", ")})`);
  await screenshot(page, "desktop-sidebar-id");
  await page.context().close();
});

test("the approval inbox's badge in the top bar and the dashboard count a document waiting for me", async () => {
  const approver = await member("Bambang Wijaya", "Penyetuju", [
    { action: "read", resource: "Dashboard" },
    { action: "read", resource: "TxModuleApproval" },
    { action: "read", resource: "TxDraftJournal" },
    { action: "read", resource: "TxJournal" },
  ]);
  await apiCall("PUT", "settings/module-approval/draft_journal", { levels: [{ limit_type: "all", approvers: [{ type: "role", id: approver.roleId }] }] }, owner.token);
  const pending = await postedDraft("Sewa gudang April");
  assert.equal(pending.status, "pending");

  const page = await newPage(browser);
  await loginThroughUi(page, approver.email);
  await page.goto(`${BASE_URL}/dashboard`);
  // antd draws the number as rolling digits; the count itself is the badge's title.
  await page.getByTestId("approval-badge").locator('.ant-badge-count[title="1"]').waitFor();
  await page.getByTestId("dashboard-approvals-count").getByText("1 waiting for my approval").waitFor();
  await screenshot(page, "desktop-approval-badge");
  await page.getByTestId("approval-inbox").click();
  await page.waitForURL(/\/transactions\/module-approval$/);
  await page.getByText("Sewa gudang April").waitFor();

  // The owner, who posted it, has nothing waiting: no number on the badge.
  const ownerPage = await newPage(browser);
  await loginThroughUi(ownerPage, owner.email);
  await ownerPage.goto(`${BASE_URL}/dashboard`);
  await ownerPage.getByTestId("dashboard-approvals-count").getByText("Nothing waits for my approval.").waitFor();
  assert.equal(await ownerPage.getByTestId("approval-badge").locator(".ant-badge-count").count(), 0);
  await ownerPage.context().close();
  await page.context().close();
});
