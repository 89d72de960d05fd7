import {
  apInvoicePosting,
  describeBreach,
  type MatchBreach,
  type DocumentTaxRate,
  DocumentTaxError,
  documentTaxes,
  dueDateOf,
  formatMoney,
  type MessageKey,
  money,
  type PurchaseInvoiceBody,
  type PurchaseInvoiceKind,
  purchaseInvoiceBody,
  purchaseInvoiceKinds,
  translate,
  vatKinds,
  withholdingKinds,
  purchaseInvoiceResponse,
  toBase,
} from "@neraca/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { accounts, companies, contacts, documents, paymentVoucherLines, products, purchaseInvoiceLines, purchaseInvoices, taxes } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { AppError, notFound } from "../../platform/errors.js";
import { standardSignatures } from "../../platform/print.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { accountForRole } from "../../platform/account-roles.js";
import { documentStates, existingAccounts, sortedIds, vendorOf } from "./payables.shared.js";
import { invoiceSourceOf } from "./invoice-sources.js";
import { applyGoods, checkGoods, type StoredAdvance } from "./purchase-invoice.goods.js";
import { removePaymentsOfInvoice } from "./purchase-payment.document.js";
import { purchaseReturnDocument } from "./purchase-return.document.js";
import { removeReturnsOf } from "../sales/returns.shared.js";
import { deleteDocument } from "../../platform/documents/documents.service.js";
import { inventoryProductsOf } from "../inventory/products.js";
import type { StockCosts } from "../inventory/stock.js";
import { rowsOf } from "../reports/report-context.js";
import { headOfficeId } from "../ledger/ledger.lookup.js";
import { baseCurrency, documentRate } from "../currency/rates.js";
import { fieldMessage } from "../../platform/field-errors.js";
import { holdJobLines, jobLineBiller } from "../../platform/documents/job-lines.js";
import { type PurchaseDimensions, purchaseDimensions } from "../purchasing/purchasing.helpers.js";

export type InvoiceRow = typeof purchaseInvoices.$inferSelect;
export type InvoiceLineRow = typeof purchaseInvoiceLines.$inferSelect;
export interface InvoiceContent {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  contactName: string;
  /** Kind `cash_advance`: the advance's number. */
  cashAdvanceNumber: string | null;
  /** The company's base currency (what a base invoice is in). */
  baseCurrency: string;
}

/** A tax of the invoice as stored (`purchase_invoices.taxes`): computed once, with its account. */
export interface StoredTax {
  tax_id: string;
  code: string;
  kind: string;
  rate: string;
  base: string;
  tax_base: string;
  amount: string;
  /** A foreign invoice's: the tax and its base in base at the tax rate (KMK) — what e-Bupot and Coretax carry. */
  amount_base?: string;
  tax_base_base?: string;
  account_id: string;
}

/** Settlement of a posted invoice, from its outstanding (the lifecycle state stays in `documents`). */
export function settlementOf(status: string, invoice: Pick<InvoiceRow, "outstanding" | "payableAmount">) {
  if (status !== "approved") return "not_posted" as const;
  if (money(invoice.outstanding).isZero()) return "paid" as const;
  return money(invoice.outstanding).equals(money(invoice.payableAmount)) ? ("unpaid" as const) : ("partly_paid" as const);
}

type TaxRow = typeof taxes.$inferSelect;

/** The lines' accounts: the line's own, the product's purchase account, or the `purchases` role. */
async function lineAccounts(ctx: DocumentContext, body: PurchaseInvoiceBody, errors: FieldProblems) {
  const productIds = sortedIds(body.lines.flatMap((l) => (l.product_id ? [l.product_id] : [])));
  const productRows = productIds.length
    ? await ctx.tx
        .select()
        .from(products)
        .where(and(eq(products.companyId, ctx.actor.companyId), inArray(products.id, productIds)))
    : [];
  const byId = new Map(productRows.map((p) => [p.id, p]));
  let purchases: string | null | undefined;
  const chosen: (string | null)[] = [];
  for (const [i, line] of body.lines.entries()) {
    const product = line.product_id ? byId.get(line.product_id) : undefined;
    if (line.product_id && !product) errors.invalid(`lines.${i}.product_id`, "product");
    let account = line.account_id ?? product?.purchaseAccountId ?? null;
    if (!account) {
      purchases ??= await accountForRole(ctx, "purchases").catch(() => null);
      account = purchases;
    }
    if (!account) errors.message(`lines.${i}.account_id`, "payables_line_account");
    chosen.push(account);
  }
  const known = await existingAccounts(ctx, chosen.filter((a): a is string => !!a));
  for (const [i, account] of chosen.entries()) if (account && !known.has(account)) errors.invalid(`lines.${i}.account_id`, "account");
  return { accounts: chosen, products: byId };
}

