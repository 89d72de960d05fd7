import { Amount, formatAmount, type Language, type Money, translate, ZERO_AMOUNT, zeroMoney } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../platform/errors.js";
import { sumsBeforeDates } from "./balances.js";

/**
 * "Never below zero" for a cash or bank account set to refuse it (`cashbanks.refuse_negative`), kept
 * by the ledger's door for every change that lowers such an account: a posting that credits it
 * (a payment, a transfer, a manual journal, the reversal of a receipt) and the removal of a journal
 * that debited it (a deleted receipt, sales payment, or an invoice deleted with its payments). So
 * no document has to remember the rule: it stands here once, and every path passes here.
 *
 * Checked after the change is written, in its transaction: the lowest end-of-day balance of the
 * account from the change's date on must not be below zero (a backdated payment may not take an
 * earlier day under zero either).
 *
 * Why it holds under concurrent changes: every change of an account's lines upserts that account's
 * all-offices balance row of the latest kept year (`balanceUpsert`: each kept year from the line's
 * on) in the same transaction, before this check runs, and keeps the row locked to commit. A second
 * change of the account waits there for the first to commit; its check, a later statement under
 * READ COMMITTED, then reads the first one's lines.
 */

/** A guarded account a change lowers: from which date, and the name of its cash or bank account. */
export interface Lowered {
  date: string;
  name: string;
}

/**
 * Branch of the door's lookup (`kind` 'guarded'): the accounts among `accountIds` a cash or bank
 * account that refuses to go below zero is kept on, with that account's name.
 */
export const guardedLookup = (companyId: string, accountIds: SQL) =>
  sql`UNION ALL SELECT 'guarded', account_id, code, name, true, false FROM cashbanks
      WHERE company_id = ${companyId} AND refuse_negative AND account_id IN (${accountIds})`;

/** The guarded accounts among `accountIds`, with their cash or bank account's name (for a removal). */
export async function guardedAccounts(tx: Tx, companyId: string, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const list = sql.join(
    [...new Set(accountIds)].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await tx.execute(sql`SELECT account_id, name FROM cashbanks WHERE company_id = ${companyId} AND refuse_negative AND account_id IN (${list})`);
  return new Map((result as unknown as { rows: { account_id: string; name: string }[] }).rows.map((r) => [r.account_id, r.name]));
}

/**
 * The guarded accounts that changes lower (their lines' debits less credits below zero, `sign` −1
 * for lines taken out), each from its earliest such date.
 */
export function loweredAccounts(
  changes: readonly { date: string; lines: readonly { accountId: string; debit: Money; credit: Money }[] }[],
  guarded: ReadonlyMap<string, string>,
  sign: 1 | -1,
): Map<string, Lowered> {
  const lowered = new Map<string, Lowered>();
  if (guarded.size === 0) return lowered;
  for (const change of changes) {
    const net = new Map<string, Money>();
    for (const l of change.lines) {
      if (guarded.has(l.accountId)) net.set(l.accountId, (net.get(l.accountId) ?? zeroMoney()).plus(l.debit).minus(l.credit));
    }
    for (const [accountId, amount] of net) {
      const lowers = sign === 1 ? amount.isNegative() : amount.isPositive();
      const known = lowered.get(accountId);
      if (lowers && (!known || change.date < known.date)) lowered.set(accountId, { date: change.date, name: guarded.get(accountId) ?? "" });
    }
  }
  return lowered;
}

/** Refuses (409 `cashbank_below_zero`, under `cashbank_id`) when a lowered account is now below zero on some day. */
export async function assertNotBelowZero(tx: Tx, companyId: string, lowered: ReadonlyMap<string, Lowered>, language: Language): Promise<void> {
  for (const [accountId, { date, name }] of [...lowered].sort(([a], [b]) => a.localeCompare(b))) {
    const lowest = await lowestBalanceFrom(tx, companyId, accountId, date);
    if (!lowest.startsWith("-")) continue;
    const params = { name, balance: formatAmount(lowest, language) };
    throw new AppError(409, "cashbank_below_zero", params, { cashbank_id: [translate("cashbank_below_zero", language, params)] });
  }
}

/**
 * The lowest end-of-day balance of a ledger account from `date` on: the balance before `date`
 * (from the balances, whatever the number of lines) plus the running sum of each later day's
 * movement (the account's lines from `date`, by the account-and-date index; a payment dated today
 * reads a few lines).
 */
export async function lowestBalanceFrom(tx: Tx, companyId: string, accountId: string, date: string): Promise<string> {
  const [sums] = await sumsBeforeDates(tx, companyId, [date], { accountIds: [accountId] });
  const before = sums ? Amount.of((sums.debit[0] ?? 0n) - (sums.credit[0] ?? 0n)) : ZERO_AMOUNT;
  const result = await tx.execute(sql`
      SELECT min(running)::text AS lowest FROM (
        SELECT sum(sum(debit - credit)) OVER (ORDER BY date) AS running FROM journal_lines
        WHERE company_id = ${companyId} AND account_id = ${accountId} AND date >= ${date}::date GROUP BY date
      ) r`);
  const [row] = (result as unknown as { rows: { lowest: string | null }[] }).rows;
  const lowestMovement = Amount.of(row?.lowest ?? "0");
  const lowest = lowestMovement.isNegative() ? before.plus(lowestMovement) : before;
  return lowest.toString();
}
