import { Amount, formatAmount, type Language, type Money, translate, ZERO_AMOUNT, zeroMoney } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../platform/errors.js";
import { warn } from "../../platform/warnings.js";
import { sumsBeforeDates } from "./balances.js";
import { heldBefore } from "./currency-balances.js";

/**
 * "Never below zero by surprise" for cash and bank accounts, by each account's own policy
 * (`cashbanks.negative_balance`: `refuse`, `warn` or `allow`; a new cash account refuses, a new bank
 * account warns, an overdraft is allowed explicitly), kept by the ledger's door for every change that
 * lowers such an account: a posting that credits it (a payment, a transfer, a manual journal, the
 * reversal of a receipt) and the removal of a journal that debited it (a deleted receipt, sales
 * payment, or an invoice deleted with its payments). So no document has to remember the rule: it
 * stands here once, and every path passes here. `refuse` answers 409 and the whole command rolls
 * back; `warn` lets it through and adds a warning to the command's answer (`platform/warnings.ts`).
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

/** What the guard does for an account going below zero (`allow`: nothing, so such accounts are not looked up). */
export type GuardPolicy = "refuse" | "warn";

/** A guarded ledger account: its cash or bank account's name and policy. */
export interface Guarded {
  name: string;
  policy: GuardPolicy;
}

/** A guarded account a change lowers: from which date, with its name and policy. */
export interface Lowered extends Guarded {
  date: string;
}

/**
 * Adds a cash or bank account's guard to `guarded`: several cash or bank accounts on one ledger
 * account keep the strictest of their policies.
 */
export function addGuarded(guarded: Map<string, Guarded>, accountId: string, name: string, policy: string): void {
  if (policy !== "refuse" && policy !== "warn") throw new Error(`unknown negative balance policy ${policy}`);
  const known = guarded.get(accountId);
  if (!known || (known.policy === "warn" && policy === "refuse")) guarded.set(accountId, { name, policy });
}

/**
 * Branch of the door's lookup (`kind` 'guarded'): the accounts among `accountIds` a cash or bank
 * account that refuses or warns below zero is kept on, with its policy (as `code`) and name.
 */
export const guardedLookup = (companyId: string, accountIds: SQL) =>
  sql`UNION ALL SELECT 'guarded', account_id, negative_balance, name, true, false FROM cashbanks
      WHERE company_id = ${companyId} AND negative_balance <> 'allow' AND account_id IN (${accountIds})`;

/** The guarded accounts among `accountIds`, with their cash or bank account's name and policy (for a removal). */
export async function guardedAccounts(tx: Tx, companyId: string, accountIds: readonly string[]): Promise<Map<string, Guarded>> {
  const guarded = new Map<string, Guarded>();
  if (accountIds.length === 0) return guarded;
  const list = sql.join(
    [...new Set(accountIds)].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await tx.execute(
    sql`SELECT account_id, name, negative_balance FROM cashbanks WHERE company_id = ${companyId} AND negative_balance <> 'allow' AND account_id IN (${list})`,
  );
  for (const r of (result as unknown as { rows: { account_id: string; name: string; negative_balance: string }[] }).rows) {
    addGuarded(guarded, r.account_id, r.name, r.negative_balance);
  }
  return guarded;
}

/**
 * The guarded accounts that changes lower (their lines' debits less credits below zero, `sign` −1
 * for lines taken out), each from its earliest such date.
 */
export function loweredAccounts(
  changes: readonly { date: string; lines: readonly { accountId: string; debit: Money; credit: Money }[] }[],
  guarded: ReadonlyMap<string, Guarded>,
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
      const guard = guarded.get(accountId) as Guarded;
      if (lowers && (!known || change.date < known.date)) lowered.set(accountId, { date: change.date, ...guard });
    }
  }
  return lowered;
}

/**
 * Each lowered account now below zero on some day: refused (409 `cashbank_below_zero`, under
 * `cashbank_id`) when its policy is `refuse`, else a warning in the answer (`cashbank_below_zero_warning`).
 */
export async function assertNotBelowZero(tx: Tx, companyId: string, lowered: ReadonlyMap<string, Lowered>, language: Language): Promise<void> {
  for (const [accountId, { date, name, policy }] of [...lowered].sort(([a], [b]) => a.localeCompare(b))) {
    // An account in a foreign currency goes below zero in its currency (DESIGN §13), not in base.
    const currency = await foreignCurrencyOf(tx, companyId, accountId);
    const lowest = currency ? await lowestForeignBalanceFrom(tx, companyId, accountId, currency, date) : await lowestBalanceFrom(tx, companyId, accountId, date);
    if (!lowest.startsWith("-")) continue;
    const params = { name, balance: currency ? `${currency} ${formatAmount(lowest, language)}` : formatAmount(lowest, language) };
    if (policy === "warn") {
      warn(translate("cashbank_below_zero_warning", language, params));
      continue;
    }
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

/** The foreign currency a cash or bank account on this ledger account holds (null: base). */
async function foreignCurrencyOf(tx: Tx, companyId: string, accountId: string): Promise<string | null> {
  const result = await tx.execute(sql`
    SELECT cb.currency FROM cashbanks cb JOIN companies c ON c.id = cb.company_id
    WHERE cb.company_id = ${companyId} AND cb.account_id = ${accountId} AND cb.currency <> c.base_currency LIMIT 1`);
  return (result as unknown as { rows: { currency: string }[] }).rows[0]?.currency ?? null;
}

/**
 * The lowest end-of-day balance in its currency of a foreign account from `date` on: what it held
 * before (`heldBefore`) plus the running sum of each later day's movement in the currency.
 */
export async function lowestForeignBalanceFrom(tx: Tx, companyId: string, accountId: string, currency: string, date: string): Promise<string> {
  const before = await heldBefore(tx, companyId, accountId, currency, date);
  const result = await tx.execute(sql`
    SELECT min(running)::text AS lowest FROM (
      SELECT sum(sum(CASE WHEN debit > 0 THEN amount_currency ELSE -amount_currency END)) OVER (ORDER BY date) AS running FROM journal_lines
      WHERE company_id = ${companyId} AND account_id = ${accountId} AND currency = ${currency} AND date >= ${date}::date GROUP BY date
    ) r`);
  const [row] = (result as unknown as { rows: { lowest: string | null }[] }).rows;
  const lowestMovement = Amount.of(row?.lowest ?? "0");
  return (lowestMovement.isNegative() ? before.plus(lowestMovement) : before).toString();
}
