import { type Language, type MessageKey, money, translate } from "@neraca/core";
import { type DocumentPrint, type PrintCompany, renderDocumentPrint, standardSignatures } from "../../platform/print.js";

export { printCompany } from "../../platform/print.js";
import type { journalDetail } from "./journals.service.js";

type JournalDetail = Awaited<ReturnType<typeof journalDetail>>;

/** The journal voucher: its lines, totals, the total in words and who posted it. */
export function journalVoucher(journal: JournalDetail, company: PrintCompany, language: Language): DocumentPrint {
  const t = (key: MessageKey) => translate(key, language);
  // A journal has a party when its lines name one contact.
  const contacts = [...new Set(journal.details.map((l) => l.contact_name).filter((name): name is string => !!name))];
  return {
    company,
    title: t("print_journal_voucher"),
    number: journal.number,
    dates: [
      { label: t("print_date"), value: journal.date, kind: "date" },
      { label: t("print_posted_at"), value: journal.posted_at.slice(0, 10), kind: "date" },
    ],
    party: contacts.length === 1 ? { label: t("print_contact"), name: contacts[0] as string } : null,
    fields: [
      { label: t("print_office"), value: journal.office_name },
      { label: t("print_description"), value: journal.description },
      { label: t("print_reverses"), value: journal.reversal_of?.number },
      { label: t("print_reversed_by"), value: journal.reversed_by?.number },
    ],
    columns: [
      { key: "account", title: t("print_account"), width: 150 },
      { key: "description", title: t("print_description") },
      { key: "debit", title: t("print_debit"), kind: "money" },
      { key: "credit", title: t("print_credit"), kind: "money" },
    ],
    lines: journal.details.map((l) => ({
      account: `${l.account_code} ${l.account_name}`,
      description: [l.description, l.contact_name, l.work_unit_name, l.activity_name, l.element_name].filter(Boolean).join(" · "),
      debit: money(l.debit).isZero() ? null : l.debit,
      credit: money(l.credit).isZero() ? null : l.credit,
    })),
    totals: [
      { label: `${t("print_total")} ${t("print_debit").toLowerCase()}`, amount: journal.total_debit },
      { label: `${t("print_total")} ${t("print_credit").toLowerCase()}`, amount: journal.total_credit },
    ],
    amountInWords: journal.total_debit,
    signatures: standardSignatures(language, { prepared: journal.posted_by }),
  };
}

export const renderJournalVoucher = (journal: JournalDetail, company: PrintCompany, language: Language) =>
  renderDocumentPrint(journalVoucher(journal, company, language), language);
