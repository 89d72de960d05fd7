import { z } from "zod";
import { defineReport, dimensionQueryFields, type LocalText, type ReportColumn, rangeInOrder, rangeOrderIssue, reportQueryFields as fields } from "../reports/definition.js";
import { formatMoney, money as decimal } from "../money/money.js";
import { amountText, money, texts } from "../reports/shared.js";
import { chBillingStates, chargeSides, rateBases, shipmentModes } from "./schemas.js";

const text = (key: string, title: LocalText): ReportColumn => ({ key, kind: "text", title });
const number = (key: string, title: LocalText): ReportColumn => ({ key, kind: "number", title });
const date = (key: string, title: LocalText): ReportColumn => ({ key, kind: "date", title });
const name = z.string().nullable();

/** The web screen a job opens at (drill-down). */
export const chJobPath = (id: string) => `/transactions/ch-bacc/ch/detail/${id}`;

export const freightTexts = {
  job: { en: "Job", id: "Job" },
  date: { en: "Date", id: "Tanggal" },
  customer: { en: "Customer", id: "Pelanggan" },
  agent: { en: "Agent", id: "Agen" },
  mode: { en: "Mode", id: "Moda" },
  route: { en: "Route", id: "Rute" },
  sell: { en: "Sell", id: "Jual" },
  buy: { en: "Buy", id: "Beli" },
  profit: { en: "Profit", id: "Laba" },
  margin: { en: "Margin %", id: "Margin %" },
  billing: { en: "Billing", id: "Penagihan" },
  status: { en: "Status", id: "Status" },
  age: { en: "Age (days)", id: "Umur (hari)" },
  unbilled_sell: { en: "Unbilled sell", id: "Jual belum ditagih" },
  unbilled_buy: { en: "Unbilled buy", id: "Beli belum ditagih" },
  charge: { en: "Charge", id: "Biaya" },
  side: { en: "Side", id: "Sisi" },
  party: { en: "Party", id: "Pihak" },
  currency: { en: "Currency", id: "Mata uang" },
  amount: { en: "Amount", id: "Jumlah" },
  amount_base: { en: "Amount (base)", id: "Jumlah (dasar)" },
  billed_by: { en: "Billed by", id: "Ditagih dengan" },
  jobs: { en: "Jobs", id: "Job" },
  rate: { en: "Rate", id: "Tarif" },
  card_rate: { en: "Rate card", id: "Tarif kartu" },
  basis: { en: "Basis", id: "Dasar" },
  valid_to: { en: "Valid to", id: "Berlaku s.d." },
  days_left: { en: "Days left", id: "Sisa hari" },
  sell_billed: { en: "Sell billed", id: "Jual ditagih" },
  buy_billed: { en: "Buy billed", id: "Beli ditagih" },
} as const satisfies Record<string, LocalText>;

export const modeTitles: Record<(typeof shipmentModes)[number], LocalText> = {
  sea_fcl: { en: "Sea FCL", id: "Laut FCL" },
  sea_lcl: { en: "Sea LCL", id: "Laut LCL" },
  air: { en: "Air", id: "Udara" },
  land: { en: "Land", id: "Darat" },
};

export const billingTitles: Record<(typeof chBillingStates)[number], LocalText> = {
  unbilled: { en: "Unbilled", id: "Belum ditagih" },
  partly_billed: { en: "Partly billed", id: "Ditagih sebagian" },
  billed: { en: "Billed", id: "Ditagih" },
  closed: { en: "Closed", id: "Ditutup" },
};

/** A job's lifecycle state as the monitors name it (approved is "confirmed" for a job). */
export const jobStatusTitles: Record<string, LocalText> = {
  draft: { en: "Draft", id: "Draf" },
  pending: { en: "Awaiting approval", id: "Menunggu persetujuan" },
  rejected: { en: "Rejected", id: "Ditolak" },
  confirmed: { en: "Confirmed", id: "Terkonfirmasi" },
  cancelled: { en: "Cancelled", id: "Dibatalkan" },
};

export const sideTitles: Record<(typeof chargeSides)[number], LocalText> = { sell: freightTexts.sell, buy: freightTexts.buy };

export const basisTitles: Record<(typeof rateBases)[number], LocalText> = {
  shipment: { en: "per shipment", id: "per pengiriman" },
  container: { en: "per container", id: "per kontainer" },
  kg: { en: "per kg", id: "per kg" },
  chargeable_weight: { en: "per chargeable kg", id: "per kg tertagih" },
  cbm: { en: "per CBM", id: "per CBM" },
};

