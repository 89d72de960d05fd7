import {
  DocumentTaxError,
  type DocumentTaxRate,
  documentTaxes,
  dueDateOf,
  formatMoney,
  money,
  npwp16,
  quantity,
  type SalesInvoiceBody,
  salesInvoiceBody,
  salesInvoicePosting,
  vatKinds,
  salesInvoiceResponse,
  type SalesSettlement,
  toBase,
} from "@neraca/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { companies, contacts, salesInvoices, salesPaymentLines } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { deleteDocument } from "../../platform/documents/documents.service.js";
import { accountForRole } from "../../platform/account-roles.js";
import { notFound } from "../../platform/errors.js";
import { fieldMessage, invalidField } from "../../platform/field-errors.js";
import { salesInvoicePrint } from "./sales-print.js";
import { salesPaymentDocument } from "./sales-payment.document.js";
import { salesReturnDocument } from "./sales-return.document.js";
import { removeReturnsOf } from "./returns.shared.js";
import {
  assertOffice,
  assertPostableAccounts,
  assertTags,
  customerOf,
  productsOf,
  taxesOf,
} from "./sales.service.js";
import { assertDefined } from "../../platform/assert.js";
import { withMoneyFields } from "../../platform/documents/stored-lines.js";
import { inventoryProductsOf } from "../inventory/products.js";
import { baseCurrency, documentRate } from "../currency/rates.js";
import { holdJobLines, jobLineBiller, vatTaxesByKind } from "../../platform/documents/job-lines.js";
import { assertWarehouse } from "../inventory/warehouses.js";

/** A line as the invoice keeps it: what was entered plus what it resolved to (names, account, amounts). */
export interface InvoiceLine {
  product_id: string | null;
  product_name: string | null;
  product_type: "goods" | "service";
  description: string | null;
  account_id: string;
  quantity: string;
  unit_id: string | null;
  price: string;
  discount_percent: string;
  tax_ids: string[];
  gross: string;
  discount: string;
  net: string;
  /** A BACC line: the job's sell charge line it bills and the job its revenue is booked to (absent on older lines). */
  job_line_id?: string | null;
  job_id?: string | null;
}

export interface InvoiceTax {
  tax_id: string;
  name: string;
  kind: string;
  rate: string;
  base_numerator: number;
  base_denominator: number;
  base: string;
  tax_base: string;
  amount: string;
  /** A foreign invoice's: the tax in base at the tax rate (KMK). */
  amount_base?: string;
  account_id: string | null;
}

export type InvoiceContent = typeof salesInvoices.$inferSelect & {
  contactName: string;
  contactCode: string;
  contactAddress: string | null;
  contactEmail: string | null;
  /** The company's base currency (what a base invoice is in). */
  baseCurrency: string;
};

export const INVOICE_TYPE = "sales_invoice";

const sellingKinds = new Set(["vat", "vat_luxury", "vat_freight", "withholding", "final"]);

/**
 * The body as billed (BACC): each line naming a job's sell charge line takes its revenue account,
 * amount and job from it, and its VAT from the charge's tax kind (freight: the 1.1% freight VAT,
 * services: the normal VAT) beside any withholding typed on it; the lines must be the customer's, in
 * the invoice's currency. Answers the body and each detail's job (null for an ordinary line).
 */
