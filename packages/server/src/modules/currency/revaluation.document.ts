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
import { AppError, notFound } from "../../platform/errors.js";
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
  /** The journal's per-account debits, as computed when saved. */
  accounts: { accountId: string; debit: string }[];
}

/**
 * The items open at the date (every module's source, `revaluation-sources.ts`), each at the date's
 * booking rate of its currency — none when the currency has no rate on or before the date — and its
 * new base half up to the cent (as `toBase`), the difference, and its effect on profit (a payable's
 * rise is a loss).
 */
async function itemsAt(ctx: DocumentContext, date: string): Promise<SQL> {
  const company = ctx.actor.companyId;
  const base = await baseCurrency(ctx.tx, company);
  const union = sql.join(
    revaluationSources().map((s) => s.openAt(company, date, base)),
    sql` UNION ALL `,
  );
  return sql`
    SELECT o.*, r.rate, round(o.amount * r.rate, 2) AS new_base, round(o.amount * r.rate, 2) - o.old_base AS difference,
      (CASE o.kind WHEN 'payable' THEN -1 ELSE 1 END) * (round(o.amount * r.rate, 2) - o.old_base) AS effect
    FROM (${union}) o
    LEFT JOIN (SELECT DISTINCT ON (currency) currency, rate FROM exchange_rates
      WHERE company_id = ${company} AND kind = 'booking' AND date <= ${date}::date ORDER BY currency, date DESC) r ON r.currency = o.currency
    WHERE o.amount <> 0 OR o.old_base <> 0`;
}

const ITEM_ORDER = sql`kind DESC, currency, account_id, source_id`;

/**
 * One revaluation a day: a receivable's base is what its invoice carries, which an approved (or
 * pending) revaluation of the same day does not change, so a second one would revalue it twice.
 */
async function assertDayFree(ctx: DocumentContext, id: string, date: string) {
  const [other] = rowsOf<{ number: string | null }>(
    await ctx.tx.execute(sql`SELECT d.number FROM exchange_revaluations r JOIN documents d ON d.company_id = r.company_id AND d.id = r.id
      WHERE r.company_id = ${ctx.actor.companyId} AND r.date = ${date}::date AND r.id <> ${id}::uuid AND d.status IN ('pending', 'approved') LIMIT 1`),
  );
  if (other) throw fieldMessage("date", "exchange_revaluation_same_day", ctx.language, { number: other.number ?? "", date });
}

/** What a revaluation at a date comes to: its count, gain and loss, the journal's per-account debits (one pass over the items). */
async function totalsAt(ctx: DocumentContext, date: string) {
  const [row] = rowsOf<{ missing: string | null; count: string; gain: string; loss: string; accounts: { accountId: string; debit: string }[] | null }>(
    await ctx.tx.execute(sql`
      WITH items AS MATERIALIZED (${await itemsAt(ctx, date)})
      SELECT (SELECT min(currency) FROM items WHERE rate IS NULL) AS missing,
        count(*) FILTER (WHERE rate IS NOT NULL)::text AS count,
        coalesce(sum(effect) FILTER (WHERE effect > 0), 0)::text AS gain,
        coalesce(-sum(effect) FILTER (WHERE effect < 0), 0)::text AS loss,
        (SELECT jsonb_agg(jsonb_build_object('accountId', account_id, 'debit', debit::text) ORDER BY account_id)
          FROM (SELECT account_id, sum(effect) AS debit FROM items WHERE rate IS NOT NULL GROUP BY account_id) a) AS accounts
      FROM items`),
  );
  if (row?.missing)
    throw fieldMessage("date", "exchange_rate_missing", ctx.language, { kind: translate("exchange_rate_kind_booking", ctx.language), currency: row.missing, date });
  if (!row || Number(row.count) === 0) throw fieldMessage("date", "exchange_revaluation_nothing", ctx.language, { date });
  return { count: Number(row.count), gain: formatMoney(row.gain), loss: formatMoney(row.loss), accounts: row.accounts ?? [] };
}

/**
 * The items of a revaluation as its report shows them, with the invoice's number or the account's
 * name: an approved one's as posted (kept when approved), a draft's as open at its date now.
 */
