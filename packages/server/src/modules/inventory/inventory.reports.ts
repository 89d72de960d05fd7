import {
  formatMoney,
  formatQuantity,
  inventoryReports,
  type inventoryValuationReport,
  money,
  quantity,
  type ReportResponse,
  type stockCardReport,
  sumMoney,
  unitCost,
} from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { registerReport } from "../reports/register-report.js";
import { nextDay, type ReportContext, rowsOf } from "../reports/report-context.js";

/** The stock card reads at most this many movements (the period's, of the products and locations asked). */
export const STOCK_CARD_LINES_MAX = 20_000;

const anyOf = (column: string, ids: readonly string[] | undefined) => (ids?.length ? sql` AND ${sql.raw(column)} = ANY(${sql.param([...ids])}::uuid[])` : sql``);

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * What is on hand per product and location at the end of `date`, from the balances (DESIGN §14):
 * the months before its month from `stock_balances`, its month's lines up to it from `stock_lines`,
 * so the cost does not grow with the history before that month.
 */
function onHandAt(ctx: ReportContext, date: string, where: SQL) {
  const month = firstOfMonth(date);
  return sql`
    SELECT product_id, office_id, sum(quantity) AS quantity, sum(value) AS value FROM (
      SELECT b.product_id, b.office_id, b.quantity, b.value FROM stock_balances b
      WHERE b.company_id = ${ctx.companyId} AND b.period_month < ${month}::date ${where}
      UNION ALL
      SELECT b.product_id, b.office_id, b.quantity, b.value FROM stock_lines b
      WHERE b.company_id = ${ctx.companyId} AND b.date >= ${month}::date AND b.date <= ${date}::date ${where}
    ) m GROUP BY 1, 2`;
}

const filtersOf = (ctx: ReportContext, q: { product_ids: string[] }) => sql`${anyOf("b.product_id", q.product_ids)}${anyOf("b.office_id", ctx.filters.officeIds)}`;

