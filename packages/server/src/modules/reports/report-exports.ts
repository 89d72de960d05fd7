import { formatMoney, type Language, money } from "@neraca/core";
import { type ExportColumn, type ExportRow, formatAmount } from "../../platform/export.js";
import type { journalRecap, journalReport, ledgerReport, monthlyMutation, trialBalance, worksheet } from "./reports.ledger.js";
import type { auditStatements, balanceSheet, profitLoss } from "./reports.statements.js";
import type { ReportContext, reportHeader } from "./report-context.js";

type Header = Awaited<ReturnType<typeof reportHeader>>;
type Out = { title: string; subtitle: string[]; columns: ExportColumn[]; rows: ExportRow[]; landscape?: boolean; fileName: string };
const L = (language: Language, en: string, id: string) => (language === "id" ? id : en);

const officeLine = (ctx: ReportContext, header: Header) => {
  const ids = ctx.filters.officeIds ?? [];
  if (!ids.length) return L(ctx.language, "All offices", "Semua kantor");
  return `${L(ctx.language, "Offices", "Kantor")}: ${header.offices.filter((o) => ids.includes(o.id)).map((o) => o.name).join(", ")}`;
};
const period = (ctx: ReportContext, from: string, to: string) => `${L(ctx.language, "Period", "Periode")}: ${from} – ${to}`;
const accountCell = (r: { code: string; name: string }) => `${r.code}  ${r.name}`;

type Statement = Awaited<ReturnType<typeof balanceSheet>>;
function statementRows(sections: { title: string; rows: Statement["assets"]["rows"]; total: Record<string, string> }[], keys: string[], totalLabel: string): ExportRow[] {
  const out: ExportRow[] = [];
  for (const section of sections) {
    out.push({ account: section.title, _bold: true });
    for (const r of section.rows) out.push({ account: accountCell(r), _level: r.level + 1, _bold: r.is_header, ...r.values });
    out.push({ account: `${totalLabel} ${section.title}`, _bold: true, ...section.total });
    void keys;
  }
  return out;
}