export async function revaluationItems(ctx: DocumentContext, id: string, options: { offset?: number; limit: number }): Promise<RevaluationItemResponse[]> {
  const [head] = rowsOf<{ date: string; kept: boolean }>(
    await ctx.tx.execute(sql`SELECT r.date::text AS date, EXISTS (SELECT 1 FROM exchange_revaluation_items i WHERE i.company_id = r.company_id AND i.revaluation_id = r.id) AS kept
      FROM exchange_revaluations r WHERE r.company_id = ${ctx.actor.companyId} AND r.id = ${id}::uuid`),
  );
  if (!head) return [];
  const source = head.kept
    ? sql`SELECT line_no, kind, source_id, account_id, contact_id, currency, amount, old_base, rate, new_base, difference
        FROM exchange_revaluation_items WHERE company_id = ${ctx.actor.companyId} AND revaluation_id = ${id}::uuid`
    : sql`SELECT row_number() OVER (ORDER BY ${ITEM_ORDER}) AS line_no, kind, source_id, account_id, contact_id, currency, amount, old_base, rate, new_base, difference
        FROM (${await itemsAt(ctx, head.date)}) x WHERE rate IS NOT NULL`;
  const rows = rowsOf<RevaluationItemResponse>(
    await ctx.tx.execute(sql`
      WITH page AS (SELECT * FROM (${source}) s ORDER BY line_no LIMIT ${options.limit} OFFSET ${options.offset ?? 0})
      SELECT i.line_no, i.kind, i.source_id, coalesce(d.number, cb.name) AS source_name, c.name AS contact_name, i.account_id, a.code AS account_code,
        i.currency, i.amount::text AS amount, i.old_base::text AS old_base, i.rate::text AS rate, i.new_base::text AS new_base, i.difference::text AS difference
      FROM page i
      JOIN accounts a ON a.company_id = ${ctx.actor.companyId} AND a.id = i.account_id
      LEFT JOIN documents d ON d.company_id = ${ctx.actor.companyId} AND d.id = i.source_id AND i.kind <> 'cash'
      LEFT JOIN cashbanks cb ON cb.company_id = ${ctx.actor.companyId} AND cb.id = i.source_id AND i.kind = 'cash'
      LEFT JOIN contacts c ON c.company_id = ${ctx.actor.companyId} AND c.id = i.contact_id
      ORDER BY i.line_no`),
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
 * Keeps the items as they post (the report of a posted revaluation reads them, whatever changes
 * later): taken when the journal is built, before it is in the balances it revalues.
 */
async function keepItems(ctx: DocumentContext, id: string, date: string) {
  await ctx.tx.execute(sql`DELETE FROM exchange_revaluation_items WHERE company_id = ${ctx.actor.companyId} AND revaluation_id = ${id}::uuid`);
  await ctx.tx.execute(sql`
    INSERT INTO exchange_revaluation_items (company_id, revaluation_id, line_no, kind, source_id, account_id, contact_id, currency, amount, old_base, rate, new_base, difference)
    SELECT ${ctx.actor.companyId}, ${id}::uuid, row_number() OVER (ORDER BY ${ITEM_ORDER}), kind, source_id, account_id, contact_id, currency, amount, old_base, rate, new_base, difference
    FROM (${await itemsAt(ctx, date)}) x WHERE rate IS NOT NULL`);
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
    const rows = rowsOf<RevaluationContent>(
      await ctx.tx.execute(sql`
        SELECT r.id, r.date::text AS date, r.description, r.items_count, r.gain::text AS gain, r.loss::text AS loss, r.accounts, c.base_currency
        FROM exchange_revaluations r JOIN companies c ON c.id = r.company_id
        WHERE r.company_id = ${ctx.actor.companyId} AND r.id = ANY(${sql.param([...ids])}::uuid[])`),
    );
    return new Map(rows.map((r) => [r.id, { ...r, items_count: Number(r.items_count) }]));
  },
  async save(ctx, id, body, created) {
    await assertDayFree(ctx, id, body.date);
    const totals = await totalsAt(ctx, body.date);
    const values = sql`${body.date}::date, ${body.description}, ${totals.count}, ${totals.gain}::numeric, ${totals.loss}::numeric, ${JSON.stringify(totals.accounts)}::jsonb`;
    if (created) {
      await ctx.tx.execute(sql`INSERT INTO exchange_revaluations (company_id, id, date, description, items_count, gain, loss, accounts, created_by)
        VALUES (${ctx.actor.companyId}, ${id}::uuid, ${values}, ${ctx.actor.userId}::uuid)`);
    } else {
      await ctx.tx.execute(sql`UPDATE exchange_revaluations SET (date, description, items_count, gain, loss, accounts, updated_at) = (${values}, now())
        WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
      // Computed anew: what an earlier submission kept goes.
      await ctx.tx.execute(sql`DELETE FROM exchange_revaluation_items WHERE company_id = ${ctx.actor.companyId} AND revaluation_id = ${id}::uuid`);
    }
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM exchange_revaluations WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  summary: (c) => ({ date: c.date, officeId: null, description: c.description, amount: formatMoney(money(c.gain).plus(money(c.loss))) }),
  /**
   * What is open is computed again: the journal posts what the approver saw, or nothing — a payment,
   * an invoice or a rate since the preview refuses it until it is computed again.
   */
  async posting(c, ctx) {
    await assertDayFree(ctx, c.id, c.date);
    const now = await totalsAt(ctx, c.date);
    const key = (accounts: { accountId: string; debit: string }[]) => accounts.map((a) => `${a.accountId}:${formatMoney(a.debit)}`).join(",");
    if (now.count !== c.items_count || key(now.accounts) !== key(c.accounts))
      throw new AppError(422, "exchange_revaluation_stale", { date: c.date });
    await keepItems(ctx, c.id, c.date);
    const posting = revaluationPosting(now.accounts, await accountForRole(ctx, "exchange_difference", { field: "date" }), {
      description: c.description,
    });
    return posting ? { header: { date: c.date, description: c.description ?? translate("print_exchange_revaluation", ctx.language), journalType: "adjustment" }, posting } : null;
  },
  // Approved and posted (its items kept when its journal was built): its reversal the next day, the document's own second journal.
  async approved(c, state, ctx) {
    const [first] = state.journalIds;
    if (!first) return;
    const posting = revaluationPosting(c.accounts, await accountForRole(ctx, "exchange_difference", { field: "date" }));
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
    };
  },
};
