import { Amount, dashboardWidgets } from "@neraca/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCashbankDemo } from "../../scripts/demo/cashbank.js";
import { seedPayablesDemo } from "../../scripts/demo/payables.js";
import { seedSalesDemo } from "../../scripts/demo/sales.js";
import { TestApp } from "../../test/harness.js";
import { accountIds, line } from "../../test/ledger-helpers.js";
import { twelveMonths } from "./register-widget.js";

type Json = Record<string, any>;
let t: TestApp;
let token: string;
let offices: Json[];
let cashbanks: Json[];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const today = new Date();
const todayIso = iso(today);
// The demo's months (from the company's cut-off), and three days to read them at: today, the end of
// last month, and the middle of the month before.
const start = new Date(Math.max(Date.parse("2026-01-01T00:00:00Z"), Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 3, 1)));
const dates = [todayIso, iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0))), iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 15)))];

const get = async (url: string, as = token) => {
  const res = await t.request("GET", `/api/${url}`, { token: as });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

/** The demo company's data (scripts/demo: cash and bank, sales, payables), entered through the API as `npm run seed:demo` does. */
beforeAll(async () => {
  t = await TestApp.start();
  const owner = await t.owner("dash");
  token = owner.token;
  const call = async (method: string, url: string, body?: unknown, as?: string): Promise<Json> => {
    const res = await t.request(method, `/api/${url}`, { token: as ?? token, body });
    if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const accounts = await accountIds(t, token);
  const head = (await call("GET", "master-data/office")).data[0];
  offices = [head, (await call("POST", "master-data/office", { code: "SBY", name: "Cabang Surabaya" })).data];
  const tag = (await call("POST", "master-data/tag", { name: "Ekspor Kopi" })).data;
  let seed = 20260101;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  await call("POST", "transactions/beginning-balance", {
    description: "Saldo awal",
    details: [line(accounts["1101.01"] as string, "5000000", 0), line(accounts["1101.02"] as string, "25000000", 0), line(accounts["1102.01"] as string, "850000000", 0), line(accounts["1102.02"] as string, "420000000", 0), line(accounts["3101"] as string, 0, "1300000000")],
  });
  await seedCashbankDemo(call, { token, accounts, start, today, random, offices });
  await seedSalesDemo({ call, token, start, today, offices, tags: [tag], random });
  await seedPayablesDemo({ call, token, account: (code) => accounts[code] as string, start, today, random });
  cashbanks = (await call("GET", "master-data/cashbank?per_page=100")).data;
}, 600_000);
afterAll(() => t?.close());

describe("dashboard widgets equal their reports on the demo company", () => {
  it.each(dates)("cash position = the cash book's closing balances (%s)", async (date) => {
    const widget = await get(`dashboard/cash-position?date=${date}`);
    expect(widget.rows.length).toBe(cashbanks.length);
    for (const row of widget.rows) {
      const book = await get(`report/cash-bank?cashbank_id=${row.cashbank_id}&date_from=${date}&date_to=${date}`);
      expect(row.balance, row.code).toBe(book.closing_balance);
      expect(row.balance_base).toBe(row.balance);
      expect(row.currency).toBe(cashbanks.find((c) => c.id === row.cashbank_id)?.currency);
    }
    const position = await get(`report/cash-and-bank?date=${date}`);
    expect(widget.total_base).toBe(position.totals.balance);
    expect(widget.rows.some((r: Json) => r.unreconciled_lines > 0)).toBe(true);
  });

  it.each(dates)("cash in and out = the cash summary of each month (%s)", async (date) => {
    const widget = await get(`dashboard/cash-in-out?date=${date}`);
    expect(widget.months.map((m: Json) => m.month)).toEqual(twelveMonths(date).map((m) => m.month));
    for (const m of widget.months.slice(-3)) {
      const summary = await get(`report/cash-bank-summary?date_from=${m.from}&date_to=${m.to}`);
      expect(m.values).toEqual({ in: summary.totals.in, out: summary.totals.out });
    }
    const year = await get(`report/cash-bank-summary?date_from=${widget.months[0].from}&date_to=${date}`);
    expect(widget.totals).toEqual({ in: year.totals.in, out: year.totals.out });
  });

  it.each(dates)("receivable aging = the aging report's totals (%s)", async (date) => {
    const widget = await get(`dashboard/receivable-aging?date=${date}`);
    const report = await get(`report/sales-aging?date=${date}`);
    expect(widget.totals).toEqual(report.totals);
    expect(widget.bucket_keys).toEqual(["current", "d1_30", "d31_60", "d61_90", "over_90"]);
    expect(Amount.of(widget.overdue).plus(Amount.of(report.totals.buckets.current)).toString()).toBe(report.totals.total);
    expect(widget.top.length).toBeLessThanOrEqual(10);
    const overdueOf = (r: Json) => Amount.of(r.total).minus(Amount.of(r.buckets.current));
    const expected = report.rows.filter((r: Json) => overdueOf(r).isPositive()).sort((a: Json, b: Json) => Number(overdueOf(b).cents - overdueOf(a).cents));
    expect(widget.top.map((r: Json) => r.overdue)).toEqual(expected.slice(0, 10).map((r: Json) => overdueOf(r).toString()));
  });

  it.each(dates)("payable aging = the aging report's totals, due in 14 days = the estimation's first two weeks (%s)", async (date) => {
    const widget = await get(`dashboard/payable-aging?date=${date}`);
    const report = await get(`report/purchase/aging?date=${date}`);
    expect(widget.totals).toEqual(report.totals);
    const estimation = await get(`report/purchase/aging/estimation?date=${date}`);
    expect(widget.due_soon).toEqual({ days: 14, amount: Amount.of(estimation.totals.due_7).plus(Amount.of(estimation.totals.due_14)).toString() });
  });

  it.each(dates)("profit = profit and loss, month by month and a year earlier (%s)", async (date) => {
    const widget = await get(`dashboard/profit-loss?date=${date}`);
    const first = widget.months[0];
    const report = await get(`report/profit-loss?date_from=${first.from}&date_to=${date}&columns=month`);
    for (const m of widget.months) {
      expect(m.values, m.month).toEqual({ revenue: report.revenue.total[m.month], expense: report.expense.total[m.month], net: report.net_profit[m.month] });
    }
    expect(widget.totals).toEqual({ revenue: report.revenue.total.total, expense: report.expense.total.total, net: report.net_profit.total });
    const before = twelveMonths(date, 1);
    const previous = await get(`report/profit-loss?date_from=${before[0]?.from}&date_to=${before.at(-1)?.to}`);
    expect(widget.previous_totals.net).toBe(Object.values(previous.net_profit)[0]);
    expect(Amount.of(widget.totals.revenue).isPositive()).toBe(true);
  });

  it.each(dates)("gross margin = the statement's sales, cost of sales and gross profit, month by month (%s)", async (date) => {
    const widget = await get(`dashboard/gross-margin?date=${date}`);
    const report = await get(`report/profit-loss?date_from=${widget.months[0].from}&date_to=${date}&columns=month`);
    const group = (key: string) => report.groups.find((g: { key: string }) => g.key === key).total;
    for (const m of widget.months) {
      expect(m.values, m.month).toEqual({ revenue: group("revenue")[m.month], cost: group("cost_of_sales")[m.month], gross: report.gross_profit[m.month] });
    }
    expect(widget.totals.gross).toBe(report.gross_profit.total);
  });

  it("every widget filters by office as its report does", async () => {
    const office = offices[1]?.id as string;
    const date = dates[0] as string;
    const cash = await get(`dashboard/cash-position?date=${date}&office_ids=${office}`);
    expect(cash.total_base).toBe((await get(`report/cash-and-bank?date=${date}&office_ids=${office}`)).totals.balance);
    const aging = await get(`dashboard/receivable-aging?date=${date}&office_ids=${office}`);
    expect(aging.totals).toEqual((await get(`report/sales-aging?date=${date}&office_ids=${office}`)).totals);
    const profit = await get(`dashboard/profit-loss?date=${date}&office_ids=${office}`);
    const pl = await get(`report/profit-loss?date_from=${profit.months[0].from}&date_to=${date}&office_ids=${office}`);
    expect(profit.totals.net).toBe(Object.values(pl.net_profit)[0]);
  });

  it("answers as of now, for today unless a date is asked", async () => {
    const res = await t.request("GET", "/api/dashboard/approvals", { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ count: expect.any(Number), oldest: null });
    expect(res.body.data.count).toBe((await get("transactions/module-approval/count")).count);
    expect(Math.abs(Date.parse(res.body.as_of) - Date.now())).toBeLessThan(60_000);
    expect(res.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.request("GET", "/api/dashboard/cash-position?date=2026-13-01", { token })).status).toBe(422);
  });
});

describe("dashboard permissions", () => {
  it("lists to the owner every widget, in order", async () => {
    const list = await get("dashboard");
    expect(list.widgets.map((w: Json) => w.name)).toEqual(Object.values(dashboardWidgets).sort((a, b) => a.order - b.order).map((w) => w.name));
  });

  it("gives a user without a report's permission no widget for it", async () => {
    const seller = await t.member(token, [
      { action: "read", resource: "Dashboard" },
      { action: "read", resource: "ReportSales" },
    ]);
    const list = await get("dashboard", seller.token);
    expect(list.widgets.map((w: Json) => w.name)).toEqual(["receivable-aging"]);
    expect((await t.request("GET", "/api/dashboard/receivable-aging", { token: seller.token })).status).toBe(200);
    for (const name of ["cash-position", "cash-in-out", "payable-aging", "profit-loss", "approvals"]) {
      expect((await t.request("GET", `/api/dashboard/${name}`, { token: seller.token })).status, name).toBe(403);
    }
    expect((await t.request("GET", "/api/dashboard/cash-position")).status).toBe(401);
  });

  it("shows a cashier mapped to one account that account only", async () => {
    const cashier = await t.member(token, [
      { action: "read", resource: "Dashboard" },
      { action: "read", resource: "ReportCashBank" },
    ]);
    const bank = cashbanks.find((c) => c.code === "BCA") as Json;
    expect((await t.request("POST", `/api/master-data/cashbank/${bank.id}/users`, { token, body: { user_ids: [cashier.userId] } })).status).toBe(200);
    const widget = await get(`dashboard/cash-position?date=${todayIso}`, cashier.token);
    expect(widget.rows.map((r: Json) => r.code)).toEqual(["BCA"]);
    const book = await get(`report/cash-bank?cashbank_id=${bank.id}&date_from=${todayIso}&date_to=${todayIso}`);
    expect(widget.total_base).toBe(book.closing_balance);
    const flows = await get(`dashboard/cash-in-out?date=${todayIso}`, cashier.token);
    const own = await get(`report/cash-bank-summary?date_from=${flows.months[0].from}&date_to=${todayIso}`, cashier.token);
    expect(flows.totals).toEqual({ in: own.totals.in, out: own.totals.out });
    const all = await get(`dashboard/cash-in-out?date=${todayIso}`);
    expect(flows.totals).not.toEqual(all.totals);
  });
});
