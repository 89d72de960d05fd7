import {
  type BaccNettingBody,
  baccNettingBody,
  baccNettingResponse,
  formatMoney,
  type MessageKey,
  money,
  Posting,
  type Settlement,
  settle,
  sumMoney,
  translate,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { accountForRole } from "../../platform/account-roles.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { deleteDocument } from "../../platform/documents/documents.service.js";
import type { DocumentEffect } from "../../platform/documents/effects.js";
import { notFound, unprocessable } from "../../platform/errors.js";
import { fieldMessage, invalidField } from "../../platform/field-errors.js";
import { standardSignatures } from "../../platform/print.js";
import { rowsOf } from "../reports/report-context.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { purchaseInvoiceDocument } from "../payables/purchase-invoice.document.js";
import { salesInvoiceDocument } from "../sales/sales-invoice.document.js";

export const NETTING_TYPE = "bacc_netting";

/** An agent's open invoice of one side: what is left of it in its currency and in base, at its rate, on its account. */
export interface OpenInvoice {
  side: "ar" | "ap";
  invoice_id: string;
  number: string | null;
  reference: string | null;
  date: string;
  due_date: string | null;
  total: string;
  outstanding: string;
  outstanding_base: string;
  rate: string;
  account_id: string;
  currency: string;
}

interface NettingLine {
  side: "ar" | "ap";
  invoice_id: string;
  number: string | null;
  date: string;
  amount: string;
  base: string;
}

export interface NettingContent {
  id: string;
  contact_id: string;
  contact_name: string;
  currency: string;
  base_currency: string;
  date: string;
  amount: string;
  description: string | null;
  exchange_difference: string;
  lines: NettingLine[];
}

/**
 * A party's approved invoices with something open in `currency`, ours (AR) and its (AP), oldest due
 * first; `only`: just these (a netting's own, locked, whatever is left of them).
 */
export async function openInvoices(tx: Tx, companyId: string, contactId: string, currency: string | null, only?: readonly string[], asOf?: string): Promise<OpenInvoice[]> {
  const c = companyId;
  const ids = only ? sql`AND i.id = ANY(${sql.param([...only])}::uuid[])` : sql`AND i.outstanding > 0`;
  const dated = (column: string) => (asOf ? sql`AND ${sql.raw(column)} <= ${asOf}::date` : sql``);
  const inCurrency = (column: string) => (currency ? sql`AND coalesce(${sql.raw(column)}, co.base_currency) = ${currency}` : sql``);
  return rowsOf<OpenInvoice>(
    await tx.execute(sql`
      SELECT * FROM (
        SELECT 'ar' AS side, i.id AS invoice_id, d.number, NULL::text AS reference, i.invoice_date::text AS date, i.due_date::text AS due_date,
          i.total::text AS total, i.outstanding::text AS outstanding, i.outstanding_base::text AS outstanding_base,
          coalesce(i.rate, 1)::text AS rate, i.receivable_account_id AS account_id, coalesce(i.currency, co.base_currency) AS currency
        FROM sales_invoices i JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
          JOIN companies co ON co.id = i.company_id
        WHERE i.company_id = ${c} AND i.contact_id = ${contactId}::uuid ${ids} ${inCurrency("i.currency")} ${dated("i.invoice_date")}
        UNION ALL
        SELECT 'ap', i.id, d.number, i.vendor_invoice_number, i.date::text, i.due_date::text,
          i.payable_amount::text, i.outstanding::text, i.outstanding_base::text, coalesce(i.rate, 1)::text, i.payable_account_id, coalesce(i.currency, co.base_currency)
        FROM purchase_invoices i JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
          JOIN companies co ON co.id = i.company_id
        WHERE i.company_id = ${c} AND i.contact_id = ${contactId}::uuid ${ids} ${inCurrency("i.currency")} ${dated("i.date")}
      ) o ORDER BY coalesce(due_date, date), date, number NULLS LAST, invoice_id`),
  );
}

/** Takes `amount` of one side's open invoices, oldest due first. */
function allocate(items: readonly OpenInvoice[], amount: string): NettingLine[] {
  let left = money(amount);
  const lines: NettingLine[] = [];
  for (const item of items) {
    if (left.isZero()) break;
    const take = money(item.outstanding).lessThan(left) ? money(item.outstanding) : left;
    if (take.isZero()) continue;
    lines.push({ side: item.side, invoice_id: item.invoice_id, number: item.number, date: item.date, amount: formatMoney(take), base: "0.00" });
    left = left.minus(take);
  }
  return lines;
}

/** Locks the invoices a netting takes from, ours then the agent's, each in id order (one lock order with payments). */
async function lockInvoices(ctx: DocumentContext, lines: readonly { side: "ar" | "ap"; invoice_id: string }[]) {
  for (const [side, table] of [
    ["ar", "sales_invoices"],
    ["ap", "purchase_invoices"],
  ] as const) {
    const ids = [...new Set(lines.filter((l) => l.side === side).map((l) => l.invoice_id))].sort();
    if (ids.length)
      await ctx.tx.execute(sql`SELECT id FROM ${sql.identifier(table)} WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param(ids)}::uuid[]) ORDER BY id FOR UPDATE`);
  }
}

/**
 * What each line relieves in base, from the invoices as they stand (locked): each at its own rate with
 * core's one settlement rule, the last of an invoice taking its whole base. A line taking more than is
 * left of its invoice (a payment came first) is refused: the netting is saved again.
 */
async function settlementsOf(ctx: DocumentContext, c: NettingContent): Promise<{ line: NettingLine; item: OpenInvoice; settled: Settlement }[]> {
  await lockInvoices(ctx, c.lines);
  const items = new Map((await openInvoices(ctx.tx, ctx.actor.companyId, c.contact_id, c.currency, c.lines.map((l) => l.invoice_id))).map((i) => [i.invoice_id, i]));
  // Its date is not before any invoice it settles (an edit of the date after the lines were taken).
  assertNotBeforeSettled(
    c.date,
    [...items.values()].map((i) => ({ title: i.side === "ar" ? salesInvoiceDocument.title : purchaseInvoiceDocument.title, number: i.number, date: i.date })),
    ctx.language,
  );
  return c.lines.map((line) => {
    const item = items.get(line.invoice_id);
    if (!item || money(item.outstanding).lessThan(money(line.amount)))
      throw unprocessable("bacc_netting_changed", { invoice: line.number ?? "—", outstanding: formatMoney(item?.outstanding ?? "0"), amount: formatMoney(line.amount) });
    return { line, item, settled: settle({ foreign: item.outstanding, base: item.outstanding_base, rate: item.rate }, { foreign: line.amount, rate: item.rate }) };
  });
}

async function loadNettings(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, NettingContent>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<Omit<NettingContent, "lines">>(
    await ctx.tx.execute(sql`SELECT n.id, n.contact_id, c.name AS contact_name, n.currency, co.base_currency, n.date::text AS date, n.amount::text AS amount,
        n.description, n.exchange_difference::text AS exchange_difference
      FROM bacc_nettings n JOIN contacts c ON c.company_id = n.company_id AND c.id = n.contact_id JOIN companies co ON co.id = n.company_id
      WHERE n.company_id = ${ctx.actor.companyId} AND n.id = ANY(${sql.param([...ids])}::uuid[])`),
  );
  const lines = rowsOf<NettingLine & { netting_id: string }>(
    await ctx.tx.execute(sql`SELECT l.netting_id, l.side, l.invoice_id, d.number, coalesce(si.invoice_date, pi.date)::text AS date, l.amount::text AS amount, l.base::text AS base
      FROM bacc_netting_lines l JOIN documents d ON d.company_id = l.company_id AND d.id = l.invoice_id
        LEFT JOIN sales_invoices si ON l.side = 'ar' AND si.company_id = l.company_id AND si.id = l.invoice_id
        LEFT JOIN purchase_invoices pi ON l.side = 'ap' AND pi.company_id = l.company_id AND pi.id = l.invoice_id
      WHERE l.company_id = ${ctx.actor.companyId} AND l.netting_id = ANY(${sql.param([...ids])}::uuid[])
      ORDER BY l.netting_id, l.side, coalesce(si.due_date, pi.due_date), d.number`),
  );
  const out = new Map(rows.map((r) => [r.id, { ...r, lines: [] as NettingLine[] }]));
  for (const { netting_id, ...line } of lines) out.get(netting_id)?.lines.push(line);
  return out;
}

/**
 * A netting (`/transactions/ch-bacc/netting`, issue 31): an agent that is both customer and vendor
 * settles our open invoices to it against its open invoices to us, in one currency, oldest due first
 * on both sides. Its journal credits the receivables and debits the payables, each at its invoice's
 * rate; what the two sides differ in base is the realised exchange difference. Approving takes the
 * amounts off the invoices; deleting it (or one of its invoices) gives them back.
 */
export const baccNettingDocument: DocumentType<BaccNettingBody, NettingContent, typeof baccNettingResponse> = {
  type: NETTING_TYPE,
  base: "/transactions/ch-bacc/netting",
  resource: "TxBacc",
  title: { en: "BACC netting", id: "Netting BACC" },
  numberType: "bacc_netting",
  lifecycle: { deleteApproved: true, cancelApproved: false },
  cancel: "remove",
  body: baccNettingBody,
  response: baccNettingResponse,
  load: loadNettings,
  async save(ctx, id, body, created) {
    const [contact] = rowsOf<{ name: string }>(await ctx.tx.execute(sql`SELECT name FROM contacts WHERE company_id = ${ctx.actor.companyId} AND id = ${body.contact_id}::uuid`));
    if (!contact) throw invalidField("contact_id", ctx.language);
    // What is open by the netting's date: an invoice dated after it is not settled by it.
    const items = await openInvoices(ctx.tx, ctx.actor.companyId, body.contact_id, body.currency, undefined, body.date);
    const open = (side: "ar" | "ap") => sumMoney(items.filter((i) => i.side === side).map((i) => i.outstanding));
    const max = open("ar").lessThan(open("ap")) ? open("ar") : open("ap");
    if (max.isZero()) throw fieldMessage("contact_id", "bacc_netting_nothing", ctx.language, { party: contact.name, currency: body.currency });
    const wanted = money(body.amount);
    if (wanted.greaterThan(max)) throw fieldMessage("amount", "bacc_netting_over", ctx.language, { max: formatMoney(max), currency: body.currency });
    const amount = formatMoney(wanted.isZero() ? max : wanted);
    const lines = [...allocate(items.filter((i) => i.side === "ar"), amount), ...allocate(items.filter((i) => i.side === "ap"), amount)];
    const c = ctx.actor.companyId;
    if (created)
      await ctx.tx.execute(sql`INSERT INTO bacc_nettings (company_id, id, contact_id, currency, date, amount, description, created_by)
        VALUES (${c}, ${id}::uuid, ${body.contact_id}::uuid, ${body.currency}, ${body.date}::date, ${amount}::numeric, ${body.description}, ${ctx.actor.userId}::uuid)`);
    else {
      await ctx.tx.execute(sql`UPDATE bacc_nettings SET contact_id = ${body.contact_id}::uuid, currency = ${body.currency}, date = ${body.date}::date, amount = ${amount}::numeric,
        description = ${body.description}, updated_at = now() WHERE company_id = ${c} AND id = ${id}::uuid`);
      await ctx.tx.execute(sql`DELETE FROM bacc_netting_lines WHERE company_id = ${c} AND netting_id = ${id}::uuid`);
    }
    for (const l of lines)
      await ctx.tx.execute(sql`INSERT INTO bacc_netting_lines (company_id, netting_id, side, invoice_id, amount, base)
        VALUES (${c}, ${id}::uuid, ${l.side}, ${l.invoice_id}::uuid, ${l.amount}::numeric, 0)`);
    const content = (await loadNettings(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM bacc_nettings WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  summary: (c) => ({ date: c.date, officeId: null, description: c.description ?? c.contact_name, amount: c.amount }),
  async posting(c, ctx) {
    const settled = await settlementsOf(ctx, c);
    const foreign = c.currency !== c.base_currency;
    const posting = new Posting(foreign ? { currency: c.currency, rate: settled[0]?.item.rate ?? "1", roundingAccountId: await accountForRole(ctx, "rounding") } : null);
    const extra = { contactId: c.contact_id, description: c.description ?? c.contact_name };
    let relievedAr = money(0);
    let relievedAp = money(0);
    for (const { line, item, settled: s } of settled) {
      const lineExtra = { ...extra, rate: item.rate };
      const residual = money(s.residual);
      if (line.side === "ar") {
        posting.credit(item.account_id, money(line.amount), lineExtra);
        if (residual.greaterThan(0)) posting.creditBase(item.account_id, residual, extra);
        if (residual.lessThan(0)) posting.debitBase(item.account_id, residual.negated(), extra);
        relievedAr = relievedAr.plus(money(s.applied)).plus(residual);
      } else {
        posting.debit(item.account_id, money(line.amount), lineExtra);
        if (residual.greaterThan(0)) posting.debitBase(item.account_id, residual, extra);
        if (residual.lessThan(0)) posting.creditBase(item.account_id, residual.negated(), extra);
        relievedAp = relievedAp.plus(money(s.applied)).plus(residual);
      }
    }
    // More receivable relieved in base than payable: a loss; less: a gain.
    const difference = relievedAr.minus(relievedAp);
    if (!difference.isZero()) {
      const exchange = await accountForRole(ctx, "exchange_difference");
      if (difference.greaterThan(0)) posting.debitBase(exchange, difference, extra);
      else posting.creditBase(exchange, difference.negated(), extra);
    }
    return { header: { date: c.date, officeId: null, description: extra.description, journalType: "general" }, posting };
  },
  print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    return Promise.resolve({
      title: t("print_bacc_netting"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: c.date, kind: "date" as const }],
      fields: [
        { label: t("print_ch_agent"), value: c.contact_name },
        { label: t("print_description"), value: c.description },
      ],
      columns: [
        { key: "side", title: t("print_description") },
        { key: "number", title: t("print_number"), width: 120 },
        { key: "amount", title: c.currency, kind: "money" as const, width: 110 },
      ],
      lines: c.lines.map((l) => ({ side: t(l.side === "ar" ? "print_bacc_receivables" : "print_bacc_payables"), number: l.number ?? "—", amount: formatMoney(l.amount) })),
      totals: [{ label: `${t("print_bacc_netting")} (${c.currency})`, amount: formatMoney(c.amount) }],
      amountInWords: null,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    });
  },
  present(c) {
    return {
      id: c.id,
      contact_id: c.contact_id,
      contact_name: c.contact_name,
      currency: c.currency,
      description: c.description,
      amount: formatMoney(c.amount),
      exchange_difference: formatMoney(c.exchange_difference),
      lines: c.lines.map((l) => ({ ...l, amount: formatMoney(l.amount), base: formatMoney(l.base) })),
    };
  },
};

/** Approved: the invoices give up what the netting took (its base kept per line); released: they get it back. */
export const nettingEffect: DocumentEffect<NettingContent> = {
  name: "bacc_netting_invoices",
  async lockConsumed(ctx, ids) {
    const lines = rowsOf<{ side: "ar" | "ap"; invoice_id: string }>(
      await ctx.tx.execute(sql`SELECT side, invoice_id FROM bacc_netting_lines WHERE company_id = ${ctx.actor.companyId} AND netting_id = ANY(${sql.param([...ids])}::uuid[])`),
    );
    await lockInvoices(ctx, lines);
  },
  async approved(c, _state, ctx) {
    const settled = await settlementsOf(ctx, c);
    let difference = money(0);
    for (const { line, settled: s } of settled) {
      const base = money(s.applied).plus(money(s.residual));
      difference = line.side === "ar" ? difference.plus(base) : difference.minus(base);
      await relieve(ctx, line.side, line.invoice_id, line.amount, formatMoney(base));
      await ctx.tx.execute(sql`UPDATE bacc_netting_lines SET base = ${formatMoney(base)}::numeric
        WHERE company_id = ${ctx.actor.companyId} AND netting_id = ${c.id}::uuid AND invoice_id = ${line.invoice_id}::uuid`);
    }
    await ctx.tx.execute(sql`UPDATE bacc_nettings SET exchange_difference = ${formatMoney(difference.negated())}::numeric WHERE company_id = ${ctx.actor.companyId} AND id = ${c.id}::uuid`);
  },
  async released(c, _state, ctx) {
    await lockInvoices(ctx, c.lines);
    for (const line of c.lines) await relieve(ctx, line.side, line.invoice_id, formatMoney(money(line.amount).negated()), formatMoney(money(line.base).negated()));
  },
};

/** Takes `amount` (and `base`) off an invoice's outstanding; negative gives them back. */
async function relieve(ctx: DocumentContext, side: "ar" | "ap", invoiceId: string, amount: string, base: string) {
  const table = sql.identifier(side === "ar" ? "sales_invoices" : "purchase_invoices");
  await ctx.tx.execute(sql`UPDATE ${table} SET outstanding = outstanding - ${amount}::numeric, outstanding_base = outstanding_base - ${base}::numeric
    WHERE company_id = ${ctx.actor.companyId} AND id = ${invoiceId}::uuid`);
}

/**
 * An invoice deleted or cancelled: the nettings taking from it go (each giving back what it took of
 * every invoice); a cancelled invoice, kept, owes nothing after.
 */
export const invoiceNettingsEffect = (side: "ar" | "ap"): DocumentEffect<unknown> => ({
  name: "bacc_nettings_of_invoice",
  async released(_content, state, ctx, reason) {
    const nettings = rowsOf<{ netting_id: string }>(
      await ctx.tx.execute(sql`SELECT DISTINCT netting_id FROM bacc_netting_lines WHERE company_id = ${ctx.actor.companyId} AND invoice_id = ${state.id}::uuid`),
    );
    for (const n of nettings) await deleteDocument(ctx, baccNettingDocument, n.netting_id);
    if (nettings.length && reason === "cancel")
      await ctx.tx.execute(sql`UPDATE ${sql.identifier(side === "ar" ? "sales_invoices" : "purchase_invoices")} SET outstanding = 0, outstanding_base = 0
        WHERE company_id = ${ctx.actor.companyId} AND id = ${state.id}::uuid`);
  },
});
