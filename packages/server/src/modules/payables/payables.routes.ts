import {
  buildEbupot,
  type EbupotInvoiceInput,
  type EbupotKind,
  ebupotQuery,
  ebupotSheets,
  formatMoney,
  formPaymentKinds,
  sumMoney,
  translate,
  withholdingKinds,
} from "@neraca/core";
import ExcelJS from "exceljs";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { companies, payablesSettings } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { audit } from "../../platform/audit.js";
import type { AuthState } from "../../platform/context.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { AppError, fieldError } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { XLSX_TYPE } from "../../platform/spreadsheet.js";
import { allowedCashbankIds } from "../master-data/cashbank-users.routes.js";
import { rowsOf } from "../reports/report-context.js";
import { formPaymentDocument } from "./form-payment.document.js";
import { paymentVoucherDocument } from "./payment-voucher.document.js";
import { purchaseInvoiceDocument, type StoredTax } from "./purchase-invoice.document.js";
import { purchasePaymentDocument } from "./purchase-payment.document.js";

const tags = ["payables"];

/** Refuses a payment or voucher from a cash or bank account the user is not mapped to (spec §6). */
async function assertCashbankAllowed(tx: Tx, request: FastifyRequest) {
  const cashbankId = (request.body as { cashbank_id?: string | null } | undefined)?.cashbank_id;
  if (!cashbankId) return;
  const allowed = await allowedCashbankIds(tx, request.auth as AuthState);
  if (allowed !== "all" && !allowed.includes(cashbankId)) {
    throw fieldError({ cashbank_id: [translate("payables_cashbank_not_allowed", request.language)] });
  }
}

/** Posted invoices of a period that withheld PPh 23 or 4(2), as e-Bupot slips' input. */
async function ebupotInvoices(tx: Tx, companyId: string, period: string, kind: "pph23" | "pph42" | "all"): Promise<EbupotInvoiceInput[]> {
  const rows = rowsOf<{ number: string; vendor_invoice_number: string | null; date: string; name: string; npwp: string | null; taxes: StoredTax[]; codes: { tax: string | null; code: string | null }[] }>(
    await tx.execute(sql`
      SELECT d.number, pi.vendor_invoice_number, pi.date::text AS date, c.name, c.npwp, pi.taxes,
        (SELECT coalesce(jsonb_agg(jsonb_build_object('tax', l.withholding_tax_id, 'code', l.tax_object_code)), '[]'::jsonb)
         FROM purchase_invoice_lines l WHERE l.company_id = pi.company_id AND l.invoice_id = pi.id AND l.withholding_tax_id IS NOT NULL) AS codes
      FROM purchase_invoices pi
      JOIN documents d ON d.company_id = pi.company_id AND d.id = pi.id AND d.status = 'approved'
      JOIN contacts c ON c.company_id = pi.company_id AND c.id = pi.contact_id
      WHERE pi.company_id = ${companyId} AND pi.withholding > 0 AND to_char(pi.date, 'YYYY-MM') = ${period}
      ORDER BY pi.date, d.number`),
  );
  const out: EbupotInvoiceInput[] = [];
  for (const row of rows) {
    for (const slipKind of ["pph23", "pph42"] as const) {
      if (kind !== "all" && kind !== slipKind) continue;
      const taxKind = slipKind === "pph23" ? "withholding" : "final";
      const taxes = row.taxes.filter((t) => withholdingKinds.includes(t.kind as never) && t.kind === taxKind);
      if (taxes.length === 0) continue;
      out.push({
        invoiceNumber: row.number,
        vendorInvoiceNumber: row.vendor_invoice_number,
        date: row.date,
        vendorName: row.name,
        vendorNpwp: row.npwp,
        kind: slipKind as EbupotKind,
        taxes: taxes.map((t) => ({
          base: t.tax_base,
          rate: t.rate,
          withheld: t.amount,
          objectCodes: row.codes.filter((c) => c.tax === t.tax_id).map((c) => c.code),
        })),
      });
    }
  }
  return out;
}

async function ebupotWorkbook(period: string, sheets: ReturnType<typeof ebupotSheets>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const { name, rows } of sheets) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((c) => {
      c.width = 22;
    });
  }
  book.title = `e-Bupot ${period}`;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Payables (issue 13): purchase invoices (AP posting), payment vouchers, purchase payments and the
 * payment forms on the document lifecycle, plus the outstanding-payment summary, the e-Bupot
 * export and the match tolerance setting.
 */
