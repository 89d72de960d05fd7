import { Amount, formatAmount, type Language, translate, ZERO_AMOUNT } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { Actor } from "../../platform/audit.js";
import { AppError } from "../../platform/errors.js";
import { sumsBeforeDates } from "../ledger/balances.js";
import { rowsOf } from "../reports/report-context.js";

interface Guarded {
  id: string;
  name: string;
  account_id: string;
  refuse_negative: boolean;
}

/**
 * Refuses (422 `cashbank_below_zero`) when a cash or bank account that says so would go below zero
 * at any date from `date` on. Call it in your posting's transaction AFTER the journal that credits
 * the account is written (purchase payments, cash-advance disbursements, cash-outs, transfers).
 *
 * Why it holds under concurrent payments: it locks the accounts' `cashbanks` rows (`FOR NO KEY
 * UPDATE`, in id order) and only then reads the balance, so a second payment waits for the first to
 * commit and, in READ COMMITTED, its next statement sees the first one's journal. NO KEY UPDATE, not
 * UPDATE: a payment being saved already holds KEY SHARE on the account through its foreign key, and
 * FOR UPDATE would deadlock two payments on PostgreSQL.
 */
export async function assertCashbanksNotBelowZero(tx: Tx, actor: Actor, cashbankIds: readonly string[], date: string, language: Language): Promise<void> {
  const ids = [...new Set(cashbankIds)].sort();
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const locked = rowsOf<Guarded>(
    await tx.execute(sql`SELECT id, name, account_id, refuse_negative FROM cashbanks
      WHERE company_id = ${actor.companyId} AND id IN (${list}) ORDER BY id FOR NO KEY UPDATE`),
  );
  for (const cashbank of locked.filter((c) => c.refuse_negative)) {
    const lowest = await lowestBalanceFrom(tx, actor.companyId, cashbank.account_id, date);
    if (lowest.startsWith("-")) {
      throw new AppError(422, "cashbank_below_zero", { name: cashbank.name, balance: formatAmount(lowest, language) }, {
        cashbank_id: [translate("cashbank_below_zero", language, { name: cashbank.name, balance: formatAmount(lowest, language) })],
      });
    }
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
  const [row] = rowsOf<{ lowest: string | null }>(
    await tx.execute(sql`
      SELECT min(running)::text AS lowest FROM (
        SELECT sum(sum(debit - credit)) OVER (ORDER BY date) AS running FROM journal_lines
        WHERE company_id = ${companyId} AND account_id = ${accountId} AND date >= ${date}::date GROUP BY date
      ) r`),
  );
  const lowestMovement = Amount.of(row?.lowest ?? "0");
  const lowest = lowestMovement.isNegative() ? before.plus(lowestMovement) : before;
  return lowest.toString();
}