/** The taxes the lines name, checked by kind (VAT on `tax_id`, PPh on `withholding_tax_id`). */
async function lineTaxes(ctx: DocumentContext, body: PurchaseInvoiceBody, errors: FieldProblems) {
  const ids = sortedIds(body.lines.flatMap((l) => [l.tax_id, l.withholding_tax_id].filter((t): t is string => !!t)));
  const rows = ids.length
    ? await ctx.tx
        .select()
        .from(taxes)
        .where(and(eq(taxes.companyId, ctx.actor.companyId), inArray(taxes.id, ids)))
    : [];
  const byId = new Map(rows.map((t) => [t.id, t]));
  for (const [i, line] of body.lines.entries()) {
    for (const [field, kinds] of [
      ["tax_id", vatKinds],
      ["withholding_tax_id", withholdingKinds],
    ] as const) {
      const id = line[field];
      if (!id) continue;
      const tax = byId.get(id);
      if (!tax) errors.invalid(`lines.${i}.${field}`, "tax");
      else if (!kinds.includes(tax.kind as never)) errors.message(`lines.${i}.${field}`, "payables_tax_kind", { tax: tax.name });
    }
  }
  return byId;
}

/** Each tax's purchase account: its own buy account, else the VAT-in or withholding-payable role. */
async function taxAccount(ctx: DocumentContext, tax: TaxRow): Promise<string> {
  if (tax.buyAccountId) return tax.buyAccountId;
  const role = vatKinds.includes(tax.kind as never) ? "vat_in" : "withholding_payable";
  try {
    return await accountForRole(ctx, role);
  } catch {
    throw new AppError(422, "payables_tax_no_account", { tax: tax.name });
  }
}

/**
 * The body as billed (an agent's invoice, BACC): each line naming a job's buy charge line takes its
 * cost account, amount and job from it (its VAT and withholding stay as typed: the agent's tax invoice
 * says them); the lines must be the vendor's, in the invoice's currency. Answers each line's job too.
 */
async function billedBody(ctx: DocumentContext, body: PurchaseInvoiceBody, vendorCurrency: string | null) {
  const named = body.lines.flatMap((l, i) => (l.job_line_id ? [{ field: `lines.${i}.job_line_id`, lineId: l.job_line_id }] : []));
  if (named.length === 0) return { body, jobs: body.lines.map(() => null) };
  // A job's charge is a service billed on its own account, never goods of an order (their GRNI would take its cost).
  const goods = body.lines.findIndex((l) => l.job_line_id && (l.purchase_order_line_id || l.goods_receipt_line_id));
  if (goods >= 0) throw fieldMessage(`lines.${goods}.job_line_id`, "ch_bill_goods", ctx.language);
  const currency = body.currency ?? (body.kind === "service" ? vendorCurrency : null) ?? (await baseCurrency(ctx.tx, ctx.actor.companyId));
  const billed = await jobLineBiller().resolve(ctx, { side: "buy", partyId: body.contact_id, currency, lines: named });
  const lines = body.lines.map((l) => {
    const line = l.job_line_id ? billed.get(l.job_line_id) : undefined;
    return line ? { ...l, product_id: null, account_id: line.accountId, description: l.description ?? line.description, quantity: "1", price: line.amount, discount_percent: "0" } : l;
  });
  return { body: { ...body, lines }, jobs: body.lines.map((l) => (l.job_line_id ? (billed.get(l.job_line_id)?.jobId ?? null) : null)) };
}

/** Checks a body and computes everything the invoice stores: line amounts, document taxes, totals. */
async function computeInvoice(ctx: DocumentContext, typed: PurchaseInvoiceBody) {
  const errors = new FieldProblems(ctx.language);
  // Another module's kind (a cash advance owed to its employee) checks the body and names who is owed.
  const source = invoiceSourceOf(typed.kind);
  const vendor = source ? await source.check(ctx, typed) : await vendorOf(ctx, typed.contact_id);
  const { body, jobs } = await billedBody(ctx, typed, vendor.currency);
  const { accounts: lineAccountIds } = await lineAccounts(ctx, body, errors);
  const taxRows = await lineTaxes(ctx, body, errors);
  const dueDate = body.due_date ?? dueDateOf(body.date, vendor.termOfPayment);
  if (dueDate < body.date) errors.message("due_date", "payables_due_before_date");
  const goods = await checkGoods(ctx, body, errors);
  errors.throwIfAny();
  const rates = new Map<string, DocumentTaxRate>(
    [...taxRows.values()].map((t) => [t.id, { id: t.id, kind: t.kind, rate: t.rate, base_numerator: t.baseNumerator, base_denominator: t.baseDenominator }]),
  );
  let computed: ReturnType<typeof documentTaxes>;
  try {
    computed = documentTaxes(
      body.lines.map((l) => ({
        quantity: l.quantity,
        price: l.price,
        discount_percent: l.discount_percent,
        tax_ids: [l.tax_id, l.withholding_tax_id].filter((t): t is string => !!t),
      })),
      rates,
    );
  } catch (error) {
    if (error instanceof DocumentTaxError) {
      errors.invalid(`lines.${error.lineIndex}.tax_id`, "tax");
      errors.throwIfAny();
    }
    throw error;
  }
  const stored: StoredTax[] = [];
  for (const t of computed.taxes) {
    const tax = taxRows.get(t.tax_id) as TaxRow;
    stored.push({ ...t, code: tax.code, rate: tax.rate, account_id: await taxAccount(ctx, tax) });
  }
  const payableAccountId = vendor.payableAccountId ?? (await accountForRole(ctx, "payable"));
  if (!money(computed.payable).greaterThan(0)) throw new AppError(422, "payables_invoice_total_zero");
  if (money(goods.advance.amount).greaterThan(money(computed.payable))) throw new AppError(422, "payables_advance_over_invoice");
  const accountsOfLines = (lineAccountIds as string[]).map((a, i) => goods.goods[i]?.accountId ?? a);
  const foreign = await invoiceCurrency(ctx, body, vendor.currency, goods.advance.amount);
  const tax = foreign.currency && stored.length > 0 ? await taxesAtTaxRate(ctx, body, foreign.currency, computed.lines, stored, rates) : null;
  return { body, jobs, vendor, dueDate, computed, stored, lineAccountIds: accountsOfLines, payableAccountId, goods, foreign, tax };
}