async function billedBody(ctx: DocumentContext, body: SalesInvoiceBody, currency: string) {
  const named = body.details.flatMap((d, i) => (d.job_line_id ? [{ field: `details.${i}.job_line_id`, lineId: d.job_line_id }] : []));
  if (named.length === 0) return { body, jobs: body.details.map(() => null) };
  const lines = await jobLineBiller().resolve(ctx, { side: "sell", partyId: body.contact_id, currency, lines: named });
  const typed = await taxesOf(ctx, body.details.flatMap((d) => d.tax_ids));
  const vatOfKind = await vatTaxesByKind(ctx);
  const details = body.details.map((d, i) => {
    const line = d.job_line_id ? lines.get(d.job_line_id) : undefined;
    if (!line) return d;
    const kind = line.taxKind === "freight" ? "vat_freight" : "vat";
    const vat = line.taxKind === "exempt" ? null : vatOfKind.get(kind);
    // A taxed charge never goes out without its VAT.
    if (line.taxKind !== "exempt" && !vat) throw fieldMessage(`details.${i}.job_line_id`, "ch_bill_no_vat", ctx.language, { tax: kind, line: line.lineNo, job: line.jobNumber });
    const others = d.tax_ids.filter((id) => !vatKinds.includes(typed.get(id)?.kind as never));
    return { ...d, product_id: null, account_id: line.accountId, description: d.description ?? line.description, quantity: "1", price: line.amount, discount_percent: "0", tax_ids: [...(vat ? [vat] : []), ...others] };
  });
  return { body: { ...body, details }, jobs: body.details.map((d) => (d.job_line_id ? (lines.get(d.job_line_id)?.jobId ?? null) : null)) };
}

/** Resolves the lines and computes the taxes (core's one computation) of an invoice body. */
async function computeInvoice(ctx: DocumentContext, body: SalesInvoiceBody, jobs: readonly (string | null)[] = []) {
  const productMap = await productsOf(ctx, body.details.flatMap((d) => (d.product_id ? [d.product_id] : [])));
  const taxMap = await taxesOf(ctx, body.details.flatMap((d) => d.tax_ids));
  const defaultSales = body.details.some((d) => !d.account_id && !productMap.get(d.product_id ?? "")?.salesAccountId)
    ? await accountForRole(ctx, "sales", { field: "details" })
    : null;
  const lines: InvoiceLine[] = [];
  for (const [index, d] of body.details.entries()) {
    const product = d.product_id ? productMap.get(d.product_id) : undefined;
    if (d.product_id && !product) throw invalidField(`details.${index}.product_id`, ctx.language);
    for (const [t, taxId] of d.tax_ids.entries()) {
      const tax = taxMap.get(taxId);
      if (!tax) throw invalidField(`details.${index}.tax_ids.${t}`, ctx.language);
      if (!sellingKinds.has(tax.kind)) throw fieldMessage(`details.${index}.tax_ids.${t}`, "sales_tax_not_allowed", ctx.language, { tax: tax.name });
    }
    lines.push({
      product_id: d.product_id,
      product_name: product?.name ?? null,
      product_type: product?.productType === "goods" ? "goods" : "service",
      description: d.description,
      account_id: d.account_id ?? product?.salesAccountId ?? assertDefined(defaultSales, "the sales role's account is read when a line has no account of its own"),
      quantity: d.quantity,
      unit_id: d.unit_id ?? product?.unitId ?? null,
      price: d.price,
      discount_percent: d.discount_percent,
      tax_ids: d.tax_ids,
      gross: "0",
      discount: "0",
      net: "0",
      job_line_id: d.job_line_id ?? null,
      job_id: jobs[index] ?? null,
    });
  }
  await assertPostableAccounts(ctx, lines.map((l) => l.account_id), (i) => `details.${i}.account_id`);
  const rates = new Map<string, DocumentTaxRate>(
    [...taxMap.values()].map((t) => [t.id, { id: t.id, kind: t.kind, rate: t.rate, base_numerator: t.baseNumerator, base_denominator: t.baseDenominator }]),
  );
  let computed: ReturnType<typeof documentTaxes>;
  try {
    computed = documentTaxes(lines, rates);
  } catch (error) {
    if (!(error instanceof DocumentTaxError)) throw error;
    const key = error.code === "tax_two_vat" ? "sales_tax_two_vat" : "sales_tax_two_withholding";
    throw fieldMessage(`details.${error.lineIndex}.tax_ids`, key, ctx.language);
  }
  for (const [i, amounts] of computed.lines.entries()) Object.assign(lines[i] as InvoiceLine, amounts);
  const vatOut = computed.taxes.some((t) => vatKinds.includes(t.kind as never) && !taxMap.get(t.tax_id)?.sellAccountId)
    ? await accountForRole(ctx, "vat_out", { field: "details" })
    : null;
  const invoiceTaxes: InvoiceTax[] = computed.taxes.map((t) => {
    const tax = taxMap.get(t.tax_id) as NonNullable<ReturnType<typeof taxMap.get>>;
    const isVat = vatKinds.includes(t.kind as never);
    return {
      ...t,
      name: tax.name,
      rate: tax.rate,
      base_numerator: tax.baseNumerator,
      base_denominator: tax.baseDenominator,
      account_id: isVat ? (tax.sellAccountId ?? vatOut) : null,
    };
  });
  return { lines, taxes: invoiceTaxes, totals: computed };
}

