import { Decimal } from "decimal.js";
import { lineAmounts } from "../money/line-amounts.js";
import type { MoneyInput } from "../money/money.js";

/**
 * The taxes of a sales or purchase document (invoice, order), computed once per document as the
 * Directorate General of Taxes (DJP) does on a tax invoice, and used by sales, purchasing and
 * payables alike (one rule, one place):
 *
 * - each line: gross = quantity × price, discount = gross × discount % (each half-up to the cent),
 *   net = gross − discount (`lineAmounts`);
 * - per tax, over the lines that carry it: base = Σ net (the DPP); the tax base is the DPP scaled by
 *   the tax's base fraction — PPN 12% on DPP nilai lain 11/12, freight PPN on 11/120 — to the cent;
 *   amount = tax base × rate %, rounded DOWN to the whole rupiah once per document (the e-Faktur /
 *   e-Bupot rule: fractions of a rupiah are not owed);
 * - a line without a VAT tax is tax-free (exempt or not subject); luxury PPN is on the full base;
 * - withholding (PPh 23) and final tax (PPh 4(2)) are computed the same way on the DPP; they do not
 *   add to the document's total but reduce what is paid: `payable` = total − withheld.
 */
const TaxDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export const documentTaxKinds = ["vat", "vat_luxury", "vat_freight", "withholding", "final"] as const;
export type DocumentTaxKind = (typeof documentTaxKinds)[number];
export const vatKinds: readonly DocumentTaxKind[] = ["vat", "vat_luxury", "vat_freight"];
export const withholdingKinds: readonly DocumentTaxKind[] = ["withholding", "final"];

/** A tax as master data holds it: rate in percent on base_numerator / base_denominator of the DPP. */
export interface DocumentTaxRate {
  id: string;
  kind: DocumentTaxKind | string;
  rate: MoneyInput;
  base_numerator: number;
  base_denominator: number;
}

export interface DocumentTaxLine {
  quantity: MoneyInput;
  price: MoneyInput;
  discount_percent?: MoneyInput | null;
  /** At most one VAT tax and one withholding/final tax per line. */
  tax_ids?: readonly string[] | null;
}

export interface DocumentTaxLineAmounts {
  gross: string;
  discount: string;
  /** The line's DPP: gross − discount. */
  net: string;
}

export interface DocumentTaxAmount {
  tax_id: string;
  kind: string;
  /** Σ net of the lines carrying the tax. */
  base: string;
  /** base × numerator ÷ denominator, to the cent (DPP nilai lain). */
  tax_base: string;
  /** tax_base × rate %, rounded down to the rupiah. */
  amount: string;
}

export interface DocumentTaxTotals {
  lines: DocumentTaxLineAmounts[];
  /** Σ gross */
  subtotal: string;
  /** Σ discount */
  discount: string;
  /** Σ net: the document's DPP */
  dpp: string;
  /** Σ net of lines carrying a VAT tax, and of those carrying none (tax-free). */
  dpp_taxable: string;
  dpp_exempt: string;
  /** Σ tax_base of the VAT taxes (what the tax invoice reports as DPP nilai lain). */
  vat_base: string;
  vat: string;
  withholding: string;
  /** dpp + vat: what the document bills. */
  total: string;
  /** total − withholding: what changes hands. */
  payable: string;
  taxes: DocumentTaxAmount[];
}

export class DocumentTaxError extends Error {
  constructor(
    readonly code: "tax_unknown" | "tax_two_vat" | "tax_two_withholding",
    readonly lineIndex: number,
    readonly taxId: string,
  ) {
    super(`${code} on line ${lineIndex + 1} (${taxId})`);
  }
}

const fixed = (value: Decimal) => value.toFixed(2);

/** The document's line amounts, taxes and totals. Throws DocumentTaxError for an unknown tax or two of a kind on a line. */
export function documentTaxes(lines: readonly DocumentTaxLine[], rates: ReadonlyMap<string, DocumentTaxRate>): DocumentTaxTotals {
  const bases = new Map<string, Decimal>();
  const lineResults: DocumentTaxLineAmounts[] = [];
  let subtotal = new TaxDecimal(0);
  let discount = new TaxDecimal(0);
  let taxable = new TaxDecimal(0);
  let exempt = new TaxDecimal(0);
  for (const [index, line] of lines.entries()) {
    const amounts = lineAmounts({ quantity: line.quantity, price: line.price, discount_percent: line.discount_percent ?? "0" });
    const net = new TaxDecimal(amounts.amount);
    subtotal = subtotal.plus(amounts.gross);
    discount = discount.plus(amounts.discount);
    let hasVat = false;
    let hasWithholding = false;
    for (const taxId of line.tax_ids ?? []) {
      const rate = rates.get(taxId);
      if (!rate) throw new DocumentTaxError("tax_unknown", index, taxId);
      const isVat = vatKinds.includes(rate.kind as DocumentTaxKind);
      if (isVat && hasVat) throw new DocumentTaxError("tax_two_vat", index, taxId);
      if (!isVat && hasWithholding) throw new DocumentTaxError("tax_two_withholding", index, taxId);
      if (isVat) hasVat = true;
      else hasWithholding = true;
      bases.set(taxId, (bases.get(taxId) ?? new TaxDecimal(0)).plus(net));
    }
    if (hasVat) taxable = taxable.plus(net);
    else exempt = exempt.plus(net);
    lineResults.push({ gross: amounts.gross, discount: amounts.discount, net: amounts.amount });
  }
  const taxes: DocumentTaxAmount[] = [];
  let vatBase = new TaxDecimal(0);
  let vat = new TaxDecimal(0);
  let withholding = new TaxDecimal(0);
  for (const [taxId, base] of bases) {
    const rate = rates.get(taxId) as DocumentTaxRate;
    const exactBase = base.times(rate.base_numerator).dividedBy(rate.base_denominator);
    const taxBase = exactBase.toDecimalPlaces(2, TaxDecimal.ROUND_HALF_UP);
    // From the exact base, so 12% on 11/12 is exactly the effective 11% (5 000 000 → 550 000, not 549 999).
    const amount = exactBase.times(new TaxDecimal(rate.rate)).dividedBy(100).toDecimalPlaces(0, TaxDecimal.ROUND_DOWN);
    if (vatKinds.includes(rate.kind as DocumentTaxKind)) {
      vatBase = vatBase.plus(taxBase);
      vat = vat.plus(amount);
    } else {
      withholding = withholding.plus(amount);
    }
    taxes.push({ tax_id: taxId, kind: rate.kind, base: fixed(base), tax_base: fixed(taxBase), amount: fixed(amount) });
  }
  const dpp = subtotal.minus(discount);
  const total = dpp.plus(vat);
  return {
    lines: lineResults,
    subtotal: fixed(subtotal),
    discount: fixed(discount),
    dpp: fixed(dpp),
    dpp_taxable: fixed(taxable),
    dpp_exempt: fixed(exempt),
    vat_base: fixed(vatBase),
    vat: fixed(vat),
    withholding: fixed(withholding),
    total: fixed(total),
    payable: fixed(total.minus(withholding)),
    taxes,
  };
}
