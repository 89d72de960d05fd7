import {
  addDays,
  formatAmount,
  formatMoney,
  type MessageKey,
  money,
  type RevaluationBody,
  type RevaluationItemResponse,
  revaluationBody,
  revaluationLimits,
  revaluationPosting,
  revaluationResponse,
  translate,
} from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import { accountForRole } from "../../platform/account-roles.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { notFound } from "../../platform/errors.js";
import { fieldMessage } from "../../platform/field-errors.js";
import { standardSignatures } from "../../platform/print.js";
import { post } from "../ledger/ledger.post.js";
import { rowsOf } from "../reports/report-context.js";
import { baseCurrency } from "./rates.js";
import { revaluationSources } from "./revaluation-sources.js";

export const REVALUATION_TYPE = "exchange_revaluation";

interface RevaluationContent {
  id: string;
  date: string;
  description: string | null;
  items_count: number;
  gain: string;
  loss: string;
  base_currency: string;
  items: RevaluationItemResponse[];
}

/** An item as the revaluation's answer and report show it: with its invoice's number or its account's name. */
export async function revaluationItems(ctx: DocumentContext, id: string, options: { offset?: number; limit: number }): Promise<RevaluationItemResponse[]> {
  const rows = rowsOf<RevaluationItemResponse>(
    await ctx.tx.execute(sql`
      SELECT i.line_no, i.kind, i.source_id, coalesce(d.number, cb.name) AS source_name, c.name AS contact_name, i.account_id, a.code AS account_code,
        i.currency, i.amount::text AS amount, i.old_base::text AS old_base, i.rate::text AS rate, i.new_base::text AS new_base, i.difference::text AS difference
      FROM exchange_revaluation_items i
      JOIN accounts a ON a.company_id = i.company_id AND a.id = i.account_id
      LEFT JOIN documents d ON d.company_id = i.company_id AND d.id = i.source_id AND i.kind <> 'cash'
      LEFT JOIN cashbanks cb ON cb.company_id = i.company_id AND cb.id = i.source_id AND i.kind = 'cash'
      LEFT JOIN contacts c ON c.company_id = i.company_id AND c.id = i.contact_id
      WHERE i.company_id = ${ctx.actor.companyId} AND i.revaluation_id = ${id}::uuid
      ORDER BY i.line_no
      LIMIT ${options.limit} OFFSET ${options.offset ?? 0}`),
  );
  return rows.map((r) => ({
    ...r,
    line_no: Number(r.line_no),
    amount: formatMoney(r.amount),
    old_base: formatMoney(r.old_base),
    new_base: formatMoney(r.new_base),
    difference: formatMoney(r.difference),
  }));
}

/**
 * The items open at the date, each at the date's booking rate of its currency (half up to the cent,
 * as `toBase`), written in one statement: every module's source (`revaluation-sources.ts`) at once.
 * A currency with items and no rate on or before the date is refused, naming the rate to enter.
 */