export const exportTables = {
  trialBalance:
    (from: string, to: string) =>
    (data: Awaited<ReturnType<typeof trialBalance>>, ctx: ReportContext, header: Header): Out => ({
      title: L(ctx.language, "Trial balance", "Neraca saldo"),
      subtitle: [period(ctx, from, to), officeLine(ctx, header)],
      fileName: `trial-balance-${from}-${to}`,
      landscape: true,
      columns: [
        { key: "account", title: L(ctx.language, "Account", "Akun") },
        { key: "opening_debit", title: L(ctx.language, "Opening debit", "Saldo awal debit"), kind: "money" },
        { key: "opening_credit", title: L(ctx.language, "Opening credit", "Saldo awal kredit"), kind: "money" },
        { key: "debit", title: "Debit", kind: "money" },
        { key: "credit", title: L(ctx.language, "Credit", "Kredit"), kind: "money" },
        { key: "closing_debit", title: L(ctx.language, "Closing debit", "Saldo akhir debit"), kind: "money" },
        { key: "closing_credit", title: L(ctx.language, "Closing credit", "Saldo akhir kredit"), kind: "money" },
      ],
      rows: [
        ...data.rows.map((r) => ({ ...r, account: accountCell(r), _level: r.level, _bold: r.is_header })),
        { account: "Total", ...data.totals, _bold: true },
      ],
    }),

  ledger:
    (from: string, to: string) =>
    (data: Awaited<ReturnType<typeof ledgerReport>>, ctx: ReportContext, header: Header): Out => ({
      title: L(ctx.language, "General ledger", "Buku besar"),
      subtitle: [period(ctx, from, to), officeLine(ctx, header)],
      fileName: `ledger-${from}-${to}`,
      landscape: true,
      columns: [
        { key: "date", title: L(ctx.language, "Date", "Tanggal"), kind: "date" },
        { key: "number", title: L(ctx.language, "Journal", "Jurnal"), width: 18 },
        { key: "description", title: L(ctx.language, "Description", "Keterangan") },
        { key: "debit", title: "Debit", kind: "money" },
        { key: "credit", title: L(ctx.language, "Credit", "Kredit"), kind: "money" },
        { key: "balance", title: L(ctx.language, "Balance", "Saldo"), kind: "money" },
      ],
      rows: data.accounts.flatMap((a) => [
        { description: accountCell(a), _bold: true },
        { description: L(ctx.language, "Opening balance", "Saldo awal"), balance: a.opening_balance },
        ...a.lines.map((l) => ({ date: l.date, number: l.number, description: l.description ?? l.journal_description, debit: Number(l.debit) ? l.debit : null, credit: Number(l.credit) ? l.credit : null, balance: l.balance })),
        { description: L(ctx.language, "Closing balance", "Saldo akhir"), debit: a.debit, credit: a.credit, balance: a.closing_balance, _bold: true },
      ]),
    }),

  journal:
    (from: string, to: string) =>
    (data: Awaited<ReturnType<typeof journalReport>>, ctx: ReportContext, header: Header): Out => ({
      title: L(ctx.language, "Journal report", "Laporan jurnal"),
      subtitle: [period(ctx, from, to), officeLine(ctx, header)],
      fileName: `journal-${from}-${to}`,
      columns: [
        { key: "date", title: L(ctx.language, "Date", "Tanggal"), kind: "date" },
        { key: "number", title: L(ctx.language, "Number", "Nomor"), width: 18 },
        { key: "account", title: L(ctx.language, "Account", "Akun") },
        { key: "debit", title: "Debit", kind: "money" },
        { key: "credit", title: L(ctx.language, "Credit", "Kredit"), kind: "money" },
      ],
      rows: data.journals.flatMap((j) => [
        { date: j.date, number: j.number, account: j.description ?? "", _bold: true },
        ...j.lines.map((l) => ({ account: `${l.code} ${l.name}${l.description ? ` — ${l.description}` : ""}`, debit: Number(l.debit) ? l.debit : null, credit: Number(l.credit) ? l.credit : null, _level: 1 })),
      ]),
    }),

  journalRecap:
    (from: string, to: string) =>
    (data: Awaited<ReturnType<typeof journalRecap>>, ctx: ReportContext, header: Header): Out => ({
      title: L(ctx.language, "Journal recap", "Rekap jurnal"),
      subtitle: [period(ctx, from, to), officeLine(ctx, header)],
      fileName: `journal-recap-${from}-${to}`,
      landscape: true,
      columns: [
        { key: "account", title: L(ctx.language, "Account", "Akun") },
        ...data.journal_types.flatMap((t) => [
          { key: `${t}_debit`, title: `${t} D`, kind: "money" as const },
          { key: `${t}_credit`, title: `${t} K`, kind: "money" as const },
        ]),
        { key: "debit", title: "Debit", kind: "money" },
        { key: "credit", title: L(ctx.language, "Credit", "Kredit"), kind: "money" },
      ],
      rows: [...data.rows.map((r) => ({ ...r, account: accountCell(r), _level: r.level, _bold: r.is_header })), { account: "Total", ...data.totals, _bold: true }],
    }),

  worksheet:
    (from: string, to: string) =>
    (data: Awaited<ReturnType<typeof worksheet>>, ctx: ReportContext, header: Header): Out => {
      const pair = (key: string, en: string, id: string): ExportColumn[] => [
        { key: `${key}_debit`, title: `${L(ctx.language, en, id)} D`, kind: "money" },
        { key: `${key}_credit`, title: `${L(ctx.language, en, id)} K`, kind: "money" },
      ];
      return {
        title: L(ctx.language, "Worksheet", "Kertas kerja"),
        subtitle: [period(ctx, from, to), officeLine(ctx, header), `${L(ctx.language, "Net profit", "Laba bersih")}: ${formatAmount(data.net_profit, ctx.language)}`],
        fileName: `worksheet-${from}-${to}`,
        landscape: true,
        columns: [
          { key: "account", title: L(ctx.language, "Account", "Akun") },
          ...pair("trial", "Trial balance", "Neraca saldo"),
          ...pair("adjustment", "Adjustments", "Penyesuaian"),
          ...pair("adjusted", "Adjusted", "Disesuaikan"),
          ...pair("profit_loss", "Profit and loss", "Laba rugi"),
          ...pair("balance_sheet", "Balance sheet", "Neraca"),
        ],
        rows: [...data.rows.map((r) => ({ ...r, account: accountCell(r), _level: r.level, _bold: r.is_header })), { account: "Total", ...data.totals, _bold: true }],
      };
    },

  balanceSheet:
    (date: string) =>
    (data: Awaited<ReturnType<typeof balanceSheet>>, ctx: ReportContext, header: Header): Out => {
      const keys = data.columns.map((c) => c.key);
      return {
        title: L(ctx.language, "Balance sheet", "Neraca"),
        subtitle: [`${L(ctx.language, "As of", "Per tanggal")} ${date}`, officeLine(ctx, header)],
        fileName: `balance-sheet-${date}`,
        landscape: keys.length > 3,
        columns: [{ key: "account", title: L(ctx.language, "Account", "Akun") }, ...data.columns.map((c) => ({ key: c.key, title: c.label, kind: "money" as const }))],
        rows: [
          ...statementRows([data.assets, data.liabilities], keys, "Total"),
          ...statementRows([{ ...data.equity, total: {} }], keys, "Total").slice(0, -1),
          { account: data.equity.prior_earnings.label, _level: 1, ...data.equity.prior_earnings.values },
          { account: data.equity.current_earnings.label, _level: 1, ...data.equity.current_earnings.values },
          { account: `Total ${data.equity.title}`, _bold: true, ...data.equity.total },
          { account: L(ctx.language, "Total liabilities and equity", "Total liabilitas dan ekuitas"), _bold: true, ...data.liabilities_and_equity },
        ],
      };
    },

  balanceSheetComparison:
    (a: string, b: string) =>
    (data: Awaited<ReturnType<typeof balanceSheet>>, ctx: ReportContext, header: Header): Out => {
      const withChange = (values: Record<string, string | undefined>) => {
        const va = money(values.a ?? 0);
        const change = money(values.b ?? 0).minus(va);
        const percent = va.isZero() ? null : formatMoney(change.dividedBy(va.abs()).times(100));
        return { ...values, change: formatMoney(change), change_percent: percent };
      };
      const base = exportTables.balanceSheet(`${a} / ${b}`)(data, ctx, header);
      return {
        ...base,
        title: L(ctx.language, "Balance sheet comparison", "Perbandingan neraca"),
        fileName: `balance-sheet-comparison-${a}-${b}`,
        columns: [...base.columns, { key: "change", title: L(ctx.language, "Change", "Perubahan"), kind: "money" }, { key: "change_percent", title: "%", kind: "money" }],
        rows: base.rows.map((r) => (r.a !== undefined || r.b !== undefined ? { ...r, ...withChange(r as Record<string, string>) } : r)),
      };
    },

  profitLoss:
    (from: string, to: string) =>
    (data: Awaited<ReturnType<typeof profitLoss>>, ctx: ReportContext, header: Header): Out => {
      const keys = data.columns.map((c) => c.key);
      return {
        title: L(ctx.language, "Profit and loss", "Laba rugi"),
        subtitle: [period(ctx, from, to), officeLine(ctx, header)],
        fileName: `profit-loss-${from}-${to}`,
        landscape: keys.length > 3,
        columns: [{ key: "account", title: L(ctx.language, "Account", "Akun") }, ...data.columns.map((c) => ({ key: c.key, title: c.label, kind: "money" as const }))],
        rows: [
          ...statementRows([data.revenue, data.expense], keys, "Total"),
          { account: L(ctx.language, "Net profit (loss)", "Laba (rugi) bersih"), _bold: true, ...data.net_profit },
        ],
      };
    },

  monthlyMutation:
    (year: number) =>
    (data: Awaited<ReturnType<typeof monthlyMutation>>, ctx: ReportContext, header: Header): Out => ({
      title: L(ctx.language, "Monthly mutation", "Mutasi bulanan"),
      subtitle: [`${L(ctx.language, "Year", "Tahun")} ${year}`, officeLine(ctx, header)],
      fileName: `monthly-mutation-${year}`,
      landscape: true,
      columns: [
        { key: "account", title: L(ctx.language, "Account", "Akun") },
        ...data.months.map((m) => ({ key: m, title: m.slice(5), kind: "money" as const })),
        { key: "total", title: "Total", kind: "money" },
      ],
      rows: data.rows.map((r) => ({
        account: accountCell(r),
        _level: r.level,
        _bold: r.is_header,
        total: r.total,
        ...Object.fromEntries(data.months.map((m, i) => [m, r.months[i]])),
      })),
    }),

  audit:
    (from: string, to: string) =>
    (data: Awaited<ReturnType<typeof auditStatements>>, ctx: ReportContext, header: Header): Out => {
      const fp = data.financial_position;
      const pl = data.profit_or_loss;
      const group = (g: { title: string; lines: { code: string; name: string; amount: string }[]; total: string }): ExportRow[] => [
        { item: g.title, _bold: true },
        ...g.lines.map((l) => ({ item: `${l.code}  ${l.name}`, amount: l.amount, _level: 1 })),
        { item: `Total ${g.title}`, amount: g.total, _bold: true },
      ];
      const t = (en: string, id: string) => L(ctx.language, en, id);
      return {
        title: t("Financial statements", "Laporan keuangan"),
        subtitle: [period(ctx, from, to), officeLine(ctx, header)],
        fileName: `financial-statements-${from}-${to}`,
        columns: [
          { key: "item", title: t("Item", "Pos") },
          { key: "amount", title: t("Amount", "Jumlah"), kind: "money" },
        ],
        rows: [
          { item: `${t("Statement of financial position", "Laporan posisi keuangan")} ${fp.date}`, _bold: true },
          ...group(fp.current_assets),
          ...group(fp.non_current_assets),
          { item: t("Total assets", "Total aset"), amount: fp.total_assets, _bold: true },
          ...group(fp.current_liabilities),
          ...group(fp.non_current_liabilities),
          ...group(fp.equity),
          { item: t("Retained earnings not yet closed", "Laba ditahan belum ditutup"), amount: fp.prior_earnings, _level: 1 },
          { item: t("Current year earnings", "Laba tahun berjalan"), amount: fp.current_earnings, _level: 1 },
          { item: t("Total liabilities and equity", "Total liabilitas dan ekuitas"), amount: fp.total_liabilities_and_equity, _bold: true },
          { item: " " },
          { item: t("Statement of profit or loss", "Laporan laba rugi"), _bold: true },
          ...group(pl.revenue),
          ...group(pl.cost_of_sales),
          { item: t("Gross profit", "Laba kotor"), amount: pl.gross_profit, _bold: true },
          ...group(pl.operating_expenses),
          { item: t("Operating profit", "Laba usaha"), amount: pl.operating_profit, _bold: true },
          ...group(pl.other_income),
          ...group(pl.other_expenses),
          { item: t("Profit before tax", "Laba sebelum pajak"), amount: pl.profit_before_tax, _bold: true },
          ...group(pl.tax_expense),
          { item: t("Net profit", "Laba bersih"), amount: pl.net_profit, _bold: true },
        ],
      };
    },
};
