import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  BASE_URL,
  launchBrowser,
  mailLink,
  newPage,
  PASSWORD,
  pathOf,
  screenshot,
  uniqueEmail,
} from "./support/helpers.mjs";

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("a new user signs up, activates from the mail, logs in, registers a company and sees the dashboard", async () => {
  const page = await newPage(browser);
  const email = uniqueEmail("sari");

  await page.goto(`${BASE_URL}/membership/user/signup`);
  await page.getByTestId("signup-form").waitFor();
  await screenshot(page, "desktop-signup");

  // Empty form: the API's messages under the fields, and the agreement rule of the spec.
  await page.getByTestId("signup-submit").click();
  await page.getByText("The username field is required").waitFor();
  await page.getByText("You must agree to the terms and conditions").waitFor();

  await page.locator("#user_name").fill("Sari Wulandari");
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.locator("#password_confirmation").fill("Different123");
  await page.getByTestId("signup-agreement").check();
  await page.getByTestId("signup-submit").click();
  await page.getByText("The password field confirmation does not match").waitFor();
  await screenshot(page, "desktop-signup-errors");

  await page.locator("#password_confirmation").fill(PASSWORD);
  await page.getByTestId("signup-submit").click();
  await page.waitForURL(/\/membership\/user\/signup-success/);
  await page.getByText(email).first().waitFor();
  await screenshot(page, "desktop-signup-success");

  // The activation link from the .eml file the server wrote.
  const link = await mailLink(email);
  assert.match(link, /^\/membership\/user\/activation\/.+/);
  await page.goto(`${BASE_URL}${link}`);
  const result = page.getByTestId("activation-result");
  await result.waitFor();
  assert.equal(await result.textContent(), "Your account has been activated successfully");
  await screenshot(page, "desktop-activation");

  // Using the link twice fails with the spec's text.
  const second = await newPage(browser);
  await second.goto(`${BASE_URL}${link}`);
  await second.getByTestId("activation-result").waitFor();
  assert.equal(await second.getByTestId("activation-result").textContent(), "Sorry Something Wrong!");
  await second.context().close();

  await page.getByTestId("activation-login").click();
  await page.waitForURL(/\/auth\/login$/);
  await page.locator("#email").fill(email);
  await page.locator("#password").fill("WrongPass999");
  await page.getByTestId("login-submit").click();
  const toast = page.locator(".toast-error");
  await toast.waitFor();
  assert.match(await toast.textContent(), /Error[\s\S]*Invalid email or password\./);
  await screenshot(page, "desktop-login-error-toast");

  await page.locator("#password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  // Logged in without a company: the guard forces company registration.
  await page.waitForURL(/\/membership\/company-register$/);
  await page.getByTestId("company-register-form").waitFor();
  await screenshot(page, "desktop-register-step1");

  await page.getByTestId("register-next").click();
  await page.getByText("The organization name field is required").waitFor();
  await page.locator("#organization_name").fill("PT Sumber Makmur Sejahtera");
  await page.locator("#brand_name").fill("Sumber Makmur");
  await page.getByTestId("register-next").click();

  await page.getByTestId("cut-off-date").waitFor();
  await screenshot(page, "desktop-register-step2");
  await page.getByTestId("register-next").click();
  await page.getByText("The cut off date field is required").waitFor();
  await page.getByTestId("cut-off-date").click();
  await page.keyboard.type("31 Dec 2024");
  await page.keyboard.press("Enter");
  await page.getByTestId("register-next").click();

  await page.getByTestId("plan-business").waitFor();
  // Plans are named and described, without prices.
  const plans = await page.locator(".plan-card").allInnerTexts();
  assert.equal(plans.length, 3);
  for (const text of plans) assert.doesNotMatch(text, /\bRp\b|\bIDR\b|\$|\d+\s*\/\s*(month|bulan)/i);
  await page.getByTestId("plan-business").click();
  await page.getByTestId("billing-cycle").getByText("Annual billing").click();
  await screenshot(page, "desktop-register-step3");
  await page.getByTestId("register-submit").click();

  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId("dashboard-company").waitFor();
  assert.equal(await page.getByTestId("dashboard-company").textContent(), "PT Sumber Makmur Sejahtera");
  // A new company's dashboard says what to do first (issue 26): no cash or bank account yet.
  await page.getByTestId("widget-empty-cash-position").waitFor();
  const sidebar = page.getByTestId("sidebar");
  for (const title of ["Dashboard", "Master data", "Settings"]) await sidebar.getByText(title).first().waitFor();
  await screenshot(page, "desktop-dashboard");

  // Sign out clears the session and goes to login; the dashboard is then closed.
  await page.getByTestId("user-menu").click();
  await page.getByTestId("sign-out").click();
  await page.waitForURL(/\/auth\/login$/);
  const cookies = await page.context().cookies();
  assert.equal(cookies.find((c) => c.name === "neraca_token"), undefined);
  assert.equal(await page.evaluate(() => localStorage.getItem("neraca_user_data")), null);
  await page.goto(`${BASE_URL}/dashboard`);
  await page.waitForURL(/\/auth\/login$/);
  assert.equal(pathOf(page), "/auth/login");
  await page.context().close();
});
