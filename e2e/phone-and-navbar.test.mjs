import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  apiCall,
  activatedUser,
  BASE_URL,
  hasNoHorizontalOverflow,
  launchBrowser,
  loginThroughUi,
  newPage,
  ownerWithCompany,
  PASSWORD,
  PHONE,
  screenshot,
} from "./support/helpers.mjs";

let browser;
let owner;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Agus Pratama", "PT Dua Perusahaan");
  await apiCall(
    "POST",
    "company/register",
    {
      organization_name: "CV Kedua Jaya",
      brand_name: "Kedua Jaya",
      business_type: "services",
      cut_off_date: "2025-06-30",
      pricing_plan: "starter",
      billing_cycle: "monthly",
    },
    owner.token,
  );
});
after(async () => {
  await browser?.close();
});

async function checkScreen(page, path, name, ready) {
  await page.goto(`${BASE_URL}${path}`);
  await ready(page);
  await screenshot(page, `phone-${name}`);
  assert.ok(await hasNoHorizontalOverflow(page), `${path} overflows horizontally at ${PHONE.width} px`);
}

test("public screens fit a 390×844 phone in both languages", async () => {
  const page = await newPage(browser, PHONE);
  for (const language of ["en", "id"]) {
    await page.goto(`${BASE_URL}/auth/login`);
    await page.getByTestId(`language-${language}`).click();
    await checkScreen(page, "/auth/login", `login-${language}`, (p) => p.getByTestId("login-form").waitFor());
    await checkScreen(page, "/membership/user/signup", `signup-${language}`, (p) => p.getByTestId("signup-form").waitFor());
    await checkScreen(page, "/auth/forgot-password", `forgot-${language}`, (p) => p.locator("#email").waitFor());
    await checkScreen(page, "/error-404", `error-404-${language}`, (p) => p.getByTestId("not-found-title").waitFor());
  }
  await page.context().close();
});

test("company registration fits a phone", async () => {
  const user = await activatedUser("Yusuf Hakim");
  const page = await newPage(browser, PHONE);
  await loginThroughUi(page, user.email);
  await page.getByTestId("company-register-form").waitFor();
  await screenshot(page, "phone-register-step1");
  assert.ok(await hasNoHorizontalOverflow(page));
  await page.locator("#organization_name").fill("PT Ponsel Makmur");
  await page.locator("#brand_name").fill("Ponsel Makmur");
  await page.getByTestId("register-next").click();
  await page.getByTestId("cut-off-date").click();
  await page.keyboard.type("30 Jun 2025");
  await page.keyboard.press("Enter");
  await page.getByTestId("register-next").click();
  await page.getByTestId("plan-starter").waitFor();
  await screenshot(page, "phone-register-step3");
  assert.ok(await hasNoHorizontalOverflow(page));
  await page.getByTestId("register-submit").click();
  await page.waitForURL(/\/dashboard$/);
  await page.context().close();
});

test("working screens fit a phone, and the menu opens as a drawer", async () => {
  const page = await newPage(browser, PHONE);
  await loginThroughUi(page, owner.email);
  await checkScreen(page, "/dashboard", "dashboard", (p) => p.getByTestId("dashboard-company").waitFor());
  await page.getByTestId("menu-toggle").click();
  const drawer = page.getByTestId("sidebar");
  await drawer.getByText("Settings").waitFor();
  await screenshot(page, "phone-menu-drawer");
  await drawer.getByText("Settings").click();
  await page.waitForURL(/\/setting$/);
  await page.getByTestId("role-add").waitFor();
  await screenshot(page, "phone-settings");
  assert.ok(await hasNoHorizontalOverflow(page));
  await checkScreen(page, "/setting?tab=invitations", "settings-invitations", (p) => p.getByTestId("invite-open").waitFor());
  await checkScreen(page, "/profile", "profile", (p) => p.getByTestId("company-profile-form").waitFor());
  await checkScreen(page, "/profile-user", "profile-user", (p) => p.getByTestId("profile-form").waitFor());
  await checkScreen(page, "/master-data/office", "offices", (p) => p.getByTestId("office-table").waitFor());
  await checkScreen(page, "/master-data/office/add", "office-add", (p) => p.getByTestId("office-form").waitFor());
  await checkScreen(page, "/master-data/user", "users", (p) => p.getByTestId("member-table").waitFor());
  await page.getByTestId("language-id").click();
  await checkScreen(page, "/dashboard", "dashboard-id", (p) => p.getByText("Selamat datang, Agus Pratama").waitFor());
  await page.context().close();
});

test("a user with two companies switches the active company from the navbar", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  const company = page.getByTestId("dashboard-company");
  await company.waitFor();
  const first = await company.textContent();
  const switcher = page.getByTestId("company-switcher");
  await switcher.click();
  const other = first === "CV Kedua Jaya" ? "Dua Perusahaan" : "Kedua Jaya";
  await page.locator(".ant-select-item-option", { hasText: other }).click();
  await page.waitForFunction(
    (before) => document.querySelector('[data-testid="dashboard-company"]')?.textContent !== before,
    first,
  );
  assert.notEqual(await company.textContent(), first);
  await screenshot(page, "desktop-company-switched");

  // The profile page lists both companies and can switch back.
  await page.goto(`${BASE_URL}/profile`);
  await page.getByRole("button", { name: "Switch" }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.waitForFunction((name) => document.querySelector('[data-testid="dashboard-company"]')?.textContent === name, first);
  await page.context().close();
});

test("the profile page changes the name and the password", async () => {
  const user = await ownerWithCompany("Lina Marlina", "PT Profil Uji");
  const page = await newPage(browser);
  await loginThroughUi(page, user.email);
  await page.goto(`${BASE_URL}/profile-user`);
  const profile = page.getByTestId("profile-form");
  await profile.waitFor();
  await profile.locator("#user_name").fill("Lina M.");
  await profile.getByRole("button", { name: "Save" }).click();
  await page.getByText("Your profile has been updated.").waitFor();

  const password = page.getByTestId("password-form");
  await password.locator("#current_password").fill("NotMyPassword1");
  await password.locator("#password").fill("BaruSekali2025");
  await password.locator("#password_confirmation").fill("BaruSekali2025");
  await password.getByRole("button", { name: "Change password" }).click();
  // The server's validation error appears under its field.
  await password.getByText("The current password is incorrect.").waitFor();
  await screenshot(page, "desktop-profile-user");
  await password.locator("#current_password").fill(PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await page.getByText("Your password has been changed.").waitFor();

  await page.goto(`${BASE_URL}/dashboard`);
  await page.getByTestId("user-menu").getByText("Lina M.").waitFor();
  await page.context().close();
});
