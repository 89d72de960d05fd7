import { type AgentStatementResponse, agentStatementQuery, type BaccInvoiceResponse, type BaccLineResponse, type BaccPaymentResponse, baccListQuery, baccLinesQuery, baccPaymentListQuery, formatMoney, sumMoney } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { inTransaction } from "../../db/tenant.js";
import { actorOf } from "../../platform/guard.js";
import { likePattern, listResponse, pageWindow } from "../../platform/pagination.js";
import { rowsOf } from "../reports/report-context.js";
import { AppError } from "../../platform/errors.js";
import { openInvoices } from "./netting.document.js";

const tags = ["freight"];
export const BACC_BASE = "/transactions/ch-bacc/bacc";

/**
 * BACC (issue 31): what a biller picks from — a party's unbilled charge lines of confirmed, open jobs
 * — and the invoices that bill job lines, ours (AR, sales invoices) and the agents' (AP, purchase
 * invoices), in one list. The invoices themselves are the sales and purchase invoice documents.
 */
export const baccRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  api.get(`${BACC_BASE}/lines`, { config: { permission: { action: "read", resource: "TxBacc" } }, schema: { tags, querystring: baccLinesQuery } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const { limit, offset } = pageWindow(q);
    const party = sql`coalesce(l.party_id, CASE WHEN l.side = 'sell' THEN j.customer_id ELSE j.agent_id END)`;
    const conditions: SQL[] = [
      sql`l.company_id = ${actor.companyId}`,
      sql`l.billed_id IS NULL`,
      sql`l.side = ${q.side === "ar" ? "sell" : "buy"}`,
      sql`d.status = 'approved'`,
      sql`j.closed_at IS NULL`,
    ];
    if (q.party_id) conditions.push(sql`${party} = ${q.party_id}::uuid`);
    if (q.currency) conditions.push(sql`l.currency = ${q.currency}`);
    if (q.job_id) conditions.push(sql`l.job_id = ${q.job_id}::uuid`);
    if (q.date_from) conditions.push(sql`j.date >= ${q.date_from}::date`);
    if (q.date_to) conditions.push(sql`j.date <= ${q.date_to}::date`);
    if (q.q) conditions.push(sql`(j.code ILIKE ${likePattern(q.q)} OR j.house_document ILIKE ${likePattern(q.q)} OR j.master_document ILIKE ${likePattern(q.q)} OR c.name ILIKE ${likePattern(q.q)})`);
    const from = sql`FROM ch_job_lines l
      JOIN ch_jobs j ON j.company_id = l.company_id AND j.id = l.job_id
      JOIN documents d ON d.company_id = l.company_id AND d.id = l.job_id
      JOIN charge_codes c ON c.company_id = l.company_id AND c.id = l.charge_code_id
      LEFT JOIN contacts p ON p.company_id = l.company_id AND p.id = ${party}
      WHERE ${sql.join(conditions, sql` AND `)}`;
    const { rows, total } = await inTransaction(
      db,
      actor,
      async (tx) => {
        const rows = rowsOf<BaccLineResponse>(
          await tx.execute(sql`SELECT l.id, l.job_id, j.code AS job_number, j.date::text AS job_date, j.house_document, l.line_no, l.side,
              c.code AS charge_code, c.name AS charge_name, l.description, ${party} AS party_id, p.name AS party_name, l.currency,
              l.amount::text AS amount, l.amount_base::text AS amount_base, l.tax_kind, l.is_disbursement
            ${from} ORDER BY j.date, j.code, l.line_no LIMIT ${limit} OFFSET ${offset}`),
        );
        const [n] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n ${from}`));
        return { rows, total: n?.n ?? 0 };
      },
      { readOnly: true },
    );
    return listResponse(rows, q, total);
  });

  api.get(BACC_BASE, { config: { permission: { action: "read", resource: "TxBacc" } }, schema: { tags, querystring: baccListQuery } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const { limit, offset } = pageWindow(q);
    const types = q.side === "ar" ? ["sales_invoice"] : q.side === "ap" ? ["purchase_invoice"] : ["sales_invoice", "purchase_invoice"];
    const conditions: SQL[] = [
      sql`d.company_id = ${actor.companyId}`,
      sql`d.document_type = ANY(${sql.param(types)}::text[])`,
      sql`EXISTS (SELECT 1 FROM ch_job_lines l WHERE l.company_id = d.company_id AND l.billed_id = d.id ${q.job_id ? sql`AND l.job_id = ${q.job_id}::uuid` : sql``})`,
    ];
    if (q.status) conditions.push(sql`d.status = ${q.status}`);
    if (q.party_id) conditions.push(sql`coalesce(si.contact_id, pi.contact_id) = ${q.party_id}::uuid`);
    if (q.q) conditions.push(sql`(d.number ILIKE ${likePattern(q.q)} OR p.name ILIKE ${likePattern(q.q)} OR pi.vendor_invoice_number ILIKE ${likePattern(q.q)})`);
    const from = sql`FROM documents d
      LEFT JOIN sales_invoices si ON d.document_type = 'sales_invoice' AND si.company_id = d.company_id AND si.id = d.id
      LEFT JOIN purchase_invoices pi ON d.document_type = 'purchase_invoice' AND pi.company_id = d.company_id AND pi.id = d.id
      JOIN contacts p ON p.company_id = d.company_id AND p.id = coalesce(si.contact_id, pi.contact_id)
      JOIN companies co ON co.id = d.company_id
      WHERE ${sql.join(conditions, sql` AND `)}`;
    const { rows, total } = await inTransaction(
      db,
      actor,
      async (tx) => {
        const rows = rowsOf<Omit<BaccInvoiceResponse, "jobs" | "lines">>(
          await tx.execute(sql`SELECT d.id, CASE WHEN d.document_type = 'sales_invoice' THEN 'ar' ELSE 'ap' END AS side, d.number,
              pi.vendor_invoice_number AS reference, d.status, d.date::text AS date, coalesce(si.due_date, pi.due_date)::text AS due_date,
              p.id AS party_id, p.name AS party_name, coalesce(si.currency, pi.currency, co.base_currency) AS currency,
              coalesce(si.total, pi.payable_amount)::text AS total, coalesce(si.total_base, pi.payable_base)::text AS total_base,
              (CASE WHEN d.status = 'approved' THEN coalesce(si.outstanding, pi.outstanding) ELSE coalesce(si.total, pi.payable_amount) END)::text AS outstanding
            ${from} ORDER BY d.date DESC, d.created_at DESC, d.id LIMIT ${limit} OFFSET ${offset}`),
        );
        const [n] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n ${from}`));
        const billed = rows.length
          ? rowsOf<{ billed_id: string; lines: number; jobs: { id: string; number: string }[] }>(
              await tx.execute(sql`SELECT l.billed_id, count(*)::int AS lines,
                  jsonb_agg(DISTINCT jsonb_build_object('id', j.id, 'number', j.code)) AS jobs
                FROM ch_job_lines l JOIN ch_jobs j ON j.company_id = l.company_id AND j.id = l.job_id
                WHERE l.company_id = ${actor.companyId} AND l.billed_id = ANY(${sql.param(rows.map((r) => r.id))}::uuid[])
                GROUP BY l.billed_id`),
            )
          : [];
        const byInvoice = new Map(billed.map((b) => [b.billed_id, b]));
        return {
          rows: rows.map((r) => ({ ...r, jobs: (byInvoice.get(r.id)?.jobs ?? []).sort((a, b) => a.number.localeCompare(b.number)), lines: byInvoice.get(r.id)?.lines ?? 0 })),
          total: n?.n ?? 0,
        };
      },
      { readOnly: true },
    );
    return listResponse(rows, q, total);
  });

  // Payments of BACC invoices only (the spec's receive-payment and create-payment lists): a payment is
  // listed when one of its lines pays an invoice that bills job lines. The payments themselves are the
  // sales and purchase payment documents.
  for (const side of ["ar", "ap"] as const) {
    const path = side === "ar" ? "/transactions/ch-bacc/receive-payment" : "/transactions/ch-bacc/create-payment";
    const resource = side === "ar" ? "TxChBaccReceivePayment" : "TxBaccPayment";
    const p =
      side === "ar"
        ? { table: sql`sales_payments`, lines: sql`sales_payment_lines`, amount: sql`p.received`, applied: sql`p.applied` }
        : { table: sql`purchase_payments`, lines: sql`purchase_payment_lines`, amount: sql`p.cash_out`, applied: sql`p.applied_total` };
    api.get(path, { config: { permission: { action: "read", resource } }, schema: { tags, querystring: baccPaymentListQuery } }, async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const { limit, offset } = pageWindow(q);
      const conditions: SQL[] = [
        sql`p.company_id = ${actor.companyId}`,
        sql`EXISTS (SELECT 1 FROM ${p.lines} pl JOIN ch_job_lines l ON l.company_id = pl.company_id AND l.billed_id = pl.invoice_id
          WHERE pl.company_id = p.company_id AND pl.payment_id = p.id)`,
      ];
      if (q.party_id) conditions.push(sql`p.contact_id = ${q.party_id}::uuid`);
      if (q.date_from) conditions.push(sql`d.date >= ${q.date_from}::date`);
      if (q.date_to) conditions.push(sql`d.date <= ${q.date_to}::date`);
      if (q.q) conditions.push(sql`(d.number ILIKE ${likePattern(q.q)} OR c.name ILIKE ${likePattern(q.q)})`);
      const from = sql`FROM ${p.table} p
        JOIN documents d ON d.company_id = p.company_id AND d.id = p.id
        JOIN cashbanks cb ON cb.company_id = p.company_id AND cb.id = p.cashbank_id
        JOIN companies co ON co.id = p.company_id
        LEFT JOIN contacts c ON c.company_id = p.company_id AND c.id = p.contact_id
        WHERE ${sql.join(conditions, sql` AND `)}`;
      const { rows, total } = await inTransaction(
        db,
        actor,
        async (tx) => {
          const rows = rowsOf<Omit<BaccPaymentResponse, "invoices">>(
            await tx.execute(sql`SELECT p.id, d.number, d.date::text AS date, p.contact_id AS party_id, c.name AS party_name, cb.name AS cashbank_name,
                coalesce(p.currency, co.base_currency) AS currency, ${p.amount}::text AS amount, ${p.applied}::text AS applied
              ${from} ORDER BY d.date DESC, d.created_at DESC, p.id LIMIT ${limit} OFFSET ${offset}`),
          );
          const [n] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n ${from}`));
          const paid = rows.length
            ? rowsOf<{ payment_id: string; invoices: { id: string; number: string | null }[] }>(
                await tx.execute(sql`SELECT pl.payment_id, jsonb_agg(DISTINCT jsonb_build_object('id', i.id, 'number', i.number)) AS invoices
                  FROM ${p.lines} pl JOIN documents i ON i.company_id = pl.company_id AND i.id = pl.invoice_id
                  WHERE pl.company_id = ${actor.companyId} AND pl.payment_id = ANY(${sql.param(rows.map((r) => r.id))}::uuid[])
                  GROUP BY pl.payment_id`),
              )
            : [];
          const byPayment = new Map(paid.map((r) => [r.payment_id, r.invoices]));
          return {
            rows: rows.map((r) => ({ ...r, invoices: (byPayment.get(r.id) ?? []).sort((a, b) => (a.number ?? "").localeCompare(b.number ?? "")) })),
            total: n?.n ?? 0,
          };
        },
        { readOnly: true },
      );
      return listResponse(rows, q, total);
    });
  }

  // An agent's statement: per currency, our open invoices to it and its open invoices to us, the net
  // to collect (positive) or pay (negative), and what a netting can settle.
  api.get("/transactions/ch-bacc/agent-statement", { config: { permission: { action: "read", resource: "TxBacc" } }, schema: { tags, querystring: agentStatementQuery } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const data = await inTransaction(
      db,
      actor,
      async (tx): Promise<AgentStatementResponse> => {
        const [contact] = rowsOf<{ name: string }>(await tx.execute(sql`SELECT name FROM contacts WHERE company_id = ${actor.companyId} AND id = ${q.contact_id}::uuid`));
        if (!contact) throw new AppError(404, "not_found");
        const items = await openInvoices(tx, actor.companyId, q.contact_id, q.currency ?? null);
        const currencies = [...new Set(items.map((i) => i.currency))].sort();
        return {
          contact_id: q.contact_id,
          contact_name: contact.name,
          currencies: currencies.map((currency) => {
            const mine = items.filter((i) => i.currency === currency);
            const receivable = sumMoney(mine.filter((i) => i.side === "ar").map((i) => i.outstanding));
            const payable = sumMoney(mine.filter((i) => i.side === "ap").map((i) => i.outstanding));
            return {
              currency,
              receivable: formatMoney(receivable),
              payable: formatMoney(payable),
              net: formatMoney(receivable.minus(payable)),
              nettable: formatMoney(receivable.lessThan(payable) ? receivable : payable),
              items: mine.map((i) => ({
                side: i.side,
                invoice_id: i.invoice_id,
                number: i.number,
                reference: i.reference,
                date: i.date,
                due_date: i.due_date,
                total: formatMoney(i.total),
                outstanding: formatMoney(i.outstanding),
                outstanding_base: formatMoney(i.outstanding_base),
              })),
            };
          }),
        };
      },
      { readOnly: true },
    );
    return { data };
  });
};
