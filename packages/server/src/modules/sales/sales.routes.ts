import {
  Amount,
  coretaxExportQuery,
  type CoretaxInvoice,
  coretaxProblems,
  coretaxXml,
  customerStatementQuery,
  idParams,
  type MessageKey,
  translate,
  toBase,
  formatMoney,
  money,
  ZERO_AMOUNT,
} from "@neraca/core";
import { foreignOnly } from "../currency/rates.js";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { inTransaction } from "../../db/tenant.js";
import type { AuthState } from "../../platform/context.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { AppError, notFound } from "../../platform/errors.js";
import { actorOf, userOf } from "../../platform/guard.js";
import { printCompany, renderDocumentPrint, sendPdf } from "../../platform/print.js";
import { type CashbankScope, inScope, SCOPE, scopeOf } from "../cashbank/access.js";
import { allowedCashbankIds } from "../master-data/cashbank-users.routes.js";
import { rowsOf } from "../reports/report-context.js";
import { type InvoiceLine, type InvoiceTax, salesInvoiceDocument } from "./sales-invoice.document.js";
import { depositBalance, paymentCashbankId, salesPaymentDocument } from "./sales-payment.document.js";
import { salesReturnDocument } from "./sales-return.document.js";
import { registerSalesReports } from "./sales.reports.js";
import { customerOf } from "./sales.service.js";

const tags = ["sales"];

/** A payment may only go into a cash or bank account the user is mapped to (spec §6). */
async function assertCashbankAllowed(request: FastifyRequest, db: Parameters<typeof inTransaction>[0]) {
  const cashbankId = (request.body as { cashbank_id?: string } | undefined)?.cashbank_id;
  if (!cashbankId) return;
  const auth = userOf(request);
  const allowed = await inTransaction(db, actorOf(request), (tx) => allowedCashbankIds(tx, auth), { readOnly: true });
  if (allowed !== "all" && !allowed.includes(cashbankId)) {
    throw new AppError(422, "validation_failed", {}, { cashbank_id: [translate("sales_cashbank_not_allowed", request.language)] });
  }
}