/**
 * A foreign invoice's VAT in base (DESIGN §13, PMK on VAT in foreign currency): each line's DPP at the
 * tax rate (KMK) in force on the invoice date, then core's one VAT computation on those rupiah — each
 * tax's amount in base kept on the invoice's taxes (`amount_base`), the DPP and VAT in base beside.
 */
async function vatAtTaxRate(ctx: DocumentContext, body: SalesInvoiceBody, currency: string, lines: InvoiceLine[], taxes: InvoiceTax[]) {
  const found = await documentRate(ctx, { currency, rate: body.tax_rate, date: body.invoice_date, field: "tax_rate", kind: "tax" });
  const rate = assertDefined(found.rate, "a foreign currency has a rate");
  const rates = new Map<string, DocumentTaxRate>(
    taxes.map((t) => [t.tax_id, { id: t.tax_id, kind: t.kind, rate: t.rate, base_numerator: t.base_numerator, base_denominator: t.base_denominator }]),
  );
  const inBase = documentTaxes(
    lines.map((l) => ({ quantity: "1", price: toBase(l.net, rate), discount_percent: "0", tax_ids: l.tax_ids })),
    rates,
  );
  for (const t of taxes) t.amount_base = inBase.taxes.find((x) => x.tax_id === t.tax_id)?.amount ?? "0.00";
  return { rate, rateDate: found.rateDate, dpp: inBase.dpp, vat: inBase.vat };
}

/** The invoice's columns from its body; `kept`: the warehouse it already named (allowed when made inactive since). */
async function columnsOf(ctx: DocumentContext, typed: SalesInvoiceBody, kept: string | null = null) {
  const customer = await customerOf(ctx, typed.contact_id);
  await assertOffice(ctx, typed.office_id);
  await assertWarehouse(ctx, "warehouse_id", typed.office_id, typed.warehouse_id, kept);
  await assertTags(ctx, typed.tag_ids);
  const receivable = customer.receivableAccountId ?? (await accountForRole(ctx, "receivable", { field: "contact_id" }));
  // Its currency: the one given, else the customer's, else the base currency (DESIGN §13).
  const foreign = await documentRate(ctx, { currency: typed.currency ?? customer.currency, rate: typed.rate, date: typed.invoice_date });
  const billed = await billedBody(ctx, typed, foreign.currency ?? (await baseCurrency(ctx.tx, ctx.actor.companyId)));
  const body = billed.body;
  const { lines, taxes, totals } = await computeInvoice(ctx, body, billed.jobs);
  // Its VAT in base at the tax rate (KMK) of its date, kept apart from the booking rate (item 7).
  const tax = foreign.currency && money(totals.vat).greaterThan(0) ? await vatAtTaxRate(ctx, body, foreign.currency, lines, taxes) : null;
  return {
    currency: foreign.currency,
    rate: foreign.rate,
    rateDate: foreign.rateDate,
    taxRate: tax?.rate ?? null,
    taxRateDate: tax?.rateDate ?? null,
    dppBase: tax?.dpp ?? null,
    vatBase: tax?.vat ?? null,
    // The receivable's one line in base: the total at the rate, half up to the cent.
    totalBase: foreign.rate ? toBase(totals.total, foreign.rate) : totals.total,
    contactId: body.contact_id,
    officeId: body.office_id,
    warehouseId: body.warehouse_id,
    invoiceDate: body.invoice_date,
    dueDate: body.due_date ?? dueDateOf(body.invoice_date, customer.termOfPayment),
    taxInvoiceNumber: body.tax_invoice_number,
    billTo: body.bill_to ?? ([customer.name, customer.address].filter(Boolean).join("\n") || null),
    notes: body.notes,
    buyerIdType: body.buyer_id_type,
    buyerIdNumber: body.buyer_id_number ?? (body.buyer_id_type === "tin" ? npwp16(customer.npwp) : null),
    buyerNitku: body.buyer_nitku,
    receivableAccountId: receivable,
    tagIds: body.tag_ids,
    details: lines,
    taxes,
    subtotal: totals.subtotal,
    discount: totals.discount,
    dpp: totals.dpp,
    dppOther: totals.vat_base,
    vat: totals.vat,
    total: totals.total,
    withholding: totals.withholding,
  };
}