/**
 * An invoice's currency (DESIGN §13): the one given, else the vendor's for a service invoice, else the
 * base currency. A foreign invoice bills services: goods received into stock (valued in base at their
 * order), vendor advances and cash advances are in base — a 422 on `currency` otherwise.
 */
async function invoiceCurrency(ctx: DocumentContext, body: PurchaseInvoiceBody, vendorCurrency: string | null, advance: string) {
  const base = await baseCurrency(ctx.tx, ctx.actor.companyId);
  const currency = body.currency ?? (body.kind === "service" ? vendorCurrency : null);
  if (!currency || currency === base) return { currency: null, rate: null, rateDate: null };
  const goods = body.lines.some((l) => l.purchase_order_line_id || l.goods_receipt_line_id);
  if (body.kind !== "service" || goods || body.advances.length > 0 || money(advance).greaterThan(0))
    throw fieldMessage("currency", "payables_foreign_kind", ctx.language, { currency });
  return documentRate(ctx, { currency, rate: body.rate, date: body.date });
}

/**
 * A foreign invoice's taxes in base (PMK on taxes in foreign currency): each line's DPP at the tax
 * rate (KMK) in force on the invoice date, then core's one tax computation on those rupiah — each
 * tax's amount in base kept on the stored taxes (`amount_base`), the DPP and VAT in base beside.
 */
async function taxesAtTaxRate(
  ctx: DocumentContext,
  body: PurchaseInvoiceBody,
  currency: string,
  lines: readonly { net: string }[],
  stored: StoredTax[],
  rates: ReadonlyMap<string, DocumentTaxRate>,
) {
  const found = await documentRate(ctx, { currency, rate: body.tax_rate, date: body.date, field: "tax_rate", kind: "tax" });
  const rate = found.rate as string;
  const inBase = documentTaxes(
    body.lines.map((l, i) => ({
      quantity: "1",
      price: toBase(lines[i]?.net ?? "0", rate),
      discount_percent: "0",
      tax_ids: [l.tax_id, l.withholding_tax_id].filter((t): t is string => !!t),
    })),
    rates,
  );
  for (const t of stored) {
    const found = inBase.taxes.find((x) => x.tax_id === t.tax_id);
    t.amount_base = found?.amount ?? "0.00";
    t.tax_base_base = found?.tax_base ?? "0.00";
  }
  return { rate, rateDate: found.rateDate, dpp: inBase.dpp, vat: inBase.vat };
}

