import { z } from "zod";
import { defineReport, dimensionQueryFields, type LocalText, rangeInOrder, rangeOrderIssue, reportQueryFields as fields } from "../reports/definition.js";
import { amountText, money, sideOf, texts } from "../reports/shared.js";
import { idField } from "../schemas/common.js";

const resource = "ReportCashBank";

/** Cash and bank accounts a report covers (comma-separated ids); none means every one the user may see. */
const cashbankIds = () =>
  z
    .string()
    .max(100 * 37)
    .optional()
    .transform((v) => (v ? v.split(",").filter(Boolean) : []))
    .pipe(z.array(idField()).max(100));

const rangeName = (name: string) => (q: { date_from: string; date_to: string }) => `${name}-${q.date_from}-${q.date_to}`;

export const cashbankReportTexts = {
  cashbank: { en: "Cash/bank account", id: "Kas/bank" },
  in: { en: "In", id: "Masuk" },
  out: { en: "Out", id: "Keluar" },
  contact: { en: "Contact", id: "Kontak" },
  office: { en: "Office", id: "Kantor" },
  transaction_type: { en: "Transaction type", id: "Jenis transaksi" },
  counter_account: { en: "Counter account", id: "Akun lawan" },
  net: { en: "Net", id: "Bersih" },
  operating: { en: "Operating activities", id: "Aktivitas operasi" },
  investing: { en: "Investing activities", id: "Aktivitas investasi" },
  financing: { en: "Financing activities", id: "Aktivitas pendanaan" },
  transfers: { en: "Transfers between cash and bank accounts", id: "Pemindahan antar kas dan bank" },
  net_change: { en: "Net change in cash", id: "Kenaikan (penurunan) bersih kas" },
  opening_cash: { en: "Cash at the beginning of the period", id: "Kas awal periode" },
  closing_cash: { en: "Cash at the end of the period", id: "Kas akhir periode" },
  transfer: { en: "Transfer", id: "Transfer" },
  other: { en: "Other journals", id: "Jurnal lain" },
} as const satisfies Record<string, LocalText>;
const t = cashbankReportTexts;