export const payablesRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  // Payments and vouchers name a cash or bank account: only one the user is mapped to.
  const guarded = new Set([purchasePaymentDocument.base, `${purchasePaymentDocument.base}/:id`, paymentVoucherDocument.base, `${paymentVoucherDocument.base}/:id`]);
  app.addHook("preHandler", async (request) => {
    if ((request.method !== "POST" && request.method !== "PUT") || !guarded.has((request.routeOptions.url ?? "").replace(/^\/api/, ""))) return;
    await inTransaction(db, actorOf(request), (tx) => assertCashbankAllowed(tx, request), { readOnly: true });
  });

  registerDocument(app, purchaseInvoiceDocument);
  registerDocument(app, paymentVoucherDocument);
  registerDocument(app, purchasePaymentDocument);
  for (const kind of formPaymentKinds) registerDocument(app, formPaymentDocument(kind));

  // The spec's "outstanding payment home": what each vendor is owed now, and how much is overdue.
  api.get(
    "/transactions/ap-posting/outstanding-payment",
    {
      config: { permission: { action: "read", resource: "TxApPosting" } },
      schema: { tags, querystring: z.strictObject({ date: z.iso.date().optional() }) },
    },
    async (request) => {
      const actor = actorOf(request);
      const today = request.query.date ?? new Date().toISOString().slice(0, 10);
      const rows = await inTransaction(
        db,
        actor,
        async (tx) =>
          rowsOf<Record<string, string | number>>(
            await tx.execute(sql`
              SELECT pi.contact_id, c.code AS contact_code, c.name AS contact_name, count(*)::int AS invoices,
                sum(pi.outstanding)::text AS outstanding,
                coalesce(sum(pi.outstanding) FILTER (WHERE pi.due_date < ${today}::date), 0)::numeric(20,2)::text AS overdue,
                min(pi.due_date)::text AS next_due_date
              FROM purchase_invoices pi
              JOIN contacts c ON c.company_id = pi.company_id AND c.id = pi.contact_id
              WHERE pi.company_id = ${actor.companyId} AND pi.outstanding > 0
              GROUP BY pi.contact_id, c.code, c.name
              ORDER BY sum(pi.outstanding) DESC`),
          ),
        { readOnly: true },
      );
      return {
        data: rows,
        meta: {
          date: today,
          outstanding: formatMoney(sumMoney(rows.map((r) => String(r.outstanding)))),
          overdue: formatMoney(sumMoney(rows.map((r) => String(r.overdue)))),
        },
      };
    },
  );

  // e-Bupot Unifikasi: the period's withholding slips, checked; the xlsx is made only when nothing is wrong.
  api.get(
    "/transactions/purchase-invoice/ebupot",
    { config: { permission: { action: "read", resource: "TxPurchaseInvoice" } }, schema: { tags, querystring: ebupotQuery } },
    async (request, reply) => {
      const actor = actorOf(request);
      const q = request.query;
      const { slips, problems } = await inTransaction(
        db,
        actor,
        async (tx) => {
          const [company] = await tx.select({ npwp: companies.npwp }).from(companies).where(eq(companies.id, actor.companyId));
          return buildEbupot(company?.npwp ?? null, await ebupotInvoices(tx, actor.companyId, q.period, q.kind));
        },
        { readOnly: true },
      );
      const texts = problems.map((p) => translate(p.key, request.language, p.params));
      if (q.format === "json") return { data: { period: q.period, slips, problems: texts, valid: problems.length === 0 && slips.length > 0 } };
      if (slips.length === 0) throw new AppError(422, "payables_ebupot_empty");
      if (problems.length > 0) throw new AppError(422, "payables_ebupot_invalid", { count: problems.length }, { slips: texts });
      const file = await ebupotWorkbook(q.period, ebupotSheets(q.period, slips));
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", `attachment; filename="ebupot-${q.period}.xlsx"`)
        .send(file);
    },
  );

  // The three-way match's price tolerance (percent of the order's price).
  api.get("/settings/payables", { config: { permission: { action: "read", resource: "Setting" } }, schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const [row] = await inTransaction(db, actor, (tx) => tx.select().from(payablesSettings).where(eq(payablesSettings.companyId, actor.companyId)), { readOnly: true });
    return { data: { price_tolerance_percent: row ? Number(row.priceTolerancePercent).toString() : "0" } };
  });
  api.put(
    "/settings/payables",
    {
      config: { permission: { action: "update", resource: "Setting" } },
      schema: { tags, body: z.strictObject({ price_tolerance_percent: z.coerce.number().min(0).max(100) }) },
    },
    async (request) => {
      const actor = actorOf(request);
      const value = request.body.price_tolerance_percent.toFixed(4);
      await inTransaction(db, actor, async (tx) => {
        await tx
          .insert(payablesSettings)
          .values({ companyId: actor.companyId, priceTolerancePercent: value })
          .onConflictDoUpdate({ target: payablesSettings.companyId, set: { priceTolerancePercent: value, updatedAt: sql`now()` } });
        await audit(tx, actor, "update", "payables_settings", null, { price_tolerance_percent: value });
      });
      return { message: translate("updated", request.language), data: { price_tolerance_percent: Number(value).toString() } };
    },
  );
};


