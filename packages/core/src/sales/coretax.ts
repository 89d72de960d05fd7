import { Decimal } from "decimal.js";
import { npwp16 } from "../schemas/common.js";

/**
 * Coretax e-Faktur: the XML of output tax invoices (`TaxInvoiceBulk`) that DJP's Coretax imports,
 * built from approved sales invoices, and the checks run before it is built so that every problem
 * is named per invoice (docs/coretax-efaktur.md describes the structure).
 */
const CoreDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export interface CoretaxLine {
  /** A goods (A) or services (B) line. */
  kind: "goods" | "service";
  name: string;
  quantity: string;
  price: string;
  discount: string;
  /** The line's DPP (quantity × price − discount). */
  net: string;
  /** The VAT tax of the line: its kind, rate and base fraction; none for a tax-free line. */
  vat: { kind: string; rate: string; base_numerator: number; base_denominator: number } | null;
}

export interface CoretaxInvoice {
  id: string;
  number: string;
  invoice_date: string;
  tax_invoice_number: string | null;
  buyer_name: string;
  buyer_address: string | null;
  buyer_email: string | null;
  buyer_id_type: "tin" | "nik" | "passport" | "other";
  buyer_id_number: string | null;
  buyer_nitku: string | null;
  /** The invoice's VAT as posted (rounded once per invoice). */
  vat: string;
  lines: CoretaxLine[];
}

export interface CoretaxSeller {
  name: string;
  npwp: string | null;
  nitku: string | null;
}

export type CoretaxProblemCode =
  | "coretax_seller_npwp"
  | "coretax_buyer_name"
  | "coretax_buyer_address"
  | "coretax_buyer_tin"
  | "coretax_buyer_nik"
  | "coretax_buyer_document"
  | "coretax_buyer_nitku"
  | "coretax_no_vat"
  | "coretax_mixed_vat"
  | "coretax_vat_mismatch";

export interface CoretaxProblem {
  /** The invoice's number; null for a problem of the company (the seller). */
  invoice: string | null;
  invoice_id: string | null;
  code: CoretaxProblemCode;
  params: Record<string, string>;
}

const digits = (value: string | null | undefined) => (value ?? "").replace(/\D/g, "");

/** The transaction code (kode transaksi) of an invoice from its VAT kinds; null when they mix. */
export function transactionCodeOf(lines: readonly CoretaxLine[]): string | null {
  const kinds = new Set(lines.filter((l) => l.vat).map((l) => l.vat?.kind));
  if (kinds.size !== 1) return null;
  const [kind] = kinds;
  // 04: DPP nilai lain (PPN 12% on 11/12); 01: to other buyers at the full base (luxury);
  // 05: besaran tertentu (freight at an effective 1.1%).
  return kind === "vat" ? "04" : kind === "vat_freight" ? "05" : "01";
}

interface ItemFigures {
  line: CoretaxLine;
  taxBase: Decimal;
  otherTaxBase: Decimal;
  vat: Decimal;
}

/**
 * The VAT lines of an invoice with their other tax base and a share of the invoice's VAT: the VAT
 * was rounded down once per invoice, so it is spread over the lines by their other tax base and
 * the last line takes the remainder; the lines' VAT adds up to the invoice's exactly.
 */
export function coretaxItems(invoice: CoretaxInvoice): ItemFigures[] {
  const taxed = invoice.lines.filter((l) => l.vat);
  const items = taxed.map((line) => {
    const vat = line.vat as NonNullable<CoretaxLine["vat"]>;
    const taxBase = new CoreDecimal(line.net);
    const otherTaxBase = taxBase.times(vat.base_numerator).dividedBy(vat.base_denominator).toDecimalPlaces(2);
    return { line, taxBase, otherTaxBase, vat: new CoreDecimal(0) };
  });
  const totalBase = items.reduce((sum, i) => sum.plus(i.otherTaxBase), new CoreDecimal(0));
  const totalVat = new CoreDecimal(invoice.vat);
  let given = new CoreDecimal(0);
  for (const [index, item] of items.entries()) {
    const share =
      index === items.length - 1 || totalBase.isZero()
        ? totalVat.minus(given)
        : totalVat.times(item.otherTaxBase).dividedBy(totalBase).toDecimalPlaces(2, CoreDecimal.ROUND_DOWN);
    item.vat = share;
    given = given.plus(share);
  }
  return items;
}