export const salesRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const paymentBase = salesPaymentDocument.base;
  const paymentRoute = `${app.prefix}${paymentBase}`;

  app.addHook("preHandler", async (request) => {
    const path = request.routeOptions.url ?? "";
    if ((request.method === "POST" && path === paymentRoute) || (request.method === "PUT" && path === `${paymentRoute}/:id`)) {
      await assertCashbankAllowed(request, db);
    }
    // Payments are seen only by users mapped to their cash or bank account (spec §6): the list
    // keeps those (its filter reads the scope attached here), and one payment of another account is 404.
    const auth = request.auth as AuthState | null;
    if (auth?.companyId && (path === paymentRoute || path.startsWith(`${paymentRoute}/:id`))) {
      const scope = await inTransaction(db, actorOf(request), (tx) => scopeOf(tx, auth), { readOnly: true });
      if (path === paymentRoute && request.method === "GET" && request.query && typeof request.query === "object") {
        (request.query as { [SCOPE]?: CashbankScope })[SCOPE] = scope;
      }
      const id = (request.params as { id?: string } | undefined)?.id;
      if (id && scope !== "all") {
        const cashbankId = await inTransaction(db, actorOf(request), (tx) => paymentCashbankId(tx, actorOf(request).companyId, id), { readOnly: true });
        if (!inScope(scope, cashbankId)) throw notFound();
      }
    }
  });

  registerDocument(app, salesInvoiceDocument);
  registerDocument(app, salesPaymentDocument);
  registerDocument(app, salesReturnDocument);
  registerSalesReports(app);

  // The payment screen's invoice picker: a customer's approved invoices with something still owed, and its deposit;
  // each invoice's service DPP (Σ net of its service lines), the base of the PPh 23 the customer withholds.
  api.get(
    `${paymentBase}/outstanding`,
    { config: { permission: { action: "read", resource: "TxSalesPayment" } }, schema: { tags, querystring: z.strictObject({ contact_id: z.uuid() }) } },
    async (request) => {
      const actor = actorOf(request);
      return inTransaction(
        db,
        actor,
        async (tx) => {
          const ctx = { tx, actor, language: request.language };
          await customerOf(ctx, request.query.contact_id);
          const result = await tx.execute(sql`
            SELECT i.id, d.number, i.invoice_date::text AS invoice_date, i.due_date::text AS due_date,
              i.total::text AS total, i.outstanding::text AS outstanding, i.outstanding_base::text AS outstanding_base,
              COALESCE(i.currency, (SELECT base_currency FROM companies WHERE id = i.company_id)) AS currency, i.rate::text AS rate,
              (SELECT coalesce(sum((l->>'net')::numeric), 0) FROM jsonb_array_elements(i.details) l WHERE l->>'product_type' = 'service')::numeric(20, 2)::text AS service_base
            FROM sales_invoices i JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
            WHERE i.company_id = ${actor.companyId} AND i.contact_id = ${request.query.contact_id} AND i.outstanding > 0
            ORDER BY i.due_date, d.number
            LIMIT 500`);
          return { data: rowsOf(result), meta: { deposit: await depositBalance(ctx, request.query.contact_id) } };
        },
        { readOnly: true },
      );
    },
  );

  // Coretax e-Faktur: the approved invoices of a period as the XML Coretax imports, checked first.
  api.get(
    `${salesInvoiceDocument.base}/coretax`,
    { config: { permission: { action: "read", resource: "TxSalesInvoice" } }, schema: { tags, querystring: coretaxExportQuery } },
    async (request, reply) => {
      const actor = actorOf(request);
      const q = request.query;
      const { seller, invoices } = await inTransaction(
        db,
        actor,
        async (tx) => {
          const company = await printCompany(tx, actor);
          const result = await tx.execute(sql`
            SELECT i.id, d.number, i.invoice_date::text AS invoice_date, i.tax_invoice_number, c.name AS buyer_name,
              COALESCE(i.bill_to, c.address) AS buyer_address, c.email AS buyer_email, i.buyer_id_type, i.buyer_id_number,
              i.buyer_nitku, COALESCE(i.vat_base, i.vat)::text AS vat, i.tax_rate::text AS tax_rate, i.details, i.taxes
            FROM sales_invoices i
            JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
            JOIN contacts c ON c.company_id = i.company_id AND c.id = i.contact_id
            WHERE i.company_id = ${actor.companyId} AND i.invoice_date BETWEEN ${q.date_from}::date AND ${q.date_to}::date
            ORDER BY i.invoice_date, d.number
            LIMIT 1001`);
          const rows = rowsOf<Omit<CoretaxInvoice, "lines"> & { details: InvoiceLine[]; taxes: InvoiceTax[]; tax_rate: string | null }>(result);
          const invoices: CoretaxInvoice[] = rows.map(({ details, taxes, tax_rate: taxRate, ...row }) => {
            const vatOf = new Map(taxes.filter((t) => t.account_id !== null).map((t) => [t.tax_id, t]));
            return {
              ...row,
              lines: details.map((l) => {
                const vat = l.tax_ids.map((id) => vatOf.get(id)).find(Boolean);
                // A foreign invoice's lines in rupiah at its tax rate (KMK), as its VAT was computed.
                const price = taxRate ? toBase(l.price, taxRate) : l.price;
                const net = taxRate ? toBase(l.net, taxRate) : l.net;
                return {
                  kind: l.product_type,
                  name: [l.product_name, l.description].filter(Boolean).join(" — "),
                  quantity: l.quantity,
                  price,
                  discount: taxRate ? formatMoney(money(price).times(money(l.quantity)).minus(money(net))) : l.discount,
                  net,
                  vat: vat ? { kind: vat.kind, rate: vat.rate, base_numerator: vat.base_numerator, base_denominator: vat.base_denominator } : null,
                };
              }),
            };
          });
          return { seller: { name: company.name, npwp: company.npwp ?? null, nitku: null }, invoices };
        },
        { readOnly: true },
      );
      if (invoices.length === 0) throw new AppError(422, "coretax_no_invoices");
      if (invoices.length > 1000) throw new AppError(422, "validation_failed", {}, { date_to: [translate("report_range_too_long", request.language, { years: 1 })] });
      const problems = coretaxProblems(seller, invoices).map((p) => ({ ...p, message: translate(p.code as MessageKey, request.language, p.params) }));
      if (q.check === "true") return { data: { invoices: invoices.length, problems } };
      if (problems.length > 0) {
        const errors: Record<string, string[]> = {};
        for (const p of problems) errors[p.invoice ?? "company"] = [...(errors[p.invoice ?? "company"] ?? []), p.message];
        throw new AppError(422, "coretax_has_problems", { count: problems.length }, errors);
      }
      return reply
        .header("content-type", "application/xml; charset=utf-8")
        .header("content-disposition", `attachment; filename="coretax-${q.date_from}-${q.date_to}.xml"`)
        .send(coretaxXml(seller, invoices));
    },
  );

  // A customer's statement of account (PDF): opening balance, invoices and payments of the period, closing balance.
  api.get(
    "/master-data/contact/:id/statement",
    { config: { permission: { action: "read", resource: "ReportSales" } }, schema: { tags, params: idParams, querystring: customerStatementQuery } },
    async (request, reply) => {
      const actor = actorOf(request);
      const language = request.language;
      const q = request.query;
      const t = (key: MessageKey) => translate(key, language);
      const doc = await inTransaction(
        db,
        actor,
        async (tx) => {
          const customer = await customerOf({ tx, actor, language }, request.params.id, "id").catch(() => {
            throw new AppError(404, "not_found");
          });
          // One currency asked for: its invoices and their payments in it; none: every invoice in base.
          const currency = await foreignOnly({ tx, companyId: actor.companyId }, q.currency ?? undefined);
          const inCurrency = currency ? sql` AND i.currency = ${currency}` : sql``;
          const result = await tx.execute(sql`
            SELECT * FROM (
              -- In base (DESIGN §13): a foreign invoice at its rate, each payment line at the base it relieved.
              SELECT i.invoice_date AS date, d.number, 'invoice' AS kind, ${currency ? sql`i.total` : sql`i.total_base`} AS amount, i.due_date::text AS due_date
              FROM sales_invoices i JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
              WHERE i.company_id = ${actor.companyId} AND i.contact_id = ${customer.id} AND i.invoice_date <= ${q.date_to}::date${inCurrency}
              UNION ALL
              SELECT l.payment_date, pd.number || ' (' || idoc.number || ')', 'payment', ${currency ? sql`l.amount` : sql`coalesce(l.base, l.amount)`}, NULL
              FROM sales_payment_lines l
              JOIN sales_payments p ON p.company_id = l.company_id AND p.id = l.payment_id
              JOIN documents pd ON pd.company_id = p.company_id AND pd.id = p.id
              JOIN documents idoc ON idoc.company_id = l.company_id AND idoc.id = l.invoice_id
              JOIN sales_invoices i ON i.company_id = l.company_id AND i.id = l.invoice_id
              WHERE l.company_id = ${actor.companyId} AND p.contact_id = ${customer.id} AND l.payment_date <= ${q.date_to}::date${inCurrency}
            ) x ORDER BY date, kind, number`);
          const events = rowsOf<{ date: string; number: string; kind: "invoice" | "payment"; amount: string; due_date: string | null }>(result);
          let balance = ZERO_AMOUNT;
          let charges = ZERO_AMOUNT;
          let paid = ZERO_AMOUNT;
          const lines: Record<string, string | null>[] = [];
          for (const e of events) {
            const date = String(e.date).slice(0, 10);
            const value = Amount.of(e.amount);
            balance = e.kind === "invoice" ? balance.plus(value) : balance.minus(value);
            if (date < q.date_from) continue;
            if (e.kind === "invoice") charges = charges.plus(value);
            else paid = paid.plus(value);
            lines.push({
              date,
              description: `${e.kind === "invoice" ? t("print_invoice") : t("print_payments")} ${e.number}`,
              charges: e.kind === "invoice" ? value.toString() : null,
              payments: e.kind === "payment" ? value.toString() : null,
              balance: balance.toString(),
            });
          }
          const opening = balance.minus(charges).plus(paid);
          return {
            company: await printCompany(tx, actor),
            title: t("print_customer_statement"),
            number: customer.code,
            dates: [
              { label: t("print_period"), value: `${q.date_from} – ${q.date_to}` },
              { label: t("print_date"), value: q.date_to, kind: "date" as const },
            ],
            party: { label: t("print_customer"), name: customer.name, detail: customer.address },
            fields: currency ? [{ label: t("print_currency"), value: currency }] : [],
            columns: [
              { key: "date", title: t("print_date"), kind: "date" as const, width: 70 },
              { key: "description", title: t("print_description") },
              { key: "charges", title: t("print_charges"), kind: "money" as const, width: 85 },
              { key: "payments", title: t("print_payments"), kind: "money" as const, width: 85 },
              { key: "balance", title: t("print_balance"), kind: "money" as const, width: 90 },
            ],
            lines: [{ date: q.date_from, description: t("print_opening"), charges: null, payments: null, balance: opening.toString() }, ...lines],
            totals: [
              { label: t("print_opening"), amount: opening.toString() },
              { label: t("print_charges"), amount: charges.toString() },
              { label: t("print_payments"), amount: paid.toString() },
              { label: t("print_closing"), amount: balance.toString() },
            ],
            amountInWords: null,
            signatures: [],
          };
        },
        { readOnly: true },
      );
      return sendPdf(reply, await renderDocumentPrint(doc, language), `statement-${doc.number}-${q.date_to}`, "inline");
    },
  );
};
