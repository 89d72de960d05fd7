import type { Money, MoneyInput } from "../money/money.js";
import { formatMoney, money, zeroMoney } from "../money/money.js";
import { type LineDimensionEntry, lineDimensions } from "./dimensions.js";

/** Bounds of one posting (TIGER_STYLE: a limit on everything). */
export const postingLimits = {
  lines_max: 1000,
  amount_max: "999999999999999.99",
} as const;

/** A dimension's value on a line: one id or none, or several ids (tags). */
type DimensionValue<D extends LineDimensionEntry> = D["many"] extends true ? string[] : string | null;

/** Every line dimension of core's list, as a request line carries it (`office_id`, `tag_ids`). */
export type LineDimensionInputs = { [D in LineDimensionEntry as D["field"]]?: DimensionValue<D> | undefined };
/** Every line dimension of core's list, as a posting line keeps it (`officeId`, `tagIds`). */
export type LineDimensionValues = { [D in LineDimensionEntry as D["lineField"]]: DimensionValue<D> };

export interface PostingLineInput extends LineDimensionInputs {
  account_id: string;
  debit?: MoneyInput | null;
  credit?: MoneyInput | null;
  description?: string | null;
}

export interface PostingLine extends LineDimensionValues {
  accountId: string;
  debit: Money;
  credit: Money;
  description: string | null;
}

/** A request line's dimensions → a posting line's (none is null, or an empty list). */
const dimensionsOf = (input: LineDimensionInputs | Partial<LineDimensionValues>, from: "field" | "lineField"): LineDimensionValues => {
  const values = input as Record<string, string | string[] | null | undefined>;
  const out: Record<string, string | string[] | null> = {};
  for (const d of lineDimensions) out[d.lineField] = values[d[from]] ?? (d.many ? [] : null);
  return out as LineDimensionValues;
};

export type PostingProblem =
  | { code: "no_lines" }
  | { code: "too_many_lines" }
  | { code: "line_both_sides"; line: number }
  | { code: "line_no_amount"; line: number }
  | { code: "line_negative"; line: number }
  | { code: "line_too_large"; line: number }
  | { code: "unbalanced"; debit: string; credit: string };

export class PostingError extends Error {
  constructor(readonly problems: PostingProblem[]) {
    super(problems.map((p) => p.code).join(", "));
  }
}

/**
 * A posting in the making: collects debits and credits, and refuses to produce lines unless every
 * line has one side above zero and debits equal credits to the cent.
 */
export class Posting {
  private readonly lines: PostingLine[] = [];

  debit(accountId: string, amount: MoneyInput, extra: Partial<Omit<PostingLine, "accountId" | "debit" | "credit">> = {}) {
    this.lines.push(line(accountId, money(amount), zeroMoney(), extra));
    return this;
  }

  credit(accountId: string, amount: MoneyInput, extra: Partial<Omit<PostingLine, "accountId" | "debit" | "credit">> = {}) {
    this.lines.push(line(accountId, zeroMoney(), money(amount), extra));
    return this;
  }

  static fromInput(inputs: readonly PostingLineInput[]): Posting {
    const posting = new Posting();
    for (const input of inputs) {
      posting.lines.push(
        line(input.account_id, money(input.debit ?? 0), money(input.credit ?? 0), {
          description: input.description ?? null,
          ...dimensionsOf(input, "field"),
        }),
      );
    }
    return posting;
  }

  /** The same lines with sides swapped: the correcting entry of a posted journal. */
  reversal(): Posting {
    const reversed = new Posting();
    for (const l of this.lines) reversed.lines.push({ ...l, debit: l.credit, credit: l.debit });
    return reversed;
  }

  problems(): PostingProblem[] {
    const out: PostingProblem[] = [];
    if (this.lines.length === 0) out.push({ code: "no_lines" });
    if (this.lines.length > postingLimits.lines_max) out.push({ code: "too_many_lines" });
    const max = money(postingLimits.amount_max);
    this.lines.forEach((l, index) => {
      if (l.debit.isNegative() || l.credit.isNegative()) out.push({ code: "line_negative", line: index });
      else if (!l.debit.isZero() && !l.credit.isZero()) out.push({ code: "line_both_sides", line: index });
      else if (l.debit.isZero() && l.credit.isZero()) out.push({ code: "line_no_amount", line: index });
      else if (l.debit.greaterThan(max) || l.credit.greaterThan(max)) out.push({ code: "line_too_large", line: index });
    });
    const { debit, credit } = this.totals();
    if (!debit.equals(credit)) out.push({ code: "unbalanced", debit: formatMoney(debit), credit: formatMoney(credit) });
    return out;
  }

  totals(): { debit: Money; credit: Money } {
    let debit = zeroMoney();
    let credit = zeroMoney();
    for (const l of this.lines) {
      debit = debit.plus(l.debit);
      credit = credit.plus(l.credit);
    }
    return { debit, credit };
  }

  /** The checked lines; throws PostingError when the posting is not valid. */
  checkedLines(): readonly PostingLine[] {
    const problems = this.problems();
    if (problems.length > 0) throw new PostingError(problems);
    return this.lines;
  }

  get size(): number {
    return this.lines.length;
  }
}

function line(
  accountId: string,
  debit: Money,
  credit: Money,
  extra: Partial<Omit<PostingLine, "accountId" | "debit" | "credit">>,
): PostingLine {
  return {
    accountId,
    debit,
    credit,
    description: extra.description ?? null,
    ...dimensionsOf(extra, "lineField"),
  };
}
