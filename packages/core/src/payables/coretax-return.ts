import type { MessageKey } from "../messages/text.js";
import { formatMoney, money } from "../money/money.js";
import { formatQuantity } from "../purchasing/rules.js";
import { type CoretaxLine, coretaxItems } from "../sales/coretax.js";
import { npwp16 } from "../schemas/common.js";

/**
 * Coretax *retur pajak masukan*: since PMK 81/2024 the buyer makes the nota retur in Coretax, for
 * goods it returns on a vendor's tax invoice. Built from approved purchase returns that gave input VAT
 * back, as the two sheets of DJP's return template ("Retur" and "DetailRetur", each closed by END),
 * which DJP's converter turns into the XML Coretax imports (docs/ebupot.md, "Returns"). Every line of
 * the tax invoice is listed, with nothing returned where it was not, as the template asks.
 */
export interface InputReturnLine {
  name: string;
  unit: string | null;
  price: string;
  /** What the tax invoice billed, and what this return gives back (zero where nothing). */
  billed_quantity: string;
  quantity: string;
  /** The DPP given back (zero where nothing). */
  net: string;
  vat: { kind: string; rate: string; base_numerator: number; base_denominator: number } | null;
  goods: boolean;
}

export interface InputReturn {
  number: string;
  date: string;
  invoice_number: string;
  tax_invoice_number: string | null;
  tax_invoice_date: string;
  seller_name: string;
  seller_npwp: string | null;
  /** The input VAT the return gave back, as posted. */
  vat: string;
  lines: InputReturnLine[];
}

export interface InputReturnProblem {
  key: MessageKey;
  params: Record<string, string>;
}

/** Every problem that keeps the file from being made (none: make it). */
export function inputReturnProblems(companyNpwp: string | null, returns: readonly InputReturn[]): InputReturnProblem[] {
  const problems: InputReturnProblem[] = [];
  if (!npwp16(companyNpwp)) problems.push({ key: "payables_ebupot_company_npwp", params: {} });
  for (const r of returns) {
    if (!npwp16(r.seller_npwp)) problems.push({ key: "payables_retur_vendor_npwp", params: { number: r.number, vendor: r.seller_name } });
    if (!r.tax_invoice_number) problems.push({ key: "payables_retur_tax_invoice", params: { number: r.number, invoice: r.invoice_number } });
  }
  return problems;
}

const sheetDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * The return's VAT spread over the VAT lines it gives back, as the tax invoice's was (core's Coretax
 * rule: by other tax base, the last line the remainder): per line of `r.lines`, null where nothing.
 */
function returnedVat(r: InputReturn) {
  const returned = r.lines.map((l, index) => ({ l, index })).filter(({ l }) => l.vat && money(l.net).greaterThan(0));
  const lines: CoretaxLine[] = returned.map(({ l }) => ({ kind: l.goods ? "goods" : "service", name: l.name, quantity: l.quantity, price: l.price, discount: "0", net: l.net, vat: l.vat }));
  const items = coretaxItems({ id: "", number: r.number, invoice_date: r.date, tax_invoice_number: null, buyer_name: "", buyer_address: null, buyer_email: null, buyer_id_type: "tin", buyer_id_number: null, buyer_nitku: null, vat: r.vat, lines });
  const byLine: ({ otherTaxBase: string; vat: string } | null)[] = r.lines.map(() => null);
  for (const [i, item] of items.entries()) byLine[(returned[i] as { index: number }).index] = { otherTaxBase: formatMoney(item.otherTaxBase), vat: formatMoney(item.vat) };
  return byLine;
}

/** The template's two sheets as rows of cells (header row first, END last). */
export function inputReturnSheets(returns: readonly InputReturn[]): { name: "Retur" | "DetailRetur"; rows: (string | number)[][] }[] {
  const head: (string | number)[][] = [["Baris", "NPWP Penjual", "Nama Penjual", "Nomor Faktur Pajak", "Tanggal Faktur Pajak", "Nomor Retur", "Tanggal Retur", "Masa Pajak Retur", "Tahun Pajak Retur", "Referensi"]];
  const detail: (string | number)[][] = [
    ["Baris", "Opsi (A barang / B jasa)", "Kode Barang/Jasa", "Nama Barang/Jasa", "Satuan Ukur", "Harga Satuan", "Jumlah Barang", "Jumlah Barang Retur", "DPP Retur", "DPP Nilai Lain Retur", "Tarif PPN", "PPN Retur", "Tarif PPnBM", "PPnBM Retur"],
  ];
  for (const [index, r] of returns.entries()) {
    const row = index + 1;
    head.push([row, npwp16(r.seller_npwp) ?? "", r.seller_name, r.tax_invoice_number ?? "", sheetDate(r.tax_invoice_date), r.number, sheetDate(r.date), Number(r.date.slice(5, 7)), Number(r.date.slice(0, 4)), r.invoice_number]);
    const vats = returnedVat(r);
    for (const [lineIndex, line] of r.lines.entries()) {
      if (!line.vat) continue;
      const spread = vats[lineIndex];
      detail.push([
        row,
        line.goods ? "A" : "B",
        "000000",
        line.name,
        line.unit ?? "UM.0033",
        Number(formatMoney(line.price)),
        Number(formatQuantity(line.billed_quantity)),
        Number(formatQuantity(line.quantity)),
        Number(formatMoney(line.net)),
        Number(formatMoney(spread?.otherTaxBase ?? 0)),
        Number(line.vat.rate),
        Number(formatMoney(spread?.vat ?? 0)),
        0,
        0,
      ]);
    }
  }
  head.push(["END"]);
  detail.push(["END"]);
  return [
    { name: "Retur", rows: head },
    { name: "DetailRetur", rows: detail },
  ];
}

/** A return's VAT as its lines carry it in the file (equal to what it posted: the last line takes the rest). */
export function inputReturnVat(r: InputReturn): string {
  return formatMoney(returnedVat(r).reduce((sum, i) => sum.plus(i?.vat ?? 0), money(0)));
}
