// Form helpers the browser tests share: antd selects, journal lines and toasts.

/** Picks a record in a searchable select by typing part of its label. */
export async function pick(page, select, search, label) {
  await select.click();
  await select.locator("input").fill(search);
  // The select asks the server once typing pauses; let the narrowed list settle before choosing.
  await page.waitForTimeout(400);
  const option = page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: label }).first();
  await option.waitFor();
  await option.click();
}

/** Fills journal line `index` of the line editor: account, optional description, debit or credit. */
export async function fillLine(page, index, { account, debit = "", credit = "", description = "" }) {
  const line = page.getByTestId(`line-${index}`);
  await pick(page, line.locator(".line-account .ant-select"), account, account);
  if (description) await line.locator(".line-description input").fill(description);
  if (debit) await line.locator(".line-debit input").fill(debit);
  if (credit) await line.locator(".line-credit input").fill(credit);
}

/** Waits for a toast with this text. */
export async function toast(page, text) {
  await page.locator(".ant-notification-notice", { hasText: text }).first().waitFor();
}

/**
 * Waits for the screen a command leads to; when it does not come, fails with what the page shows
 * instead (errors under fields, alerts, toasts), so a refused command reads as its message.
 */
export async function navigatesTo(page, url) {
  try {
    await page.waitForURL(url);
  } catch (error) {
    throw new Error(`${error.message}\nstill at ${page.url()}; the page shows: ${await shownMessages(page)}`);
  }
}

/** What the page shows of a command's outcome: errors under fields, alerts, toasts. */
async function shownMessages(page) {
  const shown = await page
    .locator(".ant-form-item-explain-error:visible, .ant-alert:visible, .ant-notification-notice:visible, .ant-message-notice:visible")
    .allInnerTexts()
    .catch(() => []);
  return shown.join(" | ") || "nothing";
}

/** Waits for what a command leads to on the same page; when it does not come, fails with what the page shows instead. */
export async function appears(page, locator) {
  try {
    await locator.waitFor();
  } catch (error) {
    throw new Error(`${error.message}\nat ${page.url()} the page shows: ${await shownMessages(page)}`);
  }
}

/**
 * Picks an option of a select that has no search, and makes sure the select shows it: a click that
 * lands while the dropdown is still opening or closing (a busy machine) is tried again, up to three
 * times, the dropdown opened anew each time (never with Escape, which would shut a modal around it).
 */
export async function choose(page, select, label) {
  const option = page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: label }).first();
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await option.isVisible())) await select.click();
      await option.waitFor({ timeout: 10_000 });
      await option.click({ timeout: 5_000 });
      await select.filter({ hasText: label }).waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      // Close a dropdown left open by clicking its select again; Escape would also close a modal the
      // select sits in when the dropdown is already shut.
      if (await page.locator(".ant-select-dropdown:visible").count()) await select.click({ timeout: 5_000 }).catch(() => {});
    }
  }
}

/**
 * Clicks a button that asks first (a popconfirm) and confirms with the popconfirm's last button: a
 * click the page swallowed while it was still settling is made again, up to three times.
 */
export async function clickAndConfirm(page, trigger) {
  const popup = page.locator(".ant-popconfirm:visible");
  for (let attempt = 1; ; attempt++) {
    if (!(await popup.isVisible())) await trigger.click();
    try {
      await popup.getByRole("button").last().click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
