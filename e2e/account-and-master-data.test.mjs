import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  apiCall,
  BASE_URL,
  launchBrowser,
  loginThroughUi,
  mailLink,
  newPage,
  ownerWithCompany,
  pathOf,
  screenshot,
  uniqueEmail,
} from "./support/helpers.mjs";

let browser;
let owner;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Fajar Nugroho", "PT Data Induk");
});
after(async () => {
  await browser?.close();
});

test("forgot password: the mailed link resets the password, and the new one logs in", async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/auth/login`);
  await page.getByText("Forgot password?").click();
  await page.waitForURL(/\/auth\/forgot-password$/);
  await page.getByRole("button", { name: "Send reset link" }).waitFor();
  await page.locator("#email").fill(owner.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByTestId("forgot-sent").waitFor();

  const link = await mailLink(owner.email);
  assert.match(link, /^\/auth\/reset-password\/.+/);
  await page.goto(`${BASE_URL}${link}`);
  await page.locator("#password").fill("GantiSandi2025");
  await page.locator("#password_confirmation").fill("GantiSandi2025");
  await screenshot(page, "desktop-reset-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.waitForURL(/\/auth\/login$/);
  await loginThroughUi(page, owner.email, "GantiSandi2025");
  assert.equal(pathOf(page), "/dashboard");
  owner.password = "GantiSandi2025";
  // A reset ends every session, the API shortcut's included.
  owner.token = (await apiCall("POST", "auth/login", { email: owner.email, password: owner.password })).token;
  await page.context().close();
});

test("company profile, offices and members are maintained through their screens", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email, owner.password);

  // Company profile: the NPWP rule of the API, then a valid save.
  await page.goto(`${BASE_URL}/profile`);
  const profile = page.getByTestId("company-profile-form");
  await profile.waitFor();
  await profile.locator("#npwp").fill("12345");
  await profile.getByRole("button", { name: "Save" }).click();
  await profile.getByText("The NPWP field must be a valid NPWP, e.g. 01.250.290.9-801.000").waitFor();
  await profile.locator("#npwp").fill("01.250.290.9-801.000");
  await profile.locator("#address").fill("Jl. Jend. Sudirman No. 1, Jakarta");
  await profile.getByRole("button", { name: "Save" }).click();
  await page.getByText("The company profile has been updated.").waitFor();
  await screenshot(page, "desktop-profile");

  // Offices: add (with a server-side duplicate code error), open, edit, delete.
  await page.goto(`${BASE_URL}/master-data/office`);
  await page.getByRole("button", { name: "Add office" }).click();
  await page.waitForURL(/\/master-data\/office\/add$/);
  const form = page.getByTestId("office-form");
  await form.getByRole("button", { name: "Save" }).click();
  await form.getByText("The code field is required").waitFor();
  await form.locator("#code").fill("HO");
  await form.locator("#name").fill("Cabang Surabaya");
  await form.getByRole("button", { name: "Save" }).click();
  await form.getByText(/already been taken/).waitFor();
  await form.locator("#code").fill("SBY");
  await form.locator("#branch").fill("Surabaya");
  await form.locator("#bank_name").fill("Bank Mandiri");
  await form.locator("#bank_account_number").fill("142-00-1234567-8");
  await screenshot(page, "desktop-office-form");
  await form.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/master-data\/office$/);
  await page.getByRole("cell", { name: "SBY" }).click();
  await page.waitForURL(/\/master-data\/office\/detail\/.+/);
  await page.getByTestId("office-form").locator("#phone").fill("+62 31 555 0101");
  await page.getByTestId("office-form").getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/master-data\/office$/);
  await page.getByRole("cell", { name: "+62 31 555 0101" }).waitFor();
  await page.getByTestId("table-search").locator("input").fill("zzz-nothing");
  await page.keyboard.press("Enter");
  await page.getByText("No matching records found").waitFor();
  await page.getByTestId("table-search").locator("input").fill("");
  await page.keyboard.press("Enter");
  await page.getByRole("cell", { name: "SBY" }).click();
  await page.waitForFunction(() => document.querySelector("#code")?.value === "SBY");
  await page.locator(".page-header").getByRole("button", { name: "Delete" }).click();
  await page.locator(".ant-popconfirm").getByText("You will not be able to recover it").waitFor();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Delete" }).click();
  await page.waitForURL(/\/master-data\/office$/);
  await page.getByRole("cell", { name: "HO", exact: true }).waitFor();
  await page.getByRole("cell", { name: "SBY" }).waitFor({ state: "detached", timeout: 5000 });

  // The head office cannot be deleted: no delete button on it.
  await page.getByRole("cell", { name: "HO", exact: true }).click();
  await page.waitForURL(/\/master-data\/office\/detail\/.+/);
  await page.waitForFunction(() => document.querySelector("#code")?.value === "HO");
  await page.locator(".page-header").getByText("Head office").waitFor();
  assert.equal(await page.locator(".page-header").getByRole("button", { name: "Delete" }).count(), 0);

  // A member: national flag and roles from the detail screen.
  const role = await apiCall("POST", "setting/role", { name: "Kasir", description: null, permissions: [{ action: "read", resource: "Dashboard" }] }, owner.token);
  const email = uniqueEmail("joko");
  await apiCall("POST", "company/user-invitation", { name: "Joko Susilo", email, role_ids: [] }, owner.token);
  const token = (await mailLink(email)).split("/").pop();
  await apiCall("POST", "company/user-invitation/activation", { token, password: "Rahasia123", password_confirmation: "Rahasia123" });
  await page.goto(`${BASE_URL}/master-data/user`);
  await page.getByText("Joko Susilo").click();
  await page.waitForURL(/\/master-data\/user\/detail\/.+/);
  await page.getByRole("switch").click();
  await page.locator(".ant-select").last().click();
  await page.locator(".ant-select-item-option", { hasText: role.data.name }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Updated successfully.").waitFor();
  await screenshot(page, "desktop-member-detail");
  await page.goto(`${BASE_URL}/master-data/user`);
  const row = page.getByRole("row", { name: /Joko Susilo/ });
  await row.getByText("Kasir").waitFor();
  await row.getByText("Yes").waitFor();
  await page.context().close();
});

test("roles are edited and deleted; invitations are resent and cancelled", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email, owner.password);
  await apiCall("POST", "setting/role", { name: "Sementara", description: "To delete", permissions: [] }, owner.token);
  await page.goto(`${BASE_URL}/setting`);
  const row = page.getByRole("row", { name: /Sementara/ });
  await row.waitFor();
  await row.getByRole("button", { name: "Edit" }).click();
  await page.getByTestId("role-form").locator("#description").fill("Temporary role");
  await page.getByRole("button", { name: "Manager: reports only" }).click();
  await page.getByTestId("role-save").click();
  await page.getByText("Updated successfully.").waitFor();
  await row.getByText("Temporary role").waitFor();
  await row.getByText("10").waitFor(); // read on the ten report resources
  await row.getByRole("button", { name: "Delete" }).click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Delete" }).click();
  await page.getByText("Deleted successfully.").waitFor();
  await page.getByRole("row", { name: /Sementara/ }).waitFor({ state: "detached" });

  const email = uniqueEmail("maya");
  await apiCall("POST", "company/user-invitation", { name: "Maya Sari", email, role_ids: [] }, owner.token);
  await page.getByRole("tab", { name: "User invitations" }).click();
  const invitation = page.getByRole("row", { name: /Maya Sari/ });
  await invitation.getByRole("button", { name: "Resend" }).click();
  await page.getByText("The invitation has been sent.").waitFor();
  await invitation.getByRole("button", { name: "Cancel invitation" }).click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Cancel invitation" }).click();
  await page.getByText("The invitation has been cancelled.").waitFor();
  await page.getByTestId("invitation-filter").getByText("Cancelled").click();
  await page.getByRole("row", { name: /Maya Sari/ }).getByText("Cancelled").waitFor();
  await page.context().close();
});
