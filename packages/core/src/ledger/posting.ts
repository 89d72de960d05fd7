import { Decimal } from "decimal.js";
import type { Money, MoneyInput } from "../money/money.js";
import { formatMoney, money, zeroMoney } from "../money/money.js";
import { formatRate, toBase } from "../currency/rates.js";
import { type LineDimensionEntry, lineDimensions } from "./dimensions.js";

/** Exact products of amounts and rates (no rounding at these sizes). */
const Exact = Decimal.clone({ precision: 60 });

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
  /** A stored foreign line read back (a reversal keeps it): its currency, amount in it and rate. */
  currency?: string | null;
  amount_currency?: MoneyInput | null;
  rate?: string | null;
}

/** A line's foreign side (DESIGN §13): the document's currency, the amount in it (on the line's side) and the rate it was converted at. */
export interface ForeignAmount {
  currency: string;
  amount: Money;
  rate: string;
}

export interface PostingLine extends LineDimensionValues {
  accountId: string;
  debit: Money;
  credit: Money;
  description: string | null;
  /** A line of a document in a foreign currency keeps its amount in it; null for a base line. */
  foreign: ForeignAmount | null;
}

/**
 * A posting in a document's currency (DESIGN §13): its lines are given in that currency and each is
 * converted once to base at `rate` (half up to the cent), keeping its foreign amount; what rounding
 * leaves between the base debits and credits goes to `roundingAccountId` (the rounding role).
 */
/** What a line of `debit`/`credit` may carry beside its amount: dimensions, a description, its own rate. */
export type LineExtra = Partial<Omit<PostingLine, "accountId" | "debit" | "credit" | "foreign">> & { rate?: string };

export interface PostingCurrency {
  currency: string;
  rate: string;
  roundingAccountId: string;
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
  | { code: "unbalanced"; debit: string; credit: string }
  /** A foreign line whose base is not its amount × rate to the cent (half up). */
  | { code: "line_foreign_mismatch"; line: number; side: "debit" | "credit"; expected: string; currency: string; amount: string; rate: string }
  /** A foreign line without a currency of three letters, or an amount or rate above zero. */
  | { code: "line_foreign_invalid"; line: number };

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

  readonly currency: PostingCurrency | null;

  /** In base (no argument), or in a document's foreign currency (`PostingCurrency`; its rate kept to six places, as stored). */
  constructor(currency: PostingCurrency | null = null) {
    this.currency = currency ? { ...currency, rate: formatRate(currency.rate) } : null;
  }

  /** Debits `amount` — in the posting's currency: converted once, its foreign amount kept. */
  /**
   * Debits `amount` — in the posting's currency: converted once, its foreign amount kept; at the
   * posting's rate, or at the line's own (`rate`: a receivable relieved at its invoice's rate in a
   * payment's journal).
   */
  debit(accountId: string, amount: MoneyInput, extra: LineExtra = {}) {
    const [base, foreign] = this.converted(amount, extra.rate);
    this.lines.push(line(accountId, base, zeroMoney(), extra, foreign));
    return this;
  }

  credit(accountId: string, amount: MoneyInput, extra: LineExtra = {}) {
    const [base, foreign] = this.converted(amount, extra.rate);
    this.lines.push(line(accountId, zeroMoney(), base, extra, foreign));
    return this;
  }

  /** Debits an amount already in base (a realised exchange difference): no foreign side. */
  debitBase(accountId: string, amount: MoneyInput, extra: Partial<Omit<PostingLine, "accountId" | "debit" | "credit" | "foreign">> = {}) {
    this.lines.push(line(accountId, money(amount), zeroMoney(), extra, null));
    return this;
  }

  creditBase(accountId: string, amount: MoneyInput, extra: Partial<Omit<PostingLine, "accountId" | "debit" | "credit" | "foreign">> = {}) {
    this.lines.push(line(accountId, zeroMoney(), money(amount), extra, null));
    return this;
  }

  /** An amount in the posting's currency as base, and its foreign side (none for a base posting). */
  private converted(amount: MoneyInput, lineRate?: string): [Money, ForeignAmount | null] {
    if (!this.currency) return [money(amount), null];
    const foreign = money(amount);
    const rate = lineRate ? formatRate(lineRate) : this.currency.rate;
    return [money(toBase(foreign, rate)), { currency: this.currency.currency, amount: foreign, rate }];
  }

