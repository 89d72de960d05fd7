import type { Language } from "@neraca/core";
import type { AnyDocumentType } from "./document-type.js";

/**
 * Every registered document type, by `document_type` — also its journals' `source_type`. Filled by
 * `registerDocument`; read by the approvals inbox (links to the types' screens) and by code that
 * must not depend on the document routes, such as the ledger naming the document a journal belongs to.
 */
export const documentTypes = new Map<string, AnyDocumentType>();

/** The web screen of a document (`/transactions/sales-invoice/detail/<id>`). */
export const documentPath = (type: string, id: string): string => `${documentTypes.get(type)?.base ?? ""}/detail/${id}`;

/** The type's title in `language`, or the type itself when none is registered. */
export const documentTitle = (type: string, language: Language): string => documentTypes.get(type)?.title[language] ?? type;