/** Unbilled age buckets of `/monitoring/ch` (days since the job date). */
export const chAgeBuckets = ["0-30", "31-60", "61-90", "90+"] as const;
export const chAgeBucket = (days: number): (typeof chAgeBuckets)[number] => (days <= 30 ? "0-30" : days <= 60 ? "31-60" : days <= 90 ? "61-90" : "90+");

const jobFields = {
  job_id: z.string(),
  number: name,
  date: z.string(),
  customer_name: z.string(),
  agent_name: name,
  mode: z.enum(shipmentModes),
  route: z.string(),
};

const unbilledRow = z.object({ ...jobFields, age_days: z.number().int(), bucket: z.enum(chAgeBuckets), billing: z.enum(chBillingStates), unbilled_sell: amountText, unbilled_buy: amountText });

/** `/monitoring/ch`: confirmed jobs not fully billed at a date, the oldest first, with what is left to bill by age. */
export const chUnbilledMonitor = defineReport({
  name: "monitoring-ch",
  path: "/monitoring/ch",
  resource: "MonitoringCh",
  title: { en: "Jobs not fully billed", id: "Job belum ditagih penuh" },
  query: z.strictObject({ ...fields.date, ...dimensionQueryFields(["office_ids"]), ...fields.format }),
  response: z.object({
    rows: z.array(unbilledRow),
    buckets: z.record(z.string(), z.object({ jobs: z.number().int(), unbilled_sell: amountText, unbilled_buy: amountText })),
    total_sell: amountText,
    total_buy: amountText,
  }),
  fileName: (q) => `ch-unbilled-${q.date}`,
  table: (data, _q, language) => ({
    columns: [
      text("number", freightTexts.job),
      date("date", freightTexts.date),
      text("customer_name", freightTexts.customer),
      text("mode", freightTexts.mode),
      text("route", freightTexts.route),
      number("age_days", freightTexts.age),
      text("billing", freightTexts.billing),
      money("unbilled_sell", freightTexts.unbilled_sell),
      money("unbilled_buy", freightTexts.unbilled_buy),
    ],
    rows: [
      ...data.rows.map((r) => ({ ...r, number: r.number ?? "—", mode: modeTitles[r.mode][language], billing: billingTitles[r.billing][language], _path: chJobPath(r.job_id) })),
      ...chAgeBuckets.map((b) => ({ number: `${language === "id" ? "Umur" : "Age"} ${b}`, age_days: data.buckets[b]?.jobs ?? 0, unbilled_sell: data.buckets[b]?.unbilled_sell ?? "0.00", unbilled_buy: data.buckets[b]?.unbilled_buy ?? "0.00", _bold: true })),
      { number: texts.total[language], unbilled_sell: data.total_sell, unbilled_buy: data.total_buy, _bold: true },
    ],
  }),
});

const profitFields = { sell: amountText, buy: amountText, profit: amountText, margin_percent: name };

const allRow = z.object({ ...jobFields, status: z.string(), billing: z.enum(chBillingStates), ...profitFields });

