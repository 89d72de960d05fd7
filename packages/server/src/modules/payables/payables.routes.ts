import {
  buildEbupot,
  type EbupotInvoiceInput,
  type EbupotKind,
  ebupotQuery,
  ebupotSheets,
  type InputReturn,
  inputReturnProblems,
  inputReturnQuery,
  inputReturnSheets,
  type Language,
  money,
  vatKinds,
  formatMoney,
  formPaymentKinds,
  sumMoney,
  translate,
  withholdingKinds,
} from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { companies, documents, payablesSettings, purchaseInvoices } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import type { AuthState } from "../../platform/context.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { AppError, fieldError, notFound } from "../../platform/errors.js";
import { audit } from "../../platform/audit.js";
import { actorOf } from "../../platform/guard.js";
import { sheetsWorkbook, XLSX_TYPE } from "../../platform/spreadsheet.js";
import { allowedCashbankIds } from "../master-data/cashbank-users.routes.js";
import { orderLinesToInvoice } from "../purchasing/purchasing.service.js";
import { rowsOf } from "../reports/report-context.js";
import { formPaymentDocument } from "./form-payment.document.js";
import { paymentVoucherDocument } from "./payment-voucher.document.js";
import { purchaseInvoiceDocument, type StoredTax } from "./purchase-invoice.document.js";
import { purchasePaymentDocument } from "./purchase-payment.document.js";
import { purchaseReturnDocument } from "./purchase-return.document.js";

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

/** The last day of a tax period (YYYY-MM). */
const periodEnd = (period: string) => sql`(date_trunc('month', ${`${period}-01`}::date) + interval '1 month' - interval '1 day')::date`;

/**
 * What approved purchase returns dated up to `until` gave back of an invoice's withholding taxes: per
 * tax, the base of the returned lines that bore it and the amount.
 */
const returnedWithholding = (until: ReturnType<typeof periodEnd>) => sql`
  (SELECT coalesce(jsonb_agg(jsonb_build_object('tax', t->>'tax_id', 'amount', t->>'amount',
      'base', (SELECT coalesce(sum((rl->>'net')::numeric), 0) FROM jsonb_array_elements(r.details) rl
               JOIN purchase_invoice_lines l ON l.company_id = r.company_id AND l.invoice_id = r.invoice_id AND l.line_no = (rl->>'line_no')::int - 1
               WHERE l.withholding_tax_id::text = t->>'tax_id'))), '[]'::jsonb)
   FROM purchase_returns r JOIN documents rd ON rd.company_id = r.company_id AND rd.id = r.id AND rd.status = 'approved'
     CROSS JOIN LATERAL jsonb_array_elements(r.taxes) t
   WHERE r.company_id = pi.company_id AND r.invoice_id = pi.id AND r.date <= ${until})`;

type Returned = { tax: string; amount: string; base: string }[];

/** A withholding tax of an invoice less what its returns gave back of it. */
const netOfReturns = (tax: StoredTax, returned: Returned) => {
  const back = returned.filter((r) => r.tax === tax.tax_id);
  // A foreign invoice's slip is in rupiah at the tax rate (KMK); it has no returns (they are refused).
  return {
    base: formatMoney(money(tax.tax_base_base ?? tax.tax_base).minus(sumMoney(back.map((r) => r.base)))),
    withheld: formatMoney(money(tax.amount_base ?? tax.amount).minus(sumMoney(back.map((r) => r.amount)))),
  };
};

/**
 * Posted invoices of a period that withheld PPh 23 or 4(2), as e-Bupot slips' input: each tax less
 * what purchase returns of the same period gave back (a slip is filed for what was withheld in the
 * end); a tax returned whole has no slip.
 */