/** Every problem that would make Coretax refuse the file, per invoice. */
export function coretaxProblems(seller: CoretaxSeller, invoices: readonly CoretaxInvoice[]): CoretaxProblem[] {
  const problems: CoretaxProblem[] = [];
  if (!npwp16(seller.npwp)) problems.push({ invoice: null, invoice_id: null, code: "coretax_seller_npwp", params: { value: seller.npwp ?? "" } });
  for (const invoice of invoices) {
    const add = (code: CoretaxProblemCode, params: Record<string, string> = {}) =>
      problems.push({ invoice: invoice.number, invoice_id: invoice.id, code, params: { invoice: invoice.number, ...params } });
    if (!invoice.buyer_name.trim()) add("coretax_buyer_name");
    if (!invoice.buyer_address?.trim()) add("coretax_buyer_address");
    const id = digits(invoice.buyer_id_number);
    if (invoice.buyer_id_type === "tin" && !npwp16(invoice.buyer_id_number)) add("coretax_buyer_tin", { value: invoice.buyer_id_number ?? "" });
    if (invoice.buyer_id_type === "nik" && id.length !== 16) add("coretax_buyer_nik", { value: invoice.buyer_id_number ?? "" });
    if ((invoice.buyer_id_type === "passport" || invoice.buyer_id_type === "other") && !invoice.buyer_id_number?.trim()) add("coretax_buyer_document");
    const nitku = digits(invoice.buyer_nitku);
    if (invoice.buyer_id_type === "tin" && invoice.buyer_nitku && nitku.length !== 22) add("coretax_buyer_nitku", { value: invoice.buyer_nitku });
    const taxed = invoice.lines.filter((l) => l.vat);
    if (taxed.length === 0) add("coretax_no_vat");
    else if (!transactionCodeOf(invoice.lines)) add("coretax_mixed_vat");
    const items = coretaxItems(invoice);
    const sum = items.reduce((s, i) => s.plus(i.vat), new CoreDecimal(0));
    if (items.some((i) => i.vat.isNegative()) || !sum.equals(new CoreDecimal(invoice.vat))) add("coretax_vat_mismatch", { vat: invoice.vat });
  }
  return problems;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const element = (name: string, value: string | null | undefined, indent: string) =>
  value === null || value === undefined || value === "" ? `${indent}<${name}/>` : `${indent}<${name}>${escapeXml(value)}</${name}>`;

const quantityText = (value: string) => new CoreDecimal(value).toString();

function buyerIdentity(invoice: CoretaxInvoice) {
  if (invoice.buyer_id_type === "tin") {
    const tin = npwp16(invoice.buyer_id_number) ?? "";
    return { tin, document: "TIN", number: "-", idtku: digits(invoice.buyer_nitku) || `${tin}000000` };
  }
  const document = invoice.buyer_id_type === "nik" ? "National ID" : invoice.buyer_id_type === "passport" ? "Passport" : "Other ID";
  return { tin: "0000000000000000", document, number: invoice.buyer_id_number ?? "", idtku: "000000" };
}

function invoiceXml(invoice: CoretaxInvoice, sellerIdtku: string): string[] {
  const buyer = buyerIdentity(invoice);
  const i = "      ";
  const out = [
    "    <TaxInvoice>",
    element("TaxInvoiceDate", invoice.invoice_date, i),
    element("TaxInvoiceOpt", "Normal", i),
    element("TrxCode", transactionCodeOf(invoice.lines) ?? "04", i),
    element("AddInfo", null, i),
    element("CustomDoc", null, i),
    element("CustomDocMonthYear", null, i),
    element("RefDesc", invoice.number, i),
    element("FacilityStamp", null, i),
    element("SellerIDTKU", sellerIdtku, i),
    element("BuyerTin", buyer.tin, i),
    element("BuyerDocument", buyer.document, i),
    element("BuyerCountry", "IDN", i),
    element("BuyerDocumentNumber", buyer.number, i),
    element("BuyerName", invoice.buyer_name, i),
    element("BuyerAdress", invoice.buyer_address, i),
    element("BuyerEmail", invoice.buyer_email, i),
    element("BuyerIDTKU", buyer.idtku, i),
    `${i}<ListOfGoodService>`,
  ];
  const g = `${i}    `;
  for (const item of coretaxItems(invoice)) {
    const vat = item.line.vat as NonNullable<CoretaxLine["vat"]>;
    out.push(
      `${i}  <GoodService>`,
      element("Opt", item.line.kind === "goods" ? "A" : "B", g),
      element("Code", "000000", g),
      element("Name", item.line.name, g),
      element("Unit", "UM.0033", g),
      element("Price", new CoreDecimal(item.line.price).toFixed(2), g),
      element("Qty", quantityText(item.line.quantity), g),
      element("TotalDiscount", new CoreDecimal(item.line.discount).toFixed(2), g),
      element("TaxBase", item.taxBase.toFixed(2), g),
      element("OtherTaxBase", item.otherTaxBase.toFixed(2), g),
      element("VATRate", new CoreDecimal(vat.rate).toString(), g),
      element("VAT", item.vat.toFixed(2), g),
      element("STLGRate", "0", g),
      element("STLG", "0.00", g),
      `${i}  </GoodService>`,
    );
  }
  out.push(`${i}</ListOfGoodService>`, "    </TaxInvoice>");
  return out;
}

/** The Coretax XML for these invoices (check them with `coretaxProblems` first). */
export function coretaxXml(seller: CoretaxSeller, invoices: readonly CoretaxInvoice[]): string {
  const tin = npwp16(seller.npwp) ?? "";
  const sellerIdtku = digits(seller.nitku) || `${tin}000000`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<TaxInvoiceBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="TaxInvoice.xsd">',
    `  <TIN>${tin}</TIN>`,
    "  <ListOfTaxInvoice>",
    ...invoices.flatMap((invoice) => invoiceXml(invoice, sellerIdtku)),
    "  </ListOfTaxInvoice>",
    "</TaxInvoiceBulk>",
    "",
  ].join("\n");
}