/** The cash book: one account, opening, every receipt and payment with its running balance, closing. */
export const cashBookReport = defineReport({
  name: "cash-bank",
  resource,
  title: { en: "Cash and bank book", id: "Buku kas dan bank" },
  query: z
    .strictObject({ ...fields.range, cashbank_id: idField(), ...dimensionQueryFields(), ...fields.format, ...fields.paged })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({
    cashbank: z.object({ id: z.string(), code: z.string(), name: z.string(), account_id: z.string() }),
    opening_balance: amountText,
    total_in: amountText,
    total_out: amountText,
    closing_balance: amountText,
    /** The balance before the first line of this page. */
    page_opening_balance: amountText,
    /**
     * An account in a foreign currency (DESIGN §13): its currency and its balances in it (read from the
     * currency balances), beside the base ones; null for a base account.
     */
    currency: z.string().nullable().default(null),
    opening_balance_currency: amountText.nullable().default(null),
    closing_balance_currency: amountText.nullable().default(null),
    lines: z.array(
      z.object({
        journal_id: z.string(),
        number: z.string(),
        date: z.string(),
        source_type: z.string(),
        source_id: z.string().nullable(),
        description: z.string().nullable(),
        contact_name: z.string().nullable(),
        office_name: z.string(),
        in: amountText,
        out: amountText,
        balance: amountText,
        /** On a foreign account: the line's amount in its currency, and the balance in it after the line. */
        in_currency: amountText.nullable().default(null),
        out_currency: amountText.nullable().default(null),
        balance_currency: amountText.nullable().default(null),
      }),
    ),
    meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
  }),
  fileName: (q) => `cash-book-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, _query, language) => ({
    columns: [
      { key: "date", kind: "date", title: texts.date },
      { key: "number", kind: "text", title: texts.number, width: 20 },
      { key: "description", kind: "text", title: texts.description },
      { key: "contact_name", kind: "text", title: t.contact },
      ...(data.currency
        ? [
            money("in_currency", { en: `${t.in.en} (${data.currency})`, id: `${t.in.id} (${data.currency})` }),
            money("out_currency", { en: `${t.out.en} (${data.currency})`, id: `${t.out.id} (${data.currency})` }),
            money("balance_currency", { en: `${texts.balance.en} (${data.currency})`, id: `${texts.balance.id} (${data.currency})` }),
          ]
        : []),
      money("in", t.in),
      money("out", t.out),
      money("balance", texts.balance),
    ],
    rows: [
      { description: `${data.cashbank.code} ${data.cashbank.name}`, _bold: true },
      {
        description: texts.opening_balance[language],
        balance: data.page_opening_balance,
        ...(data.currency && data.meta.page === 1 ? { balance_currency: data.opening_balance_currency } : {}),
      },
      ...data.lines.map((l) => ({ ...l, in: sideOf(l.in), out: sideOf(l.out) })),
      {
        description: texts.closing_balance[language],
        in: data.total_in,
        out: data.total_out,
        balance: data.closing_balance,
        ...(data.currency ? { balance_currency: data.closing_balance_currency } : {}),
        _bold: true,
      },
    ],
    notes: [`${texts.opening_balance[language]}: ${data.opening_balance}`],
  }),
});

const summaryRow = z.object({
  cashbank_id: z.string(),
  code: z.string(),
  name: z.string(),
  opening_balance: amountText,
  in: amountText,
  out: amountText,
  closing_balance: amountText,
});

/** Per account: opening, in, out, closing over a period. */
export const cashBankSummaryReport = defineReport({
  name: "cash-bank-summary",
  resource,
  title: { en: "Cash and bank summary", id: "Ringkasan kas dan bank" },
  query: z
    .strictObject({ ...fields.range, cashbank_ids: cashbankIds(), ...dimensionQueryFields(), ...fields.format })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({ rows: z.array(summaryRow), totals: summaryRow.omit({ cashbank_id: true, code: true, name: true }) }),
  fileName: rangeName("cash-bank-summary"),
  table: (data, _query, language) => ({
    columns: [
      { key: "code", kind: "text", title: texts.number },
      { key: "name", kind: "text", title: t.cashbank },
      money("opening_balance", texts.opening_balance),
      money("in", t.in),
      money("out", t.out),
      money("closing_balance", texts.closing_balance),
    ],
    rows: [...data.rows, { name: texts.total[language], ...data.totals, _bold: true }],
  }),
});

/** The position of every account at a date, by office (read from the balances, not the lines). */
export const cashAndBankPositionReport = defineReport({
  name: "cash-and-bank",
  resource,
  title: { en: "Cash and bank position", id: "Posisi kas dan bank" },
  query: z.strictObject({ ...fields.date, cashbank_ids: cashbankIds(), ...dimensionQueryFields(["office_ids"]), ...fields.format }),
  response: z.object({
    offices: z.array(z.object({ id: z.string(), name: z.string() })),
    rows: z.array(
      z.object({ cashbank_id: z.string(), code: z.string(), name: z.string(), by_office: z.record(z.string(), amountText), balance: amountText }),
    ),
    totals: z.object({ by_office: z.record(z.string(), amountText), balance: amountText }),
  }),
  fileName: (q) => `cash-and-bank-${q.date}`,
  landscape: (table) => table.columns.length > 6,
  table: (data, _query, language) => ({
    columns: [
      { key: "code", kind: "text", title: texts.number },
      { key: "name", kind: "text", title: t.cashbank },
      ...data.offices.map((o) => money(`office_${o.id}`, { en: o.name, id: o.name })),
      money("balance", texts.total),
    ],
    rows: [
      ...data.rows.map((r) => ({
        code: r.code,
        name: r.name,
        balance: r.balance,
        ...Object.fromEntries(Object.entries(r.by_office).map(([k, v]) => [`office_${k}`, v])),
      })),
      {
        name: texts.total[language],
        balance: data.totals.balance,
        ...Object.fromEntries(Object.entries(data.totals.by_office).map(([k, v]) => [`office_${k}`, v])),
        _bold: true,
      },
    ],
  }),
});

/** In and out by transaction type and counter account over a period. */
export const cashAndBankByTypeReport = defineReport({
  name: "cash-and-bank-report",
  resource,
  title: { en: "Cash and bank by transaction type", id: "Kas dan bank per jenis transaksi" },
  query: z
    .strictObject({ ...fields.range, cashbank_ids: cashbankIds(), ...dimensionQueryFields(), ...fields.format })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({
    rows: z.array(
      z.object({
        transaction_type: z.string(),
        account_id: z.string(),
        code: z.string(),
        name: z.string(),
        in: amountText,
        out: amountText,
      }),
    ),
    totals: z.object({ in: amountText, out: amountText }),
  }),
  fileName: rangeName("cash-and-bank-report"),
  table: (data, _query, language) => ({
    columns: [
      { key: "transaction_type", kind: "text", title: t.transaction_type },
      { key: "account", kind: "text", title: t.counter_account },
      money("in", t.in),
      money("out", t.out),
    ],
    rows: [
      ...data.rows.map((r) => ({ transaction_type: r.transaction_type, account: `${r.code}  ${r.name}`, in: sideOf(r.in), out: sideOf(r.out) })),
      { transaction_type: texts.total[language], in: data.totals.in, out: data.totals.out, _bold: true },
    ],
  }),
});

export const cashFlowSections = ["operating", "investing", "financing", "transfers"] as const;
export type CashFlowSection = (typeof cashFlowSections)[number];

/**
 * The section of the cash-flow statement (direct method) a counter account belongs to, from its
 * type and subtype: fixed and other long-term assets are investing; long-term debt and equity are
 * financing; another cash or bank account is a transfer; everything else is operating.
 */
export function cashFlowSectionOf(type: string, subtype: string | null): CashFlowSection {
  if (subtype === "cash" || subtype === "bank") return "transfers";
  if (type === "asset" && (subtype === "fixed_asset" || subtype === "accumulated_depreciation" || subtype === "other_asset")) return "investing";
  if (type === "equity" || (type === "liability" && subtype === "long_term_liability")) return "financing";
  return "operating";
}

/** The cash-flow statement, direct method: cash received and paid, by counter account, in three sections. */
export const cashFlowReport = defineReport({
  name: "cash-flow",
  resource,
  title: { en: "Cash-flow statement (direct method)", id: "Laporan arus kas (metode langsung)" },
  query: z
    .strictObject({ ...fields.range, cashbank_ids: cashbankIds(), ...dimensionQueryFields(["office_ids"]), ...fields.format })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({
    sections: z.array(
      z.object({
        section: z.enum(cashFlowSections),
        rows: z.array(z.object({ account_id: z.string(), code: z.string(), name: z.string(), in: amountText, out: amountText, net: amountText })),
        net: amountText,
      }),
    ),
    opening_cash: amountText,
    net_change: amountText,
    closing_cash: amountText,
  }),
  fileName: rangeName("cash-flow"),
  table: (data, _query, language) => ({
    columns: [
      { key: "account", kind: "text", title: texts.account },
      money("in", t.in),
      money("out", t.out),
      money("net", t.net),
    ],
    rows: [
      { account: t.opening_cash[language], net: data.opening_cash, _bold: true },
      ...data.sections.flatMap((s) => [
        { account: t[s.section][language], _bold: true },
        ...s.rows.map((r) => ({ account: `${r.code}  ${r.name}`, in: sideOf(r.in), out: sideOf(r.out), net: r.net, _level: 1 })),
        { account: `${texts.total[language]} ${t[s.section][language].toLowerCase()}`, net: s.net, _bold: true },
      ]),
      { account: t.net_change[language], net: data.net_change, _bold: true },
      { account: t.closing_cash[language], net: data.closing_cash, _bold: true },
    ],
  }),
});

/** The module's reports by name (its plugin serves them, its screens show them). */
export const cashbankReports = {
  "cash-bank": cashBookReport,
  "cash-bank-summary": cashBankSummaryReport,
  "cash-and-bank": cashAndBankPositionReport,
  "cash-and-bank-report": cashAndBankByTypeReport,
  "cash-flow": cashFlowReport,
} as const;