async function computeItems(ctx: DocumentContext, id: string, date: string) {
  const company = ctx.actor.companyId;
  const base = await baseCurrency(ctx.tx, company);
  const union = sql.join(
    revaluationSources().map((s) => s.openAt(company, date, base)),
    sql` UNION ALL `,
  );
  const items: SQL = sql`SELECT * FROM (${union}) o WHERE o.amount <> 0 OR o.old_base <> 0`;
  const rates = sql`SELECT DISTINCT ON (currency) currency, rate FROM exchange_rates
    WHERE company_id = ${company} AND kind = 'booking' AND date <= ${date}::date ORDER BY currency, date DESC`;
  await ctx.tx.execute(sql`DELETE FROM exchange_revaluation_items WHERE company_id = ${company} AND revaluation_id = ${id}::uuid`);
  await ctx.tx.execute(sql`
    WITH items AS MATERIALIZED (${items}), rates AS (${rates})
    INSERT INTO exchange_revaluation_items (company_id, revaluation_id, line_no, kind, source_id, account_id, contact_id, currency, amount, old_base, rate, new_base, difference)
    SELECT ${company}, ${id}::uuid, row_number() OVER (ORDER BY items.kind DESC, items.currency, items.account_id, items.source_id),
      items.kind, items.source_id, items.account_id, items.contact_id, items.currency, items.amount, items.old_base, r.rate,
      round(items.amount * r.rate, 2), round(items.amount * r.rate, 2) - items.old_base
    FROM items LEFT JOIN rates r ON r.currency = items.currency
    WHERE r.rate IS NOT NULL`);
  const [missing] = rowsOf<{ currency: string }>(
    await ctx.tx.execute(sql`WITH items AS (${items}), rates AS (${rates})
      SELECT DISTINCT items.currency FROM items WHERE NOT EXISTS (SELECT 1 FROM rates WHERE rates.currency = items.currency) ORDER BY 1 LIMIT 1`),
  );
  if (missing)
    throw fieldMessage("date", "exchange_rate_missing", ctx.language, { kind: translate("exchange_rate_kind_booking", ctx.language), currency: missing.currency, date });
  const [totals] = rowsOf<{ count: string; gain: string; loss: string }>(
    await ctx.tx.execute(sql`
      SELECT count(*)::text AS count,
        coalesce(sum(effect) FILTER (WHERE effect > 0), 0)::text AS gain,
        coalesce(-sum(effect) FILTER (WHERE effect < 0), 0)::text AS loss
      FROM (SELECT CASE kind WHEN 'payable' THEN -difference ELSE difference END AS effect
            FROM exchange_revaluation_items WHERE company_id = ${company} AND revaluation_id = ${id}::uuid) x`),
  );
  if (!totals || Number(totals.count) === 0) throw fieldMessage("date", "exchange_revaluation_nothing", ctx.language, { date });
  return { count: Number(totals.count), gain: totals.gain, loss: totals.loss };
}

/** Per account, the net of its items' differences as a debit (an asset's rise; a liability's rise is a credit). */
async function accountNets(ctx: DocumentContext, id: string) {
  return rowsOf<{ accountId: string; debit: string }>(
    await ctx.tx.execute(sql`
      SELECT account_id AS "accountId", sum(CASE kind WHEN 'payable' THEN -difference ELSE difference END)::text AS debit
      FROM exchange_revaluation_items WHERE company_id = ${ctx.actor.companyId} AND revaluation_id = ${id}::uuid
      GROUP BY account_id ORDER BY account_id`),
  );
}

/**
 * Exchange revaluation (`/transactions/exchange-revaluation`, DESIGN §13, issue 29 item 6): at a date,
 * every open foreign receivable and payable (per invoice) and every foreign cash or bank balance at the
 * date's booking rate. Saving computes the items (the preview: each one's amount, old and new base);
 * submitted, it waits for the `exchange_revaluation` levels; approved, the unrealised difference posts
 * at the date and its reversal the next day (both journals the document's: deleting it removes both).
 */