async function ebupotInvoices(tx: Tx, companyId: string, period: string, kind: "pph23" | "pph42" | "all"): Promise<EbupotInvoiceInput[]> {
  const rows = rowsOf<{ number: string; vendor_invoice_number: string | null; date: string; name: string; npwp: string | null; taxes: StoredTax[]; codes: { tax: string | null; code: string | null }[]; returned: Returned }>(
    await tx.execute(sql`
      SELECT d.number, pi.vendor_invoice_number, pi.date::text AS date, c.name, c.npwp, pi.taxes,
        (SELECT coalesce(jsonb_agg(jsonb_build_object('tax', l.withholding_tax_id, 'code', l.tax_object_code)), '[]'::jsonb)
         FROM purchase_invoice_lines l WHERE l.company_id = pi.company_id AND l.invoice_id = pi.id AND l.withholding_tax_id IS NOT NULL) AS codes,
        ${returnedWithholding(periodEnd(period))} AS returned
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
      const taxes = row.taxes
        .filter((t) => withholdingKinds.includes(t.kind as never) && t.kind === taxKind)
        .map((t) => ({ tax: t, net: netOfReturns(t, row.returned) }))
        .filter(({ net }) => money(net.withheld).greaterThan(0));
      if (taxes.length === 0) continue;
      out.push({
        invoiceNumber: row.number,
        vendorInvoiceNumber: row.vendor_invoice_number,
        date: row.date,
        vendorName: row.name,
        vendorNpwp: row.npwp,
        kind: slipKind as EbupotKind,
        taxes: taxes.map(({ tax, net }) => ({
          base: net.base,
          rate: tax.rate,
          withheld: net.withheld,
          objectCodes: row.codes.filter((c) => c.tax === tax.tax_id).map((c) => c.code),
        })),
      });
    }
  }
  return out;
}

/**
 * Purchase returns of a period that gave back withholding on an invoice of an earlier period: its
 * slip was filed already, and e-Bupot takes a correction (pembetulan) to the invoice's tax less all
 * its returns up to this one; named for the user, not in the import file.
 */
async function ebupotCorrections(tx: Tx, companyId: string, period: string, kind: "pph23" | "pph42" | "all", language: Language): Promise<string[]> {
  const rows = rowsOf<{ number: string; invoice_number: string; invoice_date: string; date: string; given: { tax_id: string; amount: string }[]; taxes: StoredTax[]; returned: Returned }>(
    await tx.execute(sql`
      SELECT rd.number, d.number AS invoice_number, pi.date::text AS invoice_date, rr.date::text AS date, rr.taxes AS given, pi.taxes,
        ${returnedWithholding(sql`rr.date`)} AS returned
      FROM purchase_returns rr
      JOIN documents rd ON rd.company_id = rr.company_id AND rd.id = rr.id AND rd.status = 'approved'
      JOIN purchase_invoices pi ON pi.company_id = rr.company_id AND pi.id = rr.invoice_id
      JOIN documents d ON d.company_id = pi.company_id AND d.id = pi.id
      WHERE rr.company_id = ${companyId} AND rr.withholding > 0 AND to_char(rr.date, 'YYYY-MM') = ${period} AND to_char(pi.date, 'YYYY-MM') < ${period}
      ORDER BY rr.date, rd.number`),
  );
  const kinds = kind === "all" ? ["withholding", "final"] : [kind === "pph23" ? "withholding" : "final"];
  // One per slip: each withholding tax of the invoice this return gave some of back.
  return rows.flatMap((r) =>
    r.taxes
      .filter((t) => kinds.includes(t.kind) && r.given.some((g) => g.tax_id === t.tax_id && money(g.amount).greaterThan(0)))
      .map((t) => {
        const net = netOfReturns(t, r.returned);
        const amount = sumMoney(r.given.filter((g) => g.tax_id === t.tax_id).map((g) => g.amount));
        return translate("payables_ebupot_correction", language, {
          number: r.invoice_number,
          period: r.invoice_date.slice(0, 7),
          return: r.number,
          date: r.date,
          amount: formatMoney(amount),
          base: net.base,
          withheld: net.withheld,
        });
      }),
  );
}

/** Approved purchase returns of a period that gave input VAT back, with every line of their invoice. */
async function inputReturns(tx: Tx, companyId: string, period: string): Promise<InputReturn[]> {
  const rows = rowsOf<Omit<InputReturn, "lines"> & { invoice_id: string; details: { line_no: number; quantity: string; net: string }[] }>(
    await tx.execute(sql`
      SELECT rd.number, r.date::text AS date, d.number AS invoice_number, pi.tax_invoice_number, pi.date::text AS tax_invoice_date,
        c.name AS seller_name, c.npwp AS seller_npwp, r.vat::text AS vat, r.details, pi.id AS invoice_id
      FROM purchase_returns r
      JOIN documents rd ON rd.company_id = r.company_id AND rd.id = r.id AND rd.status = 'approved'
      JOIN purchase_invoices pi ON pi.company_id = r.company_id AND pi.id = r.invoice_id
      JOIN documents d ON d.company_id = pi.company_id AND d.id = pi.id
      JOIN contacts c ON c.company_id = pi.company_id AND c.id = pi.contact_id
      WHERE r.company_id = ${companyId} AND r.vat > 0 AND to_char(r.date, 'YYYY-MM') = ${period}
      ORDER BY r.date, rd.number
      LIMIT 1001`),
  );
  if (rows.length === 0) return [];
  const lines = rowsOf<{ invoice_id: string; line_no: number; name: string; unit: string | null; price: string; quantity: string; goods: boolean; vat_kind: string | null; rate: string | null; base_numerator: number | null; base_denominator: number | null }>(
    await tx.execute(sql`
      SELECT l.invoice_id, l.line_no + 1 AS line_no, coalesce(p.name, l.description, a.name) AS name, u.name AS unit, l.price::text AS price, l.quantity::text AS quantity,
        coalesce(p.product_type = 'goods', false) AS goods, t.kind AS vat_kind, t.rate::text AS rate, t.base_numerator, t.base_denominator
      FROM purchase_invoice_lines l
      JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      LEFT JOIN products p ON p.company_id = l.company_id AND p.id = l.product_id
      LEFT JOIN catalogue_items u ON u.company_id = p.company_id AND u.id = p.unit_id
      LEFT JOIN taxes t ON t.company_id = l.company_id AND t.id = l.tax_id AND t.kind = ANY(${sql.param([...vatKinds])}::text[])
      WHERE l.company_id = ${companyId} AND l.invoice_id = ANY(${sql.param([...new Set(rows.map((r) => r.invoice_id))])}::uuid[])
      ORDER BY l.invoice_id, l.line_no`),
  );
  return rows.map(({ invoice_id, details, ...r }) => {
    const back = new Map(details.map((d) => [d.line_no, d]));
    return {
      ...r,
      lines: lines
        .filter((l) => l.invoice_id === invoice_id)
        .map((l) => ({
          name: l.name,
          unit: l.unit,
          price: l.price,
          billed_quantity: l.quantity,
          quantity: back.get(l.line_no)?.quantity ?? "0",
          net: back.get(l.line_no)?.net ?? "0",
          goods: l.goods,
          vat: l.vat_kind ? { kind: l.vat_kind, rate: l.rate ?? "0", base_numerator: l.base_numerator ?? 1, base_denominator: l.base_denominator ?? 1 } : null,
        })),
    };
  });
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
  registerDocument(app, purchaseReturnDocument);
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
                sum(pi.outstanding_base)::text AS outstanding,
                coalesce(sum(pi.outstanding_base) FILTER (WHERE pi.due_date < ${today}::date), 0)::numeric(20,2)::text AS overdue,
                min(pi.due_date)::text AS next_due_date
              FROM purchase_invoices pi
              JOIN contacts c ON c.company_id = pi.company_id AND c.id = pi.contact_id
              WHERE pi.company_id = ${actor.companyId} AND pi.outstanding > 0
              GROUP BY pi.contact_id, c.code, c.name
              ORDER BY sum(pi.outstanding_base) DESC`),
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
      const { slips, problems, corrections } = await inTransaction(
        db,
        actor,
        async (tx) => {
          const [company] = await tx.select({ npwp: companies.npwp }).from(companies).where(eq(companies.id, actor.companyId));
          const built = buildEbupot(company?.npwp ?? null, await ebupotInvoices(tx, actor.companyId, q.period, q.kind));
          return { ...built, corrections: await ebupotCorrections(tx, actor.companyId, q.period, q.kind, request.language) };
        },
        { readOnly: true },
      );
      const texts = problems.map((p) => translate(p.key, request.language, p.params));
      if (q.format === "json") return { data: { period: q.period, slips, problems: texts, corrections, valid: problems.length === 0 && slips.length > 0 } };
      if (slips.length === 0) throw new AppError(422, "payables_ebupot_empty");
      if (problems.length > 0) throw new AppError(422, "payables_ebupot_invalid", { count: problems.length }, { slips: texts });
      const file = await sheetsWorkbook(`e-Bupot ${q.period}`, ebupotSheets(q.period, slips));
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", `attachment; filename="ebupot-${q.period}.xlsx"`)
        .send(file);
    },
  );

  // Coretax retur pajak masukan: the approved purchase returns of a period that gave input VAT back,
  // checked, then as the two sheets of DJP's return template.
  api.get(
    `${purchaseReturnDocument.base}/coretax`,
    { config: { permission: { action: "read", resource: purchaseReturnDocument.resource } }, schema: { tags, querystring: inputReturnQuery } },
    async (request, reply) => {
      const actor = actorOf(request);
      const q = request.query;
      const { returns, problems } = await inTransaction(
        db,
        actor,
        async (tx) => {
          const [company] = await tx.select({ npwp: companies.npwp }).from(companies).where(eq(companies.id, actor.companyId));
          const returns = await inputReturns(tx, actor.companyId, q.period);
          return { returns, problems: inputReturnProblems(company?.npwp ?? null, returns) };
        },
        { readOnly: true },
      );
      if (returns.length > 1000) throw new AppError(422, "validation_failed", {}, { period: [translate("report_range_too_long", request.language, { years: 1 })] });
      const texts = problems.map((p) => translate(p.key, request.language, p.params));
      if (q.format === "json") {
        const data = returns.map((r) => ({ number: r.number, date: r.date, invoice_number: r.invoice_number, tax_invoice_number: r.tax_invoice_number, seller_name: r.seller_name, vat: r.vat }));
        return { data: { period: q.period, returns: data, problems: texts, valid: problems.length === 0 && returns.length > 0 } };
      }
      if (returns.length === 0) throw new AppError(422, "payables_retur_empty");
      if (problems.length > 0) throw new AppError(422, "payables_retur_invalid", { count: problems.length }, { returns: texts });
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", `attachment; filename="retur-pajak-masukan-${q.period}.xlsx"`)
        .send(await sheetsWorkbook(`Retur pajak masukan ${q.period}`, inputReturnSheets(returns)));
    },
  );

  const invoiceRead = { permission: { action: "read" as const, resource: "TxPurchaseInvoice" as const } };
  const vendorQuery = z.strictObject({ vendor_id: z.uuid(), order_id: z.uuid().optional() });

  // What a goods invoice builds from: the vendor's approved order lines not fully invoiced, with what was received.
  api.get("/transactions/purchase-invoice/order-lines", { config: invoiceRead, schema: { tags, querystring: vendorQuery } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, (tx) => orderLinesToInvoice(tx, actor.companyId, { vendorId: request.query.vendor_id, orderId: request.query.order_id }), {
      readOnly: true,
    });
    return { data };
  });

  // The vendor's approved advances with something left to offset.
  api.get("/transactions/purchase-invoice/advances", { config: invoiceRead, schema: { tags, querystring: vendorQuery } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(
      db,
      actor,
      async (tx) =>
        rowsOf<Record<string, string>>(
          await tx.execute(sql`
            SELECT a.id, d.number, d.date::text AS date, a.order_id, a.amount::text AS amount, (a.amount - a.settled_amount)::text AS left_amount
            FROM vendor_advances a JOIN documents d ON d.company_id = a.company_id AND d.id = a.id AND d.status = 'approved'
            WHERE a.company_id = ${actor.companyId} AND a.vendor_id = ${request.query.vendor_id} AND a.settled_amount < a.amount
            ORDER BY d.date, d.number`),
        ),
      { readOnly: true },
    );
    return { data };
  });

  // An approver overrides the three-way match's breaches of an invoice not yet posted (never their own).
  api.post(
    "/transactions/purchase-invoice/:id/override",
    {
      config: { permission: { action: "update", resource: "TxApPosting" } },
      schema: { tags, params: z.strictObject({ id: z.uuid() }), body: z.strictObject({ note: z.string().trim().min(1).max(1000) }) },
    },
    async (request) => {
      const actor = actorOf(request);
      await inTransaction(db, actor, async (tx) => {
        const [row] = await tx
          .select({ status: documents.status, createdBy: documents.createdBy, breaches: purchaseInvoices.matchBreaches })
          .from(documents)
          .innerJoin(purchaseInvoices, and(eq(purchaseInvoices.companyId, documents.companyId), eq(purchaseInvoices.id, documents.id)))
          .where(and(eq(documents.companyId, actor.companyId), eq(documents.id, request.params.id), eq(documents.documentType, "purchase_invoice")))
          .for("update");
        if (!row) throw notFound();
        if (row.status === "approved" || row.status === "cancelled") throw new AppError(409, "document_transition", { status: row.status, action: "override" });
        if ((row.breaches as unknown[]).length === 0) throw new AppError(422, "payables_override_nothing");
        if (row.createdBy === actor.userId) throw new AppError(403, "payables_override_own");
        await tx
          .update(purchaseInvoices)
          .set({ matchOverrideBy: actor.userId, matchOverrideNote: request.body.note, updatedAt: sql`now()` })
          .where(and(eq(purchaseInvoices.companyId, actor.companyId), eq(purchaseInvoices.id, request.params.id)));
        await audit(tx, actor, "override", "purchase_invoice", request.params.id, { note: request.body.note, breaches: row.breaches });
      });
      return { message: translate("payables_override_done", request.language) };
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


