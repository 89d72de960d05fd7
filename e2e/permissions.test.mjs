import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  BASE_URL,
  launchBrowser,
  loginThroughUi,
  mailLink,
  newPage,
  ownerWithCompany,
  PASSWORD,
  pathOf,
  screenshot,
  uniqueEmail,
} from "./support/helpers.mjs";

let browser;
let owner;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Hendra Wijaya", "PT Roles Test");
});
after(async () => {
  await browser?.close();
});

test("the owner adds a role, invites a colleague; the colleague cannot open settings and does not see them", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);

  // Role "Viewer": read on the dashboard and on offices, through the permission matrix.
  await page.goto(`${BASE_URL}/setting`);
  await page.getByTestId("role-add").click();
  const form = page.getByTestId("role-form");
  await form.waitFor();
  await page.getByTestId("manager-hint").waitFor();
  assert.match(await page.getByTestId("manager-hint").textContent(), /manager role .* only the report menus/i);
  await page.locator("#name").fill("Viewer");
  await form.getByLabel("Read Dashboard", { exact: true }).check();
  await form.getByText("Master data").first().click();
  await form.getByLabel("Read MdOffice", { exact: true }).check();
  await screenshot(page, "desktop-role-editor");
  await page.getByTestId("role-save").click();
  await page.getByRole("cell", { name: "Viewer" }).waitFor();
  await screenshot(page, "desktop-settings-roles");

  // Invite a colleague with that role.
  const email = uniqueEmail("rina");
  await page.getByRole("tab", { name: "User invitations" }).click();
  await page.getByTestId("invite-open").click();
  const invite = page.getByTestId("invite-form");
  await invite.waitFor();
  await invite.locator("#name").fill("Rina Kusuma");
  await invite.locator("#email").fill(email);
  await page.getByTestId("invite-roles").click();
  await page.locator(".ant-select-item-option", { hasText: "Viewer" }).click();
  await page.keyboard.press("Escape");
  await page.getByTestId("invite-send").click();
  await page.getByRole("cell", { name: /Rina Kusuma/ }).waitFor();
  await screenshot(page, "desktop-settings-invitations");
  await page.context().close();

  // The colleague accepts from the mail link, creating the account.
  const link = await mailLink(email);
  assert.match(link, /^\/company\/user-invitation\/activation\/.+/);
  const colleague = await newPage(browser);
  await colleague.goto(`${BASE_URL}${link}`);
  await colleague.getByTestId("invitation-form").waitFor();
  await colleague.getByText("PT Roles Test").first().waitFor();
  await colleague.locator("#password").fill(PASSWORD);
  await colleague.locator("#password_confirmation").fill(PASSWORD);
  await screenshot(colleague, "desktop-invitation-activation");
  await colleague.getByTestId("invitation-accept").click();
  await colleague.getByTestId("invitation-accepted").waitFor();

  await loginThroughUi(colleague, email);
  assert.equal(pathOf(colleague), "/dashboard");
  const sidebar = colleague.getByTestId("sidebar");
  await sidebar.getByText("Dashboard").waitFor();
  await sidebar.getByText("Master data").click();
  await sidebar.getByText("Offices").waitFor();
  assert.equal(await sidebar.getByText("Settings").count(), 0, "Settings must not be in the sidebar");
  assert.equal(await sidebar.getByText("Users").count(), 0, "Users must not be in the sidebar");
  await screenshot(colleague, "desktop-member-dashboard");

  await colleague.goto(`${BASE_URL}/setting`);
  await colleague.waitForURL(/\/pages\/not-authorized$/);
  await colleague.getByTestId("not-authorized-title").waitFor();
  await screenshot(colleague, "desktop-not-authorized");
  await colleague.goto(`${BASE_URL}/master-data/office/add`);
  await colleague.waitForURL(/\/pages\/not-authorized$/);
  await colleague.goto(`${BASE_URL}/master-data/office`);
  await colleague.getByTestId("office-table").waitFor();
  assert.equal(pathOf(colleague), "/master-data/office");
  await colleague.context().close();
});
