/** The ledger's write statement: numbers, journals, lines, balances and audit rows in one statement; balance deltas. */
import { dimensionIds, formatMoney, lineDimensions, type Money, type PostingLine, type TransactionType, transactionTypes, zeroMoney } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { newId } from "../../platform/ids.js";
import { ALL_OFFICES, type BalanceDelta, balanceUpsert } from "./balances.js";
import { currencyBalanceUpsert, currencyDeltasOf } from "./currency-balances.js";
import { sequenceText } from "./numbering.js";
import type { Ready } from "./ledger.types.js";
import type { Known } from "./ledger.lookup.js";

/**
 * Locks every counter and balance row the postings will write, counters first, each in sorted
 * order — the order every single write statement also follows — so writers split over several
 * statements cannot deadlock with each other or with anyone else.
 */
export async function lockRows(tx: Tx, c: string, ready: Ready[]) {
  const counters = [...new Set(ready.map((r) => `${r.numberType}|${r.request.header.date.slice(0, 7)}`))].sort();
  const rows = new Map<string, { accountId: string; officeId: string; year: number }>();
  for (const r of ready) {
    const year = Number(r.request.header.date.slice(0, 4));
    for (const l of r.lines) {
      for (const officeId of [l.officeId ?? r.officeId, ALL_OFFICES]) {
        rows.set(`${l.accountId}|${officeId}|${year}`, { accountId: l.accountId, officeId, year });
      }
    }
  }
  await tx.execute(sql`
    WITH seq AS (
      INSERT INTO number_sequences (company_id, transaction_type, period, last_value)
      VALUES ${sql.join(
        counters.map((k) => {
          const [type, period] = k.split("|") as [string, string];
          return sql`(${c}::uuid, ${type}::text, ${period}::text, 0)`;
        }),
        sql`, `,
      )}
      ON CONFLICT (company_id, transaction_type, period) DO UPDATE SET last_value = number_sequences.last_value
      RETURNING 1
    ), b AS (
      INSERT INTO ledger_balances (company_id, fiscal_year, account_id, office_id)
      SELECT DISTINCT ${c}::uuid, y.fiscal_year, v.account_id, v.office_id
      FROM (VALUES ${sql.join(
        [...rows.values()].map((r) => sql`(${r.accountId}::uuid, ${r.officeId}::uuid, ${r.year}::int)`),
        sql`, `,
      )}) AS v(account_id, office_id, year)
      JOIN ledger_years y ON y.company_id = ${c}::uuid AND y.fiscal_year >= v.year
      ORDER BY 2, 3, 4
      ON CONFLICT (company_id, fiscal_year, account_id, office_id) DO UPDATE SET opening_debit = ledger_balances.opening_debit
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM seq) AS counters, (SELECT count(*) FROM b) AS balances`);
}

/** The line dimensions' columns of journal_lines, in the list's order. */
const dimensionColumns = sql.join(
  lineDimensions.map((d) => sql.identifier(d.column)),
  sql`, `,
);

/** A posting line's dimension values for `dimensionColumns`; the header's (office) falls back to the journal's. */
/** A foreign line's currency, amount and rate (DESIGN §13); NULLs, no parameters, on a base line. */
const foreignValues = (l: PostingLine) =>
  l.foreign ? sql`${l.foreign.currency}::text, ${formatMoney(l.foreign.amount)}::numeric, ${l.foreign.rate}::numeric` : sql`NULL::text, NULL::numeric, NULL::numeric`;

const dimensionValues = (l: PostingLine, headerId: string) =>
  sql.join(
    lineDimensions.map((d) => {
      if (d.many) return sql`${`{${dimensionIds(l, d).join(",")}}`}::uuid[]`;
      const id = dimensionIds(l, d)[0] ?? (d.headerDefault ? headerId : null);
      return sql`${id}::uuid`;
    }),
    sql`, `,
  );

/**
 * One statement: the numbers (gapless: each counter row is locked until commit and moved by the
 * number of journals it numbers), the journals, their lines, the balances and the audit rows.
 */
