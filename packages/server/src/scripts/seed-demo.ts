// `npm run seed:demo`: a demo company with a year of activity across offices, work units and tags,
// entered through the API as a user would, so a newcomer sees real reports at once.
import path from "node:path";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { seedCashbankDemo } from "./demo/cashbank.js";
import { seedPayablesDemo } from "./demo/payables.js";
import { seedProcurementDemo } from "./demo/procurement.js";
import { seedCashAdvances } from "./demo/cash-advance.js";
import { seedSalesDemo } from "./demo/sales.js";
import { seedInventoryDemo } from "./demo/inventory.js";
import { seedBudgetDemo } from "./demo/budgeting.js";
import { seedCurrencyDemo } from "./demo/currency.js";
import { seedFreightDemo } from "./demo/freight.js";

const EMAIL = process.env.DEMO_EMAIL ?? "demo@neraca.local";
const PASSWORD = process.env.DEMO_PASSWORD ?? "Demo12345";

const config = loadConfig(process.env, { logLevel: "warn" });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
const app = await buildApp({ config, database, serveWeb: false, logger: false });

type Json = Record<string, any>;
async function call(method: string, url: string, body?: unknown, token?: string): Promise<Json> {
  const res = await app.inject({
    method: method as "GET",
    url: `/api/${url}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  });
  const json = res.body ? JSON.parse(res.body) : {};
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return json;
}

/** Deterministic pseudo-random numbers, so every demo is the same. */
let seed = 20260101;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
const rupiah = (min: number, max: number) => String(Math.round((min + random() * (max - min)) / 1000) * 1000);

const login = await app
  .inject({ method: "POST", url: "/api/auth/login", headers: { "content-type": "application/json" }, payload: JSON.stringify({ email: EMAIL, password: PASSWORD }) })
  .then((r) => (r.statusCode === 200 ? (JSON.parse(r.body) as Json) : null));
if (login?.data?.companies?.length) {
  console.log(`The demo company exists already. Log in as ${EMAIL} / ${PASSWORD}`);
  await app.close();
  await database.close();
  process.exit(0);
}

console.log("Creating the demo company…");
await call("POST", "auth/signup", { user_name: "Dewi Lestari", email: EMAIL, password: PASSWORD, password_confirmation: PASSWORD, agreement: true });
const link = app.ctx.mailer.outbox.at(-1)?.link ?? "";
await call("POST", "auth/activation", { token: link.split("/").pop() });
const session = await call("POST", "auth/login", { email: EMAIL, password: PASSWORD });
const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), 1));
const cutOff = start.toISOString().slice(0, 10);
const registered = await call(
  "POST",
  "company/register",
  {
    organization_name: "PT Demo Nusantara Logistik",
    brand_name: "Nusantara Logistik",
    business_type: "freight_forwarding",
    cut_off_date: cutOff,
    pricing_plan: "business",
    billing_cycle: "annual",
  },
  session.token,
);
const token = registered.token as string;
await call("PUT", "company/profile", { npwp: "01.250.290.9-801.000", address: "Jl. Jend. Sudirman Kav. 52, Jakarta Selatan", phone: "+62 21 5550 1234", email: "finance@nusantara-logistik.co.id" }, token);

const offices = (await call("GET", "master-data/office", undefined, token)).data as Json[];
const head = offices[0] as Json;
await call("PUT", `master-data/office/${head.id}`, { code: "JKT", name: "Kantor Pusat Jakarta", branch: "Jakarta", npwp: "01.250.290.9-801.000", bank_name: "Bank Mandiri", bank_account_name: "PT Demo Nusantara Logistik", bank_account_number: "123-00-0456789-0" }, token);
const branches = [head];
for (const [code, name] of [["SBY", "Cabang Surabaya"], ["MDN", "Cabang Medan"], ["MKS", "Cabang Makassar"], ["BDG", "Cabang Bandung"]] as const) {
  branches.push((await call("POST", "master-data/office", { code, name, branch: name.replace("Cabang ", "") }, token)).data);
}
const units: Json[] = [];
for (const [code, name] of [["SLS", "Penjualan"], ["OPS", "Operasional"], ["FIN", "Keuangan"], ["HRD", "SDM dan Umum"]] as const) {
  units.push((await call("POST", "master-data/work-unit", { code, name }, token)).data);
}
const tags: Json[] = [];
for (const name of ["Proyek Pelabuhan Tanjung Priok", "Ekspor Kopi", "Impor Mesin", "Kontrak Pemerintah"]) {
  tags.push((await call("POST", "master-data/tag", { name }, token)).data);
}
const main = (await call("POST", "master-data/coa-main-group-activity", { code: "OPR", name: "Operasi" }, token)).data;
const group = (await call("POST", "master-data/coa-group-activity", { code: "FRT", name: "Freight", parent_id: main.id }, token)).data;
const activities: Json[] = [];
for (const [code, name] of [["SEA", "Sea freight"], ["AIR", "Air freight"], ["TRK", "Trucking"]] as const) {
  activities.push((await call("POST", "master-data/coa-activity", { code, name, parent_id: group.id }, token)).data);
}

const accounts: Record<string, string> = {};
for (let page = 1; page < 5; page++) {
  const list = await call("GET", `master-data/chart-of-account?per_page=100&page=${page}`, undefined, token);
  for (const a of list.data as Json[]) accounts[a.code] = a.id;
  if (list.data.length < 100) break;
}
const a = (code: string) => accounts[code] as string;
const line = (code: string, debit: string | number, credit: string | number, extra: Json = {}) => ({ account_id: a(code), debit, credit, ...extra });

await call(
  "POST",
  "transactions/beginning-balance",
  {
    description: "Saldo awal",
    details: [
      line("1101.02", "25000000", 0),
      line("1102.01", "850000000", 0),
      line("1102.02", "420000000", 0),
      // Receivables before the books start sit in other receivables: the trade receivables account is the
      // sales invoices' control account, which ledger:verify checks per customer against open invoices.
      line("1103.03", "365000000", 0),
      line("1201.03", "780000000", 0),
      line("1201.04", "145000000", 0),
      line("1202.02", 0, "195000000"),
      line("2101", 0, "240000000"),
      line("2102.01", 0, "38000000"),
      line("3101", 0, "1500000000"),
      line("3102", 0, "612000000"),
    ],
  },
  token,
);

let count = 0;
const post = async (date: string, description: string, details: Json[], office: Json, extra: Json = {}) => {
  await call("POST", "transactions/journal", { date, description, office_id: office.id, details, ...extra }, token);
  count++;
};
for (let m = 0; m < 12; m++) {
  const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1));
  const ym = month.toISOString().slice(0, 7);
  const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  const day = (d: number) => `${ym}-${String(Math.min(d, last)).padStart(2, "0")}`;
  if (day(1) > today.toISOString().slice(0, 10)) break;
  for (const office of branches) {
    for (let i = 0; i < 6; i++) {
      const base = Number(rupiah(15_000_000, 120_000_000));
      const vat = String(Math.round(base * 0.011)); // freight: 1.1% effective PPN
      const dims = { work_unit_id: units[0]?.id, activity_id: pick(activities).id, tag_ids: random() < 0.4 ? [pick(tags).id] : [] };
      await post(day(2 + i * 4), `Penjualan jasa freight ${ym}-${i + 1}`, [line("1103.03", base + Number(vat), 0, dims), line("4102", 0, base, dims), line("2102.01", 0, vat, dims)], office);
      if (random() < 0.8) {
        const paid = String(base + Number(vat));
        await post(day(5 + i * 4), `Penerimaan piutang ${ym}-${i + 1}`, [line(pick(["1102.01", "1102.02"]), paid, 0), line("1103.03", 0, paid)], office);
      }
    }
    const cost = rupiah(20_000_000, 60_000_000);
    await post(day(8), "Biaya angkut agen", [line("5102", cost, 0, { work_unit_id: units[1]?.id, activity_id: pick(activities).id }), line("2101", 0, cost)], office);
    await post(day(20), "Pembayaran utang agen", [line("2101", cost, 0), line("1102.01", 0, cost)], office);
    const salary = rupiah(35_000_000, 80_000_000);
    await post(day(25), "Gaji karyawan", [line("6101", salary, 0, { work_unit_id: pick(units).id }), line("1102.01", 0, salary)], office);
    const rent = rupiah(8_000_000, 20_000_000);
    await post(day(1), "Sewa kantor", [line("6102", rent, 0, { work_unit_id: units[3]?.id }), line("1102.02", 0, rent)], office);
    const power = rupiah(2_000_000, 6_000_000);
    await post(day(15), "Listrik, air dan telepon", [line("6103", power, 0), line("1102.02", 0, power)], office);
    const petty = rupiah(1_000_000, 3_000_000);
    await post(day(12), "Biaya transportasi kas kecil", [line("6104", petty, 0, { work_unit_id: units[1]?.id }), line("1101.01", 0, petty)], office);
    await post(day(11), "Pengisian kas kecil", [line("1101.01", petty, 0), line("1102.01", 0, petty)], office);
  }
  await post(day(last), "Penyusutan bulanan", [line("6108", "16250000", 0), line("1202.02", 0, "13000000"), line("1202.03", 0, "3250000")], head, { journal_type: "adjustment" });
}
await seedCashbankDemo(call, { token, accounts, start, today, random, offices: branches });
await seedSalesDemo({ call, token, start, today, offices: branches, tags, random });
const purchaseInvoices = await seedPayablesDemo({ call, token, account: a, start, today, random });
// The dollar's rates of the year, then a year of freight jobs, before the months close.
const currencies = await seedCurrencyDemo({ call, token, accounts });
const freight = await seedFreightDemo({ call, token, accounts });
// Months that finished more than a month ago are closed, as a finance team would.
for (let m = 0; m < 10; m++) {
  const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1)).toISOString().slice(0, 7);
  const limit = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  if (month < limit) await call("POST", "transactions/closing", { period: month, note: "Tutup buku bulanan" }, token);
}
console.log(`Posted ${count} journals and ${purchaseInvoices} purchase invoices for PT Demo Nusantara Logistik.`);
await seedProcurementDemo({ call, token, accounts, lastLink: (email) => [...app.ctx.mailer.outbox].reverse().find((m) => m.to === email)?.link ?? "" });
console.log(`Currencies: ${currencies}.`);
console.log(`Freight: ${freight}.`);
console.log(`Inventory: ${await seedInventoryDemo({ call, token, accounts, branch: (branches[1] as Json | undefined)?.id ?? null })} bought, sold, returned, moved and counted.`);
console.log(`Cash advances: ${await seedCashAdvances({ call, token, lastLink: () => app.ctx.mailer.outbox.at(-1)?.link ?? "", account: a, password: PASSWORD })} requests in every state.`);
console.log(`Budgets: ${await seedBudgetDemo({ call, token, accounts, offices: branches, units })}.`);
console.log(`Log in as ${EMAIL} / ${PASSWORD}`);
// A year of activity went in through the API: the server starts with statistics that know it.
await app.maintenance.runPass();
await app.close();
await database.close();
