import {
  type DocumentTaxRate,
  documentTaxes,
  formatMoney,
  formatQuantity,
  money,
  quantity,
  type SalesReturnBody,
  salesReturnBody,
  salesReturnPosting,
  salesReturnResponse,
  sumMoney,
  translate,
  vatKinds,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { accountForRole, accountForRoleOrNull } from "../../platform/account-roles.js";
import { notFound, unprocessable } from "../../platform/errors.js";
import { fieldMessage, FieldProblems } from "../../platform/field-errors.js";
import { inventoryProductsOf } from "../inventory/products.js";
import { rowsOf } from "../reports/report-context.js";
import { earlierReturnTaxes, lastReturnTaxes, returnPrint, taxesOrRefuse } from "../sales/returns.shared.js";
import type { InvoiceLine, InvoiceTax } from "./sales-invoice.document.js";
import { lockInvoices, moveDeposit } from "./sales-payment.document.js";

export const RETURN_TYPE = "sales_return";

/** A returned line as the return keeps it: the invoice line's, the quantity back, its DPP and the cost the goods come back at. */
interface ReturnLine {
  line_no: number;
  product_id: string | null;
  product_name: string | null;
  description: string | null;
  quantity: string;
  sold_quantity: string;
  price: string;
  net: string;
  cost: string;
  /** The sale moved its goods out of stock (so the return brings them back). */
  stocked?: boolean;
  /** Where its DPP is debited: the product's sales return account, the company's, or the line's revenue account. */
  account_id: string;
}

interface ReturnTax {
  tax_id: string;
  amount: string;
  account_id: string | null;
}

export interface ReturnContent {
  id: string;
  invoice_id: string;
  invoice_number: string | null;
  invoice_date: string;
  contact_id: string;
  contact_name: string;
  office_id: string | null;
  /** The invoice's warehouse: the goods come back where they left (null: the office itself). */
  warehouse_id: string | null;
  receivable_account_id: string;
  tag_ids: string[];
  date: string;
  notes: string | null;
  buyer_return_number: string | null;
  details: ReturnLine[];
  taxes: ReturnTax[];
  dpp: string;
  vat: string;
  total: string;
  cost: string;
}

/** The invoice a return is for, with its lines and taxes; null when it is not this company's. */
async function invoiceOf(ctx: DocumentContext, id: string) {
  const [row] = rowsOf<{
    id: string;
    number: string | null;
    status: string;
    invoice_date: string;
    contact_id: string;
    office_id: string | null;
    receivable_account_id: string;
    details: InvoiceLine[];
    taxes: InvoiceTax[];
    currency: string | null;
  }>(
    await ctx.tx.execute(sql`SELECT i.id, d.number, d.status, i.invoice_date::text AS invoice_date, i.currency, i.contact_id, i.office_id, i.receivable_account_id, i.details, i.taxes
      FROM sales_invoices i JOIN documents d ON d.company_id = i.company_id AND d.id = i.id
      WHERE i.company_id = ${ctx.actor.companyId} AND i.id = ${id}::uuid`),
  );
  return row ?? null;
}

/** What has been returned of each line of an invoice (posted returns), by line number. */
async function returnedOf(ctx: DocumentContext, invoiceId: string) {
  const rows = rowsOf<{ line_no: number; returned: string; returned_cost: string }>(
    await ctx.tx.execute(sql`SELECT line_no, returned::text AS returned, returned_cost::text AS returned_cost FROM sales_invoice_line_returns
      WHERE company_id = ${ctx.actor.companyId} AND invoice_id = ${invoiceId}::uuid`),
  );
  return new Map(rows.map((r) => [r.line_no, r]));
}

/** The cost each invoice line's goods left with (its stock lines), by line number. */
async function soldCosts(ctx: DocumentContext, invoiceId: string) {
  const rows = rowsOf<{ source_line: number; value: string }>(
    await ctx.tx.execute(sql`SELECT source_line, (-value)::text AS value FROM stock_lines
      WHERE company_id = ${ctx.actor.companyId} AND source_type = 'sales_invoice' AND source_id = ${invoiceId}::uuid`),
  );
  return new Map(rows.map((r) => [r.source_line, r.value]));
}

/**
 * Reads a return's body against its invoice: posted, each line the invoice's and not more than is left
 * to return; the DPP and VAT of the returned quantities (core's one computation, the invoice's prices,
 * discounts and taxes), the cost the goods come back at (their share of what they left with; the last
 * unit back takes what is left of it).
 */
async function computeReturn(ctx: DocumentContext, body: SalesReturnBody, id: string) {
  const invoice = await invoiceOf(ctx, body.invoice_id);
  if (!invoice) throw fieldMessage("invoice_id", "sales_return_invoice_not_posted", ctx.language);
  if (invoice.status !== "approved") throw fieldMessage("invoice_id", "sales_return_invoice_not_posted", ctx.language);
  if (invoice.currency) throw fieldMessage("invoice_id", "sales_return_foreign", ctx.language, { invoice: invoice.number ?? "", currency: invoice.currency });
  const returned = await returnedOf(ctx, invoice.id);
  const costs = await soldCosts(ctx, invoice.id);
  const problems = new FieldProblems(ctx.language);
  const seen = new Set<number>();
  for (const [i, d] of body.details.entries()) {
    if (seen.has(d.line_no)) problems.message(`details.${i}.line_no`, "return_line_twice", { line: d.line_no });
    seen.add(d.line_no);
  }
  const taken = body.details.map((d, i) => {
    const line = invoice.details[d.line_no - 1];
    if (!line) {
      problems.message(`details.${i}.line_no`, "sales_return_line_unknown", { line: d.line_no });
      return null;
    }
    const left = quantity(line.quantity).minus(returned.get(d.line_no)?.returned ?? "0");
    if (quantity(d.quantity).greaterThan(left)) {
      problems.message(`details.${i}.quantity`, "sales_return_exceeds", { line: d.line_no, quantity: formatQuantity(d.quantity), left: formatQuantity(left) });
    }
    return { line, left };
  });
  problems.throwIfAny();
  // The invoice's own rates, as it stored them (a tax edited or removed since changes nothing here).
  const rates = new Map<string, DocumentTaxRate>(
    invoice.taxes.map((t) => [t.tax_id, { id: t.tax_id, kind: t.kind, rate: t.rate, base_numerator: t.base_numerator, base_denominator: t.base_denominator }]),
  );
  const computed = taxesOrRefuse(ctx, () => documentTaxes(
    body.details.map((d) => {
      const line = invoice.details[d.line_no - 1] as InvoiceLine;
      return { quantity: d.quantity, price: line.price, discount_percent: line.discount_percent, tax_ids: line.tax_ids };
    }),
    rates,
  ));
  const products = rowsOf<{ id: string; sales_return_account_id: string | null }>(
    await ctx.tx.execute(sql`SELECT id, sales_return_account_id FROM products WHERE company_id = ${ctx.actor.companyId}
      AND id = ANY(${sql.param(body.details.flatMap((d) => invoice.details[d.line_no - 1]?.product_id ?? []))}::uuid[])`),
  );
  const returnAccount = new Map(products.map((p) => [p.id, p.sales_return_account_id]));
  const companyReturn = await accountForRoleOrNull(ctx.tx, ctx.actor.companyId, "sales_return");
  const details: ReturnLine[] = body.details.map((d, i) => {
    const { line, left } = taken[i] as { line: InvoiceLine; left: ReturnType<typeof quantity> };
    const soldCost = money(costs.get(d.line_no) ?? "0");
    const back = money(returned.get(d.line_no)?.returned_cost ?? "0");
    const cost = quantity(d.quantity).equals(left) ? soldCost.minus(back) : money(soldCost.times(d.quantity).dividedBy(line.quantity));
    return {
      line_no: d.line_no,
      product_id: line.product_id,
      product_name: line.product_name,
      description: line.description,
      quantity: formatQuantity(d.quantity),
      sold_quantity: formatQuantity(line.quantity),
      price: line.price,
      net: (computed.lines[i] as { net: string }).net,
      cost: formatMoney(cost),
      stocked: costs.has(d.line_no),
      account_id: (line.product_id ? returnAccount.get(line.product_id) : null) ?? companyReturn ?? line.account_id,
    };
  });
  const invoiceTaxAccounts = new Map(invoice.taxes.map((t) => [t.tax_id, t.account_id]));
  // Every line back in full (this return with the posted ones): the invoice's VAT less what they took.
  const whole = invoice.details.every((l, i) => {
    const now = body.details.find((d) => d.line_no === i + 1)?.quantity ?? "0";
    return quantity(returned.get(i + 1)?.returned ?? "0").plus(now).equals(quantity(l.quantity));
  });
  const vatTaxes = invoice.taxes.filter((t) => vatKinds.includes(t.kind as never));
  const taxes: ReturnTax[] = lastReturnTaxes(
    computed.taxes.filter((t) => vatKinds.includes(t.kind as never)).map((t) => ({ tax_id: t.tax_id, amount: t.amount, account_id: invoiceTaxAccounts.get(t.tax_id) ?? null })),
    whole,
    vatTaxes,
    whole ? await earlierReturnTaxes(ctx, "sales_returns", invoice.id, id) : [],
  );
  const vat = sumMoney(taxes.map((t) => t.amount));
  if (!money(computed.dpp).plus(vat).greaterThan(0)) throw fieldMessage("details", "return_nothing", ctx.language);
  return { invoice, details, taxes, dpp: computed.dpp, vat: formatMoney(vat), total: formatMoney(money(computed.dpp).plus(vat)), cost: formatMoney(sumMoney(details.map((d) => d.cost))) };
}

/**
 * Sales returns (`/transactions/sales-return`, a credit note): goods a customer sends back of a posted
 * invoice. Submitted (module `sales_return`'s levels by its total), it posts the invoice's mirror —
 * Dr sales return and output VAT / Cr the receivable for what the invoice still owes (the rest to the
 * customer's deposit) — and brings the goods back into stock at the cost they left with (Dr inventory /
 * Cr cost of goods sold). Deleting the invoice deletes its returns first.
 */
export const salesReturnDocument: DocumentType<SalesReturnBody, ReturnContent, typeof salesReturnResponse> = {
  type: RETURN_TYPE,
  base: "/transactions/sales-return",
  resource: "TxSalesInvoice",
  title: { en: "Sales return", id: "Retur penjualan" },
  numberType: "sales_return",
  approvalModule: "sales_return",
  lifecycle: { deleteApproved: true, cancelApproved: false },
  cancel: "remove",
  body: salesReturnBody,
  response: salesReturnResponse,
  listFilters: {
    /** The returns of one invoice (its screen lists them). */
    schema: { invoice_id: z.uuid().optional() },
    where: (filters, ctx) =>
      filters.invoice_id
        ? sql`documents.id IN (SELECT id FROM sales_returns WHERE company_id = ${ctx.actor.companyId} AND invoice_id = ${filters.invoice_id as string}::uuid)`
        : undefined,
  },
  async load(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = rowsOf<ReturnContent>(
      await ctx.tx.execute(sql`
        SELECT r.id, r.invoice_id, d.number AS invoice_number, i.invoice_date::text AS invoice_date, i.contact_id, c.name AS contact_name, i.office_id, i.warehouse_id,
          i.receivable_account_id, i.tag_ids, r.date::text AS date, r.notes, r.buyer_return_number, r.details, r.taxes, r.dpp::text AS dpp, r.vat::text AS vat,
          r.total::text AS total, r.cost::text AS cost
        FROM sales_returns r
        JOIN sales_invoices i ON i.company_id = r.company_id AND i.id = r.invoice_id
        JOIN documents d ON d.company_id = i.company_id AND d.id = i.id
        JOIN contacts c ON c.company_id = i.company_id AND c.id = i.contact_id
        WHERE r.company_id = ${ctx.actor.companyId} AND r.id = ANY(${sql.param([...ids])}::uuid[])`),
    );
    return new Map(rows.map((r) => [r.id, r]));
  },
  async save(ctx, id, body, created) {
    const computed = await computeReturn(ctx, body, id);
    const values = sql`${body.date}::date, ${body.notes}, ${body.buyer_return_number}, ${JSON.stringify(computed.details)}::jsonb, ${JSON.stringify(computed.taxes)}::jsonb,
      ${computed.dpp}::numeric, ${computed.vat}::numeric, ${computed.total}::numeric, ${computed.cost}::numeric`;
    if (created) {
      await ctx.tx.execute(sql`INSERT INTO sales_returns (company_id, id, invoice_id, date, notes, buyer_return_number, details, taxes, dpp, vat, total, cost, created_by)
        VALUES (${ctx.actor.companyId}, ${id}::uuid, ${body.invoice_id}::uuid, ${values}, ${ctx.actor.userId}::uuid)`);
    } else {
      await ctx.tx.execute(sql`UPDATE sales_returns SET (invoice_id, date, notes, buyer_return_number, details, taxes, dpp, vat, total, cost, updated_at) = (${body.invoice_id}::uuid, ${values}, now())
        WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
    }
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM sales_returns WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  summary: (c) => ({ date: c.date, officeId: c.office_id, description: `${c.contact_name} — ${c.invoice_number ?? ""}`.trim(), amount: c.total }),
  async stock(c, ctx) {
    const products = await inventoryProductsOf(ctx, c.details.flatMap((l) => (l.product_id ? [l.product_id] : [])));
    return {
      date: c.date,
      moves: c.details.flatMap((l, i) =>
        l.product_id && products.has(l.product_id) && l.stocked !== false
          ? [{ line: i + 1, productId: l.product_id, officeId: c.office_id, warehouseId: c.warehouse_id, direction: "in" as const, quantity: l.quantity, value: l.cost }]
          : [],
      ),
    };
  },
  async posting(c, ctx, stock) {
    const products = await inventoryProductsOf(ctx, c.details.flatMap((l) => (l.product_id ? [l.product_id] : [])));
    const costs = c.details.flatMap((l, i) => {
      const product = l.product_id ? products.get(l.product_id) : undefined;
      const amount = stock?.get(i + 1);
      return product && amount ? [{ inventoryAccountId: product.inventoryAccountId, costAccountId: product.costAccountId, amount }] : [];
    });
    // What the invoice still owes comes off it (its row locked by the effect before this); the rest is the customer's credit.
    const [invoice] = rowsOf<{ outstanding: string }>(
      await ctx.tx.execute(sql`SELECT outstanding::text AS outstanding FROM sales_invoices WHERE company_id = ${ctx.actor.companyId} AND id = ${c.invoice_id}::uuid`),
    );
    const applied = appliedOf(c.total, invoice?.outstanding ?? "0");
    const deposit = money(c.total).greaterThan(applied) ? await accountForRole(ctx, "customer_deposit") : null;
    return {
      header: { date: c.date, officeId: c.office_id, description: `${c.contact_name} — ${c.invoice_number ?? ""}`.trim() },
      posting: salesReturnPosting({
        receivableAccountId: c.receivable_account_id,
        depositAccountId: deposit,
        contactId: c.contact_id,
        officeId: c.office_id,
        tagIds: c.tag_ids,
        description: c.contact_name,
        returns: c.details.map((l) => ({ accountId: l.account_id, amount: l.net })),
        vat: c.taxes.flatMap((t) => (t.account_id ? [{ accountId: t.account_id, amount: t.amount }] : [])),
        applied: formatMoney(applied),
        costs,
      }),
    };
  },
  async print(c, state, ctx) {
    return returnPrint(ctx, state, {
      title: "print_sales_return",
      date: c.date,
      party: { label: "print_customer", name: c.contact_name },
      fields: [
        { label: translate("print_return_invoice", ctx.language), value: c.invoice_number },
        { label: translate("print_buyer_return_number", ctx.language), value: c.buyer_return_number },
        { label: translate("print_reason", ctx.language), value: c.notes },
      ],
      lines: c.details.map((l) => ({ item: [l.product_name, l.description].filter(Boolean).join(" — ") || "—", quantity: l.quantity, price: l.price, net: l.net })),
      dpp: c.dpp,
      vat: c.vat,
      total: c.total,
      notes: null,
    });
  },
  present(c) {
    return {
      id: c.id,
      invoice_id: c.invoice_id,
      invoice_number: c.invoice_number,
      contact_id: c.contact_id,
      contact_name: c.contact_name,
      office_id: c.office_id,
      notes: c.notes,
      buyer_return_number: c.buyer_return_number,
      dpp: formatMoney(c.dpp),
      vat: formatMoney(c.vat),
      total: formatMoney(c.total),
      cost: formatMoney(c.cost),
      details: c.details.map(({ account_id: _account, stocked: _stocked, ...l }) => l),
    };
  },
};

/** Of a return's total, what comes off its invoice: at most what the invoice still owes. */
const appliedOf = (total: string, outstanding: string) => (money(total).greaterThan(outstanding) ? money(outstanding) : money(total));

registerDocumentEffect(salesReturnDocument, {
  name: "sales_invoice_returned",
  // The invoices returned against, before the returns' documents (one lock order with payments and the invoice's deletion).
  async lockConsumed(ctx, ids) {
    const rows = rowsOf<{ invoice_id: string }>(
      await ctx.tx.execute(sql`SELECT DISTINCT invoice_id FROM sales_returns WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param([...ids])}::uuid[])`),
    );
    await lockInvoices(ctx, rows.map((r) => r.invoice_id));
  },
  // Posted: the invoice owes less (the rest is the customer's deposit), its lines count what came back.
  async approved(c, _state, ctx) {
    const invoices = await lockInvoices(ctx, [c.invoice_id]);
    const invoice = invoices.get(c.invoice_id);
    if (invoice?.status !== "approved") throw unprocessable("sales_return_invoice_not_posted");
    assertNotBeforeSettled(c.date, [{ title: { en: "Sales invoice", id: "Faktur penjualan" }, number: invoice.number, date: invoice.invoiceDate }], ctx.language);
    const applied = appliedOf(c.total, invoice.outstanding);
    await ctx.tx.execute(sql`UPDATE sales_invoices SET outstanding = outstanding - ${formatMoney(applied)}::numeric, outstanding_base = outstanding_base - ${formatMoney(applied)}::numeric WHERE company_id = ${ctx.actor.companyId} AND id = ${c.invoice_id}::uuid`);
    const credit = money(c.total).minus(applied);
    if (credit.greaterThan(0)) await moveDeposit(ctx, c.contact_id, formatMoney(credit), () => unprocessable("validation_failed"));
    await countReturned(ctx, c, 1);
  },
  // Deleted: the invoice owes it again, the deposit gives it back (refused when already used), the lines count it no more.
  async released(c, state, ctx) {
    await lockInvoices(ctx, [c.invoice_id]);
    const [posted] = rowsOf<{ applied: string }>(
      await ctx.tx.execute(sql`SELECT coalesce(sum(l.credit - l.debit), 0)::text AS applied FROM journal_lines l
        WHERE l.company_id = ${ctx.actor.companyId} AND l.journal_id = ANY(${sql.param(state.journalIds)}::uuid[]) AND l.account_id = ${c.receivable_account_id}::uuid`),
    );
    const applied = money(posted?.applied ?? "0");
    await ctx.tx.execute(sql`UPDATE sales_invoices SET outstanding = outstanding + ${formatMoney(applied)}::numeric, outstanding_base = outstanding_base + ${formatMoney(applied)}::numeric WHERE company_id = ${ctx.actor.companyId} AND id = ${c.invoice_id}::uuid`);
    const credit = money(c.total).minus(applied);
    if (credit.greaterThan(0)) await moveDeposit(ctx, c.contact_id, formatMoney(credit.negated()), () => unprocessable("sales_deposit_already_used", { payment: state.number ?? "" }));
    await countReturned(ctx, c, -1);
  },
});

/** Adds (1) or takes back (−1) a return's quantities and costs on its invoice's lines; the CHECKs refuse more than was sold. */
async function countReturned(ctx: DocumentContext, c: ReturnContent, sign: 1 | -1) {
  if (sign > 0) {
    // Under the invoice's lock: what other returns took since this one was saved counts.
    const returned = await returnedOf(ctx, c.invoice_id);
    for (const l of c.details) {
      const left = quantity(l.sold_quantity).minus(returned.get(l.line_no)?.returned ?? "0");
      if (quantity(l.quantity).greaterThan(left)) {
        throw unprocessable("sales_return_exceeds", { line: l.line_no, quantity: formatQuantity(l.quantity), left: formatQuantity(left) });
      }
    }
  }
  for (const l of c.details) {
    await ctx.tx.execute(sql`
      INSERT INTO sales_invoice_line_returns (company_id, invoice_id, line_no, sold, returned, returned_cost)
      VALUES (${ctx.actor.companyId}, ${c.invoice_id}::uuid, ${l.line_no}, ${l.sold_quantity}::numeric, ${sign > 0 ? l.quantity : "0"}::numeric, ${sign > 0 ? l.cost : "0"}::numeric)
      ON CONFLICT (company_id, invoice_id, line_no) DO UPDATE SET
        returned = sales_invoice_line_returns.returned + ${sign}::int * ${l.quantity}::numeric,
        returned_cost = sales_invoice_line_returns.returned_cost + ${sign}::int * ${l.cost}::numeric`);
  }
}
