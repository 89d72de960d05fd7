// Issue 25, item 10: how soon the general ledger shows its first rows in the browser, beside the
// trial balance screen of the same company, at 100 000 and 1 000 000 journal lines (the ledger
// bench's company: 300 accounts, 5 offices, lines over 2021–2025; the year 2025 shown). The app
// runs in this process on PostgreSQL and serves the built web app; headless Chromium
// (playwright-core, Debian's /usr/bin/chromium) signs in once, then opens each screen by its
// address: the time from navigation to the first row of the report on screen, median of
// BENCH_WEB_RUNS (7) after two warm-up visits, the two screens in turns. It prints figures and
// ratios; it checks nothing.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { setup, seedLines } from "./ledger.mjs";
import { fmt, median, root } from "./lib.mjs";

const SIZES = (process.env.BENCH_WEB_LINES ?? "100000,1000000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 7);
const PERIOD = "date_from=2025-01-01&date_to=2025-12-31";

const screens = {
  trialBalance: { path: `/report/trial-balance?${PERIOD}`, firstRow: "tr.report-row-total", api: `report/trial-balance?${PERIOD}` },
  ledger: { path: `/report/ledger?${PERIOD}`, firstRow: "tr.report-row-ledger-line", api: `report/ledger?${PERIOD}` },
};

/** Milliseconds from navigation to the screen's first report row. */
async function firstRows(page, base, screen) {
  const t0 = performance.now();
  await page.goto(`${base}${screen.path}`);
  try {
    await page.locator(screen.firstRow).first().waitFor({ timeout: 120_000 });
  } catch (error) {
    await page.screenshot({ path: "/tmp/neraca-bench-web-ledger.png" });
    throw error;
  }
  const ms = performance.now() - t0;
  await page.goto("about:blank");
  return ms;
}

/**
 * Both screens' medians of RUNS visits after two warm-up visits each, taken in turns (trial
 * balance, ledger, trial balance…) so a slow stretch of a shared machine falls on both.
 */
async function bothScreens(page, base) {
  const tb = [];
  const gl = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const a = await firstRows(page, base, screens.trialBalance);
    const b = await firstRows(page, base, screens.ledger);
    if (i >= 2) {
      tb.push(a);
      gl.push(b);
    }
  }
  return { tb: median(tb), gl: median(gl) };
}

export async function runWebLedgerBench() {
  // A copy of the built web app: a build running meanwhile (another terminal) empties dist.
  const dist = path.join(root, "packages/web/dist");
  if (!existsSync(path.join(dist, "index.html"))) throw new Error("build the web app first (npm run build -w @neraca/web)");
  const webRoot = mkdtempSync(path.join(tmpdir(), "neraca-bench-web-"));
  cpSync(dist, webRoot, { recursive: true });
  const ctx = await setup("postgres", { serveWeb: true, webRoot, databaseName: "neraca_bench_web_ledger" });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const out = [
    `### General ledger in the browser: first rows on screen (headless Chromium, 1366×768, PostgreSQL, year 2025 of 5 years), median of ${RUNS}`,
    "",
    "| lines | trial balance screen | general ledger screen | ledger ÷ trial balance | ledger answer (first page) | trial balance answer |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  const measured = [];
  try {
    const base = (await ctx.app.listen({ port: 0, host: "127.0.0.1" })).replace("localhost", "127.0.0.1");
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
    await page.goto(`${base}/auth/login`);
    await page.locator("#email").fill("bench@example.com");
    await page.locator("#password").fill("Bench12345");
    await page.getByTestId("login-submit").click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth/login"));
    let seeded = 0;
    for (const lines of SIZES) {
      await seedLines(ctx, seeded / 4, lines - seeded);
      seeded = lines;
      const bytes = async (url) => (await ctx.app.inject({ method: "GET", url: `/api/${url}`, headers: { authorization: `Bearer ${ctx.token}` } })).rawPayload.length;
      const { tb, gl } = await bothScreens(page, base);
      measured.push({ lines, tb, gl });
      out.push(
        `| ${fmt(lines)} | ${fmt(tb)} ms | ${fmt(gl)} ms | ${fmt(gl / tb, 2)} | ${fmt((await bytes(screens.ledger.api)) / 1024, 1)} kB | ${fmt((await bytes(screens.trialBalance.api)) / 1024, 1)} kB |`,
      );
      if (process.env.BENCH_PROGRESS) console.error(out.at(-1));
    }
  } finally {
    await browser.close();
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  }
  out.push("", "Growth (time at the larger ÷ time at the smaller; target ≤ 1.3; the ledger's target beside the trial balance ≤ 2):", "");
  for (let i = 1; i < measured.length; i++) {
    const [a, b] = [measured[i - 1], measured[i]];
    out.push(`- ${fmt(a.lines)} → ${fmt(b.lines)} lines: trial balance ${fmt(b.tb / a.tb, 2)}, general ledger ${fmt(b.gl / a.gl, 2)}`);
  }
  return out.join("\n");
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runWebLedgerBench());
