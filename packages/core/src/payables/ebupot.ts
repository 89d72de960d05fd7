import type { MessageKey } from "../messages/text.js";
import { money } from "../money/money.js";
import { npwp16 } from "../schemas/common.js";

/**
 * e-Bupot Unifikasi import (DJP's Excel template, sheets "Rekap", "42152223" and "Dasar
 * Pemotongan"; see docs/ebupot.md): one withholding slip (bukti potong) per invoice and tax object
 * code, built and checked here before any file is made.
 */
export type EbupotKind = "pph23" | "pph42";

/** Tax object codes start with the article: 24- for PPh 23, 28- for PPh 4(2) final. */
export const objectCodePrefix: Record<EbupotKind, string> = { pph23: "24-", pph42: "28-" };
/** A default object code per kind when a line names none: services (PPh 23), land and building rent (4(2)). */
export const defaultObjectCode: Record<EbupotKind, string> = { pph23: "24-104-14", pph42: "28-403-02" };

/** A withholding tax of an invoice (computed once per document) and the object codes of its lines. */
export interface EbupotTaxInput {
  /** The tax base (DPP) and rate in percent. */
  base: string;
  rate: string;
  withheld: string;
  /** The tax object codes its lines name (none named: the kind's default). */
  objectCodes: readonly (string | null)[];
}

export interface EbupotInvoiceInput {
  invoiceNumber: string;
  vendorInvoiceNumber: string | null;
  date: string;
  vendorName: string;
  vendorNpwp: string | null;
  kind: EbupotKind;
  taxes: readonly EbupotTaxInput[];
}

export interface EbupotSlip {
  row: number;
  date: string;
  npwp: string;
  vendorName: string;
  kind: EbupotKind;
  taxObjectCode: string;
  base: string;
  rate: string;
  withheld: string;
  documentType: string;
  documentNumber: string;
  documentDate: string;
  invoiceNumber: string;
}

export interface EbupotProblem {
  key: MessageKey;
  params: Record<string, string | number>;
}

/** dd/MM/yyyy, as the template's date columns take it. */
export const ebupotDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Slips from invoices, and every problem that keeps the file from being made (none: export it). */
export function buildEbupot(companyNpwp: string | null, invoices: readonly EbupotInvoiceInput[]): { slips: EbupotSlip[]; problems: EbupotProblem[] } {
  const problems: EbupotProblem[] = [];
  if (!npwp16(companyNpwp)) problems.push({ key: "payables_ebupot_company_npwp", params: {} });
  const slips: EbupotSlip[] = [];
  for (const invoice of invoices) {
    const npwp = npwp16(invoice.vendorNpwp);
    if (!npwp) problems.push({ key: "payables_ebupot_vendor_npwp", params: { number: invoice.invoiceNumber, vendor: invoice.vendorName } });
    if (!invoice.vendorInvoiceNumber) problems.push({ key: "payables_ebupot_document", params: { number: invoice.invoiceNumber } });
    for (const [index, tax] of invoice.taxes.entries()) {
      const codes = [...new Set(tax.objectCodes.map((c) => c ?? defaultObjectCode[invoice.kind]))];
      const code = codes[0] ?? defaultObjectCode[invoice.kind];
      for (const c of codes) {
        if (c.startsWith(objectCodePrefix[invoice.kind]) && codes.length === 1) continue;
        problems.push({
          key: "payables_ebupot_object_code",
          params: { number: invoice.invoiceNumber, line: index + 1, code: c, kind: invoice.kind === "pph23" ? "PPh 23" : "PPh 4(2)" },
        });
      }
      // The slip's tax is base × rate in whole rupiah (rounded down); off by a rupiah or more was computed elsewhere.
      const expected = money(tax.base).times(money(tax.rate)).dividedBy(100);
      const difference = expected.minus(money(tax.withheld));
      if (difference.isNegative() || difference.greaterThanOrEqualTo(1)) {
        problems.push({
          key: "payables_ebupot_amount",
          params: { number: invoice.invoiceNumber, line: index + 1, amount: tax.withheld, rate: tax.rate, base: tax.base },
        });
      }
      slips.push({
        row: slips.length + 1,
        date: invoice.date,
        npwp: npwp ?? "",
        vendorName: invoice.vendorName,
        kind: invoice.kind,
        taxObjectCode: code,
        base: money(tax.base).toFixed(2),
        rate: money(tax.rate).toFixed(),
        withheld: money(tax.withheld).toFixed(2),
        documentType: "Faktur",
        documentNumber: invoice.vendorInvoiceNumber ?? "",
        documentDate: invoice.date,
        invoiceNumber: invoice.invoiceNumber,
      });
    }
  }
  return { slips, problems };
}

export interface EbupotSheet {
  name: "Rekap" | "42152223" | "Dasar Pemotongan";
  rows: (string | number)[][];
}

/** The three sheets of the import file, in the template's order, as rows of cells (header row first). */
export function ebupotSheets(period: string, slips: readonly EbupotSlip[]): EbupotSheet[] {
  const [year, month] = period.split("-") as [string, string];
  return [
    { name: "Rekap", rows: [
      ["Tahun Pajak", "Masa Pajak", "Jumlah Bukti Potong PPh Pasal 4 ayat 2, 15, 22, 23", "Jumlah Bukti Potong PPh Non Residen"],
      [Number(year), Number(month), slips.length, 0],
    ] },
    { name: "42152223", rows: [
      ["No", "Tanggal Pemotongan (dd/MM/yyyy)", "Penerima Penghasilan? (NPWP/NIK)", "NPWP (tanpa format/tanda baca)", "NIK (tanpa format/tanda baca)", "Nama Penerima", "Kode Objek Pajak", "Penandatangan Sebagai? (Pengurus/Kuasa)", "Fasilitas", "Jumlah Penghasilan Bruto (Rp)", "Tarif (%)", "PPh Dipotong (Rp)"],
      ...slips.map((s) => [s.row, ebupotDate(s.date), "NPWP", s.npwp, "", s.vendorName, s.taxObjectCode, "Pengurus", "N", Number(s.base), Number(s.rate), Number(s.withheld)]),
    ] },
    { name: "Dasar Pemotongan", rows: [
      ["No Bukti Potong", "Jenis Dokumen", "Nomor Dokumen", "Tanggal Dokumen (dd/MM/yyyy)"],
      ...slips.map((s) => [s.row, s.documentType, s.documentNumber, ebupotDate(s.documentDate)]),
    ] },
  ];
}
