import { type FieldErrors, formatAmount, formatMoney, type Language, lineDimensions, type Money, money, sumMoney, toBase, translate } from "@neraca/core";
import type { LineValues } from "./ledger";

/** What a document asks of its lines (the API checks the same again). */
export interface LineRules {
  /** Fewest lines (a journal needs two; a draft or a template one). */
  lines_min: number;
  /** Debits must equal credits (journals and beginning balances; not drafts or templates). */
  balanced: boolean;
  /** Every line needs a debit or a credit (not templates, whose amounts are filled in later). */
  amount_required: boolean;
}

export const lineRules = {
  journal: { lines_min: 2, balanced: true, amount_required: true },
  beginning_balance: { lines_min: 2, balanced: true, amount_required: true },
  draft: { lines_min: 1, balanced: false, amount_required: false },
  template: { lines_min: 1, balanced: false, amount_required: false },
} as const satisfies Record<string, LineRules>;

const AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;

/** A side of a line as money; empty or not (yet) an amount counts as zero in the running totals. */
export const sideOf = (value: string | null | undefined): Money => {
  const text = (value ?? "").trim();
  return money(AMOUNT.test(text) ? text : "0");
};

export const emptyLine = (defaults: Partial<LineValues> = {}): LineValues => ({
  account_id: null,
  description: "",
  debit: "",
  credit: "",
  ...Object.fromEntries(lineDimensions.map((d) => [d.field, d.many ? [] : null])),
  ...defaults,
});

export interface LineTotals {
  debit: string;
  credit: string;
  /** Debit minus credit; "0.00" when balanced. */
  difference: string;
  balanced: boolean;
}

/** Running totals, summed exactly (decimal, never float). */
export function lineTotals(lines: readonly (LineValues | undefined)[] | undefined): LineTotals {
  const list = (lines ?? []).filter((line): line is LineValues => !!line);
  const debit = sumMoney(list.map((line) => sideOf(line.debit)));
  const credit = sumMoney(list.map((line) => sideOf(line.credit)));
  return {
    debit: formatMoney(debit),
    credit: formatMoney(credit),
    difference: formatMoney(debit.minus(credit)),
    balanced: debit.equals(credit),
  };
}

/**
 * The line checks of a document beyond the shared schema, keyed as the API keys them
 * (`details.3.debit`, `details`), with the API's own texts.
 */
export function lineProblems(lines: readonly LineValues[], rules: LineRules, language: Language): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, text: string) => {
    errors[key] = [...(errors[key] ?? []), text];
  };
  lines.forEach((line, index) => {
    const debit = sideOf(line.debit);
    const credit = sideOf(line.credit);
    if (!debit.isZero() && !credit.isZero()) add(`details.${index}.debit`, translate("line_both_sides", language));
    else if (rules.amount_required && debit.isZero() && credit.isZero()) {
      add(`details.${index}.debit`, translate("line_no_amount", language));
    }
  });
  if (lines.length < rules.lines_min && rules.lines_min > 1) add("details", translate("journal_no_lines", language));
  if (rules.balanced) {
    const totals = lineTotals(lines);
    if (!totals.balanced) {
      const params = { debit: formatAmount(totals.debit, language), credit: formatAmount(totals.credit, language) };
      add("details", translate("journal_unbalanced", language, params));
    }
  }
  return errors;
}

/**
 * The line to balance a document: the difference on the side that is short (null when balanced).
 * `{ debit: "250000.00" }` when credits exceed debits by 250 000.
 */
export function balancingSide(lines: readonly (LineValues | undefined)[]): Pick<LineValues, "debit" | "credit"> | null {
  const { difference } = lineTotals(lines);
  const amount = money(difference);
  if (amount.isZero()) return null;
  return amount.isNegative() ? { debit: formatMoney(amount.negated()), credit: "" } : { debit: "", credit: formatMoney(amount) };
}

/** Template lines (amounts optional, no dimensions needed) → lines of a new journal. */
export function linesFromTemplate(details: readonly LineValues[]): LineValues[] {
  return details.map((line) => {
    const debit = sideOf(line.debit);
    const credit = sideOf(line.credit);
    return emptyLine({
      ...line,
      debit: debit.isZero() ? "" : formatMoney(debit),
      credit: credit.isZero() ? "" : formatMoney(credit),
      tag_ids: line.tag_ids ?? [],
    });
  });
}

/** API errors under `details.N.field` → the line numbers (1-based) that have problems, for a summary. */
export function linesWithErrors(errors: FieldErrors): number[] {
  const lines = new Set<number>();
  for (const key of Object.keys(errors)) {
    const match = /^details\.(\d+)\./.exec(key);
    if (match) lines.add(Number(match[1]) + 1);
  }
  return [...lines].sort((a, b) => a - b);
}

/** A line's foreign side as the form keeps it (a manual journal's currency per line). */
export interface ForeignLineValues {
  currency?: string | null;
  amount_currency?: string | null;
  rate?: string | null;
  debit?: string | null;
  credit?: string | null;
}

const RATE = /^\d{1,14}(\.\d{1,6})?$/;

/**
 * The base side a foreign line must carry — its amount at its rate, to the cent, as the ledger checks
 * it — on the side it has (credit when only the credit is filled, else debit); null until its
 * currency, an amount above zero and a rate are typed.
 */
export function foreignBase(line: ForeignLineValues): { side: "debit" | "credit"; base: string } | null {
  const amount = sideOf(line.amount_currency);
  const rate = (line.rate ?? "").trim();
  if (!/^[A-Za-z]{3}$/.test((line.currency ?? "").trim()) || amount.isZero() || !RATE.test(rate) || money(rate).isZero()) return null;
  const side = !sideOf(line.credit).isZero() && sideOf(line.debit).isZero() ? "credit" : "debit";
  return { side, base: toBase(amount, rate) };
}
