import {
  formatMoney,
  formatQuantity,
  inventoryReports,
  type inventoryValuationReport,
  money,
  quantity,
  type ReportResponse,
  type grossProfitReport,
  type slowMovingReport,
  type stockCardReport,
  sumMoney,
  unitCost,
} from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { registerReport } from "../reports/register-report.js";
import { monthEnd, nextDay, type ReportContext, rowsOf, sumsAtDates } from "../reports/report-context.js";

/** The stock card reads at most this many movements (the period's, of the products and locations asked). */
export const STOCK_CARD_LINES_MAX = 20_000;

const anyOf = (column: string, ids: readonly string[] | undefined) => (ids?.length ? sql` AND ${sql.raw(column)} = ANY(${sql.param([...ids])}::uuid[])` : sql``);

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * What is on hand per product and location at the end of `date`, from the balances (DESIGN §14): the
 * months through its month from `stock_balances`, less the lines after it in that month — or, in a
 * month's first half, the months before it plus its month's lines up to it — so at most half a month
 * of lines is read, and none at a month's end, however long the history.
 */
function onHandAt(ctx: ReportContext, date: string, where: SQL) {
  const month = firstOfMonth(date);
  const end = monthEnd(date);
  const lateInMonth = Number(date.slice(8, 10)) > 15;
  const balances = sql`SELECT b.product_id, b.office_id, b.warehouse_id, b.quantity, b.value FROM stock_balances b
      WHERE b.company_id = ${ctx.companyId} AND ${lateInMonth ? sql`b.period_month <= ${month}::date` : sql`b.period_month < ${month}::date`} ${where}`;
  const lines =
    date === end
      ? sql``
      : lateInMonth
        ? sql`UNION ALL SELECT b.product_id, b.office_id, b.warehouse_id, -b.quantity, -b.value FROM stock_lines b
            WHERE b.company_id = ${ctx.companyId} AND b.date > ${date}::date AND b.date <= ${end}::date ${where}`
        : sql`UNION ALL SELECT b.product_id, b.office_id, b.warehouse_id, b.quantity, b.value FROM stock_lines b
            WHERE b.company_id = ${ctx.companyId} AND b.date >= ${month}::date AND b.date <= ${date}::date ${where}`;
  return sql`SELECT product_id, office_id, warehouse_id, coalesce(warehouse_id, office_id) AS location_id, sum(quantity) AS quantity, sum(value) AS value
    FROM (${balances} ${lines}) m GROUP BY 1, 2, 3`;
}

const filtersOf = (ctx: ReportContext, q: { product_ids: string[]; warehouse_ids: string[] }) =>
  sql`${anyOf("b.product_id", q.product_ids)}${anyOf("b.office_id", ctx.filters.officeIds)}${anyOf("b.warehouse_id", q.warehouse_ids)}`;

