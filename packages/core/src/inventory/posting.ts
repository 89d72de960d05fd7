import { Posting } from "../ledger/posting.js";
import { money } from "../money/money.js";

interface Extra {
  officeId: string | null;
  description: string | null;
}

/**
 * A stock opname's journal: each product's difference at the value the stock door took — found
 * (positive): Dr its inventory account / Cr the adjustment account; missing (negative): the reverse.
 * Null when nothing differed.
 */
export function stockAdjustmentPosting(lines: readonly { inventoryAccountId: string; amount: string }[], adjustmentAccountId: string, extra: Extra): Posting | null {
  const posting = new Posting();
  for (const line of lines) {
    const amount = money(line.amount);
    if (amount.isZero()) continue;
    if (amount.greaterThan(0)) {
      posting.debit(line.inventoryAccountId, amount, extra);
      posting.credit(adjustmentAccountId, amount, extra);
    } else {
      posting.debit(adjustmentAccountId, amount.negated(), extra);
      posting.credit(line.inventoryAccountId, amount.negated(), extra);
    }
  }
  return posting.size ? posting : null;
}

/**
 * A transfer's journal: each product's inventory account at the office it arrives at, debited with
 * the cost it left with, and credited at the office it left. Same account, two offices: no profit.
 */
export function stockTransferPosting(
  lines: readonly { inventoryAccountId: string; amount: string }[],
  offices: { from: string; to: string },
  description: string | null,
): Posting | null {
  const posting = new Posting();
  for (const line of lines) {
    const amount = money(line.amount);
    if (amount.isZero()) continue;
    posting.debit(line.inventoryAccountId, amount, { officeId: offices.to, description });
    posting.credit(line.inventoryAccountId, amount, { officeId: offices.from, description });
  }
  return posting.size ? posting : null;
}
