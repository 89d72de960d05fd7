import { z } from "zod";
import { formatAmount } from "../money/format.js";
import { idField } from "../schemas/common.js";
import { listMetaResponse } from "../schemas/responses.js";
import {
  defineReport,
  dimensionQueryFields,
  type LocalText,
  type ReportColumn,
  rangeInOrder,
  rangeOrderIssue,
  reportQueryFields as fields,
  sameText,
} from "./definition.js";
import { accountCell, accountColumn, accountRowFields, amountFields, amountText, money, sideOf, texts, totalRow, treeTableRows } from "./shared.js";

const resource = "ReportAccounting";
const normalBalance = { normal_balance: z.enum(["debit", "credit"]) };
const rangeName = (name: string) => (q: { date_from: string; date_to: string }) => `${name}-${q.date_from}-${q.date_to}`;

/** A range report filtered by every line dimension. */
const rangeQuery = <S extends z.ZodRawShape>(extra: S) =>
  z.strictObject({ ...fields.range, ...dimensionQueryFields(), ...fields.format, ...extra }).refine(rangeInOrder, rangeOrderIssue);

const trialBalanceAmounts = ["opening_debit", "opening_credit", "debit", "credit", "closing_debit", "closing_credit"] as const;

export const trialBalanceReport = defineReport({
  name: "trial-balance",
  resource,
  title: { en: "Trial balance", id: "Neraca saldo" },
  query: rangeQuery(fields.include_zero),
  response: z.object({
    rows: z.array(z.object({ ...accountRowFields, ...normalBalance, ...amountFields(trialBalanceAmounts) })),
    totals: z.object(amountFields(trialBalanceAmounts)),
  }),
  fileName: rangeName("trial-balance"),
  landscape: true,
  table: (data, _query, language) => ({
    columns: [
      accountColumn,
      money("opening_debit", { en: "Opening debit", id: "Saldo awal debit" }),
      money("opening_credit", { en: "Opening credit", id: "Saldo awal kredit" }),
      money("debit", texts.debit),
      money("credit", texts.credit),
      money("closing_debit", { en: "Closing debit", id: "Saldo akhir debit" }),
      money("closing_credit", { en: "Closing credit", id: "Saldo akhir kredit" }),
    ],
    rows: [...treeTableRows(data.rows), totalRow(data.totals, language)],
  }),
});

const ledgerLine = z.object({
  account_id: z.string(),
  journal_id: z.string(),
  number: z.string(),
  date: z.string(),
  journal_type: z.string(),
  journal_description: z.string().nullable(),
  description: z.string().nullable(),
  debit: amountText,
  credit: amountText,
  office_name: z.string(),
  balance: amountText,
  /** A line in a foreign currency (DESIGN §13): its currency, its amount in it (on its side) and its rate. */
  currency: z.string().nullable(),
  amount_currency: z.string().nullable(),
  rate: z.string().nullable(),
  /** On an account holding one foreign currency: its balance in that currency after this line (normal side positive). */
  balance_currency: amountText.nullable().default(null),
});

/** Lines one page of the ledger shows by default, and at most (an export reads every page). */
export const LEDGER_PER_PAGE = 200;
export const LEDGER_PER_PAGE_MAX = 1000;

const ledgerAccountFigures = {
  account_id: z.string(),
  code: z.string(),
  name: z.string(),
  ...normalBalance,
  /** Opening, movement and closing of the whole period, from the balances. */
  opening_balance: amountText,
  debit: amountText,
  credit: amountText,
  closing_balance: amountText,
};

/**
 * The general ledger, a page at a time: the accounts in code order, each with its opening, lines and
 * closing, `per_page` lines a page. A page starts at an account (`start_account_id`, the first by
 * default) after some of its lines (`start_line`); `next` says where the following page starts, and
 * `index` lists every account of the report with its figures (to go to one, and the totals). An
 * account may run over pages: `first_line` and `continues` say which part a page holds.
 */
