import { DocumentTaxError, formatMoney, formatQuantity, type MessageKey, money, sumMoney, translate } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { DocumentContext, PrintState } from "../../platform/documents/document-type.js";
import { type PrintField, standardSignatures } from "../../platform/print.js";
import { AppError } from "../../platform/errors.js";
import { fieldMessage } from "../../platform/field-errors.js";
import { rowsOf } from "../reports/report-context.js";
import { lockStockOf } from "../inventory/stock.js";

/** A return's taxes computed at its invoice's rates; a tax the invoice names that is gone is a 422, not a 500. */
export function taxesOrRefuse<T>(ctx: DocumentContext, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof DocumentTaxError) throw fieldMessage("details", "return_tax_gone", ctx.language);
    throw error;
  }
}

/**
 * A return's taxes; when it takes back everything left of its invoice, each is what the invoice's is
 * less what its earlier returns took, so that returning every line in parts gives back exactly the
 * invoice's tax (each part rounded on its own would leave a rupiah or take one too many).
 */
export function lastReturnTaxes<T extends { tax_id: string; amount: string }>(
  computed: readonly T[],
  whole: boolean,
  invoice: readonly { tax_id: string; amount: string }[],
  earlier: readonly { tax_id: string; amount: string }[],
): T[] {
  if (!whole) return [...computed];
  const sum = (list: readonly { tax_id: string; amount: string }[], id: string) => sumMoney(list.filter((t) => t.tax_id === id).map((t) => t.amount));
  return computed.map((t) => {
    const left = sum(invoice, t.tax_id).minus(sum(earlier, t.tax_id));
    return { ...t, amount: formatMoney(left.isNegative() ? money(0) : left) };
  });
}

/** The lines (number and DPP) of an invoice's posted returns but one (the return being saved). */
export async function earlierReturnLines(ctx: DocumentContext, table: "sales_returns" | "purchase_returns", invoiceId: string, except: string) {
  const rows = rowsOf<{ details: { line_no: number; net: string }[] }>(
    await ctx.tx.execute(sql`SELECT r.details FROM ${sql.raw(table)} r JOIN documents d ON d.company_id = r.company_id AND d.id = r.id AND d.status = 'approved'
      WHERE r.company_id = ${ctx.actor.companyId} AND r.invoice_id = ${invoiceId}::uuid AND r.id <> ${except}::uuid`),
  );
  return rows.flatMap((r) => r.details);
}

/** The taxes of an invoice's posted returns but one (the return being saved). */
export async function earlierReturnTaxes(ctx: DocumentContext, table: "sales_returns" | "purchase_returns", invoiceId: string, except: string) {
  const rows = rowsOf<{ taxes: { tax_id: string; amount: string }[] }>(
    await ctx.tx.execute(sql`SELECT r.taxes FROM ${sql.raw(table)} r JOIN documents d ON d.company_id = r.company_id AND d.id = r.id AND d.status = 'approved'
      WHERE r.company_id = ${ctx.actor.companyId} AND r.invoice_id = ${invoiceId}::uuid AND r.id <> ${except}::uuid`),
  );
  return rows.flatMap((r) => r.taxes);
}

/**
 * Deletes an invoice's returns (its delete or cancel), each with its journal and the goods it moved;
 * one waiting for approval is refused (409 naming it): approve or reject it first.
 */
export async function removeReturnsOf(ctx: DocumentContext, table: "sales_returns" | "purchase_returns", invoiceId: string, remove: (id: string) => Promise<unknown>) {
  const rows = rowsOf<{ id: string; status: string; date: string }>(
    await ctx.tx.execute(sql`SELECT r.id, d.status, r.date::text AS date FROM ${sql.raw(table)} r JOIN documents d ON d.company_id = r.company_id AND d.id = r.id
      WHERE r.company_id = ${ctx.actor.companyId} AND r.invoice_id = ${invoiceId}::uuid ORDER BY r.id`),
  );
  const pending = rows.find((r) => r.status === "pending");
  if (pending) throw new AppError(409, "return_pending", { date: pending.date });
  // The stock of the invoice and of all its returns locked at once, in key order.
  await lockStockOf(ctx, [invoiceId, ...rows.map((r) => r.id)]);
  for (const r of rows) await remove(r.id);
}

/**
 * The print of a return (a credit note to the customer, a debit note to the vendor): the invoice it is
 * against, each line returned with what it gives back, the DPP, VAT (and withholding) and total.
 */
export function returnPrint(
  ctx: DocumentContext,
  state: PrintState,
  r: {
    title: MessageKey;
    date: string;
    party: { label: MessageKey; name: string };
    fields: PrintField[];
    lines: readonly { item: string; quantity: string; price: string; net: string }[];
    dpp: string;
    vat: string;
    withholding?: string;
    total: string;
    notes: string | null;
  },
) {
  const t = (key: MessageKey) => translate(key, ctx.language);
  return {
    title: t(r.title),
    number: state.number ?? "—",
    dates: [{ label: t("print_date"), value: r.date, kind: "date" as const }],
    party: { label: t(r.party.label), name: r.party.name },
    fields: [...r.fields, { label: t("print_status"), value: state.status }],
    columns: [
      { key: "item", title: t("print_item") },
      { key: "quantity", title: t("print_returned"), kind: "number" as const, width: 55 },
      { key: "price", title: t("print_price"), kind: "money" as const, width: 85 },
      { key: "net", title: t("print_dpp"), kind: "money" as const, width: 95 },
    ],
    lines: r.lines.map((l) => ({ item: l.item, quantity: formatQuantity(l.quantity), price: formatMoney(l.price), net: formatMoney(l.net) })),
    totals: [
      { label: t("print_dpp"), amount: formatMoney(r.dpp) },
      { label: t("print_vat"), amount: formatMoney(r.vat) },
      ...(r.withholding && !money(r.withholding).isZero() ? [{ label: t("print_withholding"), amount: `-${formatMoney(r.withholding)}` }] : []),
      { label: t("print_total"), amount: formatMoney(r.total) },
    ],
    amountInWords: formatMoney(r.total),
    signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    notes: r.notes,
  };
}
