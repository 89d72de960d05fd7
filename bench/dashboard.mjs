// Issue 26 benchmark: the whole dashboard (every widget, as the screen asks for them: at once) at
// 100 000 and 1 000 000 journal lines, beside the trial balance of the same company and day. The
// widgets read balances and open items, so their time should not grow with the ledger (≤ 1.3) and
// stay within 3× one trial balance. The company is the ledger bench's (bench/ledger.mjs: 300
// accounts, 5 offices, 2021–2025) with three cash and bank accounts on seeded ledger accounts and a
// few open sales invoices.
import { fmt } from "./lib.mjs";
import { seedLines, setup } from "./ledger.mjs";

const SMALL = Number(process.env.BENCH_LINES_SMALL ?? 100_000);
const LARGE = Number(process.env.BENCH_LINES_LARGE ?? 1_000_000);
const LINES_PER_JOURNAL = 4; // the ledger bench's seed
const DATE = "2025-12-31"; // the seeded ledger's last day
const WIDGETS = ["approvals", "cash-position", "cash-in-out", "receivable-aging", "payable-aging", "profit-loss"];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeIt(fn, repeat = 21, warmUp = 10) {
  for (let i = 0; i < warmUp; i++) await fn();
  const times = [];
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

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

async function measure(ctx) {
  const get = (url) => ctx.send("GET", url, undefined, ctx.token);
  const widget = (name) => get(`dashboard/${name}?date=${DATE}`);
  // The screen's load: every widget's request at once.
  const whole = await timeIt(() => Promise.all(WIDGETS.map(widget)));
  const each = {};
  for (const name of WIDGETS) each[name] = await timeIt(() => widget(name), 11, 5);
  const tb = await timeIt(() => get(`report/trial-balance?date_from=2025-01-01&date_to=${DATE}`));
  return { whole, each, tb };
}

export async function runDashboardBench() {
  const sizes = [SMALL, LARGE];
  const out = [
    `### Dashboard: every widget at once (${WIDGETS.join(", ")}) as of ${DATE}, at ${sizes.map((n) => fmt(n)).join(" and ")} journal lines, beside the trial balance of 2025; median of 21 after 10 warm-up runs (each widget alone: of 11)`,
    "",
    "| engine | lines | whole dashboard | trial balance | dashboard ÷ TB | each widget alone |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  const growth = [];
  for (const engine of (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",")) {
    const ctx = await setup(engine, { databaseName: "neraca_bench_dashboard" });
    try {
      await seedDocuments(ctx);
      const measured = [];
      let seeded = 0;
      for (const lines of sizes) {
        await seedLines(ctx, seeded / LINES_PER_JOURNAL, lines - seeded);
        seeded = lines;
        const m = await measure(ctx);
        measured.push(m);
        const each = WIDGETS.map((w) => `${w} ${fmt(m.each[w], 1)}`).join(", ");
        out.push(`| ${engine} | ${fmt(lines)} | ${fmt(m.whole, 1)} ms | ${fmt(m.tb, 1)} ms | ${fmt(m.whole / m.tb, 2)} | ${each} ms |`);
        if (process.env.BENCH_PROGRESS) console.error(out.at(-1));
      }
      const [a, b] = measured;
      growth.push(`| ${engine} | ${fmt(sizes[0])} → ${fmt(sizes[1])} | ${fmt(b.whole / a.whole, 2)} | ${fmt(b.tb / a.tb, 2)} |`);
    } finally {
      await ctx.close();
    }
  }
  out.push("", "Growth (time at the larger ÷ time at the smaller; target ≤ 1.3), and the dashboard beside the trial balance (target ≤ 3×) above:", "", "| engine | lines | whole dashboard | trial balance |", "| --- | --- | --- | --- |", ...growth);
  return out.join("\n");
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runDashboardBench());