async function loadInvoices(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, InvoiceContent>> {
  if (ids.length === 0) return new Map();
  const advanceDocuments = alias(documents, "cash_advance_documents");
  const rows = await ctx.tx
    .select({ invoice: purchaseInvoices, contactName: contacts.name, cashAdvanceNumber: advanceDocuments.number, baseCurrency: companies.baseCurrency })
    .from(purchaseInvoices)
    .innerJoin(contacts, and(eq(contacts.companyId, purchaseInvoices.companyId), eq(contacts.id, purchaseInvoices.contactId)))
    .innerJoin(companies, eq(companies.id, purchaseInvoices.companyId))
    .leftJoin(advanceDocuments, and(eq(advanceDocuments.companyId, purchaseInvoices.companyId), eq(advanceDocuments.id, purchaseInvoices.cashAdvanceId)))
    .where(and(eq(purchaseInvoices.companyId, ctx.actor.companyId), inArray(purchaseInvoices.id, [...ids])));
  const lines = await ctx.tx
    .select()
    .from(purchaseInvoiceLines)
    .where(and(eq(purchaseInvoiceLines.companyId, ctx.actor.companyId), inArray(purchaseInvoiceLines.invoiceId, [...ids])))
    .orderBy(asc(purchaseInvoiceLines.invoiceId), asc(purchaseInvoiceLines.lineNo));
  const out = new Map<string, InvoiceContent>(
    rows.map((r) => [r.invoice.id, { invoice: r.invoice, contactName: r.contactName, cashAdvanceNumber: r.cashAdvanceNumber, baseCurrency: r.baseCurrency, lines: [] }]),
  );
  for (const line of lines) out.get(line.invoiceId)?.lines.push(line);
  return out;
}

/** Names of the vendors, products, accounts and taxes an invoice shows (one query each). */
async function invoiceNames(ctx: DocumentContext, contents: readonly InvoiceContent[]) {
  const contactIds = sortedIds(contents.map((c) => c.invoice.contactId));
  const accountIds = sortedIds(contents.flatMap((c) => c.lines.map((l) => l.accountId)));
  const productIds = sortedIds(contents.flatMap((c) => c.lines.flatMap((l) => (l.productId ? [l.productId] : []))));
  const company = ctx.actor.companyId;
  // One after another: the transaction's connection runs one query at a time.
  const contactRows = contactIds.length
    ? await ctx.tx
        .select({ id: contacts.id, code: contacts.code, name: contacts.name, npwp: contacts.npwp })
        .from(contacts)
        .where(and(eq(contacts.companyId, company), inArray(contacts.id, contactIds)))
    : [];
  const accountRows = accountIds.length
    ? await ctx.tx
        .select({ id: accounts.id, code: accounts.code, name: accounts.name })
        .from(accounts)
        .where(and(eq(accounts.companyId, company), inArray(accounts.id, accountIds)))
    : [];
  const productRows = productIds.length
    ? await ctx.tx
        .select({ id: products.id, code: products.code, name: products.name })
        .from(products)
        .where(and(eq(products.companyId, company), inArray(products.id, productIds)))
    : [];
  return {
    contacts: new Map(contactRows.map((c) => [c.id, c])),
    accounts: new Map(accountRows.map((a) => [a.id, `${a.code} ${a.name}`])),
    products: new Map(productRows.map((p) => [p.id, `${p.code} ${p.name}`])),
  };
}

/**
 * The AP journal's lines from what the invoice stored; `revalued`: what each goods line's price
 * difference revalued of the stock on hand, with the product's inventory account (by line index).
 */
export function apInvoiceOf(
  content: InvoiceContent,
  revalued: ReadonlyMap<number, { inventoryAccountId: string; amount: string; officeId: string }> = new Map(),
  dimensions: readonly PurchaseDimensions[] = [],
) {
  const { invoice, lines } = content;
  const stored = invoice.taxes as StoredTax[];
  return {
    payableAccountId: invoice.payableAccountId,
    contactId: invoice.contactId,
    officeId: invoice.officeId,
    tagIds: invoice.tagIds,
    description: invoice.description ?? invoice.vendorInvoiceNumber,
    lines: lines.map((l, i) => ({
      accountId: l.accountId,
      amount: l.amount,
      description: l.description,
      jobId: l.jobId,
      ...dimensions[i],
      grni: l.grniAmount !== null && l.varianceAccountId ? { amount: l.grniAmount, varianceAccountId: l.varianceAccountId } : null,
      revalued: revalued.get(i) ?? null,
    })),
    vat: stored.filter((t) => vatKinds.includes(t.kind as never)).map((t) => ({ accountId: t.account_id, amount: t.amount })),
    withholding: stored.filter((t) => withholdingKinds.includes(t.kind as never)).map((t) => ({ accountId: t.account_id, amount: t.amount })),
    advance: invoice.advanceAccountId ? { accountId: invoice.advanceAccountId, amount: invoice.advanceAmount } : null,
  };
}

/** Where each order line's goods were received: its order's office (without one, the head office) and warehouse (none: the office itself), by order line. */
export async function orderLocations(ctx: DocumentContext, orderLineIds: readonly string[]): Promise<Map<string, { officeId: string; warehouseId: string | null }>> {
  const rows = rowsOf<{ id: string; office_id: string | null; warehouse_id: string | null }>(
    await ctx.tx.execute(sql`SELECT ol.id, o.office_id, o.warehouse_id FROM purchase_order_lines ol JOIN purchase_orders o ON o.company_id = ol.company_id AND o.id = ol.order_id
      WHERE ol.company_id = ${ctx.actor.companyId} AND ol.id = ANY(${sql.param([...orderLineIds])}::uuid[])`),
  );
  const head = rows.some((r) => !r.office_id) ? await headOfficeId(ctx.tx, ctx.actor) : null;
  return new Map(rows.map((r) => [r.id, { officeId: r.office_id ?? (head as string), warehouseId: r.warehouse_id }]));
}

/** The budget dimensions of each line billed from an order (`purchaseDimensions`), by index. */
export const invoiceDimensions = (ctx: DocumentContext, content: InvoiceContent) =>
  purchaseDimensions(ctx, content.lines.map((l) => ({ orderLineId: l.purchaseOrderLineId, receiptLineId: l.goodsReceiptLineId })));

/** What the stock door revalued of each goods line (by index), with its product's inventory account and the office the goods are at. */
async function revaluedLines(ctx: DocumentContext, content: InvoiceContent, stock: StockCosts | undefined) {
  const revalued = new Map<number, { inventoryAccountId: string; amount: string; officeId: string }>();
  if (!stock?.size) return revalued;
  const inventory = await inventoryProductsOf(ctx, content.lines.flatMap((l) => (l.productId ? [l.productId] : [])));
  const locations = await orderLocations(ctx, content.lines.flatMap((l) => (l.purchaseOrderLineId ? [l.purchaseOrderLineId] : [])));
  for (const [i, l] of content.lines.entries()) {
    const amount = stock.get(i + 1);
    const product = l.productId ? inventory.get(l.productId) : undefined;
    const officeId = l.purchaseOrderLineId ? locations.get(l.purchaseOrderLineId)?.officeId : undefined;
    if (amount && product && officeId) revalued.set(i, { inventoryAccountId: product.inventoryAccountId, amount, officeId });
  }
  return revalued;
}

const listFilterSchema = {
  contact_id: z.uuid().optional(),
  office_id: z.uuid().optional(),
  kind: z.enum(purchaseInvoiceKinds).optional(),
  cash_advance_id: z.uuid().optional(),
  /** The invoices billing one purchase order (the order's screen lists them). */
  purchase_order_id: z.uuid().optional(),
  /** open: posted with something left to pay; paid: posted and settled; unposted: not posted yet. */
  settlement: z.enum(["open", "paid", "unposted"]).optional(),
  /** Due on or after / on or before (the dashboard's aging buckets drill here). */
  due_from: z.iso.date().optional(),
  due_to: z.iso.date().optional(),
};

/**
 * Purchase invoices (spec: purchase invoice and AP posting): a vendor's bill with service lines or
 * goods lines, its taxes computed once per document; approving it ("Approve this invoice ?") posts
 * the AP journal, and deleting it removes its journal and its payments (open periods only).
 */
export const purchaseInvoiceDocument: DocumentType<PurchaseInvoiceBody, InvoiceContent, typeof purchaseInvoiceResponse> = {
  type: "purchase_invoice",
  base: "/transactions/purchase-invoice",
  resource: "TxPurchaseInvoice",
  title: { en: "Purchase invoice", id: "Faktur pembelian" },
  numberType: "purchase_invoice",
  approvalModule: "purchase_invoice",
  // Posting to AP is the AP-posting permission; deleting an approved invoice removes its journal and payments.
  permissions: { approve: { action: "read", resource: "TxApPosting" } },
  lifecycle: { deleteApproved: true },
  cancel: "reverse",
  body: purchaseInvoiceBody,
  response: purchaseInvoiceResponse,
  listFilters: {
    schema: listFilterSchema,
    where: (filters, ctx) => {
      const f = filters as { contact_id?: string; office_id?: string; kind?: string; cash_advance_id?: string; purchase_order_id?: string; settlement?: string; due_from?: string; due_to?: string };
      const parts = [
        f.contact_id ? sql`pi.contact_id = ${f.contact_id}` : undefined,
        f.office_id ? sql`pi.office_id = ${f.office_id}` : undefined,
        f.kind ? sql`pi.kind = ${f.kind}` : undefined,
        f.cash_advance_id ? sql`pi.cash_advance_id = ${f.cash_advance_id}` : undefined,
        f.purchase_order_id ? sql`pi.purchase_order_id = ${f.purchase_order_id}` : undefined,
        f.due_from ? sql`pi.due_date >= ${f.due_from}::date` : undefined,
        f.due_to ? sql`pi.due_date <= ${f.due_to}::date` : undefined,
        f.settlement === "open" ? sql`pi.outstanding > 0 AND documents.status = 'approved'` : undefined,
        f.settlement === "paid" ? sql`pi.outstanding = 0 AND documents.status = 'approved'` : undefined,
        f.settlement === "unposted" ? sql`documents.status <> 'approved'` : undefined,
      ].filter((p) => p !== undefined);
      if (parts.length === 0) return undefined;
      return sql`documents.id IN (SELECT pi.id FROM purchase_invoices pi WHERE pi.company_id = ${ctx.actor.companyId} AND ${sql.join(parts, sql` AND `)})`;
    },
  },
  load: loadInvoices,
  async save(ctx, id, typed, created) {
    const { body, jobs, dueDate, computed, stored, lineAccountIds, payableAccountId, goods, foreign, tax } = await computeInvoice(ctx, typed);
    const payableAmount = money(computed.payable).minus(money(goods.advance.amount)).toFixed(2);
    const columns = {
      kind: body.kind,
      contactId: body.contact_id,
      vendorInvoiceNumber: body.vendor_invoice_number,
      taxInvoiceNumber: body.tax_invoice_number,
      date: body.date,
      dueDate,
      officeId: body.office_id,
      description: body.description,
      tagIds: body.tag_ids,
      purchaseOrderId: body.purchase_order_id,
      cashAdvanceId: body.kind === "cash_advance" ? body.cash_advance_id : null,
      payableAccountId,
      subtotal: computed.subtotal,
      discount: computed.discount,
      dpp: computed.dpp,
      vat: computed.vat,
      withholding: computed.withholding,
      total: computed.total,
      advanceAmount: goods.advance.amount,
      advanceAccountId: goods.advance.accountId,
      advances: body.advances.map((a) => ({ advance_id: a.advance_id, amount: money(a.amount).toFixed(2) })),
      payableAmount,
      outstanding: "0",
      currency: foreign.currency,
      rate: foreign.rate,
      rateDate: foreign.rateDate,
      // The payable's one line in base: what is owed at the rate, half up to the cent.
      payableBase: foreign.rate ? toBase(payableAmount, foreign.rate) : payableAmount,
      outstandingBase: "0",
      taxRate: tax?.rate ?? null,
      taxRateDate: tax?.rateDate ?? null,
      dppBase: tax?.dpp ?? null,
      vatBase: tax?.vat ?? null,
      taxes: stored,
      // An edit is matched again: an earlier override does not carry over.
      matchBreaches: goods.breaches,
      matchOverrideBy: null,
      matchOverrideNote: null,
    };
    const company = ctx.actor.companyId;
    if (created) {
      await ctx.tx.insert(purchaseInvoices).values({ companyId: company, id, createdBy: ctx.actor.userId, ...columns });
    } else {
      const updated = await ctx.tx
        .update(purchaseInvoices)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(and(eq(purchaseInvoices.companyId, company), eq(purchaseInvoices.id, id)))
        .returning({ id: purchaseInvoices.id });
      if (updated.length === 0) throw notFound();
      await ctx.tx.delete(purchaseInvoiceLines).where(and(eq(purchaseInvoiceLines.companyId, company), eq(purchaseInvoiceLines.invoiceId, id)));
    }
    await ctx.tx.insert(purchaseInvoiceLines).values(
      body.lines.map((l, i) => ({
        companyId: company,
        invoiceId: id,
        lineNo: i,
        productId: l.product_id,
        accountId: lineAccountIds[i] as string,
        description: l.description,
        quantity: l.quantity,
        price: l.price,
        discountPercent: l.discount_percent,
        gross: computed.lines[i]?.gross ?? "0",
        discount: computed.lines[i]?.discount ?? "0",
        amount: computed.lines[i]?.net ?? "0",
        taxId: l.tax_id,
        withholdingTaxId: l.withholding_tax_id,
        taxObjectCode: l.tax_object_code,
        purchaseOrderLineId: l.purchase_order_line_id,
        goodsReceiptLineId: l.goods_receipt_line_id,
        grniAmount: goods.goods[i]?.grniAmount ?? null,
        varianceAccountId: goods.goods[i]?.varianceAccountId ?? null,
        jobLineId: l.job_line_id,
        jobId: jobs[i] ?? null,
      })),
    );
    // Its job lines billed to it once (those it no longer names given back).
    const jobLines = body.lines.flatMap((l) => (l.job_line_id ? [l.job_line_id] : []));
    if (jobLines.length || !created) await holdJobLines(ctx, { type: "purchase_invoice", id }, jobLines);
    return (await loadInvoices(ctx, [id])).get(id) as InvoiceContent;
  },
  async remove(ctx, id) {
    await holdJobLines(ctx, { type: "purchase_invoice", id }, []);
    await ctx.tx.delete(purchaseInvoices).where(and(eq(purchaseInvoices.companyId, ctx.actor.companyId), eq(purchaseInvoices.id, id)));
  },
  summary: ({ invoice }) => ({
    date: invoice.date,
    officeId: invoice.officeId,
    description: invoice.description ?? invoice.vendorInvoiceNumber,
    // In base: approval limits are (a foreign invoice's total at its rate).
    amount: invoice.rate ? toBase(invoice.total, invoice.rate) : formatMoney(invoice.total),
  }),
  /**
   * Goods billed at another price than their receipt's: the difference revalues the units still on hand
   * at the order's office (the stock door's share), the rest goes to the variance account (DESIGN §14).
   */
  async stock(content, ctx) {
    const billed = content.lines.flatMap((l, i) =>
      l.grniAmount !== null && l.productId && l.purchaseOrderLineId && !money(l.amount).equals(money(l.grniAmount)) ? [{ line: l, index: i }] : [],
    );
    if (billed.length === 0) return null;
    const locationOf = await orderLocations(ctx, billed.map((b) => b.line.purchaseOrderLineId as string));
    return {
      date: content.invoice.date,
      moves: billed.map(({ line, index }) => ({
        line: index + 1,
        productId: line.productId as string,
        ...(locationOf.get(line.purchaseOrderLineId as string) as { officeId: string; warehouseId: string | null }),
        direction: "revalue" as const,
        quantity: line.quantity,
        value: formatMoney(money(line.amount).minus(money(line.grniAmount as string))),
      })),
    };
  },
  async posting(content, ctx, stock) {
    const { invoice } = content;
    // The three-way match: breaches stop the posting until an approver overrides them.
    const breaches = invoice.matchBreaches as MatchBreach[];
    if (breaches.length > 0 && !invoice.matchOverrideBy) {
      throw new AppError(422, "payables_match_breach", { breaches: breaches.map((b) => describeBreach(b, ctx.language)).join("; ") });
    }
    const currency = invoice.currency && invoice.rate ? { currency: invoice.currency, rate: invoice.rate, roundingAccountId: await accountForRole(ctx, "rounding") } : null;
    // A foreign invoice's taxes go in base at the tax rate; the difference from the booking rate to the exchange-difference account.
    const stored = invoice.taxes as StoredTax[];
    const inBase = (kinds: readonly string[]) => stored.filter((t) => kinds.includes(t.kind)).map((t) => ({ accountId: t.account_id, amount: t.amount_base ?? "0" }));
    const taxBase = currency && invoice.taxRate ? { vat: inBase(vatKinds), withholding: inBase(withholdingKinds) } : null;
    return {
      header: { date: invoice.date, officeId: invoice.officeId, description: `${invoice.vendorInvoiceNumber}${invoice.description ? ` – ${invoice.description}` : ""}` },
      posting: apInvoicePosting({
        ...apInvoiceOf(content, await revaluedLines(ctx, content, stock), await invoiceDimensions(ctx, content)),
        currency,
        taxBase,
        exchangeAccountId: taxBase ? await accountForRole(ctx, "exchange_difference") : null,
      }),
    };
  },
  /** Posted (after its effects: the order lines, advances or cash advance it consumes): the vendor is owed the payable amount. */
  async approved({ invoice }, _state, ctx) {
    // Another module's kind consumes its own amounts through its effect; 422 when that module is not loaded.
    invoiceSourceOf(invoice.kind as PurchaseInvoiceKind);
    await ctx.tx
      .update(purchaseInvoices)
      .set({ outstanding: invoice.payableAmount, outstandingBase: invoice.payableBase, updatedAt: sql`now()` })
      .where(and(eq(purchaseInvoices.companyId, ctx.actor.companyId), eq(purchaseInvoices.id, invoice.id)));
  },
  /**
   * Cancel or delete: refused while a live voucher holds it; its payments (and their journals) go with
   * it. Then its effects give back what it consumed.
   */
  async released({ invoice }, state, ctx) {
    await ctx.tx.execute(sql`SELECT id FROM purchase_invoices WHERE company_id = ${ctx.actor.companyId} AND id = ${invoice.id} FOR UPDATE`);
    const onVouchers = await ctx.tx
      .select({ voucherId: paymentVoucherLines.voucherId })
      .from(paymentVoucherLines)
      .where(and(eq(paymentVoucherLines.companyId, ctx.actor.companyId), eq(paymentVoucherLines.invoiceId, invoice.id)));
    const states = await documentStates(ctx, onVouchers.map((v) => v.voucherId));
    const live = [...states.values()].find((s) => s.status !== "cancelled");
    if (live) throw new AppError(409, "payables_invoice_on_voucher", { number: state.number ?? "", voucher: live.number ?? "" });
    // Its returns first (each gives back what it took off), then its payments.
    await removeReturnsOf(ctx, "purchase_returns", invoice.id, (id) => deleteDocument(ctx, purchaseReturnDocument, id));
    await removePaymentsOfInvoice(ctx, invoice.id);
    invoiceSourceOf(invoice.kind as PurchaseInvoiceKind);
    // Nothing is owed on a cancelled or deleted invoice.
    await ctx.tx
      .update(purchaseInvoices)
      .set({ outstanding: "0", outstandingBase: "0", updatedAt: sql`now()` })
      .where(and(eq(purchaseInvoices.companyId, ctx.actor.companyId), eq(purchaseInvoices.id, invoice.id)));
  },
  async print(content, state, ctx) {
    const { invoice, lines } = content;
    const names = await invoiceNames(ctx, [content]);
    const vendor = names.contacts.get(invoice.contactId);
    const t = (key: MessageKey) => translate(key, ctx.language);
    const stored = invoice.taxes as StoredTax[];
    return {
      title: t("payables_print_purchase_invoice"),
      number: state.number ?? "—",
      dates: [
        { label: t("print_date"), value: invoice.date, kind: "date" as const },
        { label: t("payables_print_due_date"), value: invoice.dueDate, kind: "date" as const },
      ],
      party: { label: t("payables_print_vendor"), name: vendor?.name ?? "", detail: vendor?.npwp ? `NPWP ${vendor.npwp}` : null },
      fields: [
        { label: t("payables_print_vendor_invoice"), value: invoice.vendorInvoiceNumber },
        { label: t("payables_print_tax_invoice"), value: invoice.taxInvoiceNumber },
        { label: t("print_status"), value: state.status },
        { label: t("print_description"), value: invoice.description },
      ],
      columns: [
        { key: "item", title: t("payables_print_item") },
        { key: "quantity", title: t("payables_print_quantity"), kind: "number" as const, width: 50 },
        { key: "price", title: t("payables_print_price"), kind: "money" as const, width: 80 },
        { key: "discount", title: t("payables_print_discount"), kind: "number" as const, width: 45 },
        { key: "amount", title: t("payables_print_amount"), kind: "money" as const, width: 85 },
      ],
      lines: lines.map((l) => ({
        item: [l.productId ? names.products.get(l.productId) : names.accounts.get(l.accountId), l.description].filter(Boolean).join(" — "),
        quantity: Number(l.quantity),
        price: formatMoney(l.price),
        discount: Number(l.discountPercent),
        amount: formatMoney(l.amount),
      })),
      totals: [
        { label: t("payables_print_subtotal"), amount: formatMoney(invoice.subtotal) },
        { label: t("payables_print_discount_total"), amount: formatMoney(invoice.discount) },
        ...stored.map((s) => ({
          label: `${vatKinds.includes(s.kind as never) ? t("payables_print_vat") : t("payables_print_withholding")} ${s.code}`,
          amount: vatKinds.includes(s.kind as never) ? formatMoney(s.amount) : formatMoney(money(s.amount).negated()),
        })),
        { label: t("payables_print_payable"), amount: formatMoney(invoice.payableAmount) },
      ],
      amountInWords: formatMoney(invoice.payableAmount),
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present({ invoice, lines, contactName, cashAdvanceNumber, baseCurrency: base }, state) {
    const posted = state.journalIds.length === 1;
    return {
      id: invoice.id,
      kind: invoice.kind as PurchaseInvoiceKind,
      contact_id: invoice.contactId,
      contact_name: contactName,
      vendor_invoice_number: invoice.vendorInvoiceNumber,
      tax_invoice_number: invoice.taxInvoiceNumber,
      date: invoice.date,
      due_date: invoice.dueDate,
      office_id: invoice.officeId,
      description: invoice.description,
      tag_ids: invoice.tagIds,
      purchase_order_id: invoice.purchaseOrderId,
      cash_advance_id: invoice.cashAdvanceId,
      cash_advance_number: cashAdvanceNumber,
      payable_account_id: invoice.payableAccountId,
      subtotal: formatMoney(invoice.subtotal),
      discount: formatMoney(invoice.discount),
      dpp: formatMoney(invoice.dpp),
      vat: formatMoney(invoice.vat),
      withholding: formatMoney(invoice.withholding),
      total: formatMoney(invoice.total),
      advance_amount: formatMoney(invoice.advanceAmount),
      payable_amount: formatMoney(invoice.payableAmount),
      outstanding: formatMoney(invoice.outstanding),
      // Posted once and not cancelled (a cancel adds the reversal): what payments have settled.
      paid: formatMoney(state.journalIds.length === 1 ? money(invoice.payableAmount).minus(money(invoice.outstanding)) : 0),
      settlement: settlementOf(state.journalIds.length === 1 ? "approved" : "draft", invoice),
      taxes: (invoice.taxes as StoredTax[]).map((t) => ({ ...t, amount: formatMoney(t.amount), ...(t.amount_base ? { amount_base: formatMoney(t.amount_base) } : {}), ...(t.tax_base_base ? { tax_base_base: formatMoney(t.tax_base_base) } : {}) })),
      currency: invoice.currency ?? base,
      rate: invoice.rate,
      rate_date: invoice.rateDate,
      payable_base: formatMoney(invoice.payableBase),
      outstanding_base: formatMoney(posted ? invoice.outstandingBase : 0),
      tax_rate: invoice.taxRate,
      tax_rate_date: invoice.taxRateDate,
      dpp_base: invoice.dppBase === null ? null : formatMoney(invoice.dppBase),
      vat_base: invoice.vatBase === null ? null : formatMoney(invoice.vatBase),
      match_breaches: invoice.matchBreaches as MatchBreach[],
      match_override_by: invoice.matchOverrideBy,
      match_override_note: invoice.matchOverrideNote,
      advances: invoice.advances as StoredAdvance[],
      journal_id: state.journalIds[0] ?? null,
      lines: lines.map((l) => ({
        line_no: l.lineNo,
        product_id: l.productId,
        account_id: l.accountId,
        description: l.description,
        quantity: money(l.quantity).toFixed(),
        price: formatMoney(l.price),
        discount_percent: money(l.discountPercent).toFixed(),
        gross: formatMoney(l.gross),
        discount: formatMoney(l.discount),
        amount: formatMoney(l.amount),
        tax_id: l.taxId,
        withholding_tax_id: l.withholdingTaxId,
        tax_object_code: l.taxObjectCode,
        purchase_order_line_id: l.purchaseOrderLineId,
        goods_receipt_line_id: l.goodsReceiptLineId,
        grni_amount: l.grniAmount === null ? null : formatMoney(l.grniAmount),
        job_line_id: l.jobLineId,
        job_id: l.jobId,
      })),
    };
  },
};

export { invoiceNames };

/**
 * A goods invoice consumes its order lines' invoiced quantity and its vendor advances' settled amount
 * (rows locked in id order); released, it gives them back. (A kind of another module consumes through
 * that module's own effect: cash advances' `cash_advance_payable`.)
 */
registerDocumentEffect(purchaseInvoiceDocument, {
  name: "purchase_order_lines_and_advances",
  approved: ({ invoice, lines }, _state, ctx) => applyGoods(ctx, lines, invoice.advances as StoredAdvance[], 1, !!invoice.matchOverrideBy),
  released: ({ invoice, lines }, _state, ctx) => applyGoods(ctx, lines, invoice.advances as StoredAdvance[], -1),
});