  /**
   * The base line that takes what converting each line on its own left between debits and credits
   * (a cent or a few): on the rounding account, on the side that balances. None when nothing is left
   * or the posting is in base. Deterministic: the same lines always round the same way.
   */
  private roundingLine(): PostingLine | null {
    if (!this.currency || !this.lines.some((l) => l.foreign)) return null;
    // Only what converting left: converted exactly (amount × rate, no rounding), the lines balance.
    let exact = new Exact(0);
    for (const l of this.lines) {
      const sign = l.debit.isZero() ? -1 : 1;
      exact = exact.plus(l.foreign ? new Exact(l.foreign.amount.toString()).times(l.foreign.rate).times(sign) : new Exact(l.debit.minus(l.credit).toString()));
    }
    if (!exact.isZero()) return null;
    const { debit, credit } = sumSides(this.lines);
    const left = debit.minus(credit);
    if (left.isZero()) return null;
    return left.isNegative()
      ? line(this.currency.roundingAccountId, left.negated(), zeroMoney(), {}, null)
      : line(this.currency.roundingAccountId, zeroMoney(), left, {}, null);
  }

  static fromInput(inputs: readonly PostingLineInput[]): Posting {
    const posting = new Posting();
    for (const input of inputs) {
      posting.lines.push(
        line(
          input.account_id,
          money(input.debit ?? 0),
          money(input.credit ?? 0),
          { description: input.description ?? null, ...dimensionsOf(input, "field") },
          input.currency && input.rate && input.amount_currency && !money(input.amount_currency).isZero()
            ? { currency: input.currency, amount: money(input.amount_currency), rate: formatRate(input.rate) }
            : null,
        ),
      );
    }
    return posting;
  }

  /** The same lines with sides swapped: the correcting entry of a posted journal. */
  reversal(): Posting {
    const reversed = new Posting();
    for (const l of this.allLines()) reversed.lines.push({ ...l, debit: l.credit, credit: l.debit });
    return reversed;
  }

  /** Its lines with the rounding line, if converting left one. */
  private allLines(): PostingLine[] {
    const rounding = this.roundingLine();
    return rounding ? [...this.lines, rounding] : this.lines;
  }

  problems(): PostingProblem[] {
    const out: PostingProblem[] = [];
    const lines = this.allLines();
    if (lines.length === 0) out.push({ code: "no_lines" });
    if (lines.length > postingLimits.lines_max) out.push({ code: "too_many_lines" });
    const max = money(postingLimits.amount_max);
    lines.forEach((l, index) => {
      if (l.debit.isNegative() || l.credit.isNegative()) out.push({ code: "line_negative", line: index });
      else if (!l.debit.isZero() && !l.credit.isZero()) out.push({ code: "line_both_sides", line: index });
      else if (l.debit.isZero() && l.credit.isZero()) out.push({ code: "line_no_amount", line: index });
      else if (l.debit.greaterThan(max) || l.credit.greaterThan(max)) out.push({ code: "line_too_large", line: index });
      else if (l.foreign) {
        // One rule for every path (a document's posting, a manual journal, a reversal): the base of a
        // foreign line is its amount at its rate, to the cent.
        const f = l.foreign;
        if (!/^[A-Z]{3}$/.test(f.currency) || !f.amount.greaterThan(0) || !(Number(f.rate) > 0)) out.push({ code: "line_foreign_invalid", line: index });
        else {
          const side = l.debit.isZero() ? "credit" : "debit";
          const expected = toBase(f.amount, f.rate);
          if (!money(expected).equals(l[side])) out.push({ code: "line_foreign_mismatch", line: index, side, expected, currency: f.currency, amount: formatMoney(f.amount), rate: f.rate });
        }
      }
    });
    const { debit, credit } = this.totals();
    if (!debit.equals(credit)) out.push({ code: "unbalanced", debit: formatMoney(debit), credit: formatMoney(credit) });
    return out;
  }

  /** Base debits less credits of the lines given so far (no rounding line): what a balancing line would take. */
  imbalance(): Money {
    const { debit, credit } = sumSides(this.lines);
    return debit.minus(credit);
  }

  totals(): { debit: Money; credit: Money } {
    return sumSides(this.allLines());
  }

  /** The checked lines (with the rounding line of a foreign posting); throws PostingError when the posting is not valid. */
  checkedLines(): readonly PostingLine[] {
    const problems = this.problems();
    if (problems.length > 0) throw new PostingError(problems);
    return this.allLines();
  }

  get size(): number {
    return this.lines.length;
  }
}

function sumSides(lines: readonly PostingLine[]): { debit: Money; credit: Money } {
  let debit = zeroMoney();
  let credit = zeroMoney();
  for (const l of lines) {
    debit = debit.plus(l.debit);
    credit = credit.plus(l.credit);
  }
  return { debit, credit };
}

function line(
  accountId: string,
  debit: Money,
  credit: Money,
  extra: Partial<Omit<PostingLine, "accountId" | "debit" | "credit" | "foreign">>,
  foreign: ForeignAmount | null = null,
): PostingLine {
  return {
    accountId,
    debit,
    credit,
    description: extra.description ?? null,
    ...dimensionsOf(extra, "lineField"),
    foreign,
  };
}
