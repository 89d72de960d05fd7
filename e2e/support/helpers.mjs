// Shared helpers of the browser tests: browser launch, screenshots, mail links, API shortcuts.
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";
export const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data";
export const DESKTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };
export const PASSWORD = "Rahasia123";

const here = path.dirname(fileURLToPath(import.meta.url));
const SCREENSHOTS = path.resolve(here, "../screenshots");

export function launchBrowser() {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/** A fresh context (own cookies and storage); page errors fail loudly in the test output. */
export async function newPage(browser, viewport = DESKTOP, { language = "en" } = {}) {
  const context = await browser.newContext({ viewport, locale: language === "id" ? "id-ID" : "en-US" });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`[pageerror] ${error.message}`));
  return page;
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForTimeout(350); // let antd's motion settle
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/**
 * A print's PDF saved through its preview's Download (`scope`: the preview dialog, or the page of a
 * print route). Waits for the PDF to show first: making it can take long on a loaded machine, and
 * Download stays disabled until then. A print that failed fails here with the preview's message.
 */
export async function downloadPrint(page, scope = page) {
  const frame = scope.getByTestId("print-frame");
  const failed = scope.locator(".ant-alert-error");
  await frame.or(failed).first().waitFor({ timeout: 90_000 });
  if (await failed.isVisible()) throw new Error(`the print failed: ${await failed.textContent()}`);
  const [download] = await Promise.all([page.waitForEvent("download"), scope.getByTestId("print-download").click()]);
  return download;
}

let counter = 0;
export const uniqueEmail = (prefix) =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.co.id`.toLowerCase();

/** The newest link mailed to `email` (read from the X-Neraca-Link header of its .eml file). */
export async function mailLink(email, timeoutMs = 15_000) {
  const dir = path.join(DATA_DIR, "mail");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(dir)) {
      const links = readdirSync(dir)
        .filter((name) => name.endsWith(".eml"))
        .sort()
        .map((name) => readFileSync(path.join(dir, name), "utf8"))
        .filter((text) => new RegExp(`^To:.*${email.replace(/[.+]/g, "\\$&")}`, "im").test(text))
        .map((text) => /^X-Neraca-Link:\s*((?:.*)(?:\r?\n[ \t].*)*)/im.exec(text)?.[1]?.replace(/\r?\n[ \t]+/g, "").trim())
        .filter(Boolean);
      const last = links.at(-1);
      if (last) return new URL(last).pathname;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail with a link for ${email} in ${dir}`);
}

export async function apiCall(method, url, body, token) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const answer = await fetch(`${BASE_URL}/api/${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await answer.json().catch(() => null);
  if (!answer.ok) throw new Error(`${method} ${url} → ${answer.status} ${JSON.stringify(data)}`);
  return data;
}

/** An activated account through the API (for tests whose subject is elsewhere). */
export async function activatedUser(name, email = uniqueEmail(name.toLowerCase().replace(/\W+/g, "."))) {
  await apiCall("POST", "auth/signup", {
    user_name: name,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    agreement: true,
  });
  const link = await mailLink(email);
  await apiCall("POST", "auth/activation", { token: link.split("/").pop() });
  return { name, email };
}

/** An owner with a registered company; returns the login token too. */
export async function ownerWithCompany(name, company) {
  const user = await activatedUser(name);
  const login = await apiCall("POST", "auth/login", { email: user.email, password: PASSWORD });
  const registered = await apiCall(
    "POST",
    "company/register",
    {
      organization_name: company,
      brand_name: company.replace(/^PT\s+/, ""),
      business_type: "trading",
      cut_off_date: "2024-12-31",
      pricing_plan: "business",
      billing_cycle: "annual",
    },
    login.token,
  );
  return { ...user, token: registered.token };
}

/**
 * A member of the owner's company with a new role of the given permissions, invited and activated:
 * `{ name, email, id, roleId }`.
 */
export async function memberWithRole(owner, name, roleName, permissions) {
  const role = await apiCall("POST", "setting/role", { name: roleName, description: null, permissions }, owner.token);
  const email = uniqueEmail(name.split(" ")[0].toLowerCase());
  await apiCall("POST", "company/user-invitation", { name, email, role_ids: [role.data.id] }, owner.token);
  const token = (await mailLink(email)).split("/").pop();
  await apiCall("POST", "company/user-invitation/activation", { token, password: PASSWORD, password_confirmation: PASSWORD });
  const login = await apiCall("POST", "auth/login", { email, password: PASSWORD });
  return { name, email, id: login.data.user.id, roleId: role.data.id };
}

export async function loginThroughUi(page, email, password = PASSWORD) {
  await page.goto(`${BASE_URL}/auth/login`);
  await page.getByTestId("login-form").waitFor();
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/login"));
}

export const pathOf = (page) => new URL(page.url()).pathname;

/** True when nothing on the page is wider than the viewport. */
export const hasNoHorizontalOverflow = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/**
 * Opens a screen from the side menu: its group, then the item, until the address is the screen's.
 * A menu still settling after login (a group re-rendered closed while it was opening) can swallow
 * the first click; the menu is tried again rather than waiting on a page that will not come.
 */
export async function openFromMenu(page, group, item, url, tries = 3) {
  const menu = page.getByTestId("side-menu");
  for (let attempt = 1; ; attempt++) {
    const entry = menu.getByText(item, { exact: true });
    if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
    await entry.click();
    try {
      await page.waitForURL(url, { timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}