/** `/monitoring/ch/all`: every job of the period (drafts too) with its state, billing and profit in base. */
export const chAllMonitor = defineReport({
  name: "monitoring-ch-all",
  path: "/monitoring/ch/all",
  resource: "MonitoringCh",
  title: { en: "All jobs", id: "Semua job" },
  query: z.strictObject({ ...fields.range, ...dimensionQueryFields(["office_ids"]), ...fields.format }).refine(rangeInOrder, rangeOrderIssue),
  response: z.object({ rows: z.array(allRow), totals: z.object(profitFields) }),
  fileName: (q) => `ch-all-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      text("number", freightTexts.job),
      date("date", freightTexts.date),
      text("customer_name", freightTexts.customer),
      text("agent_name", freightTexts.agent),
      text("mode", freightTexts.mode),
      text("route", freightTexts.route),
      text("status", freightTexts.status),
      text("billing", freightTexts.billing),
      money("sell", freightTexts.sell),
      money("buy", freightTexts.buy),
      money("profit", freightTexts.profit),
      number("margin_percent", freightTexts.margin),
    ],
    rows: [
      ...data.rows.map((r) => ({
        ...r,
        number: r.number ?? "—",
        mode: modeTitles[r.mode][language],
        status: jobStatusTitles[r.status]?.[language] ?? r.status,
        billing: billingTitles[r.billing][language],
        _path: chJobPath(r.job_id),
      })),
      { number: texts.total[language], ...data.totals, _bold: true },
    ],
  }),
});

const expiringRow = z.object({
  rate_id: z.string(),
  charge_code: z.string(),
  charge_name: z.string(),
  mode: z.enum(shipmentModes),
  route: z.string(),
  customer_name: name,
  agent_name: name,
  basis: z.enum(rateBases),
  currency: z.string(),
  buy_rate: name,
  sell_rate: name,
  valid_to: z.string(),
  days_left: z.number().int(),
});

const offCardRow = z.object({
  job_id: z.string(),
  number: name,
  date: z.string(),
  customer_name: z.string(),
  charge_code: z.string(),
  side: z.enum(chargeSides),
  currency: z.string(),
  rate: z.string(),
  /** The card's rate it was priced from (null: typed by hand, no card). */
  card_rate: name,
});

export const chRateViews = ["expiring", "off_card"] as const;

/** `/monitoring/ch-rate`: rate cards expiring within `days` of the date, or confirmed jobs' charges priced off the card. */
export const chRateMonitor = defineReport({
  name: "monitoring-ch-rate",
  path: "/monitoring/ch-rate",
  resource: "MonitoringChRate",
  title: { en: "Rate monitor", id: "Pemantauan tarif" },
  query: z.strictObject({ ...fields.date, days: z.coerce.number().int().min(1).max(3650).default(30), group_by: z.enum(chRateViews).default("expiring"), ...fields.format }),
  response: z.object({ expiring: z.array(expiringRow), off_card: z.array(offCardRow) }),
  fileName: (q) => `ch-rate-${q.group_by}-${q.date}`,
  landscape: true,
  table: (data, query, language) =>
    query.group_by === "off_card"
      ? {
          columns: [
            text("number", freightTexts.job),
            date("date", freightTexts.date),
            text("customer_name", freightTexts.customer),
            text("charge_code", freightTexts.charge),
            text("side", freightTexts.side),
            text("currency", freightTexts.currency),
            money("rate", freightTexts.rate),
            money("card_rate", freightTexts.card_rate),
          ],
          rows: data.off_card.map((r) => ({ ...r, number: r.number ?? "—", side: sideTitles[r.side][language], _path: chJobPath(r.job_id) })),
        }
      : {
          columns: [
            text("charge", freightTexts.charge),
            text("mode", freightTexts.mode),
            text("route", freightTexts.route),
            text("customer_name", freightTexts.customer),
            text("agent_name", freightTexts.agent),
            text("basis", freightTexts.basis),
            text("currency", freightTexts.currency),
            money("buy_rate", freightTexts.buy),
            money("sell_rate", freightTexts.sell),
            date("valid_to", freightTexts.valid_to),
            number("days_left", freightTexts.days_left),
          ],
          rows: data.expiring.map((r) => ({
            ...r,
            charge: `${r.charge_code} · ${r.charge_name}`,
            mode: modeTitles[r.mode][language],
            basis: basisTitles[r.basis][language],
            _path: `/master-data/ch-rate/detail/${r.rate_id}`,
          })),
        },
});

const detailLine = z.object({
  side: z.enum(chargeSides),
  charge_code: z.string(),
  charge_name: z.string(),
  is_disbursement: z.boolean(),
  party_name: name,
  currency: z.string(),
  amount: amountText,
  amount_base: amountText,
  billed_number: name,
});

/** `/report/ch-bacc-detail`: per confirmed job of the period, its sell and buy lines (billed or not) and its profit. */
export const chBaccDetailReport = defineReport({
  name: "ch-bacc-detail",
  resource: "ReportChBacc",
  title: { en: "CH BACC detail", id: "Rincian CH BACC" },
  query: z.strictObject({ ...fields.range, ...dimensionQueryFields(["office_ids"]), ...fields.format }).refine(rangeInOrder, rangeOrderIssue),
  response: z.object({ jobs: z.array(z.object({ ...jobFields, billing: z.enum(chBillingStates), ...profitFields, lines: z.array(detailLine) })), totals: z.object(profitFields) }),
  fileName: (q) => `ch-bacc-detail-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      text("label", freightTexts.job),
      text("side", freightTexts.side),
      text("party_name", freightTexts.party),
      text("currency", freightTexts.currency),
      money("amount", freightTexts.amount),
      money("amount_base", freightTexts.amount_base),
      text("billed_number", freightTexts.billed_by),
      money("profit", freightTexts.profit),
    ],
    rows: [
      ...data.jobs.flatMap((j) => [
        { label: `${j.number ?? "—"} · ${j.customer_name} · ${j.route}`, side: billingTitles[j.billing][language], profit: j.profit, _bold: true, _path: chJobPath(j.job_id) },
        ...j.lines.map((l) => ({
          label: `${l.charge_code} · ${l.charge_name}${l.is_disbursement ? (language === "id" ? " (talangan)" : " (disbursement)") : ""}`,
          side: sideTitles[l.side][language],
          party_name: l.party_name,
          currency: l.currency,
          amount: l.amount,
          amount_base: l.amount_base,
          billed_number: l.billed_number ?? (language === "id" ? "belum" : "not yet"),
          _level: 1,
        })),
      ]),
      { label: texts.total[language], profit: data.totals.profit, amount_base: null, _bold: true },
    ],
  }),
});

