import { type DocumentTaxRate, documentTaxes } from "@neraca/core";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import type { DocumentFact } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";

export interface TotalsFigures {
  subtotal: string;
  discount: string;
  dpp: string;
  dpp_other: string;
  vat: string;
  total: string;
  withholding: string;
  paid?: string;
  outstanding?: string;
  /** A foreign invoice's total and what is left of it in base. */
  total_base?: string;
  outstanding_base?: string;
}

/** A foreign invoice's currency and the base currency: the totals name the currency, and show base beside. */
export interface TotalsCurrency {
  currency: string;
  base: string;
}

export { useTaxRates } from "../../../lib/tax-rates";

/** The running totals of lines being typed, exactly as the server will compute them (VAT rounded once, down). */
export function runningTotals(lines: readonly Record<string, unknown>[], rates: Map<string, DocumentTaxRate>): TotalsFigures | null {
  const clean = lines
    .filter((l) => l && (l.product_id || l.account_id))
    .map((l) => ({
      quantity: String(l.quantity ?? "0") || "0",
      price: String(l.price ?? "0") || "0",
      discount_percent: String(l.discount_percent ?? "0") || "0",
      tax_ids: typeof l.tax_id === "string" && rates.has(l.tax_id) ? [l.tax_id] : [],
    }));
  try {
    const t = documentTaxes(clean, rates);
    return { subtotal: t.subtotal, discount: t.discount, dpp: t.dpp, dpp_other: t.vat_base, vat: t.vat, total: t.total, withholding: t.withholding };
  } catch {
    return null;
  }
}

/** Subtotal, discount, DPP, DPP nilai lain, VAT and total (and, once approved, paid and outstanding), as facts named `invoice-<figure>`. */
export function useTotalsFacts(figures: TotalsFigures, currency?: TotalsCurrency | null): DocumentFact[] {
  const { t } = useTranslation();
  const foreign = currency && currency.currency !== currency.base ? currency : null;
  const rows: [keyof TotalsFigures, boolean?][] = [["subtotal"], ["discount"], ["dpp"], ["dpp_other"], ["vat"], ["total", true], ["withholding"], ["paid"], ["outstanding", true]];
  if (foreign) rows.splice(6, 0, ["total_base"]);
  if (foreign) rows.push(["outstanding_base"]);
  const labelOf = (key: keyof TotalsFigures) => {
    if (key === "total_base" || key === "outstanding_base") return t(`currency.${key}`, { base: foreign?.base });
    return foreign && (key === "total" || key === "outstanding") ? `${t(`sales.${key}`)} (${foreign.currency})` : t(`sales.${key}`);
  };
  return rows
    .filter(([key]) => figures[key] !== undefined)
    .map(([key, strong]) => ({ label: labelOf(key), value: <Amount value={figures[key]} strong={strong} />, testId: `invoice-${key}` }));
}

/** The totals under the lines being typed (the read-only view shows the same facts in `DocumentView`'s totals). */
export function InvoiceTotals({ figures, currency }: { figures: TotalsFigures; currency?: TotalsCurrency | null }) {
  const facts = useTotalsFacts(figures, currency);
  return (
    <Descriptions size="small" column={1} bordered style={{ maxWidth: 420, marginLeft: "auto" }} data-testid="invoice-totals">
      {facts.map((fact) => (
        <Descriptions.Item key={fact.testId} label={fact.label}>
          <span data-testid={fact.testId}>{fact.value}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