/** `/report/stock-card`: the opening per product and location, the period's movements with their documents and running balance, the closing. */
export async function stockCard(ctx: ReportContext, q: { date_from: string; date_to: string; product_ids: string[] }): Promise<ReportResponse<typeof stockCardReport>> {
  const where = filtersOf(ctx, q);
  const before = new Date(`${q.date_from}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 1);
  const opening = rowsOf<{ product_id: string; office_id: string; quantity: string; value: string }>(
    await ctx.tx.execute(sql`SELECT product_id, office_id, quantity::text AS quantity, value::text AS value FROM (${onHandAt(ctx, before.toISOString().slice(0, 10), where)}) o`),
  );
  const lines = rowsOf<{ product_id: string; office_id: string; date: string; source_type: string; source_id: string; number: string | null; description: string | null; quantity: string; value: string }>(
    await ctx.tx.execute(sql`
      SELECT b.product_id, b.office_id, b.date::text AS date, b.source_type, b.source_id, d.number, d.description, b.quantity::text AS quantity, b.value::text AS value
      FROM stock_lines b LEFT JOIN documents d ON d.company_id = b.company_id AND d.id = b.source_id
      WHERE b.company_id = ${ctx.companyId} AND b.date >= ${q.date_from}::date AND b.date < ${nextDay(q.date_to)}::date ${where}
      ORDER BY b.product_id, b.office_id, b.date, b.created_at, b.source_line
      LIMIT ${STOCK_CARD_LINES_MAX}`),
  );
  const keys = new Map<string, { product_id: string; office_id: string }>();
  for (const r of [...opening, ...lines]) keys.set(`${r.product_id}|${r.office_id}`, { product_id: r.product_id, office_id: r.office_id });
  if (keys.size === 0) return { cards: [] };
  const names = rowsOf<{ product_id: string; office_id: string; product_code: string; product_name: string; office_name: string }>(
    await ctx.tx.execute(sql`
      SELECT k.product_id, k.office_id, p.code AS product_code, p.name AS product_name, o.name AS office_name
      FROM unnest(${sql.param([...keys.values()].map((k) => k.product_id))}::uuid[], ${sql.param([...keys.values()].map((k) => k.office_id))}::uuid[]) k (product_id, office_id)
      JOIN products p ON p.company_id = ${ctx.companyId} AND p.id = k.product_id
      JOIN offices o ON o.company_id = ${ctx.companyId} AND o.id = k.office_id
      ORDER BY p.code, o.name`),
  );
  const cards = names.map((n) => {
    const open = opening.find((o) => o.product_id === n.product_id && o.office_id === n.office_id);
    let q4 = quantity(open?.quantity ?? "0");
    let value = money(open?.value ?? "0");
    const movements = lines
      .filter((l) => l.product_id === n.product_id && l.office_id === n.office_id)
      .map((l) => {
        q4 = q4.plus(l.quantity);
        value = value.plus(l.value);
        return { ...l, quantity: formatQuantity(l.quantity), value: formatMoney(l.value), balance_quantity: formatQuantity(q4), balance_value: formatMoney(value) };
      });
    return {
      ...n,
      opening_quantity: formatQuantity(open?.quantity ?? "0"),
      opening_value: formatMoney(open?.value ?? "0"),
      movements: movements.map(({ product_id: _p, office_id: _o, ...m }) => m),
      closing_quantity: formatQuantity(q4),
      closing_value: formatMoney(value),
    };
  });
  return { cards };
}

/**
 * `/report/inventory-valuation`: on hand at the date per product and location (zero rows only when
 * asked), its value and average cost; the total per inventory account beside that account's balance.
 */
export async function inventoryValuation(
  ctx: ReportContext,
  q: { date: string; product_ids: string[] },
): Promise<ReportResponse<typeof inventoryValuationReport>> {
  const where = filtersOf(ctx, q);
  const rows = rowsOf<{ product_id: string; office_id: string; product_code: string; product_name: string; office_name: string; account_id: string | null; account_code: string | null; quantity: string; value: string }>(
    await ctx.tx.execute(sql`
      WITH role AS (SELECT account_id FROM account_defaults WHERE company_id = ${ctx.companyId} AND role = 'inventory')
      SELECT h.product_id, h.office_id, p.code AS product_code, p.name AS product_name, o.name AS office_name,
        a.id AS account_id, a.code AS account_code, h.quantity::text AS quantity, h.value::text AS value
      FROM (${onHandAt(ctx, q.date, where)}) h
      JOIN products p ON p.company_id = ${ctx.companyId} AND p.id = h.product_id
      JOIN offices o ON o.company_id = ${ctx.companyId} AND o.id = h.office_id
      LEFT JOIN accounts a ON a.company_id = ${ctx.companyId} AND a.id = coalesce(p.inventory_account_id, (SELECT account_id FROM role))
      ${ctx.includeZero ? sql`` : sql`WHERE h.quantity <> 0 OR h.value <> 0`}
      ORDER BY p.code, o.name`),
  );
  const accountIds = [...new Set(rows.flatMap((r) => (r.account_id ? [r.account_id] : [])))];
  const ledger = accountIds.length
    ? rowsOf<{ account_id: string; code: string; name: string; balance: string }>(
        await ctx.tx.execute(sql`
          SELECT a.id AS account_id, a.code, a.name, coalesce((SELECT sum(l.debit - l.credit) FROM journal_lines l
            WHERE l.company_id = a.company_id AND l.account_id = a.id AND l.date <= ${q.date}::date
            ${ctx.filters.officeIds?.length ? sql` AND l.office_id = ANY(${sql.param([...ctx.filters.officeIds])}::uuid[])` : sql``}), 0)::text AS balance
          FROM accounts a WHERE a.company_id = ${ctx.companyId} AND a.id = ANY(${sql.param(accountIds)}::uuid[]) ORDER BY a.code`),
      )
    : [];
  return {
    rows: rows.map((r) => ({
      product_id: r.product_id,
      product_code: r.product_code,
      product_name: r.product_name,
      office_id: r.office_id,
      office_name: r.office_name,
      account_code: r.account_code,
      quantity: formatQuantity(r.quantity),
      value: formatMoney(r.value),
      unit_cost: unitCost({ quantity: r.quantity, value: r.value }) ? formatMoney(unitCost({ quantity: r.quantity, value: r.value }) as string) : null,
    })),
    total_value: formatMoney(sumMoney(rows.map((r) => r.value))),
    // With product filters the stock is a part of the account; the comparison is whole without them.
    accounts: q.product_ids.length
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

/** The inventory reports' routes (`/api/report/stock-card`, `/api/report/inventory-valuation`). */
export const inventoryReportRoutes: FastifyPluginAsync = async (app) => {
  registerReport(app, inventoryReports["stock-card"], stockCard);
  registerReport(app, inventoryReports["inventory-valuation"], inventoryValuation);
};