export const ledgerReportDefinition = defineReport({
  name: "ledger",
  resource,
  title: { en: "Ledger report", id: "Laporan buku besar" },
  query: rangeQuery({
    ...fields.accounts,
    start_account_id: idField().optional(),
    start_line: z.coerce.number().int().min(0).max(100_000_000).default(0),
    per_page: z.coerce.number().int().min(1).max(LEDGER_PER_PAGE_MAX).default(LEDGER_PER_PAGE),
  }),
  response: z.object({
    accounts: z.array(
      z.object({
        ...ledgerAccountFigures,
        /** The account's lines before this page's first (0: the page starts with its opening balance). */
        first_line: z.number().int(),
        /** The running balance before this page's first line (the opening balance when first_line is 0). */
        page_opening_balance: amountText,
        /** The account's lines go on on the next page (its closing balance is there). */
        continues: z.boolean(),
        /**
         * What it holds in foreign currencies (DESIGN §13), per currency: its opening and closing
         * balance in it (normal side positive), read from the balances; none for a base account.
         */
        currency_balances: z.array(z.object({ currency: z.string(), opening: amountText, closing: amountText })).default([]),
        lines: z.array(ledgerLine),
      }),
    ),
    index: z.array(z.object(ledgerAccountFigures)),
    totals: z.object(amountFields(["debit", "credit"])),
    next: z.object({ account_id: z.string(), line: z.number().int() }).nullable(),
  }),
  fileName: rangeName("ledger"),
  landscape: true,
  // An export reads every page and writes their rows one after the other: an account's title and
  // opening come with its first line, its closing with its last.
  table: (data, _query, language) => ({
    columns: [
      { key: "date", kind: "date", title: texts.date },
      { key: "number", kind: "text", title: texts.journal, width: 18 },
      { key: "description", kind: "text", title: texts.description },
      money("debit", texts.debit),
      money("credit", texts.credit),
      money("balance", texts.balance),
    ],
    rows: data.accounts.flatMap((a) => [
      ...(a.first_line === 0
        ? [
            { description: accountCell(a), _bold: true },
            { description: texts.opening_balance[language], balance: a.opening_balance },
          ]
        : []),
      ...a.lines.map((l) => ({
        date: l.date,
        number: l.number,
        description: l.description ?? l.journal_description,
        debit: sideOf(l.debit),
        credit: sideOf(l.credit),
        balance: l.balance,
      })),
      ...(a.continues
        ? []
        : [{ description: texts.closing_balance[language], debit: a.debit, credit: a.credit, balance: a.closing_balance, _bold: true }]),
    ]),
  }),
});

export const journalReportDefinition = defineReport({
  name: "journal",
  resource,
  title: { en: "Journal report", id: "Laporan jurnal" },
  // The general journal lists whole journals, so it filters by the journal's office only.
  query: z
    .strictObject({ ...fields.range, ...dimensionQueryFields(["office_ids"]), ...fields.format, ...fields.paged })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({
    journals: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        date: z.string(),
        description: z.string().nullable(),
        journal_type: z.string(),
        total: amountText,
        status: z.string(),
        lines: z.array(
          z.object({
            journal_id: z.string(),
            account_id: z.string(),
            code: z.string(),
            name: z.string(),
            description: z.string().nullable(),
            debit: amountText,
            credit: amountText,
          }),
        ),
      }),
    ),
    total_debit: amountText,
    meta: listMetaResponse,
  }),
  fileName: rangeName("journal"),
  table: (data) => ({
    columns: [
      { key: "date", kind: "date", title: texts.date },
      { key: "number", kind: "text", title: texts.number, width: 18 },
      accountColumn,
      money("debit", texts.debit),
      money("credit", texts.credit),
    ],
    rows: data.journals.flatMap((j) => [
      { date: j.date, number: j.number, account: j.description ?? "", _bold: true },
      ...j.lines.map((l) => ({
        account: `${l.code} ${l.name}${l.description ? ` — ${l.description}` : ""}`,
        debit: sideOf(l.debit),
        credit: sideOf(l.credit),
        _level: 1,
      })),
    ]),
  }),
});

