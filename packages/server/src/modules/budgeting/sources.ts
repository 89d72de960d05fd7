import {
  type CashbankKind,
  type CashbankLineBody,
  directionOf,
  formatAmount,
  formatMoney,
  type JournalLineBody,
  lineAmounts,
  type MessageKey,
  money,
  type RealisationLineBody,
  translate,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../platform/errors.js";
import { registerManualPostingGuard } from "../journals/manual-guards.js";
import type { PostingRequest } from "../ledger/ledger.types.js";
import { headOfficeId } from "../ledger/ledger.lookup.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { type RealisationContent, realisationDocument } from "../cash-advance/realisation.document.js";
import { cashAdvanceRequestDocument, type RequestRow as AdvanceRequestContent } from "../cash-advance/request.document.js";
import { cashbankRequestDocument, type RequestContent as CashbankRequestContent } from "../cashbank/request.document.js";
import { cashbankTransactionDocument, type TransactionContent } from "../cashbank/transaction.document.js";
import { type DraftRow, draftJournalDocument } from "../journals/draft-journal.document.js";
import { type InvoiceContent, invoiceDimensions, purchaseInvoiceDocument } from "../payables/purchase-invoice.document.js";
import { type OrderContent, purchaseOrderDocument } from "../purchasing/purchase-order.document.js";
import { purchaseRequestDocument, type RequestContent } from "../purchasing/purchase-request.document.js";
import { rowsOf } from "../reports/report-context.js";
import { checkBudget, type CommitItem, controlOf, lineName, registerCommitmentSource, type TakeOver } from "./control.js";

/** The account a product's purchase is booked to: its inventory account when stocked, else its purchase account. */
async function purchaseAccounts(ctx: DocumentContext, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, string | null>();
  const rows = rowsOf<{ id: string; account_id: string | null }>(
    await ctx.tx.execute(sql`SELECT id, CASE WHEN is_inventory THEN coalesce(inventory_account_id, purchase_account_id) ELSE purchase_account_id END AS account_id
      FROM products WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param([...productIds])}::uuid[])`),
  );
  return new Map(rows.map((r) => [r.id, r.account_id]));
}

/**
 * The documents under budget control (issue 32), each with what it holds: a purchase request its
 * lines at their estimated price, on the product's purchase account and the request's office, work
 * unit and activity; an order its lines at their net price, on the same dimensions as the requests
 * they come from, taking over those requests' lines; a purchase invoice (spent, holding nothing) takes
 * over its orders' lines as it bills them. A cash and bank request holds its lines (account and
 * dimensions); the payment that pays it (spent) takes them over. A cash advance request holds its
 * approved amount on its office and activity (no account yet: the lines of those dimensions alone);
 * the advance's realisation (spent, on its expense accounts) takes over all of it — what was not spent
 * comes back as a refund, not as spending.
 */
export function registerBudgetSources() {
  registerCommitmentSource<RequestContent>({
    documentType: "purchase_request",
    type: purchaseRequestDocument,
    async items(content, ctx): Promise<CommitItem[]> {
      const accounts = await purchaseAccounts(ctx, content.lines.flatMap((l) => (l.product_id ? [l.product_id] : [])));
      return content.lines.map((l) => ({
        line: l.line_no,
        account_id: l.product_id ? (accounts.get(l.product_id) ?? null) : null,
        office_id: content.office_id,
        work_unit_id: content.work_unit_id,
        activity_id: content.activity_id,
        element_id: null,
        amount: lineAmounts({ quantity: l.quantity, price: l.estimated_price }).total,
      }));
    },
  });
  registerCommitmentSource<OrderContent>({
    documentType: "purchase_order",
    type: purchaseOrderDocument,
    async items(content, ctx): Promise<CommitItem[]> {
      const accounts = await purchaseAccounts(ctx, content.lines.flatMap((l) => (l.product_id ? [l.product_id] : [])));
      const requests = await requestHeads(ctx, content.lines.flatMap((l) => (l.request_id ? [l.request_id] : [])));
      return content.lines.map((l) => {
        const request = l.request_id ? requests.get(l.request_id) : undefined;
        return {
          line: l.line_no,
          account_id: (l.product_id ? accounts.get(l.product_id) : null) ?? null,
          office_id: content.office_id ?? request?.office_id ?? null,
          work_unit_id: request?.work_unit_id ?? null,
          activity_id: request?.activity_id ?? null,
          element_id: null,
          amount: lineAmounts({ quantity: l.quantity, price: l.price, discount_percent: l.discount_percent }).amount,
        };
      });
    },
    async takesOver(content, ctx): Promise<TakeOver[]> {
      const ids = content.lines.flatMap((l) => (l.request_line_id ? [l.request_line_id] : []));
      if (ids.length === 0) return [];
      const lines = new Map(
        rowsOf<{ id: string; request_id: string; line_no: number; estimated_price: string }>(
          await ctx.tx.execute(sql`SELECT id, request_id, line_no, estimated_price::text AS estimated_price FROM purchase_request_lines
            WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param(ids)}::uuid[])`),
        ).map((r) => [r.id, r]),
      );
      return content.lines.flatMap((l) => {
        const r = l.request_line_id ? lines.get(l.request_line_id) : undefined;
        return r ? [{ sourceId: r.request_id, sourceLine: r.line_no, amount: lineAmounts({ quantity: l.quantity, price: r.estimated_price }).total }] : [];
      });
    },
  });
  registerCommitmentSource<InvoiceContent>({
    documentType: "purchase_invoice",
    type: purchaseInvoiceDocument,
    // Spent when approved (its journal is the actual): checked by its lines' amounts in base, holding nothing.
    spends: true,
    async items(content, ctx): Promise<CommitItem[]> {
      const rate = content.invoice.currency && content.invoice.currency !== content.baseCurrency ? (content.invoice.rate ?? "1") : "1";
      const dimensions = await invoiceDimensions(ctx, content);
      return content.lines.map((l, i) => ({
        line: l.lineNo,
        account_id: l.accountId,
        office_id: content.invoice.officeId ?? null,
        work_unit_id: dimensions[i]?.workUnitId ?? null,
        activity_id: dimensions[i]?.activityId ?? null,
        element_id: null,
        amount: money(l.amount).times(rate).toDecimalPlaces(2).toFixed(2),
      }));
    },
    async takesOver(content, ctx): Promise<TakeOver[]> {
      const orderLines = content.lines.filter((l) => l.purchaseOrderLineId || l.goodsReceiptLineId);
      if (orderLines.length === 0) return [];
      const rows = rowsOf<{ key: number; order_id: string; line_no: number; price: string; discount_percent: string }>(
        await ctx.tx.execute(sql`SELECT k.key, ol.order_id, ol.line_no, ol.price::text AS price, ol.discount_percent::text AS discount_percent
          FROM unnest(${sql.param(orderLines.map((l) => l.lineNo))}::int[], ${sql.param(orderLines.map((l) => l.purchaseOrderLineId))}::uuid[], ${sql.param(orderLines.map((l) => l.goodsReceiptLineId))}::uuid[]) AS k (key, order_line_id, receipt_line_id)
          LEFT JOIN goods_receipt_lines gl ON gl.company_id = ${ctx.actor.companyId} AND gl.id = k.receipt_line_id
          JOIN purchase_order_lines ol ON ol.company_id = ${ctx.actor.companyId} AND ol.id = coalesce(k.order_line_id, gl.order_line_id)`),
      );
      const byLine = new Map(rows.map((r) => [r.key, r]));
      return orderLines.flatMap((l) => {
        const o = byLine.get(l.lineNo);
        return o ? [{ sourceId: o.order_id, sourceLine: o.line_no, amount: lineAmounts({ quantity: l.quantity, price: o.price, discount_percent: o.discount_percent }).amount }] : [];
      });
    },
  });
  registerCashSources();
  registerJournalSource();
}

/** A cash and bank request's or payment's lines as budget items (line numbers from 1, in base at `rate`). */
function cashbankItems(lines: readonly CashbankLineBody[], officeId: string | null, rate = "1"): CommitItem[] {
  return lines.map((l, i) => ({
    line: i + 1,
    account_id: l.account_id,
    office_id: l.office_id ?? officeId,
    work_unit_id: l.work_unit_id ?? null,
    activity_id: l.activity_id ?? null,
    element_id: l.element_id ?? null,
    amount: money(l.amount).times(rate).toDecimalPlaces(2).toFixed(2),
  }));
}

/** The cash and bank and cash advance documents under budget control (see `registerBudgetSources`). */
function registerCashSources() {
  registerCommitmentSource<CashbankRequestContent>({
    documentType: "cashbank_request",
    type: cashbankRequestDocument,
    async items(content) {
      return cashbankItems(content.details as CashbankLineBody[], content.officeId);
    },
  });
  registerCommitmentSource<TransactionContent>({
    documentType: "cashbank",
    type: cashbankTransactionDocument,
    spends: true,
    async items(content) {
      // A receipt spends nothing.
      if (directionOf(content.kind as CashbankKind) !== "out") return [];
      const foreign = content.currency && content.currency !== content.baseCurrency;
      return cashbankItems(content.details as CashbankLineBody[], content.officeId, foreign ? (content.rate ?? "1") : "1");
    },
    async takesOver(content, ctx) {
      if (!content.requestId) return [];
      const [request] = rowsOf<{ details: CashbankLineBody[] }>(
        await ctx.tx.execute(sql`SELECT details FROM cashbank_requests WHERE company_id = ${ctx.actor.companyId} AND id = ${content.requestId}::uuid`),
      );
      return (request?.details ?? []).map((l, i) => ({ sourceId: content.requestId as string, sourceLine: i + 1, amount: money(l.amount).toFixed(2) }));
    },
  });
  registerCommitmentSource<AdvanceRequestContent>({
    documentType: "cash_advance_request",
    type: cashAdvanceRequestDocument,
    async items(content) {
      return [
        { line: 1, account_id: null, office_id: content.officeId, work_unit_id: null, activity_id: content.activityId, element_id: null, amount: content.approvedAmount ?? content.requestAmount },
      ];
    },
  });
  registerCommitmentSource<RealisationContent>({
    documentType: "cash_advance_realisation",
    type: realisationDocument,
    spends: true,
    async items(content) {
      return (content.details as RealisationLineBody[]).map((l, i) => ({
        line: i + 1,
        account_id: l.account_id,
        office_id: content.officeId,
        work_unit_id: l.work_unit_id ?? null,
        activity_id: l.activity_id ?? null,
        element_id: l.element_id ?? null,
        amount: money(l.amount).toFixed(2),
      }));
    },
    async takesOver(content, ctx) {
      const [request] = rowsOf<{ id: string; amount: string }>(
        await ctx.tx.execute(sql`SELECT id, coalesce(approved_amount, request_amount)::text AS amount FROM cash_advance_requests
          WHERE company_id = ${ctx.actor.companyId} AND cash_advance_id = ${content.cashAdvanceId}::uuid`),
      );
      return request ? [{ sourceId: request.id, sourceLine: 1, amount: request.amount }] : [];
    },
  });
}

/**
 * What a manual journal's lines ask of the budget: its lines on expense accounts, each its debit less
 * its credit (a credit to a cost gives back), on the line's dimensions (its office, else the journal's).
 */
export async function journalItems(ctx: DocumentContext, lines: readonly JournalLineBody[], officeId: string | null): Promise<CommitItem[]> {
  const expense = new Set(
    rowsOf<{ id: string }>(
      await ctx.tx.execute(sql`SELECT id FROM accounts WHERE company_id = ${ctx.actor.companyId} AND type = 'expense' AND id = ANY(${sql.param(lines.map((l) => l.account_id))}::uuid[])`),
    ).map((r) => r.id),
  );
  return lines.flatMap((l, i) =>
    expense.has(l.account_id)
      ? [
          {
            line: i + 1,
            account_id: l.account_id,
            office_id: l.office_id ?? officeId,
            work_unit_id: l.work_unit_id ?? null,
            activity_id: l.activity_id ?? null,
            element_id: l.element_id ?? null,
            amount: formatMoney(money(l.debit ?? "0").minus(l.credit ?? "0")),
          },
        ]
      : [],
  );
}

/** A manual journal entered as a draft: spent when approved (posted), checked by its lines (`journalItems`). */
function registerJournalSource() {
  registerCommitmentSource<DraftRow>({
    documentType: "draft_journal",
    type: draftJournalDocument,
    spends: true,
    items: (content, ctx) => journalItems(ctx, content.details as JournalLineBody[], content.officeId),
  });
}

/** The office, work unit and activity of requests, by id. */
async function requestHeads(ctx: DocumentContext, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { office_id: string | null; work_unit_id: string | null; activity_id: string | null }>();
  const rows = rowsOf<{ id: string; office_id: string | null; work_unit_id: string | null; activity_id: string | null }>(
    await ctx.tx.execute(sql`SELECT id, office_id, work_unit_id, activity_id FROM purchase_requests WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param([...new Set(ids)])}::uuid[])`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Manual journals posted directly are checked as their drafts are (the `draft_journal` control): under
 * a stop budget, one whose expense lines go beyond what is left is refused — there is no draft for the
 * controller to let through, so it says to enter one. Checked in the posting transaction with the
 * budget lines locked; the journals of one group or batch are checked in order, each with the earlier
 * ones counted as spent where their dates fall in a line's span (a journal the door then refuses for
 * another reason, a closed month, has still been counted: the check errs on the safe side).
 */
async function checkJournalBudgets(tx: Tx, requests: readonly PostingRequest[]): Promise<(AppError | null)[]> {
  const out: (AppError | null)[] = requests.map(() => null);
  const first = requests[0];
  if (!first) return out;
  const control = await controlOf({ tx, actor: first.actor, language: first.language }, "draft_journal");
  if (control.action !== "stop") return out;
  // The earlier journals of the group or batch passed, not written yet: counted as spent where they fall in a line's span.
  const accepted: (CommitItem & { date: string })[] = [];
  for (const [i, r] of requests.entries()) {
    const ctx: DocumentContext = { tx, actor: r.actor, language: r.language };
    let lines: ReturnType<PostingRequest["posting"]["checkedLines"]>;
    try {
      lines = r.posting.checkedLines();
    } catch {
      continue; // The door refuses it with its own problems.
    }
    const body: JournalLineBody[] = lines.map((l) => ({
      account_id: l.accountId,
      debit: formatMoney(l.debit),
      credit: formatMoney(l.credit),
      office_id: l.officeId ?? null,
      work_unit_id: l.workUnitId ?? null,
      activity_id: l.activityId ?? null,
      element_id: l.elementId ?? null,
    })) as JournalLineBody[];
    let items = await journalItems(ctx, body, r.header.officeId ?? null);
    if (items.length === 0) continue;
    if (items.some((item) => item.office_id === null)) {
      const head = await headOfficeId(tx, r.actor);
      items = items.map((item) => (item.office_id === null ? { ...item, office_id: head } : item));
    }
    const date = r.header.date;
    const checked = await checkBudget(ctx, items, date, control.basis, control.tolerance_percent, { lock: true, excludeSourceId: null, pending: accepted });
    const over = checked.find((l) => l.over);
    if (over) {
      out[i] = new AppError(422, "budget_exceeded_journal", {
        budget: lineName(over),
        available: formatAmount(over.available, r.language),
        requested: formatAmount(over.requested, r.language),
        basis: translate(`budget_basis_${control.basis}` as MessageKey, r.language),
      });
      continue;
    }
    accepted.push(...items.map((item) => ({ ...item, date })));
  }
  return out;
}
registerManualPostingGuard(checkJournalBudgets);
