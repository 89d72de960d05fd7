import { type DocumentTaxRate, DocumentTaxError, documentTaxes, money } from "@neraca/core";
import { Form, type FormInstance } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { type DocumentFact, DocumentView } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import type { LineItem } from "../../../components/line-items/columns";
import { lineTaxIds } from "../lines";

/** A receipt's or payment's figures: the lines, VAT added, tax withheld, and what moves through the account. */
export interface TransactionFigures {
  subtotal: string;
  vat: string;
  withholding: string;
  total: string;
}

/**
 * The figures as facts, the same in the form, the view (and the print, on the server): gross, VAT,
 * withholding (deducted) and the net that moves through the cash or bank account; the taxes only
 * when the document has them. `testIds` prefixes their test ids (`cashbank-total`; a read-only
 * view's figures on top: `figure-total`).
 */
export function transactionTotals(t: TFunction, figures: TransactionFigures, paying: boolean, testIds = "cashbank"): DocumentFact[] {
  const taxed = !money(figures.vat).isZero() || !money(figures.withholding).isZero();
  const net: DocumentFact = {
    label: t(paying ? "cashbank.fields.net_paid" : "cashbank.fields.net_received"),
    value: <Amount value={figures.total} strong />,
    testId: `${testIds}-total`,
  };
  if (!taxed) return [net];
  return [
    { label: t("cashbank.fields.subtotal"), value: <Amount value={figures.subtotal} />, testId: `${testIds}-subtotal` },
    { label: t("cashbank.line_vat"), value: <Amount value={figures.vat} />, testId: `${testIds}-vat` },
    { label: t("cashbank.fields.withheld"), value: <Amount value={money(figures.withholding).negated().toFixed(2)} />, testId: `${testIds}-withholding` },
    net,
  ];
}

/** The figures of the lines being typed, as the server will compute them (core's `documentTaxes`); null while a tax is unknown. */
function typedFigures(lines: readonly LineItem[], rates: Map<string, DocumentTaxRate>): TransactionFigures | null {
  try {
    const totals = documentTaxes(
      lines.filter(Boolean).map((l) => ({ quantity: "1", price: String(l.debit || "0"), tax_ids: lineTaxIds(l).filter((id) => rates.has(id)) })),
      rates,
    );
    return { subtotal: totals.dpp, vat: totals.vat, withholding: totals.withholding, total: totals.payable };
  } catch (error) {
    if (error instanceof DocumentTaxError) return null;
    throw error;
  }
}

/** Under the form's lines: the running gross, VAT, withholding and net. */
export function TypedTransactionTotals({ form, rates, paying }: { form: FormInstance; rates: Map<string, DocumentTaxRate> | null; paying: boolean }) {
  const { t } = useTranslation();
  const lines = (Form.useWatch("details", form) ?? []) as LineItem[];
  const figures = rates ? typedFigures(lines, rates) : null;
  if (!figures) return null;
  return (
    <div data-testid="cashbank-typed-totals">
      <DocumentView facts={[]} totals={transactionTotals(t, figures, paying)} totalsStacked />
    </div>
  );
}
