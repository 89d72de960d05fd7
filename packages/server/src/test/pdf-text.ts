import { extractText, getDocumentProxy } from "unpdf";

/** The text of a PDF, pages joined, whitespace collapsed (a wrapped phrase reads as one). */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}
