// Issue 26 benchmark: the whole dashboard (every widget, as the screen asks for them: at once) at
// 100 000 and 1 000 000 journal lines, beside the trial balance of the same company and day. The
// widgets read balances and open items, so their time should not grow with the ledger (≤ 1.3) and
// stay within 3× one trial balance. The company is the ledger bench's (bench/ledger.mjs: 300
// accounts, 5 offices, 2021–2025) with three cash and bank accounts on seeded ledger accounts and a
// few open sales invoices.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, root, timeSideBySide } from "./lib.mjs";
import { seedLines, setup } from "./ledger.mjs";

const SMALL = Number(process.env.BENCH_LINES_SMALL ?? 100_000);
const LARGE = Number(process.env.BENCH_LINES_LARGE ?? 1_000_000);
const DATE = "2025-12-31"; // the seeded ledger's last day
/** Every widget the domains' manifests declare, as the dashboard asks for them. */
const { dashboardWidgets } = await import(pathToFileURL(path.join(root, "packages/core/dist/index.js")).href);
const WIDGETS = Object.keys(dashboardWidgets);
/** Measured side by side (`timeSideBySide`): each warmed up, then in alternating blocks. */
const TIMING = { warmUp: 20, rounds: 5, block: 7 };

/** Cash and bank accounts on three seeded ledger accounts, a customer and ten open invoices in 2025. */
async function seedDocuments(ctx) {
  const account = async (code) => (await ctx.call("GET", `master-data/chart-of-account?q=${code}&per_page=20`, undefined, ctx.token)).data.find((a) => a.code === code).id;
  for (const [code, name, ledger] of [["KB", "Kas Besar", "1101.02"], ["MDR", "Mandiri", "1102.01"], ["BCA", "BCA", "1102.02"]]) {
    await ctx.call("POST", "master-data/cashbank", { code, name, account_id: await account(ledger) }, ctx.token);
  }
  const customer = (await ctx.call("POST", "master-data/contact", { code: "C-BENCH", name: "PT Bench", contact_types: ["customer"], term_of_payment: 30 }, ctx.token)).data.id;
  const revenue = await account("4102");
  for (let i = 0; i < 10; i++) {
    const date = `2025-${String(3 + i).padStart(2, "0")}-15`;
    const created = await ctx.call("POST", "transactions/sales-invoice", { contact_id: customer, invoice_date: date, details: [{ description: "Bench", account_id: revenue, quantity: 1, price: 1_000_000 + i }] }, ctx.token);
    await ctx.call("POST", `transactions/sales-invoice/${created.data.id}/submit`, undefined, ctx.token);
  }
}

/**
 * Per size: the screen's load (every widget's request at once), the trial balance and each widget
 * alone, all measured side by side, the sizes too (each in its own database): the ratios and the
 * growth compare measures taken in the same minutes of the shared machine.
 */
async function measure(contexts) {
  const fns = {};
  for (const [i, ctx] of contexts.entries()) {
    const get = (url) => ctx.send("GET", url, undefined, ctx.token);
    const widget = (name) => get(`dashboard/${name}?date=${DATE}`);
    fns[`${i} whole`] = () => Promise.all(WIDGETS.map(widget));
    fns[`${i} tb`] = () => get(`report/trial-balance?date_from=2025-01-01&date_to=${DATE}`);
    for (const name of WIDGETS) fns[`${i} ${name}`] = () => widget(name);
  }
  const medians = await timeSideBySide(fns, TIMING);
  return contexts.map((_, i) => ({
    whole: medians[`${i} whole`],
    tb: medians[`${i} tb`],
    each: Object.fromEntries(WIDGETS.map((name) => [name, medians[`${i} ${name}`]])),
  }));
}

export async function runDashboardBench() {
  const sizes = [SMALL, LARGE];
  const out = [
    `### Dashboard: every widget at once (${WIDGETS.join(", ")}) as of ${DATE}, at ${sizes.map((n) => fmt(n)).join(" and ")} journal lines (each in its own database), beside the trial balance of 2025 and each widget alone, all measured side by side: median of ${TIMING.rounds * TIMING.block} runs in ${TIMING.rounds} alternating blocks after ${TIMING.warmUp} warm-up runs`,
    "",
    "| engine | lines | whole dashboard | trial balance | dashboard ÷ TB | each widget alone |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  const growth = [];
  for (const engine of (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",")) {
    const contexts = [];
    try {
      for (const [i, lines] of sizes.entries()) {
        const ctx = await setup(engine, { databaseName: `neraca_bench_dashboard_${i}` });
        contexts.push(ctx);
        await seedDocuments(ctx);
        await seedLines(ctx, 0, lines);
        if (process.env.BENCH_PROGRESS) console.error(`${engine}: ${fmt(lines)} lines seeded`);
      }
      const measured = await measure(contexts);
      for (const [i, m] of measured.entries()) {
        const each = WIDGETS.map((w) => `${w} ${fmt(m.each[w], 1)}`).join(", ");
        out.push(`| ${engine} | ${fmt(sizes[i])} | ${fmt(m.whole, 1)} ms | ${fmt(m.tb, 1)} ms | ${fmt(m.whole / m.tb, 2)} | ${each} ms |`);
        if (process.env.BENCH_PROGRESS) console.error(out.at(-1));
      }
      const [a, b] = measured;
      growth.push(`| ${engine} | ${fmt(sizes[0])} → ${fmt(sizes[1])} | ${fmt(b.whole / a.whole, 2)} | ${fmt(b.tb / a.tb, 2)} |`);
    } finally {
      for (const ctx of contexts) await ctx.close();
    }
  }
  out.push("", "Growth (time at the larger ÷ time at the smaller; target ≤ 1.3), and the dashboard beside the trial balance (target ≤ 3×) above:", "", "| engine | lines | whole dashboard | trial balance |", "| --- | --- | --- | --- |", ...growth);
  return out.join("\n");
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runDashboardBench());
