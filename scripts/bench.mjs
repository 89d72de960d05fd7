// `npm run bench`: builds, then runs every benchmark and prints its figures and ratios (markdown).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
buildIfNeeded();
const only = process.argv[2]; // `npm run bench -- ledger` runs one part
const { runPlatformBench } = await import(pathToFileURL(path.join(root, "bench/platform.mjs")).href);
const { runLedgerBench } = await import(pathToFileURL(path.join(root, "bench/ledger.mjs")).href);
const { runMasterDataBench } = await import(pathToFileURL(path.join(root, "bench/master-data.mjs")).href);
const { runCashbankBench } = await import(pathToFileURL(path.join(root, "bench/cashbank.mjs")).href);
const { runPayablesBench } = await import(pathToFileURL(path.join(root, "bench/payables.mjs")).href);
const { runProcurementBench } = await import(pathToFileURL(path.join(root, "bench/procurement.mjs")).href);
const { runCashAdvanceBench } = await import(pathToFileURL(path.join(root, "bench/cash-advance.mjs")).href);
const { runSalesBench } = await import(pathToFileURL(path.join(root, "bench/sales.mjs")).href);
const { runJournalGrowthBench } = await import(pathToFileURL(path.join(root, "bench/journal-growth.mjs")).href);
console.log(`## Neraca benchmarks (${new Date().toISOString().slice(0, 10)}, ${process.version})\n`);
if (!only || only === "platform") console.log(`${await runPlatformBench()}\n`);
if (!only || only === "ledger") console.log(`${await runLedgerBench()}\n`);
if (!only || only === "master-data") console.log(`${await runMasterDataBench()}\n`);
if (!only || only === "cashbank") console.log(`${await runCashbankBench()}\n`);
if (!only || only === "payables") console.log(`${await runPayablesBench()}\n`);
if (!only || only === "procurement") console.log(`${await runProcurementBench()}\n`);
if (!only || only === "cash-advance") console.log(`${await runCashAdvanceBench()}\n`);
if (!only || only === "sales") console.log(`${await runSalesBench()}\n`);
if (!only || only === "journal-growth") console.log(`${await runJournalGrowthBench()}\n`);
if (!only || only === "inventory") console.log(`${await (await import(pathToFileURL(path.join(root, "bench/inventory.mjs")).href)).runInventoryBench()}\n`);
if (!only || only === "freight") console.log(`${await (await import(pathToFileURL(path.join(root, "bench/freight.mjs")).href)).runFreightBench()}\n`);
if (!only || only === "foreign-ledger") console.log(`${await (await import(pathToFileURL(path.join(root, "bench/foreign-ledger.mjs")).href)).runForeignLedgerBench()}\n`);
if (!only || only === "revaluation") console.log(`${await (await import(pathToFileURL(path.join(root, "bench/revaluation.mjs")).href)).runRevaluationBench()}\n`);
if (!only || only === "budgeting") console.log(`${await (await import(pathToFileURL(path.join(root, "bench/budgeting.mjs")).href)).runBudgetingBench()}\n`);
if (!only || only === "dashboard") console.log(`${await (await import(pathToFileURL(path.join(root, "bench/dashboard.mjs")).href)).runDashboardBench()}\n`);
const webSize = path.join(root, "bench/web-size.mjs");
if ((!only || only === "web") && existsSync(webSize)) {
  console.log("");
  const mod = await import(pathToFileURL(webSize).href);
  if (typeof mod.runWebSizeBench === "function") console.log(await mod.runWebSizeBench());
}
if (!only || only === "web") {
  const { runWebLedgerBench } = await import(pathToFileURL(path.join(root, "bench/web-ledger.mjs")).href);
  console.log(`\n${await runWebLedgerBench()}\n`);
}
