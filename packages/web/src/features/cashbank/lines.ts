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

export const emptyAmountLine = (accountId: string | null = null): LineItem => ({ account_id: accountId, description: null, debit: null });

/** Editor lines → the API's lines (`amount`, the dimensions, and the document's taxes on each). */
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
    if (taxIds) out.tax_ids = [...taxIds];
    return out;
  });
}

/** The API's lines → editor lines. */
export function editorLines(lines: readonly Record<string, unknown>[]): LineItem[] {
  return lines.map(({ amount, tax_ids: _taxes, ...rest }) => ({ ...rest, debit: amount }));
}

/** `details.2.amount` → `details.2.debit`, where the editor shows it. */
export function onEditorColumns(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([key, texts]) => [key.replace(/^(details\.\d+)\.amount$/, "$1.debit"), texts]));
}