export const revaluationDocument: DocumentType<RevaluationBody, RevaluationContent, typeof revaluationResponse> = {
  type: REVALUATION_TYPE,
  base: "/transactions/exchange-revaluation",
  resource: "TxExchangeRevaluation",
  title: { en: "Exchange revaluation", id: "Revaluasi kurs" },
  numberType: "exchange_revaluation",
  approvalModule: "exchange_revaluation",
  lifecycle: { deleteApproved: true, cancelApproved: false },
  cancel: "remove",
  body: revaluationBody,
  response: revaluationResponse,
  async load(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = rowsOf<Omit<RevaluationContent, "items">>(
      await ctx.tx.execute(sql`
        SELECT r.id, r.date::text AS date, r.description, r.items_count, r.gain::text AS gain, r.loss::text AS loss, c.base_currency
        FROM exchange_revaluations r JOIN companies c ON c.id = r.company_id
        WHERE r.company_id = ${ctx.actor.companyId} AND r.id = ANY(${sql.param([...ids])}::uuid[])`),
    );
    const out = new Map<string, RevaluationContent>();
    for (const r of rows) {
      // One document's answer lists its first items; a list of many documents does not need them.
      const items = ids.length === 1 ? await revaluationItems(ctx, r.id, { limit: revaluationLimits.items_shown_max }) : [];
      out.set(r.id, { ...r, items_count: Number(r.items_count), items });
    }
    return out;
  },
  async save(ctx, id, body, created) {
    if (created) {
      await ctx.tx.execute(sql`INSERT INTO exchange_revaluations (company_id, id, date, description, created_by)
        VALUES (${ctx.actor.companyId}, ${id}::uuid, ${body.date}::date, ${body.description}, ${ctx.actor.userId}::uuid)`);
    }
    const totals = await computeItems(ctx, id, body.date);
    await ctx.tx.execute(sql`UPDATE exchange_revaluations SET date = ${body.date}::date, description = ${body.description},
        items_count = ${totals.count}, gain = ${totals.gain}::numeric, loss = ${totals.loss}::numeric, updated_at = now()
      WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM exchange_revaluations WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  summary: (c) => ({ date: c.date, officeId: null, description: c.description, amount: formatMoney(money(c.gain).plus(money(c.loss))) }),
  async posting(c, ctx) {
    const posting = revaluationPosting(await accountNets(ctx, c.id), await accountForRole(ctx, "exchange_difference", { field: "date" }), {
      description: c.description,
    });
    return posting ? { header: { date: c.date, description: c.description ?? translate("print_exchange_revaluation", ctx.language), journalType: "adjustment" }, posting } : null;
  },
  // Approved and posted: its reversal the next day, the document's own second journal.
  async approved(c, state, ctx) {
    const [first] = state.journalIds;
    if (!first) return;
    const posting = revaluationPosting(await accountNets(ctx, c.id), await accountForRole(ctx, "exchange_difference", { field: "date" }));
    if (!posting) return;
    const reversal = await post(
      ctx.tx,
      ctx.actor,
      {
        date: addDays(c.date, 1),
        description: `${translate("print_reversal_date", ctx.language)} — ${state.number ?? ""}`.trim(),
        journalType: "adjustment",
        sourceType: REVALUATION_TYPE,
        sourceId: c.id,
      },
      posting.reversal(),
      ctx.language,
    );
    await ctx.tx.execute(sql`UPDATE documents SET journal_ids = array_append(journal_ids, ${reversal.id}::uuid)
      WHERE company_id = ${ctx.actor.companyId} AND id = ${c.id}::uuid`);
  },
  async print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const items = await revaluationItems(ctx, c.id, { limit: revaluationLimits.items_shown_max });
    return {
      title: t("print_exchange_revaluation"),
      number: state.number ?? "—",
      dates: [
        { label: t("print_date"), value: c.date, kind: "date" as const },
        { label: t("print_reversal_date"), value: addDays(c.date, 1), kind: "date" as const },
      ],
      fields: [
        { label: t("print_description"), value: c.description },
        { label: t("print_status"), value: state.status },
      ],
      columns: [
        { key: "item", title: t("print_description") },
        { key: "currency", title: "", width: 30 },
        { key: "amount", title: t("print_amount"), kind: "money" as const, width: 70 },
        { key: "rate", title: t("print_rate"), width: 60 },
        { key: "old_base", title: t("print_old_base"), kind: "money" as const, width: 80 },
        { key: "new_base", title: t("print_new_base"), kind: "money" as const, width: 80 },
        { key: "difference", title: t("print_difference"), kind: "money" as const, width: 75 },
      ],
      lines: items.map((i) => ({
        item: [i.source_name, i.contact_name].filter(Boolean).join(" — "),
        currency: i.currency,
        amount: i.amount,
        rate: formatAmount(i.rate, ctx.language, { fraction: "rate" }),
        old_base: i.old_base,
        new_base: i.new_base,
        difference: i.difference,
      })),
      totals: [
        { label: `${t("print_gain")} (${c.base_currency})`, amount: formatMoney(c.gain) },
        { label: `${t("print_loss")} (${c.base_currency})`, amount: formatMoney(c.loss) },
      ],
      amountInWords: null,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(c) {
    return {
      id: c.id,
      date: c.date,
      description: c.description,
      reversal_date: addDays(c.date, 1),
      items_count: c.items_count,
      gain: formatMoney(c.gain),
      loss: formatMoney(c.loss),
      net: formatMoney(money(c.gain).minus(money(c.loss))),
      items: c.items,
    };
  },
};