export async function loadInvoices(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, InvoiceContent>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select({
      invoice: salesInvoices,
      contactName: contacts.name,
      contactCode: contacts.code,
      contactAddress: contacts.address,
      contactEmail: contacts.email,
      baseCurrency: companies.baseCurrency,
    })
    .from(salesInvoices)
    .innerJoin(contacts, and(eq(contacts.companyId, salesInvoices.companyId), eq(contacts.id, salesInvoices.contactId)))
    .innerJoin(companies, eq(companies.id, salesInvoices.companyId))
    .where(and(eq(salesInvoices.companyId, ctx.actor.companyId), inArray(salesInvoices.id, [...ids])));
  return new Map(
    rows.map((r) => [
      r.invoice.id,
      { ...r.invoice, contactName: r.contactName, contactCode: r.contactCode, contactAddress: r.contactAddress, contactEmail: r.contactEmail, baseCurrency: r.baseCurrency },
    ]),
  );
}

/** The invoice's settlement: not posted before it is approved, then unpaid, partly paid or paid. */
export function settlementOf(row: { total: string; outstanding: string }, posted: boolean): SalesSettlement {
  if (!posted) return "not_posted";
  if (money(row.outstanding).isZero()) return "paid";
  return money(row.outstanding).equals(money(row.total)) ? "unpaid" : "partly_paid";
}

/** open: approved with something left to pay (unpaid or partly paid). */
const settlementFilter = z.enum(["open", "unpaid", "partly_paid", "paid"]).optional();

/**
 * Sales invoices (spec §2, §4): draft → approval (module `sales_invoice`) → approved with the AR
 * journal → partly paid → paid. Deleting one (also once approved, as the spec allows) removes its
 * journal and every payment of it with theirs, only while each one's period is open.
 */
