import { type FieldErrors, lineDimensions } from "@neraca/core";
import type { LineItem } from "../../components/line-items/columns";
import type { LineItemsConfig } from "../../components/line-items/columns";

/**
 * The line editor keeps a line's amount in its one money column (`debit`, titled "Amount"); the
 * API's lines carry `amount`. These convert both ways, and move the API's errors onto the column.
 */
export const amountLinesConfig: LineItemsConfig = {
  columns: ["account", "description", { key: "debit", label: "cashbank.line_amount" }],
  dimensions: true,
};

/** Receipts and payments: each line with its own VAT and tax withheld (the API's `tax_ids`). */
export const taxedAmountLinesConfig: LineItemsConfig = {
  columns: [
    "account",
    "description",
    { key: "debit", label: "cashbank.line_amount" },
    // The tax column's total is computed from quantity × price, which these lines do not have.
    { key: "tax", label: "cashbank.line_vat", total: false },
    { key: "withholding", label: "cashbank.line_withholding" },
  ],
  dimensions: true,
};

export const emptyAmountLine = (accountId: string | null = null): LineItem => ({ account_id: accountId, description: null, debit: null });

/** A line's taxes as the editor keeps them: its VAT, its withholding, and any more the API gave it. */
export const lineTaxIds = (line: LineItem): string[] =>
  [line.tax_id, line.withholding_tax_id, ...((line.more_tax_ids as string[] | undefined) ?? [])].filter((id): id is string => typeof id === "string" && id !== "");

/**
 * Editor lines → the API's lines (`amount`, the dimensions, and the taxes: the document's when
 * given, else each line's own).
 */
export function apiLines(lines: readonly LineItem[] | undefined, taxIds?: readonly string[]) {
  return (lines ?? []).map((line) => {
    const out: Record<string, unknown> = {
      account_id: line.account_id ?? "",
      description: line.description ?? null,
      amount: line.debit ?? "",
    };
    for (const d of lineDimensions) {
      const value = line[d.field];
      if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) out[d.field] = value;
    }
    const own = lineTaxIds(line);
    if (taxIds) out.tax_ids = [...taxIds];
    else if (own.length) out.tax_ids = own;
    return out;
  });
}

/** The API's lines → editor lines. */
export function editorLines(lines: readonly Record<string, unknown>[], isVat: (taxId: string) => boolean = () => true): LineItem[] {
  return lines.map(({ amount, tax_ids, ...rest }) => {
    const taxes = (tax_ids as string[] | undefined) ?? [];
    if (taxes.length === 0) return { ...rest, debit: amount };
    const vat = taxes.find(isVat) ?? null;
    const withholding = taxes.find((id) => id !== vat) ?? null;
    const more = taxes.filter((id) => id !== vat && id !== withholding);
    return { ...rest, debit: amount, tax_id: vat, withholding_tax_id: withholding, ...(more.length ? { more_tax_ids: more } : {}) };
  });
}

/** `details.2.amount` → `details.2.debit`, where the editor shows it. */
export function onEditorColumns(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([key, texts]) => [key.replace(/^(details\.\d+)\.amount$/, "$1.debit"), texts]));
}
