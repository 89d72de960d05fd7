import type { Language } from "@neraca/core";

/**
 * Each registered document type's title by `document_type` — also its journals' `source_type` — so
 * that a message can name a document in the user's language from code that must not depend on the
 * document mechanism (the ledger refusing to reverse a document's journal).
 */
const titles = new Map<string, Record<Language, string>>();

export const registerDocumentTitle = (type: string, title: Record<Language, string>) => titles.set(type, title);

/** The type's title in `language`, or the type itself when none is registered. */
export const documentTitle = (type: string, language: Language): string => titles.get(type)?.[language] ?? type;