export const chSummaryGroups = ["customer", "agent", "month", "mode", "route"] as const;

const summaryRow = z.object({
  key: z.string(),
  name: z.string(),
  jobs: z.number().int(),
  ...profitFields,
  sell_billed: amountText,
  buy_billed: amountText,
});

const summaryResponse = z.object({ rows: z.array(summaryRow), totals: summaryRow.omit({ key: true, name: true }) });

const summaryQuery = z
  .strictObject({ ...fields.range, group_by: z.enum(chSummaryGroups).default("customer"), ...dimensionQueryFields(["office_ids"]), ...fields.format })
  .refine(rangeInOrder, rangeOrderIssue);

const groupTitle = (group: (typeof chSummaryGroups)[number]): LocalText =>
  group === "month" ? { en: "Month", id: "Bulan" } : freightTexts[group];

/** `/report/chbacc/summary`: confirmed jobs' profit grouped by customer, agent, month, mode or route. */
export const chSummaryReport = defineReport({
  name: "chbacc/summary",
  resource: "ReportChBacc",
  title: { en: "Job profit summary", id: "Ringkasan laba job" },
  query: summaryQuery,
  response: summaryResponse,
  fileName: (q) => `chbacc-summary-${q.group_by}-${q.date_from}-${q.date_to}`,
  table: (data, query, language) => ({
    columns: [
      text("name", groupTitle(query.group_by ?? "customer")),
      number("jobs", freightTexts.jobs),
      money("sell", freightTexts.sell),
      money("buy", freightTexts.buy),
      money("profit", freightTexts.profit),
      number("margin_percent", freightTexts.margin),
    ],
    rows: [...data.rows, { name: texts.total[language], ...data.totals, _bold: true }],
  }),
});

/** `/report/chbacc-summary`: the same groups with what is billed and what is not yet, on each side. */
export const chBilledSummaryReport = defineReport({
  name: "chbacc-summary",
  resource: "ReportChBacc",
  title: { en: "Job billing summary", id: "Ringkasan penagihan job" },
  query: summaryQuery,
  response: summaryResponse,
  fileName: (q) => `chbacc-billing-${q.group_by}-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, query, language) => ({
    columns: [
      text("name", groupTitle(query.group_by ?? "customer")),
      number("jobs", freightTexts.jobs),
      money("sell", freightTexts.sell),
      money("sell_billed", freightTexts.sell_billed),
      money("unbilled_sell", freightTexts.unbilled_sell),
      money("buy", freightTexts.buy),
      money("buy_billed", freightTexts.buy_billed),
      money("unbilled_buy", freightTexts.unbilled_buy),
      money("profit", freightTexts.profit),
    ],
    rows: [...data.rows, { name: texts.total[language], ...data.totals, _bold: true }].map((r) => ({
      ...r,
      unbilled_sell: formatMoney(decimal(r.sell).minus(r.sell_billed)),
      unbilled_buy: formatMoney(decimal(r.buy).minus(r.buy_billed)),
    })),
  }),
});

/** The job reports and monitors (CH); `freightReports` (bacc-reports.ts) adds the billing ones. */
export const chReports = {
  "monitoring-ch": chUnbilledMonitor,
  "monitoring-ch-all": chAllMonitor,
  "monitoring-ch-rate": chRateMonitor,
  "ch-bacc-detail": chBaccDetailReport,
  "chbacc/summary": chSummaryReport,
  "chbacc-summary": chBilledSummaryReport,
} as const;
