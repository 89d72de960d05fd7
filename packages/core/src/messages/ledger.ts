import type { Language } from "../screens/registry.js";

/** Messages of the ledger's own rules (spread into `messages`). */
export const ledgerMessages = {
  // A document's journal is changed only through its document (cancel, delete, reverse there).
  journal_owned_by_document: {
    en: "This journal belongs to {document} {number}; cancel or delete it through that document.",
    id: "Jurnal ini milik {document} {number}; batalkan atau hapus melalui dokumen tersebut.",
  },
} as const satisfies Record<string, Record<Language, string>>;
