import {
  type DocumentTaxRate,
  documentTaxes,
  formatMoney,
  formatQuantity,
  money,
  type PurchaseReturnBody,
  purchaseReturnBody,
  purchaseReturnPosting,
  purchaseReturnResponse,
  quantity,
  sumMoney,
  translate,
  returnedWithholding,
  vatKinds,
  withholdingKinds,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { accountForRole } from "../../platform/account-roles.js";
import { notFound, unprocessable } from "../../platform/errors.js";
import { fieldMessage, FieldProblems } from "../../platform/field-errors.js";
import { inventoryProductsOf } from "../inventory/products.js";
import { rowsOf } from "../reports/report-context.js";
import { earlierReturnLines, earlierReturnTaxes, lastReturnTaxes, returnPrint, taxesOrRefuse } from "../sales/returns.shared.js";
import { headOfficeId } from "../ledger/ledger.lookup.js";
import { purchaseDimensions } from "../purchasing/purchasing.helpers.js";
import { taxesOf } from "../sales/sales.service.js";
import type { StoredTax } from "./purchase-invoice.document.js";

export const PURCHASE_RETURN_TYPE = "purchase_return";

/** The budget dimensions of the invoice lines a return gives back (`purchaseDimensions`), in its lines' order. */
async function returnDimensions(ctx: DocumentContext, c: { invoice_id: string; details: readonly { line_no: number }[] }) {
  const lines = new Map(
    rowsOf<{ line_no: number; order_line_id: string | null; receipt_line_id: string | null }>(
      await ctx.tx.execute(sql`SELECT line_no + 1 AS line_no, purchase_order_line_id AS order_line_id, goods_receipt_line_id AS receipt_line_id FROM purchase_invoice_lines
        WHERE company_id = ${ctx.actor.companyId} AND invoice_id = ${c.invoice_id}::uuid`),
    ).map((l) => [l.line_no, l]),
  );
  return purchaseDimensions(ctx, c.details.map((d) => ({ orderLineId: lines.get(d.line_no)?.order_line_id ?? null, receiptLineId: lines.get(d.line_no)?.receipt_line_id ?? null })));
}

/** A returned line as the return keeps it: the invoice line's, the quantity back and its DPP; where it goes back to. */
interface ReturnLine {
  line_no: number;
  product_id: string | null;
  description: string | null;
  quantity: string;
  billed_quantity: string;
  price: string;
  net: string;
  /** Goods billed against an order: the order's office and warehouse they leave from, their variance account. */
  office_id: string | null;
  warehouse_id?: string | null;
  goods: boolean;
  account_id: string;
  variance_account_id: string | null;
  /** Once posted: what the goods left stock at. */
  cost: string | null;
}

interface ReturnTax {
  tax_id: string;
  kind: string;
  amount: string;
  account_id: string;
}

export interface PurchaseReturnContent {
  id: string;
  invoice_id: string;
  invoice_number: string | null;
  vendor_invoice_number: string;
  contact_id: string;
  contact_name: string;
  office_id: string | null;
  payable_account_id: string;
  tag_ids: string[];
  date: string;
  notes: string | null;
  details: ReturnLine[];
  taxes: ReturnTax[];
  dpp: string;
  vat: string;
  withholding: string;
  total: string;
}

interface InvoiceLine {
  line_no: number;
  product_id: string | null;
  account_id: string;
  description: string | null;
  quantity: string;
  price: string;
  discount_percent: string;
  tax_id: string | null;
  withholding_tax_id: string | null;
  grni_amount: string | null;
  variance_account_id: string | null;
  office_id: string | null;
  warehouse_id: string | null;
  from_order: boolean;
}

/** A posted purchase invoice with its lines, numbered from 1 in their order (the order's office of each goods line); null when not this company's. */
async function invoiceOf(ctx: DocumentContext, id: string) {
  const [invoice] = rowsOf<{ id: string; number: string | null; status: string; currency: string | null; taxes: StoredTax[] }>(
    await ctx.tx.execute(sql`SELECT i.id, d.number, d.status, i.currency, i.taxes FROM purchase_invoices i JOIN documents d ON d.company_id = i.company_id AND d.id = i.id
      WHERE i.company_id = ${ctx.actor.companyId} AND i.id = ${id}::uuid`),
  );
  if (!invoice) return null;
  const lines = rowsOf<InvoiceLine>(
    await ctx.tx.execute(sql`SELECT l.line_no + 1 AS line_no, l.product_id, l.account_id, l.description, l.quantity::text AS quantity, l.price::text AS price,
        l.discount_percent::text AS discount_percent, l.tax_id, l.withholding_tax_id, l.grni_amount::text AS grni_amount, l.variance_account_id,
        o.office_id, o.warehouse_id, l.purchase_order_line_id IS NOT NULL AS from_order
      FROM purchase_invoice_lines l
      LEFT JOIN purchase_order_lines ol ON ol.company_id = l.company_id AND ol.id = l.purchase_order_line_id
      LEFT JOIN purchase_orders o ON o.company_id = ol.company_id AND o.id = ol.order_id
      WHERE l.company_id = ${ctx.actor.companyId} AND l.invoice_id = ${id}::uuid ORDER BY l.line_no`),
  );
  return { ...invoice, lines };
}

async function returnedOf(ctx: DocumentContext, invoiceId: string) {
  const rows = rowsOf<{ line_no: number; returned: string }>(
    await ctx.tx.execute(sql`SELECT line_no, returned::text AS returned FROM purchase_invoice_line_returns WHERE company_id = ${ctx.actor.companyId} AND invoice_id = ${invoiceId}::uuid`),
  );
  return new Map(rows.map((r) => [r.line_no, r.returned]));
}

/**
 * Reads a return's body against its invoice: posted, each line the invoice's and not more than is left
 * to return; DPP, VAT and withholding of the returned quantities by core's one tax computation at the
 * invoice's prices, discounts and taxes.
 */
async function computeReturn(ctx: DocumentContext, body: PurchaseReturnBody, id: string) {
  const invoice = await invoiceOf(ctx, body.invoice_id);
  if (invoice?.status !== "approved") throw fieldMessage("invoice_id", "purchase_return_invoice_not_posted", ctx.language);
  if (invoice.currency) throw fieldMessage("invoice_id", "payables_return_foreign", ctx.language, { invoice: invoice.number ?? "", currency: invoice.currency });
  const returned = await returnedOf(ctx, invoice.id);
  const byNo = new Map(invoice.lines.map((l) => [l.line_no, l]));
  const problems = new FieldProblems(ctx.language);
  const seen = new Set<number>();
  for (const [i, d] of body.details.entries()) {
    if (seen.has(d.line_no)) problems.message(`details.${i}.line_no`, "return_line_twice", { line: d.line_no });
    seen.add(d.line_no);
    const line = byNo.get(d.line_no);
    if (!line) {
      problems.message(`details.${i}.line_no`, "purchase_return_line_unknown", { line: d.line_no });
      continue;
    }
    const left = quantity(line.quantity).minus(returned.get(d.line_no) ?? "0");
    if (quantity(d.quantity).greaterThan(left)) problems.message(`details.${i}.quantity`, "purchase_return_exceeds", { line: d.line_no, quantity: formatQuantity(d.quantity), left: formatQuantity(left) });
  }
  problems.throwIfAny();
  const stored = new Map(invoice.taxes.map((t) => [t.tax_id, t]));
  // The invoice's stored rate of each tax, with its base share from the tax master.
  const taxMap = await taxesOf(ctx, invoice.taxes.map((t) => t.tax_id));
  const rates = new Map<string, DocumentTaxRate>(
    invoice.taxes.flatMap((s) => {
      const t = taxMap.get(s.tax_id);
      return t ? [[s.tax_id, { id: s.tax_id, kind: s.kind, rate: s.rate, base_numerator: t.baseNumerator, base_denominator: t.baseDenominator }] as const] : [];
    }),
  );
  const lines = body.details.map((d) => byNo.get(d.line_no) as InvoiceLine);
  const computed = taxesOrRefuse(ctx, () =>
    documentTaxes(
      body.details.map((d, i) => {
        const line = lines[i] as InvoiceLine;
        return { quantity: d.quantity, price: line.price, discount_percent: line.discount_percent, tax_ids: [line.tax_id, line.withholding_tax_id].filter((x): x is string => !!x) };
      }),
      rates,
    ),
  );
  const purchases = lines.some((l) => l.grni_amount !== null && !l.variance_account_id) ? await accountForRole(ctx, "purchases") : null;
  const details: ReturnLine[] = body.details.map((d, i) => {
    const line = lines[i] as InvoiceLine;
    return {
      line_no: d.line_no,
      product_id: line.product_id,
      description: line.description,
      quantity: formatQuantity(d.quantity),
      billed_quantity: formatQuantity(line.quantity),
      price: line.price,
      net: (computed.lines[i] as { net: string }).net,
      office_id: line.office_id,
      warehouse_id: line.warehouse_id,
      goods: line.from_order && line.grni_amount !== null && !!line.product_id,
      account_id: line.account_id,
      variance_account_id: line.variance_account_id ?? purchases,
      cost: null,
    };
  });
  // Every line back in full (this return with the posted ones): the invoice's taxes less what they took.
  const whole = invoice.lines.every((l) => {
    const now = body.details.find((d) => d.line_no === l.line_no)?.quantity ?? "0";
    return quantity(returned.get(l.line_no) ?? "0").plus(now).equals(quantity(l.quantity));
  });
  const earlier = await earlierReturnTaxes(ctx, "purchase_returns", invoice.id, id);
  const earlierLines = await earlierReturnLines(ctx, "purchase_returns", invoice.id, id);
  const taxes: ReturnTax[] = lastReturnTaxes(
    computed.taxes.map((t) => {
      const own = stored.get(t.tax_id) as StoredTax;
      if (!withholdingKinds.includes(t.kind as never)) return { tax_id: t.tax_id, kind: t.kind, amount: t.amount, account_id: own.account_id };
      // Withholding: what stays withheld is the standing base's own tax (the e-Bupot slip checks it).
      const bearing = new Set(invoice.lines.filter((l) => l.withholding_tax_id === t.tax_id).map((l) => l.line_no));
      const rate = rates.get(t.tax_id) as DocumentTaxRate;
      const amount = returnedWithholding({
        invoiceAmount: own.amount,
        invoiceBase: own.base,
        earlierAmount: formatMoney(sumMoney(earlier.filter((e) => e.tax_id === t.tax_id).map((e) => e.amount))),
        earlierBase: formatMoney(sumMoney(earlierLines.filter((l) => bearing.has(l.line_no)).map((l) => l.net))),
        base: t.base,
        rate: own.rate,
        numerator: rate.base_numerator,
        denominator: rate.base_denominator,
      });
      return { tax_id: t.tax_id, kind: t.kind, amount, account_id: own.account_id };
    }),
    whole,
    invoice.taxes,
    whole ? earlier : [],
  );
  const vat = sumMoney(taxes.filter((t) => vatKinds.includes(t.kind as never)).map((t) => t.amount));
  const withholding = sumMoney(taxes.filter((t) => !vatKinds.includes(t.kind as never)).map((t) => t.amount));
  if (!money(computed.dpp).plus(vat).minus(withholding).greaterThan(0)) throw fieldMessage("details", "return_nothing", ctx.language);
  return { details, taxes, dpp: computed.dpp, vat: formatMoney(vat), withholding: formatMoney(withholding), total: formatMoney(money(computed.dpp).plus(vat).minus(withholding)) };
}

/**
 * Purchase returns (`/transactions/purchase-return`, a debit note): goods sent back to the vendor of a
 * posted purchase invoice. Submitted, it posts the invoice's mirror — Dr the payable for what the
 * invoice owes less, Cr input VAT, Dr the withholding given back — and the goods leave stock at their
 * average cost (the difference from their billed price to the variance account). Not more than the
 * invoice still owes: a vendor's refund beyond it comes in as a cash or bank receipt.
 */
export const purchaseReturnDocument: DocumentType<PurchaseReturnBody, PurchaseReturnContent, typeof purchaseReturnResponse> = {
  type: PURCHASE_RETURN_TYPE,
  base: "/transactions/purchase-return",
  resource: "TxPurchaseInvoice",
  title: { en: "Purchase return", id: "Retur pembelian" },
  numberType: "purchase_return",
  lifecycle: { deleteApproved: true, cancelApproved: false },
  cancel: "remove",
  body: purchaseReturnBody,
  response: purchaseReturnResponse,
  listFilters: {
    /** The returns of one invoice (its screen lists them). */
    schema: { invoice_id: z.uuid().optional() },
    where: (filters, ctx) =>
      filters.invoice_id
        ? sql`documents.id IN (SELECT id FROM purchase_returns WHERE company_id = ${ctx.actor.companyId} AND invoice_id = ${filters.invoice_id as string}::uuid)`
        : undefined,
  },
  async load(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = rowsOf<PurchaseReturnContent>(
      await ctx.tx.execute(sql`
        SELECT r.id, r.invoice_id, d.number AS invoice_number, i.vendor_invoice_number, i.contact_id, c.name AS contact_name, i.office_id,
          i.payable_account_id, i.tag_ids, r.date::text AS date, r.notes, r.details, r.taxes, r.dpp::text AS dpp, r.vat::text AS vat,
          r.withholding::text AS withholding, r.total::text AS total
        FROM purchase_returns r
        JOIN purchase_invoices i ON i.company_id = r.company_id AND i.id = r.invoice_id
        JOIN documents d ON d.company_id = i.company_id AND d.id = i.id
        JOIN contacts c ON c.company_id = i.company_id AND c.id = i.contact_id
        WHERE r.company_id = ${ctx.actor.companyId} AND r.id = ANY(${sql.param([...ids])}::uuid[])`),
    );
    return new Map(rows.map((r) => [r.id, r]));
  },
  async save(ctx, id, body, created) {
    const c = await computeReturn(ctx, body, id);
    const values = sql`${body.date}::date, ${body.notes}, ${JSON.stringify(c.details)}::jsonb, ${JSON.stringify(c.taxes)}::jsonb,
      ${c.dpp}::numeric, ${c.vat}::numeric, ${c.withholding}::numeric, ${c.total}::numeric`;
    if (created) {
      await ctx.tx.execute(sql`INSERT INTO purchase_returns (company_id, id, invoice_id, date, notes, details, taxes, dpp, vat, withholding, total, created_by)
        VALUES (${ctx.actor.companyId}, ${id}::uuid, ${body.invoice_id}::uuid, ${values}, ${ctx.actor.userId}::uuid)`);
    } else {
      await ctx.tx.execute(sql`UPDATE purchase_returns SET (invoice_id, date, notes, details, taxes, dpp, vat, withholding, total, updated_at) = (${body.invoice_id}::uuid, ${values}, now())
        WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
    }
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM purchase_returns WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  summary: (c) => ({ date: c.date, officeId: c.office_id, description: `${c.contact_name} — ${c.vendor_invoice_number}`, amount: c.total }),
  async stock(c, ctx) {
    const products = await inventoryProductsOf(ctx, c.details.flatMap((l) => (l.goods && l.product_id ? [l.product_id] : [])));
    const head = c.details.some((l) => l.goods && !l.office_id) ? await headOfficeId(ctx.tx, ctx.actor) : null;
    return {
      date: c.date,
      moves: c.details.flatMap((l, i) =>
        l.goods && l.product_id && products.has(l.product_id) ? [{ line: i + 1, productId: l.product_id, officeId: l.office_id ?? head, warehouseId: l.warehouse_id ?? null, direction: "out" as const, quantity: l.quantity }] : [],
      ),
    };
  },
  async posting(c, ctx, stock) {
    const products = await inventoryProductsOf(ctx, c.details.flatMap((l) => (l.goods && l.product_id ? [l.product_id] : [])));
    const head = c.details.some((l) => l.goods && !l.office_id) ? await headOfficeId(ctx.tx, ctx.actor) : null;
    const dimensions = await returnDimensions(ctx, c);
    return {
      header: { date: c.date, officeId: c.office_id, description: `${c.contact_name} — ${c.vendor_invoice_number}` },
      posting: purchaseReturnPosting({
        payableAccountId: c.payable_account_id,
        contactId: c.contact_id,
        officeId: c.office_id,
        tagIds: c.tag_ids,
        description: c.contact_name,
        lines: c.details.map((l, i) => {
          const product = l.goods && l.product_id ? products.get(l.product_id) : undefined;
          const cost = stock?.get(i + 1);
          return product && cost !== undefined && l.variance_account_id
            ? { kind: "goods" as const, inventoryAccountId: product.inventoryAccountId, varianceAccountId: l.variance_account_id, net: l.net, cost, officeId: (l.office_id ?? head) as string, ...dimensions[i] }
            : { kind: "other" as const, accountId: l.account_id, net: l.net, ...dimensions[i] };
        }),
        vat: c.taxes.filter((t) => vatKinds.includes(t.kind as never)).map((t) => ({ accountId: t.account_id, amount: t.amount })),
        withholding: c.taxes.filter((t) => !vatKinds.includes(t.kind as never)).map((t) => ({ accountId: t.account_id, amount: t.amount })),
      }),
    };
  },
  // Posted: what each goods line left stock at.
  async approved(c, state, ctx) {
    const moved = rowsOf<{ source_line: number; value: string }>(
      await ctx.tx.execute(sql`SELECT source_line, (-value)::text AS value FROM stock_lines
        WHERE company_id = ${ctx.actor.companyId} AND source_type = ${PURCHASE_RETURN_TYPE} AND source_id = ${state.id}::uuid`),
    );
    const byLine = new Map(moved.map((m) => [m.source_line, m.value]));
    const details = c.details.map((l, i) => ({ ...l, cost: byLine.has(i + 1) ? formatMoney(byLine.get(i + 1) as string) : null }));
    await ctx.tx.execute(sql`UPDATE purchase_returns SET details = ${JSON.stringify(details)}::jsonb WHERE company_id = ${ctx.actor.companyId} AND id = ${state.id}::uuid`);
  },
  async print(c, state, ctx) {
    const ids = c.details.map((l) => l.product_id).filter((id): id is string => id !== null);
    const names = new Map(
      rowsOf<{ id: string; name: string }>(
        await ctx.tx.execute(sql`SELECT id, name FROM products WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param(ids)}::uuid[])`),
      ).map((p) => [p.id, p.name]),
    );
    return returnPrint(ctx, state, {
      title: "print_purchase_return",
      date: c.date,
      party: { label: "print_vendor", name: c.contact_name },
      fields: [
        { label: translate("print_return_invoice", ctx.language), value: [c.invoice_number, c.vendor_invoice_number].filter(Boolean).join(" · ") },
        { label: translate("print_reason", ctx.language), value: c.notes },
      ],
      lines: c.details.map((l) => ({ item: [l.product_id ? names.get(l.product_id) : null, l.description].filter(Boolean).join(" — ") || "—", quantity: l.quantity, price: l.price, net: l.net })),
      dpp: c.dpp,
      vat: c.vat,
      withholding: c.withholding,
      total: c.total,
      notes: null,
    });
  },
  present(c) {
    return {
      id: c.id,
      invoice_id: c.invoice_id,
      invoice_number: c.invoice_number,
      vendor_invoice_number: c.vendor_invoice_number,
      contact_id: c.contact_id,
      contact_name: c.contact_name,
      office_id: c.office_id,
      notes: c.notes,
      dpp: formatMoney(c.dpp),
      vat: formatMoney(c.vat),
      withholding: formatMoney(c.withholding),
      total: formatMoney(c.total),
      details: c.details.map((l) => ({
        line_no: l.line_no,
        product_id: l.product_id,
        description: l.description,
        quantity: l.quantity,
        billed_quantity: l.billed_quantity,
        price: formatMoney(l.price),
        net: formatMoney(l.net),
        cost: l.cost,
      })),
    };
  },
};

/** The invoice's row, locked (NO KEY UPDATE, as payments lock it), with what it still owes. */
async function lockInvoice(ctx: DocumentContext, id: string) {
  const [row] = rowsOf<{ number: string | null; status: string; outstanding: string; date: string }>(
    await ctx.tx.execute(sql`SELECT d.number, d.status, i.outstanding::text AS outstanding, i.date::text AS date FROM purchase_invoices i
      JOIN documents d ON d.company_id = i.company_id AND d.id = i.id
      WHERE i.company_id = ${ctx.actor.companyId} AND i.id = ${id}::uuid FOR NO KEY UPDATE OF i`),
  );
  return row;
}

registerDocumentEffect(purchaseReturnDocument, {
  name: "purchase_invoice_returned",
  async lockConsumed(ctx, ids) {
    const rows = rowsOf<{ invoice_id: string }>(
      await ctx.tx.execute(sql`SELECT DISTINCT invoice_id FROM purchase_returns WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param([...ids])}::uuid[]) ORDER BY 1`),
    );
    for (const r of rows) await lockInvoice(ctx, r.invoice_id);
  },
  // Posted: the invoice owes less (never below zero), its lines count what went back.
  async approved(c, _state, ctx) {
    const invoice = await lockInvoice(ctx, c.invoice_id);
    if (invoice?.status !== "approved") throw unprocessable("purchase_return_invoice_not_posted");
    assertNotBeforeSettled(c.date, [{ title: { en: "Purchase invoice", id: "Faktur pembelian" }, number: invoice.number, date: invoice.date }], ctx.language);
    if (money(c.total).greaterThan(invoice.outstanding)) {
      throw unprocessable("purchase_return_exceeds_outstanding", { amount: formatMoney(c.total), invoice: invoice.number ?? "", outstanding: formatMoney(invoice.outstanding) });
    }
    await ctx.tx.execute(sql`UPDATE purchase_invoices SET outstanding = outstanding - ${c.total}::numeric, outstanding_base = outstanding_base - ${c.total}::numeric WHERE company_id = ${ctx.actor.companyId} AND id = ${c.invoice_id}::uuid`);
    await countReturned(ctx, c, 1);
  },
  // Deleted: the invoice owes it again, the lines count it no more.
  async released(c, _state, ctx) {
    await lockInvoice(ctx, c.invoice_id);
    await ctx.tx.execute(sql`UPDATE purchase_invoices SET outstanding = outstanding + ${c.total}::numeric, outstanding_base = outstanding_base + ${c.total}::numeric WHERE company_id = ${ctx.actor.companyId} AND id = ${c.invoice_id}::uuid`);
    await countReturned(ctx, c, -1);
  },
});

/** Adds (1) or takes back (−1) a return's quantities on its invoice's lines; refused beyond what was billed. */
async function countReturned(ctx: DocumentContext, c: PurchaseReturnContent, sign: 1 | -1) {
  if (sign > 0) {
    const returned = await returnedOf(ctx, c.invoice_id);
    for (const l of c.details) {
      const left = quantity(l.billed_quantity).minus(returned.get(l.line_no) ?? "0");
      if (quantity(l.quantity).greaterThan(left)) throw unprocessable("purchase_return_exceeds", { line: l.line_no, quantity: formatQuantity(l.quantity), left: formatQuantity(left) });
    }
  }
  for (const l of c.details) {
    await ctx.tx.execute(sql`
      INSERT INTO purchase_invoice_line_returns (company_id, invoice_id, line_no, billed, returned)
      VALUES (${ctx.actor.companyId}, ${c.invoice_id}::uuid, ${l.line_no}, ${l.billed_quantity}::numeric, ${sign > 0 ? l.quantity : "0"}::numeric)
      ON CONFLICT (company_id, invoice_id, line_no) DO UPDATE SET returned = purchase_invoice_line_returns.returned + ${sign}::int * ${l.quantity}::numeric`);
  }
}
