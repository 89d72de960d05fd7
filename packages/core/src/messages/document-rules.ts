/**
 * Rules every document follows whatever its module (server `platform/documents/`): a settlement is
 * not dated before what it settles, and the ledger's refusal of a document's journal is said in the
 * document's terms, not the journal's fields.
 */
export const documentRuleMessages = {
  settlement_before_settled: {
    en: "The date is before the date of {document} ({date}), which it settles.",
    id: "Tanggal ini sebelum tanggal {document} ({date}) yang diselesaikannya.",
  },
  document_journal_refused: {
    en: "The journal of this document cannot be posted: {reason}",
    id: "Jurnal dokumen ini tidak dapat diposting: {reason}",
  },
} as const;
