import { describe, expect, it } from "vitest";
import { pngBytes } from "../test/files.js";
import { pdfText } from "../test/pdf-text.js";
import { type DocumentPrint, formatPrintDate, renderDocumentPrint, standardSignatures } from "./print.js";

const invoice = (lineCount: number, extra: Partial<DocumentPrint> = {}): DocumentPrint => ({
  company: { name: "PT Maju Jaya", address: "Jl. Sudirman 1, Jakarta", npwp: "01.234.567.8-901.000", phone: "021-555", logo: `data:image/png;base64,${pngBytes.toString("base64")}` },
  title: "Faktur penjualan",
  number: "INV/2026/03/0007",
  dates: [
    { label: "Tanggal", value: "2026-03-10", kind: "date" },
    { label: "Jatuh tempo", value: "2026-04-09", kind: "date" },
  ],
  party: { label: "Pelanggan", name: "CV Sinar Terang", detail: "Jl. Pemuda 5, Semarang" },
  fields: [{ label: "Referensi", value: "PO-889" }],
  columns: [
    { key: "item", title: "Barang" },
    { key: "quantity", title: "Jumlah", kind: "number" },
    { key: "amount", title: "Nilai", kind: "money" },
  ],
  lines: Array.from({ length: lineCount }, (_, i) => ({ item: `Barang nomor ${i + 1}`, quantity: 1, amount: "1000.00" })),
  totals: [
    { label: "Subtotal", amount: "1100000.00" },
    { label: "PPN", amount: "134500.00" },
    { label: "Total", amount: "1234500.00" },
  ],
  amountInWords: "1234500.00",
  signatures: standardSignatures("id", { prepared: "Ani", received: "Budi" }),
  ...extra,
});

describe("renderDocumentPrint", () => {
  it("prints letterhead, title, number, dates, party, lines, totals, words in both languages and signatures", async () => {
    const pdf = await renderDocumentPrint(invoice(3), "id");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The company's logo is drawn.
    expect(pdf.toString("latin1")).toMatch(/\/Subtype \/Image/);
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      "PT Maju Jaya",
      "Jl. Sudirman 1, Jakarta",
      "NPWP 01.234.567.8-901.000",
      "Faktur penjualan",
      "Nomor: INV/2026/03/0007",
      "Tanggal: 10 Maret 2026",
      "Jatuh tempo: 9 April 2026",
      "Pelanggan",
      "CV Sinar Terang",
      "Referensi: PO-889",
      "Barang nomor 3",
      "1.234.500,00",
      "134.500,00",
      "Terbilang: Satu juta dua ratus tiga puluh empat ribu lima ratus rupiah",
      "Terbilang (Inggris): One million two hundred thirty-four thousand five hundred rupiah",
      "Dibuat oleh",
      "Disetujui oleh",
      "Diterima oleh",
      "Ani",
      "Budi",
      "Halaman 1 dari 1",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("writes labels, dates and amounts in English, and the words only in the languages asked", async () => {
    const { text } = await pdfText(
      await renderDocumentPrint(invoice(1, { wordsLanguages: ["en"], signatures: standardSignatures("en"), dates: [{ label: "Date", value: "2026-03-10", kind: "date" }] }), "en"),
    );
    expect(text).toContain("Number: INV/2026/03/0007");
    expect(text).toContain("Date: 10 March 2026");
    expect(text).toContain("1,234,500.00");
    expect(text).toContain("In words: One million two hundred thirty-four thousand five hundred rupiah");
    expect(text).not.toContain("Satu juta");
    expect(text).toContain("Prepared by");
    expect(text).toContain("Received by");
  });

  it("runs onto more pages for many lines, numbering them, and leaves out a logo pdfmake cannot draw", async () => {
    const pdf = await renderDocumentPrint(invoice(120, { company: { name: "PT Tanpa Logo", logo: "data:image/webp;base64,UklGRg==" }, amountInWords: null }), "en");
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain("Barang nomor 120");
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).not.toContain("In words");
    expect(text).toMatch(/Printed \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(pdf.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
  });

  it("formats dates in the language and leaves other text alone", () => {
    expect(formatPrintDate("2026-12-01", "id")).toBe("1 Desember 2026");
    expect(formatPrintDate("2026-12-01", "en")).toBe("1 December 2026");
    expect(formatPrintDate("kemarin", "en")).toBe("kemarin");
  });
});
