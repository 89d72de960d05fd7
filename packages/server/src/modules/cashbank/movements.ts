import { type CashbankLineBody, type CashbankMovementResponse, cashbankMovementResponse, cashbankMovementsQuery, listResponseSchema } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { inTransaction } from "../../db/tenant.js";
import type { AuthState } from "../../platform/context.js";
import { actorOf } from "../../platform/guard.js";
import { rowsOf } from "../reports/report-context.js";
import { scopeCondition, scopeOf } from "./access.js";
import { taxesFor } from "./shared.js";
import { taxTotalsOf } from "./transaction.document.js";

const sortable: Record<string, SQL> = { date: sql`d.date`, number: sql`d.number`, total: sql`m.total` };

/** `date`, `-total`, …: the column and its direction; newest first by default. */
function orderOf(sort: string | undefined): SQL {
  const column = sort ? sortable[sort.replace(/^-/, "")] : undefined;
  if (!column) return sql`d.date DESC, d.number DESC NULLS FIRST`;
  return sort?.startsWith("-") ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS FIRST`;
}

/**
 * "Receipts and payments" (`GET /transactions/cashbank/movements`, read `TxCashbank`): every document
 * that moves a cash or bank account the caller is mapped to — this module's receipts and payments,
 * and the sales receipts and purchase payments of their modules when the caller may read those —
 * newest first, paged, with each one's own screen to open. What moved through the account is each
 * document's own amount (a receipt's or payment's net, a sales payment's `received`, a purchase
 * payment's `cash_out`).
 */
export function registerMovements(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/transactions/cashbank/movements",
    {
      config: { permission: { action: "read", resource: "TxCashbank" } },
      schema: { tags: ["cashbank"], querystring: cashbankMovementsQuery, response: { 200: listResponseSchema(cashbankMovementResponse) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const auth = request.auth as AuthState;
      const query = request.query;
      return inTransaction(
        app.ctx.database.db,
        actor,
        async (tx) => {
          const scope = await scopeOf(tx, auth);
          const c = actor.companyId;
          const sources: SQL[] = [
            sql`SELECT t.id, 'cashbank' AS source, t.kind, ty.code AS transaction_type_code, t.cashbank_id, t.contact_id, t.amount AS total, t.details
                FROM cashbank_transactions t JOIN cashbank_transaction_types ty ON ty.company_id = t.company_id AND ty.id = t.transaction_type_id
                WHERE t.company_id = ${c}`,
          ];
          if (auth.ability.can("read", "TxSalesPayment")) {
            // What moved through the account, in its currency: a foreign payment into a base account at its rate.
            sources.push(sql`SELECT p.id, 'sales_payment', CASE WHEN a.subtype = 'cash' THEN 'cash_in' ELSE 'bank_in' END, NULL, p.cashbank_id, p.contact_id,
                CASE WHEN p.currency IS NOT NULL AND b.currency <> p.currency THEN round(p.received * p.rate, 2) ELSE p.received END, NULL
                FROM sales_payments p JOIN cashbanks b ON b.company_id = p.company_id AND b.id = p.cashbank_id
                JOIN accounts a ON a.company_id = b.company_id AND a.id = b.account_id WHERE p.company_id = ${c}`);
          }
          if (auth.ability.can("read", "TxPurchasePayment")) {
            sources.push(sql`SELECT p.id, 'purchase_payment', CASE WHEN a.subtype = 'cash' THEN 'cash_out' ELSE 'bank_out' END, NULL, p.cashbank_id, p.contact_id,
                CASE WHEN p.currency IS NOT NULL AND b.currency <> p.currency THEN round(p.cash_out * p.rate, 2) ELSE p.cash_out END, NULL
                FROM purchase_payments p JOIN cashbanks b ON b.company_id = p.company_id AND b.id = p.cashbank_id
                JOIN accounts a ON a.company_id = b.company_id AND a.id = b.account_id WHERE p.company_id = ${c}`);
          }
          const where: SQL[] = [scopeCondition(scope, sql`m.cashbank_id`)];
          if (query.direction) where.push(sql`m.kind LIKE ${`%_${query.direction}`}`);
          if (query.status) where.push(sql`d.status = ${query.status}`);
          if (query.cashbank_id) where.push(sql`m.cashbank_id = ${query.cashbank_id}::uuid`);
          if (query.q) {
            const like = `%${query.q}%`;
            where.push(sql`(d.number ILIKE ${like} OR d.description ILIKE ${like} OR ct.name ILIKE ${like})`);
          }
          const rows = rowsOf<Omit<CashbankMovementResponse, "subtotal" | "vat" | "withholding"> & { full_count: number; details: unknown }>(
            await tx.execute(sql`
              SELECT m.id, m.source, m.kind, m.transaction_type_code, d.date::text AS date, d.number, d.status, m.cashbank_id,
                     b.code AS cashbank_code, b.name AS cashbank_name, ct.name AS contact_name, d.description, m.total::text AS total, m.details,
                     count(*) OVER ()::int AS full_count
                FROM (${sql.join(sources, sql` UNION ALL `)}) AS m (id, source, kind, transaction_type_code, cashbank_id, contact_id, total, details)
                JOIN documents d ON d.company_id = ${c} AND d.id = m.id
                JOIN cashbanks b ON b.company_id = ${c} AND b.id = m.cashbank_id
                LEFT JOIN contacts ct ON ct.company_id = ${c} AND ct.id = m.contact_id
               WHERE ${sql.join(where, sql` AND `)}
               ORDER BY ${orderOf(query.sort)}, m.id DESC
               LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`),
          );
          // A cash/bank document's gross, VAT and withholding, as its posting computed them.
          const taxes = await taxesFor(tx, actor, rows.flatMap((r) => ((r.details ?? []) as CashbankLineBody[]).flatMap((l) => l.tax_ids ?? [])));
          const data = rows.map(({ full_count: _count, details, ...row }) => ({
            ...row,
            ...(row.source === "cashbank" ? taxTotalsOf(details as CashbankLineBody[], taxes) : { subtotal: null, vat: null, withholding: null }),
          }));
          return { data, meta: { page: query.page, per_page: query.per_page, total: rows[0]?.full_count ?? 0 } };
        },
        { readOnly: true },
      );
    },
  );
}
