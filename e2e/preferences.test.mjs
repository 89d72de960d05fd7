import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  BASE_URL,
  launchBrowser,
  loginThroughUi,
  newPage,
  ownerWithCompany,
  PASSWORD,
  screenshot,
} from "./support/helpers.mjs";

let browser;
let owner;
before(async () => {
  browser = await launchBrowser();
  owner = await ownerWithCompany("Dewi Lestari", "PT Preferensi Nusantara");
});
after(async () => {
  await browser?.close();
});

const label = (page, field) => page.locator(`label[for="${field}"]`).textContent();

test("switching to Indonesian changes the form labels, server messages and the sidebar", async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/auth/login`);
  await page.getByTestId("login-form").waitFor();
  assert.equal(await label(page, "password"), "Password");
  await page.getByTestId("language-id").click();
  await page.getByText("Selamat datang di Neraca").waitFor();
  assert.equal(await label(page, "password"), "Kata sandi");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "id");

  // Client-side validation and server messages come in Indonesian too.
  await page.getByTestId("login-submit").click();
  await page.getByText("Kolom email wajib diisi").waitFor();
  await page.locator("#email").fill(owner.email);
  await page.locator("#password").fill("SalahSekali1");
  await page.getByTestId("login-submit").click();
  const toast = page.locator(".toast-error");
  await toast.waitFor();
  assert.match(await toast.textContent(), /Email atau kata sandi salah\./);
  await screenshot(page, "desktop-login-id");

  await page.locator("#password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(/\/dashboard$/);
  const sidebar = page.getByTestId("sidebar");
  for (const title of ["Dasbor", "Data master", "Pengaturan"]) await sidebar.getByText(title).first().waitFor();
  assert.equal(await sidebar.getByText("Settings").count(), 0);
  await screenshot(page, "desktop-dashboard-id");

  await page.goto(`${BASE_URL}/setting`);
  await page.getByTestId("role-add").click();
  await page.getByTestId("role-form").waitFor();
  assert.equal(await label(page, "name"), "Nama peran");
  await page.getByTestId("role-save").click();
  await page.getByText("Kolom nama wajib diisi").waitFor();
  await screenshot(page, "desktop-role-editor-id");

  // Back to English: the sidebar follows at once.
  await page.keyboard.press("Escape");
  await page.getByTestId("language-en").click();
  await sidebar.getByText("Settings").waitFor();
  await page.context().close();
});

test("right-to-left mirrors the layout", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  const sidebar = page.getByTestId("sidebar");
  const before = await sidebar.boundingBox();
  assert.ok(before && before.x < 50, "the sidebar starts on the left");

  await page.getByTestId("navbar").getByRole("button", { name: "Theme customizer" }).click();
  await page.getByTestId("customizer-rtl").click();
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => document.documentElement.dir === "rtl");
  const after = await sidebar.boundingBox();
  const width = page.viewportSize().width;
  assert.ok(after && after.x + after.width > width - 50, `the sidebar moves to the right (x=${after?.x})`);
  const brand = await page.getByTestId("sidebar").locator(".brand-logo").boundingBox();
  assert.ok(brand && brand.x > width / 2);
  assert.equal(await page.locator(".ant-layout-rtl, .ant-menu-rtl").count() > 0, true);
  await screenshot(page, "desktop-dashboard-rtl");

  // The choice is kept in local storage and survives a reload.
  await page.reload();
  await page.getByTestId("sidebar").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
  await page.context().close();
});

test("the dark skin applies and is kept in local storage", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(await background(), "rgb(244, 246, 248)");
  await page.getByTestId("skin-toggle").click();
  await page.waitForFunction(() => document.documentElement.dataset.skin === "dark");
  assert.equal(await background(), "rgb(16, 21, 28)");
  const card = await page.locator(".ant-card").first().evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.notEqual(card, "rgb(255, 255, 255)", "cards are dark too");
  assert.equal(await page.evaluate(() => localStorage.getItem("neraca_skin")), "dark");
  await screenshot(page, "desktop-dashboard-dark");

  await page.goto(`${BASE_URL}/setting`);
  await page.getByTestId("role-add").waitFor();
  await screenshot(page, "desktop-settings-dark");

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.skin === "dark");
  await page.getByTestId("skin-toggle").click();
  await page.waitForFunction(() => document.documentElement.dataset.skin === "light");
  await page.context().close();
});

test("semi-dark darkens only the sidebar, and the horizontal layout turns it back to light", async () => {
  const page = await newPage(browser);
  await loginThroughUi(page, owner.email);
  await page.getByTestId("navbar").getByRole("button", { name: "Theme customizer" }).click();
  const skins = page.getByTestId("customizer-skin");
  await skins.getByText("Semi dark").click();
  await page.waitForFunction(() => document.documentElement.dataset.skin === "semi-dark");
  const siderBackground = await page.locator(".sidebar").evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(siderBackground, "rgb(27, 36, 48)");
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), "rgb(244, 246, 248)");
  await page.keyboard.press("Escape");
  await screenshot(page, "desktop-dashboard-semi-dark");

  await page.getByTestId("navbar").getByRole("button", { name: "Theme customizer" }).click();
  await page.getByTestId("customizer-layout").getByText("Horizontal").click();
  await page.waitForFunction(() => document.documentElement.dataset.layout === "horizontal");
  assert.equal(await page.evaluate(() => document.documentElement.dataset.skin), "light");
  await page.keyboard.press("Escape");
  assert.equal(await page.locator(".sidebar").count(), 0, "no sidebar in the horizontal layout");
  await page.locator(".navbar-menu").getByText("Settings").waitFor();
  await screenshot(page, "desktop-dashboard-horizontal");
  await page.context().close();
});
