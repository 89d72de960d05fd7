import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  BASE_URL,
  launchBrowser,
  loginThroughUi,
  newPage,
  ownerWithCompany,
  pathOf,
  screenshot,
} from "./support/helpers.mjs";

let browser;
let owner;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Budi Santoso", "PT Guard Test");
});
after(async () => {
  await browser?.close();
});

test("an anonymous visit to /dashboard lands on /auth/login", async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/dashboard`);
  await page.waitForURL(/\/auth\/login$/);
  await page.getByTestId("login-form").waitFor();
  assert.equal(pathOf(page), "/auth/login");
  await page.context().close();
});

test("an anonymous visit to a settings URL also lands on /auth/login", async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/setting`);
  await page.waitForURL(/\/auth\/login$/);
  await page.context().close();
});

test("/no-such-page lands on /error-404", async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/no-such-page`);
  await page.waitForURL(/\/error-404$/);
  await page.getByTestId("not-found-title").waitFor();
  assert.equal(await page.getByTestId("not-found-title").textContent(), "Page not found");
  await screenshot(page, "desktop-error-404");
  await page.context().close();
});

test("a logged-in user: / goes to the dashboard, the login page sends home, unknown paths still show error-404", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  assert.equal(pathOf(page), "/dashboard");
  await page.goto(`${BASE_URL}/`);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${BASE_URL}/auth/login`);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${BASE_URL}/membership/user/signup`);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${BASE_URL}/master-data/does-not-exist`);
  await page.waitForURL(/\/error-404$/);
  await page.getByTestId("not-found-title").waitFor();
  await page.context().close();
});