export const salesInvoiceDocument: DocumentType<SalesInvoiceBody, InvoiceContent, typeof salesInvoiceResponse> = {
  type: INVOICE_TYPE,
  base: "/transactions/sales-invoice",
  resource: "TxSalesInvoice",
  title: { en: "Sales invoice", id: "Faktur penjualan" },
  numberType: "sales_invoice",
  approvalModule: "sales_invoice",
  lifecycle: { deleteApproved: true, cancelApproved: false },
  cancel: "remove",
  body: salesInvoiceBody,
  response: salesInvoiceResponse,
  listFilters: {
    schema: {
      contact_id: z.uuid().optional(),
      office_id: z.uuid().optional(),
      tag_id: z.uuid().optional(),
      settlement: settlementFilter,
      /** Due on or after / on or before (the dashboard's aging buckets drill here). */
      due_from: z.iso.date().optional(),
      due_to: z.iso.date().optional(),
    },
    where: (filters, ctx) => {
      const f = filters as { contact_id?: string; office_id?: string; tag_id?: string; settlement?: string; due_from?: string; due_to?: string };
      if (!f.contact_id && !f.office_id && !f.tag_id && !f.settlement && !f.due_from && !f.due_to) return undefined;
      const conditions = [sql`i.company_id = ${ctx.actor.companyId}`];
      if (f.contact_id) conditions.push(sql`i.contact_id = ${f.contact_id}`);
      if (f.office_id) conditions.push(sql`i.office_id = ${f.office_id}`);
      if (f.tag_id) conditions.push(sql`${f.tag_id}::uuid = ANY (i.tag_ids)`);
      if (f.due_from) conditions.push(sql`i.due_date >= ${f.due_from}::date`);
      if (f.due_to) conditions.push(sql`i.due_date <= ${f.due_to}::date`);
      if (f.settlement === "open") conditions.push(sql`i.outstanding > 0 AND documents.status = 'approved'`);
      if (f.settlement === "paid") conditions.push(sql`i.outstanding = 0 AND documents.status = 'approved'`);
      if (f.settlement === "unpaid") conditions.push(sql`i.outstanding = i.total AND documents.status = 'approved'`);
      if (f.settlement === "partly_paid") conditions.push(sql`i.outstanding > 0 AND i.outstanding < i.total AND documents.status = 'approved'`);
      return sql`documents.id IN (SELECT i.id FROM sales_invoices i WHERE ${sql.join(conditions, sql` AND `)})`;
    },
  },
  load: loadInvoices,
  async save(ctx, id, body, created) {
    const kept = created ? null : ((await loadInvoices(ctx, [id])).get(id)?.warehouseId ?? null);
    const values = await columnsOf(ctx, body, kept);
    if (created) await ctx.tx.insert(salesInvoices).values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...values });
    else {
      const updated = await ctx.tx
        .update(salesInvoices)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(salesInvoices.companyId, ctx.actor.companyId), eq(salesInvoices.id, id)))
        .returning({ id: salesInvoices.id });
      if (updated.length === 0) throw notFound();
    }
    // Its job lines billed to it once (those it no longer names given back).
    const jobLines = values.details.flatMap((l) => (l.job_line_id ? [l.job_line_id] : []));
    if (jobLines.length || !created) await holdJobLines(ctx, { type: INVOICE_TYPE, id }, jobLines);
    const content = (await loadInvoices(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await holdJobLines(ctx, { type: INVOICE_TYPE, id }, []);
    await ctx.tx.delete(salesInvoices).where(and(eq(salesInvoices.companyId, ctx.actor.companyId), eq(salesInvoices.id, id)));
  },
  summary: (row) => ({
    date: row.invoiceDate,
    officeId: row.officeId,
    description: row.notes ? `${row.contactName} — ${row.notes}` : row.contactName,
    // In base: approval limits are (a foreign invoice's total at its rate).
    amount: row.totalBase,
  }),
  /** Its inventory products leave the invoice's office at their average cost (DESIGN §14). */
  async stock(row, ctx) {
    const lines = row.details as InvoiceLine[];
    const products = await inventoryProductsOf(ctx, lines.flatMap((l) => (l.product_id ? [l.product_id] : [])));
    const moves = lines.flatMap((l, i) =>
      l.product_id && products.has(l.product_id) && quantity(l.quantity).greaterThan(0)
        ? [{ line: i + 1, productId: l.product_id, officeId: row.officeId, warehouseId: row.warehouseId, direction: "out" as const, quantity: l.quantity }]
        : [],
    );
    return { date: row.invoiceDate, moves };
  },
  async posting(row, ctx, stock) {
    const lines = row.details as InvoiceLine[];
    const taxes = row.taxes as InvoiceTax[];
    const products = stock?.size ? await inventoryProductsOf(ctx, lines.flatMap((l) => (l.product_id ? [l.product_id] : []))) : new Map();
    const costs = lines.flatMap((l, i) => {
      const product = l.product_id ? products.get(l.product_id) : undefined;
      const amount = stock?.get(i + 1);
      return product && amount ? [{ costAccountId: product.costAccountId, inventoryAccountId: product.inventoryAccountId, amount }] : [];
    });
    const currency = row.currency && row.rate ? { currency: row.currency, rate: row.rate, roundingAccountId: await accountForRole(ctx, "rounding") } : null;
    // A foreign invoice's VAT goes in base at the tax rate; the difference from the booking rate to the exchange-difference account.
    const vatBase = currency && row.taxRate ? taxes.flatMap((t) => (t.account_id && t.amount_base ? [{ accountId: t.account_id, amount: t.amount_base }] : [])) : null;
    return {
      header: { date: row.invoiceDate, officeId: row.officeId, description: `${row.contactName}`, journalType: "general" },
      posting: salesInvoicePosting({
        currency,
        vatBase,
        exchangeAccountId: vatBase ? await accountForRole(ctx, "exchange_difference") : null,
        receivableAccountId: assertDefined(row.receivableAccountId, "an invoice is saved with its receivable account"),
        contactId: row.contactId,
        officeId: row.officeId,
        tagIds: row.tagIds,
        description: row.contactName,
        revenue: lines.map((l) => ({ accountId: l.account_id, amount: l.net, jobId: l.job_id ?? null })),
        vat: taxes.flatMap((t) => (t.account_id ? [{ accountId: t.account_id, amount: t.amount }] : [])),
        costs,
      }),
    };
  },
  // Approved: the customer owes the whole total, in its currency and in base.
  async approved(row, _state, ctx) {
    await ctx.tx
      .update(salesInvoices)
      .set({ outstanding: row.total, outstandingBase: row.totalBase })
      .where(and(eq(salesInvoices.companyId, ctx.actor.companyId), eq(salesInvoices.id, row.id)));
  },
  // Deleted once approved: every payment of it goes too, with its journal (refused in a closed period).
  async released(row, _state, ctx) {
    // The invoice's row first (after its document's), then its payments, then balances: a payment
    // being saved locks the invoice before anything else (docs/documents.md), so one waits for the other.
    await ctx.tx.execute(sql`SELECT id FROM sales_invoices WHERE company_id = ${ctx.actor.companyId} AND id = ${row.id} FOR UPDATE`);
    const payments = await ctx.tx
      .selectDistinct({ id: salesPaymentLines.paymentId })
      .from(salesPaymentLines)
      .where(and(eq(salesPaymentLines.companyId, ctx.actor.companyId), eq(salesPaymentLines.invoiceId, row.id)));
    for (const payment of payments) await deleteDocument(ctx, salesPaymentDocument, payment.id);
    // Its returns too, each with its journal and the goods it brought back.
    await removeReturnsOf(ctx, "sales_returns", row.id, (id) => deleteDocument(ctx, salesReturnDocument, id));
  },
  print: salesInvoicePrint,
  present(row, state) {
    const posted = state.journalIds.length > 0;
    return {
      id: row.id,
      contact_id: row.contactId,
      contact_name: row.contactName,
      contact_code: row.contactCode,
      office_id: row.officeId,
      warehouse_id: row.warehouseId,
      invoice_date: row.invoiceDate,
      due_date: row.dueDate,
      tax_invoice_number: row.taxInvoiceNumber,
      bill_to: row.billTo,
      notes: row.notes,
      buyer_id_type: row.buyerIdType as SalesInvoiceBody["buyer_id_type"],
      buyer_id_number: row.buyerIdNumber,
      buyer_nitku: row.buyerNitku,
      receivable_account_id: row.receivableAccountId,
      tag_ids: row.tagIds,
      details: withMoneyFields(
        (row.details as InvoiceLine[]).map((l) => ({ ...l, job_line_id: l.job_line_id ?? null, job_id: l.job_id ?? null })),
        ["price", "gross", "discount", "net"],
      ),
      taxes: row.taxes as InvoiceTax[],
      subtotal: formatMoney(row.subtotal),
      discount: formatMoney(row.discount),
      dpp: formatMoney(row.dpp),
      dpp_other: formatMoney(row.dppOther),
      vat: formatMoney(row.vat),
      total: formatMoney(row.total),
      withholding: formatMoney(row.withholding),
      outstanding: formatMoney(posted ? row.outstanding : row.total),
      paid: formatMoney(posted ? money(row.total).minus(money(row.outstanding)) : 0),
      currency: row.currency ?? row.baseCurrency,
      rate: row.rate,
      rate_date: row.rateDate,
      total_base: formatMoney(row.totalBase),
      tax_rate: row.taxRate,
      tax_rate_date: row.taxRateDate,
      dpp_base: row.dppBase === null ? null : formatMoney(row.dppBase),
      vat_base: row.vatBase === null ? null : formatMoney(row.vatBase),
      outstanding_base: formatMoney(posted ? row.outstandingBase : row.totalBase),
      settlement: settlementOf(row, posted),
      journal_id: state.journalIds[0] ?? null,
    };
  },
};