/** `/report/stock-card`: the opening per product and location, the period's movements with their documents and running balance, the closing. */
export async function stockCard(
  ctx: ReportContext,
  q: { date_from: string; date_to: string; product_ids: string[]; warehouse_ids: string[] },
): Promise<ReportResponse<typeof stockCardReport>> {
  const where = filtersOf(ctx, q);
  const before = new Date(`${q.date_from}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 1);
  const opening = rowsOf<{ product_id: string; location_id: string; quantity: string; value: string }>(
    await ctx.tx.execute(sql`SELECT product_id, location_id, quantity::text AS quantity, value::text AS value FROM (${onHandAt(ctx, before.toISOString().slice(0, 10), where)}) o`),
  );
  const lines = rowsOf<{ product_id: string; location_id: string; date: string; source_type: string; source_id: string; number: string | null; description: string | null; quantity: string; value: string }>(
    await ctx.tx.execute(sql`
      SELECT b.product_id, b.location_id, b.date::text AS date, b.source_type, b.source_id, d.number, d.description, b.quantity::text AS quantity, b.value::text AS value
      FROM stock_lines b LEFT JOIN documents d ON d.company_id = b.company_id AND d.id = b.source_id
      WHERE b.company_id = ${ctx.companyId} AND b.date >= ${q.date_from}::date AND b.date < ${nextDay(q.date_to)}::date ${where}
      ORDER BY b.product_id, b.location_id, b.date, b.created_at, b.source_line
      LIMIT ${STOCK_CARD_LINES_MAX}`),
  );
  const keys = new Map<string, { product_id: string; location_id: string }>();
  for (const r of [...opening, ...lines]) keys.set(`${r.product_id}|${r.location_id}`, { product_id: r.product_id, location_id: r.location_id });
  if (keys.size === 0) return { cards: [], capped: false };
  const names = rowsOf<{ product_id: string; location_id: string; product_code: string; product_name: string; office_id: string; office_name: string; warehouse_id: string | null; warehouse_name: string | null }>(
    await ctx.tx.execute(sql`
      SELECT k.product_id, k.location_id, p.code AS product_code, p.name AS product_name, o.id AS office_id, o.name AS office_name, w.id AS warehouse_id, w.name AS warehouse_name
      FROM unnest(${sql.param([...keys.values()].map((k) => k.product_id))}::uuid[], ${sql.param([...keys.values()].map((k) => k.location_id))}::uuid[]) k (product_id, location_id)
      JOIN products p ON p.company_id = ${ctx.companyId} AND p.id = k.product_id
      LEFT JOIN warehouses w ON w.company_id = ${ctx.companyId} AND w.id = k.location_id
      JOIN offices o ON o.company_id = ${ctx.companyId} AND o.id = coalesce(w.office_id, k.location_id)
      ORDER BY p.code, o.name, w.name NULLS FIRST`),
  );
  const cards = names.map(({ location_id: location, ...n }) => {
    const open = opening.find((o) => o.product_id === n.product_id && o.location_id === location);
    let q4 = quantity(open?.quantity ?? "0");
    let value = money(open?.value ?? "0");
    const movements = lines
      .filter((l) => l.product_id === n.product_id && l.location_id === location)
      .map((l) => {
        q4 = q4.plus(l.quantity);
        value = value.plus(l.value);
        return { ...l, quantity: formatQuantity(l.quantity), value: formatMoney(l.value), balance_quantity: formatQuantity(q4), balance_value: formatMoney(value) };
      });
    return {
      ...n,
      opening_quantity: formatQuantity(open?.quantity ?? "0"),
      opening_value: formatMoney(open?.value ?? "0"),
      movements: movements.map(({ product_id: _p, location_id: _l, ...m }) => m),
      closing_quantity: formatQuantity(q4),
      closing_value: formatMoney(value),
    };
  });
  return { cards, capped: lines.length >= STOCK_CARD_LINES_MAX };
}

/**
 * `/report/inventory-valuation`: on hand at the date per product and location (zero rows only when
 * asked), its value and average cost; the total per inventory account beside that account's balance.
 */
export async function inventoryValuation(
  ctx: ReportContext,
  q: { date: string; product_ids: string[]; warehouse_ids: string[] },
): Promise<ReportResponse<typeof inventoryValuationReport>> {
  const where = filtersOf(ctx, q);
  const rows = rowsOf<{
    product_id: string;
    office_id: string;
    warehouse_id: string | null;
    product_code: string;
    product_name: string;
    office_name: string;
    warehouse_name: string | null;
    account_id: string | null;
    account_code: string | null;
    quantity: string;
    value: string;
  }>(
    await ctx.tx.execute(sql`
      WITH role AS (SELECT account_id FROM account_defaults WHERE company_id = ${ctx.companyId} AND role = 'inventory')
      SELECT h.product_id, h.office_id, h.warehouse_id, p.code AS product_code, p.name AS product_name, o.name AS office_name, w.name AS warehouse_name,
        a.id AS account_id, a.code AS account_code, h.quantity::text AS quantity, h.value::text AS value
      FROM (${onHandAt(ctx, q.date, where)}) h
      JOIN products p ON p.company_id = ${ctx.companyId} AND p.id = h.product_id
      JOIN offices o ON o.company_id = ${ctx.companyId} AND o.id = h.office_id
      LEFT JOIN warehouses w ON w.company_id = ${ctx.companyId} AND w.id = h.warehouse_id
      LEFT JOIN accounts a ON a.company_id = ${ctx.companyId} AND a.id = coalesce(p.inventory_account_id, (SELECT account_id FROM role))
      ${ctx.includeZero ? sql`` : sql`WHERE h.quantity <> 0 OR h.value <> 0`}
      ORDER BY p.code, o.name, w.name NULLS FIRST`),
  );
  const accountIds = [...new Set(rows.flatMap((r) => (r.account_id ? [r.account_id] : [])))];
  // The inventory accounts' balances at the end of the date, from the ledger's balances (the offices filtered as the report is).
  const [sums] = accountIds.length ? await sumsAtDates(ctx, [nextDay(q.date)]) : [new Map()];
  const ledger = accountIds.length
    ? rowsOf<{ account_id: string; code: string; name: string }>(
        await ctx.tx.execute(sql`SELECT a.id AS account_id, a.code, a.name FROM accounts a
          WHERE a.company_id = ${ctx.companyId} AND a.id = ANY(${sql.param(accountIds)}::uuid[]) ORDER BY a.code`),
      ).map((a) => {
        const s = sums?.get(a.account_id);
        return { ...a, balance: s ? s.debit.minus(s.credit).toString() : "0.00" };
      })
    : [];
  return {
    rows: rows.map((r) => ({
      product_id: r.product_id,
      product_code: r.product_code,
      product_name: r.product_name,
      office_id: r.office_id,
      office_name: r.office_name,
      warehouse_id: r.warehouse_id,
      warehouse_name: r.warehouse_name,
      account_code: r.account_code,
      quantity: formatQuantity(r.quantity),
      value: formatMoney(r.value),
      unit_cost: unitCost({ quantity: r.quantity, value: r.value }) ? formatMoney(unitCost({ quantity: r.quantity, value: r.value }) as string) : null,
    })),
    total_value: formatMoney(sumMoney(rows.map((r) => r.value))),
    // With product or warehouse filters the stock is a part of the account; the comparison is whole without them.
    accounts: q.product_ids.length || q.warehouse_ids.length
      ? []
      : ledger.map((a) => ({
          account_id: a.account_id,
          code: a.code,
          name: a.name,
          stock: formatMoney(sumMoney(rows.filter((r) => r.account_id === a.account_id).map((r) => r.value))),
          ledger: formatMoney(a.balance),
        })),
  };
}

/**
 * `/report/gross-profit`: per product, customer or month, the period's posted sales (each line's DPP)
 * less the period's posted returns, and the cost of their goods as the stock ledger took it (the
 * sale's stock lines; a return's cost back as it kept it).
 */
export async function grossProfit(
  ctx: ReportContext,
  q: { date_from: string; date_to: string; group_by: "product" | "customer" | "month" },
): Promise<ReportResponse<typeof grossProfitReport>> {
  const offices = ctx.filters.officeIds?.length ? sql` AND i.office_id = ANY(${sql.param([...ctx.filters.officeIds])}::uuid[])` : sql``;
  const key = q.group_by === "product" ? sql`coalesce(m.product_id::text, '')` : q.group_by === "customer" ? sql`m.contact_id::text` : sql`to_char(m.date, 'YYYY-MM')`;
  const rows = rowsOf<{ key: string; revenue: string; cost: string }>(
    await ctx.tx.execute(sql`
      WITH moves AS (
        SELECT i.contact_id, i.invoice_date AS date, nullif(l.value->>'product_id', '')::uuid AS product_id, round((l.value->>'net')::numeric * COALESCE(i.rate, 1), 2) AS revenue,
          coalesce((SELECT -s.value FROM stock_lines s WHERE s.company_id = i.company_id AND s.source_type = 'sales_invoice' AND s.source_id = i.id AND s.source_line = l.ord), 0) AS cost
        FROM sales_invoices i JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
        CROSS JOIN LATERAL jsonb_array_elements(i.details) WITH ORDINALITY l(value, ord)
        WHERE i.company_id = ${ctx.companyId} AND i.invoice_date BETWEEN ${q.date_from}::date AND ${q.date_to}::date ${offices}
        UNION ALL
        SELECT i.contact_id, r.date, nullif(l.value->>'product_id', '')::uuid, -(l.value->>'net')::numeric, -(l.value->>'cost')::numeric
        FROM sales_returns r JOIN documents d ON d.company_id = r.company_id AND d.id = r.id AND d.status = 'approved'
        JOIN sales_invoices i ON i.company_id = r.company_id AND i.id = r.invoice_id
        CROSS JOIN LATERAL jsonb_array_elements(r.details) l(value)
        WHERE r.company_id = ${ctx.companyId} AND r.date BETWEEN ${q.date_from}::date AND ${q.date_to}::date ${offices}
      )
      SELECT ${key} AS key, sum(m.revenue)::text AS revenue, sum(m.cost)::text AS cost FROM moves m GROUP BY 1`),
  );
  const names = new Map<string, string>();
  if (q.group_by !== "month") {
    const ids = rows.map((r) => r.key).filter(Boolean);
    const table = q.group_by === "product" ? sql`products` : sql`contacts`;
    for (const n of rowsOf<{ id: string; name: string }>(
      await ctx.tx.execute(sql`SELECT id::text, code || ' · ' || name AS name FROM ${table} WHERE company_id = ${ctx.companyId} AND id = ANY(${sql.param(ids)}::uuid[])`),
    ))
      names.set(n.id, n.name);
  }
  const figures = (revenue: string, cost: string) => {
    const gross = money(revenue).minus(cost);
    return {
      revenue: formatMoney(revenue),
      cost: formatMoney(cost),
      gross_profit: formatMoney(gross),
      margin_percent: money(revenue).isZero() ? null : formatMoney(gross.times(100).dividedBy(revenue)),
    };
  };
  const out = rows
    .map((r) => ({ key: r.key, name: q.group_by === "month" ? r.key : (names.get(r.key) ?? (ctx.language === "id" ? "(tanpa produk)" : "(no product)")), ...figures(r.revenue, r.cost) }))
    .sort((a, b) => (q.group_by === "month" ? a.key.localeCompare(b.key) : money(b.gross_profit).comparedTo(a.gross_profit)));
  const revenue = formatMoney(sumMoney(rows.map((r) => r.revenue)));
  const cost = formatMoney(sumMoney(rows.map((r) => r.cost)));
  return { rows: out, totals: figures(revenue, cost) };
}

/** `/report/slow-moving`: on hand at the date, not moved out for `days` days or more (or never), the longest idle first. */
export async function slowMoving(
  ctx: ReportContext,
  q: { date: string; days: number; product_ids: string[]; warehouse_ids: string[] },
): Promise<ReportResponse<typeof slowMovingReport>> {
  const where = filtersOf(ctx, q);
  const rows = rowsOf<{ product_id: string; product_code: string; product_name: string; office_name: string; warehouse_name: string | null; quantity: string; value: string; last_out: string | null }>(
    await ctx.tx.execute(sql`
      SELECT h.product_id, p.code AS product_code, p.name AS product_name, o.name AS office_name, w.name AS warehouse_name, h.quantity::text AS quantity, h.value::text AS value,
        (SELECT max(b.date)::text FROM stock_lines b WHERE b.company_id = ${ctx.companyId} AND b.product_id = h.product_id AND b.location_id = h.location_id
           AND b.quantity < 0 AND b.date <= ${q.date}::date) AS last_out
      FROM (${onHandAt(ctx, q.date, where)}) h
      JOIN products p ON p.company_id = ${ctx.companyId} AND p.id = h.product_id
      JOIN offices o ON o.company_id = ${ctx.companyId} AND o.id = h.office_id
      LEFT JOIN warehouses w ON w.company_id = ${ctx.companyId} AND w.id = h.warehouse_id
      WHERE h.quantity > 0`),
  );
  const day = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
  const idle = rows
    .map((r) => ({ ...r, quantity: formatQuantity(r.quantity), value: formatMoney(r.value), idle_days: r.last_out ? day(q.date) - day(r.last_out) : null }))
    .filter((r) => r.idle_days === null || r.idle_days >= q.days)
    .sort((a, b) => (b.idle_days ?? Number.MAX_SAFE_INTEGER) - (a.idle_days ?? Number.MAX_SAFE_INTEGER) || a.product_code.localeCompare(b.product_code));
  return { rows: idle, total_value: formatMoney(sumMoney(idle.map((r) => r.value))) };
}

/** The inventory reports' routes (`/api/report/stock-card`, `/api/report/inventory-valuation`). */
export const inventoryReportRoutes: FastifyPluginAsync = async (app) => {
  registerReport(app, inventoryReports["stock-card"], stockCard);
  registerReport(app, inventoryReports["inventory-valuation"], inventoryValuation);
  registerReport(app, inventoryReports["gross-profit"], grossProfit);
  registerReport(app, inventoryReports["slow-moving"], slowMoving);
};