export async function write(tx: Tx, c: string, known: Known, ready: Ready[]) {
  // Journals numbered per counter (type and month) in request order.
  const counters = new Map<string, { type: TransactionType; period: string; n: number }>();
  const place = ready.map((r) => {
    const period = r.request.header.date.slice(0, 7);
    const key = `${r.numberType}|${period}`;
    const counter = counters.get(key) ?? { type: r.numberType, period, n: 0 };
    counter.n += 1;
    counters.set(key, counter);
    return counter.n;
  });
  const seqValues = sql.join(
    [...counters.values()]
      .sort((a, b) => a.type.localeCompare(b.type) || a.period.localeCompare(b.period))
      .map((k) => sql`(${c}::uuid, ${k.type}::text, ${k.period}::text, ${k.n}::int)`),
    sql`, `,
  );
  const journalValues = sql.join(
    ready.map((r, i) => {
      const h = r.request.header;
      const prefix = known.prefixes.get(r.numberType) ?? transactionTypes[r.numberType].prefix;
      const n = (counters.get(`${r.numberType}|${h.date.slice(0, 7)}`) as { n: number }).n;
      return sql`(${r.id}::uuid, ${r.numberType}::text, ${h.date.slice(0, 7)}::text, ${n - (place[i] as number)}::int,
        ${`${prefix}/${h.date.slice(0, 4)}/${h.date.slice(5, 7)}/`}::text, ${h.date}::date, ${r.officeId}::uuid, ${h.description ?? null}::text,
        ${r.journalType}::text, ${h.sourceType}::text, ${h.sourceId ?? null}::uuid, ${h.reversalOfId ?? null}::uuid, ${r.total}::numeric,
        ${r.request.actor.userId}::uuid, ${newId()}::uuid)`;
    }),
    sql`, `,
  );
  const lineValues = sql.join(
    ready.flatMap((r) =>
      r.lines.map(
        (l, i) => sql`(${c}::uuid, ${r.id}::uuid, ${i + 1}::int, ${r.request.header.date}::date, ${l.accountId}::uuid,
        ${formatMoney(l.debit)}::numeric, ${formatMoney(l.credit)}::numeric, ${l.description}::text, ${dimensionValues(l, r.officeId)}, ${foreignValues(l)})`,
      ),
    ),
    sql`, `,
  );
  const deltas = ready.flatMap((r) => deltasOf(r.lines, r.request.header.date, r.officeId, 1));
  const currencyUpsert = currencyBalanceUpsert(
    c,
    ready.flatMap((r) => currencyDeltasOf(r.lines, r.request.header.date, r.officeId, 1)),
  );
  const result = await tx.execute(sql`
    WITH seq AS (
      INSERT INTO number_sequences (company_id, transaction_type, period, last_value) VALUES ${seqValues}
      ON CONFLICT (company_id, transaction_type, period) DO UPDATE SET last_value = number_sequences.last_value + EXCLUDED.last_value
      RETURNING transaction_type, period, last_value
    ), v AS (
      SELECT * FROM (VALUES ${journalValues}) AS v(id, type, period, back, prefix, date, office_id, description, journal_type,
        source_type, source_id, reversal_of_id, total, user_id, audit_id)
    ), j AS (
      INSERT INTO journals (company_id, id, number, date, office_id, description, journal_type, source_type, source_id,
        reversal_of_id, total_debit, total_credit, posted_by)
      SELECT ${c}, v.id, v.prefix || ${sequenceText(sql`seq.last_value - v.back`)}, v.date, v.office_id, v.description, v.journal_type,
        v.source_type, v.source_id, v.reversal_of_id, v.total, v.total, v.user_id
      FROM v JOIN seq ON seq.transaction_type = v.type AND seq.period = v.period
      RETURNING id, number, posted_at
    ), l AS (
      INSERT INTO journal_lines (company_id, journal_id, line_no, date, account_id, debit, credit, description,
        ${dimensionColumns}, currency, amount_currency, rate)
      VALUES ${lineValues}
    ), b AS (${balanceUpsert(c, deltas)}), a AS (
      INSERT INTO audit_log (company_id, id, user_id, action, entity, entity_id, changes)
      SELECT ${c}, v.audit_id, v.user_id, 'post', 'journal', j.id,
        jsonb_build_object('number', j.number, 'date', v.date::text, 'total', v.total::text, 'source', v.source_type)
      FROM j JOIN v ON v.id = j.id
    )
    SELECT id, number, posted_at FROM j`);
  // The foreign amounts after the balances they belong to (see `currencyBalanceUpsert`).
  if (currencyUpsert) await tx.execute(currencyUpsert);
  return (result as unknown as { rows: { id: string; number: string; posted_at: string | Date }[] }).rows;
}

export function deltasOf(
  lines: readonly { accountId: string; officeId: string | null; debit: Money; credit: Money }[],
  date: string,
  defaultOffice: string,
  sign: 1 | -1,
): BalanceDelta[] {
  const month = `${date.slice(0, 7)}-01`;
  const map = new Map<string, BalanceDelta>();
  for (const l of lines) {
    const officeId = l.officeId ?? defaultOffice;
    const key = `${l.accountId}|${officeId}`;
    const entry = map.get(key) ?? { accountId: l.accountId, officeId, month, debit: zeroMoney(), credit: zeroMoney() };
    entry.debit = sign === 1 ? entry.debit.plus(l.debit) : entry.debit.minus(l.debit);
    entry.credit = sign === 1 ? entry.credit.plus(l.credit) : entry.credit.minus(l.credit);
    map.set(key, entry);
  }
  return [...map.values()];
}