export const recapJournalTypes = ["general", "adjustment", "opening", "closing", "reversal"] as const;
const recapAmounts = [
  "general_debit",
  "general_credit",
  "adjustment_debit",
  "adjustment_credit",
  "opening_debit",
  "opening_credit",
  "closing_debit",
  "closing_credit",
  "reversal_debit",
  "reversal_credit",
  "debit",
  "credit",
] as const;

export const journalRecapReport = defineReport({
  name: "journalreport",
  resource,
  title: { en: "Journal recap", id: "Rekap jurnal" },
  query: rangeQuery({}),
  response: z.object({
    journal_types: z.array(z.enum(recapJournalTypes)),
    rows: z.array(z.object({ ...accountRowFields, ...normalBalance, ...amountFields(recapAmounts) })),
    totals: z.object(amountFields(recapAmounts)),
  }),
  fileName: rangeName("journal-recap"),
  landscape: true,
  table: (data, _query, language) => ({
    columns: [
      accountColumn,
      ...data.journal_types.flatMap((t): ReportColumn[] => [money(`${t}_debit`, sameText(`${t} D`)), money(`${t}_credit`, sameText(`${t} K`))]),
      money("debit", texts.debit),
      money("credit", texts.credit),
    ],
    rows: [...treeTableRows(data.rows), totalRow(data.totals, language)],
  }),
});

export const worksheetPairs = ["trial", "adjustment", "adjusted", "profit_loss", "balance_sheet"] as const;
const worksheetAmounts = worksheetPairs.flatMap((p) => [`${p}_debit`, `${p}_credit`] as const);
const worksheetTitles: Record<(typeof worksheetPairs)[number], LocalText> = {
  trial: { en: "Trial balance", id: "Neraca saldo" },
  adjustment: { en: "Adjustments", id: "Penyesuaian" },
  adjusted: { en: "Adjusted", id: "Disesuaikan" },
  profit_loss: { en: "Profit and loss", id: "Laba rugi" },
  balance_sheet: { en: "Balance sheet", id: "Neraca" },
};
const netProfitText = { en: "Net profit", id: "Laba bersih" };
const both = (text: LocalText, suffix: string): LocalText => ({ en: `${text.en} ${suffix}`, id: `${text.id} ${suffix}` });

export const worksheetReport = defineReport({
  name: "work-sheet",
  resource,
  title: { en: "Worksheet", id: "Neraca lajur" },
  query: rangeQuery(fields.include_zero),
  response: z.object({
    rows: z.array(z.object({ ...accountRowFields, ...normalBalance, ...amountFields(worksheetAmounts) })),
    totals: z.object(amountFields(worksheetAmounts)),
    net_profit: amountText,
  }),
  fileName: rangeName("worksheet"),
  landscape: true,
  table: (data, _query, language) => ({
    columns: [
      accountColumn,
      ...worksheetPairs.flatMap((p) => [money(`${p}_debit`, both(worksheetTitles[p], "D")), money(`${p}_credit`, both(worksheetTitles[p], "K"))]),
    ],
    rows: [...treeTableRows(data.rows), totalRow(data.totals, language)],
    notes: [`${netProfitText[language]}: ${formatAmount(data.net_profit, language, { negative: "parentheses" })}`],
  }),
});

export const monthlyMutationReport = defineReport({
  name: "monthly-mutation",
  resource,
  title: { en: "Monthly mutation", id: "Mutasi bulanan" },
  query: z.strictObject({ ...fields.year, ...fields.include_zero, ...dimensionQueryFields(), ...fields.format }),
  response: z.object({
    months: z.array(z.string()),
    rows: z.array(z.object({ ...accountRowFields, ...normalBalance, months: z.array(amountText), total: amountText })),
  }),
  fileName: (q) => `monthly-mutation-${q.year}`,
  landscape: true,
  table: (data) => ({
    columns: [accountColumn, ...data.months.map((m) => money(m, sameText(m.slice(5)))), money("total", texts.total)],
    rows: data.rows.map((r) => ({
      account: accountCell(r),
      _level: r.level,
      _bold: r.is_header,
      total: r.total,
      ...Object.fromEntries(data.months.map((m, i) => [m, r.months[i]])),
    })),
  }),
});
