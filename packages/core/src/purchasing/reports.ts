import { z } from "zod";
import { type MessageKey, translate } from "../messages/text.js";
import { defineReport, dimensionQueryFields, type LocalText, type ReportColumn, rangeInOrder, rangeOrderIssue, reportQueryFields as fields } from "../reports/definition.js";
import { amountText, money, texts } from "../reports/shared.js";
import { trackingStepKeys } from "./rules.js";

const yes: LocalText = { en: "Yes", id: "Ya" };
const text = (key: string, title: LocalText): ReportColumn => ({ key, kind: "text", title });
const number = (key: string, title: LocalText): ReportColumn => ({ key, kind: "number", title });

/**
 * Where a request stands beyond its approval (the master-pr report, the request list). `paid` only
 * on the tracking list, which reads payables: every line still open is billed and paid.
 */
export const requestProgresses = ["open", "partly_ordered", "ordered", "partly_received", "received", "paid", "closed"] as const;
export type RequestProgress = (typeof requestProgresses)[number];
export const requestProgressTitles: Record<RequestProgress, LocalText> = {
  open: { en: "Open", id: "Terbuka" },
  partly_ordered: { en: "Partly ordered", id: "Dipesan sebagian" },
  ordered: { en: "Ordered", id: "Dipesan" },
  partly_received: { en: "Partly received", id: "Diterima sebagian" },
  received: { en: "Received", id: "Diterima" },
  paid: { en: "Paid", id: "Lunas" },
  closed: { en: "Closed", id: "Ditutup" },
};

export const trackingStepTitles: Record<(typeof trackingStepKeys)[number], LocalText> = {
  request: { en: "Request", id: "Permintaan" },
  approval: { en: "Approval", id: "Persetujuan" },
  vendor: { en: "Vendor assigned", id: "Vendor ditetapkan" },
  price: { en: "Price assigned", id: "Harga ditetapkan" },
  order: { en: "Purchase order", id: "Pesanan pembelian" },
  receipt: { en: "Goods received", id: "Barang diterima" },
  invoice: { en: "Purchase invoice", id: "Faktur pembelian" },
  ap_posting: { en: "AP posting", id: "Posting utang" },
  voucher: { en: "Payment voucher", id: "Voucher pembayaran" },
  payment: { en: "Payment", id: "Pembayaran" },
};

const masterPrRow = z.object({
  id: z.string(),
  number: z.string().nullable(),
  date: z.string(),
  requester: z.string(),
  work_unit_name: z.string().nullable(),
  purpose: z.string().nullable(),
  status: z.string(),
  progress: z.enum(requestProgresses),
  line_count: z.number().int(),
  estimated_total: amountText,
  ordered_amount: amountText,
  received_amount: amountText,
});

/** `/report/master-pr`: every request of the period with its state and amounts. */
export const masterPrReport = defineReport({
  name: "master-pr",
  resource: "ReportMasterPr",
  title: { en: "Purchase request master", id: "Master permintaan pembelian" },
  query: z
    .strictObject({ ...fields.range, ...dimensionQueryFields(["office_ids", "work_unit_ids"]), ...fields.format })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({
    rows: z.array(masterPrRow),
    totals: z.object({ estimated_total: amountText, ordered_amount: amountText, received_amount: amountText }),
  }),
  fileName: (q) => `master-pr-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, _query, language) => ({
    columns: [
      text("number", texts.number),
      { key: "date", kind: "date", title: texts.date },
      text("requester", { en: "Requester", id: "Pemohon" }),
      text("work_unit_name", { en: "Work unit", id: "Unit kerja" }),
      text("purpose", { en: "Purpose", id: "Tujuan" }),
      text("status_text", { en: "Status", id: "Status" }),
      text("progress_text", { en: "Progress", id: "Kemajuan" }),
      number("line_count", { en: "Lines", id: "Baris" }),
      money("estimated_total", { en: "Estimated total", id: "Total perkiraan" }),
      money("ordered_amount", { en: "Ordered", id: "Dipesan" }),
      money("received_amount", { en: "Received", id: "Diterima" }),
    ],
    rows: [
      ...data.rows.map((r) => ({
        ...r,
        status_text: translate(`status_${r.status}` as MessageKey, language),
        progress_text: requestProgressTitles[r.progress][language],
      })),
      { number: texts.total[language], ...data.totals, _bold: true },
    ],
  }),
});

const trackingRow = z.object({
  request_id: z.string(),
  request_number: z.string().nullable(),
  request_date: z.string(),
  request_line_id: z.string(),
  line_no: z.number().int(),
  description: z.string(),
  vendor_names: z.string().nullable(),
  order_numbers: z.string().nullable(),
  waiting_step: z.enum(trackingStepKeys).nullable(),
  days_waiting: z.number().int().nullable(),
  days_total: z.number().int(),
  stuck: z.boolean(),
  closed: z.boolean(),
});

/**
 * `/tracking` (query date, contact, tags): each approved request line up to the date, which step it
 * waits at and for how long; stuck lines (waiting a week or more) first.
 */
export const trackingReport = defineReport({
  name: "tracking",
  resource: "MonitoringTracking",
  title: { en: "Purchase request tracking", id: "Pelacakan permintaan pembelian" },
  query: z.strictObject({ ...fields.date, ...dimensionQueryFields(["contact_ids", "tag_ids"]), ...fields.format }),
  response: z.object({ rows: z.array(trackingRow), stuck_count: z.number().int() }),
  fileName: (q) => `tracking-${q.date}`,
  landscape: true,
  table: (data, _query, language) => ({
    columns: [
      text("request_number", { en: "Request", id: "Permintaan" }),
      { key: "request_date", kind: "date", title: texts.date },
      number("line_no", { en: "Line", id: "Baris" }),
      text("description", texts.description),
      text("vendor_names", { en: "Vendors", id: "Vendor" }),
      text("order_numbers", { en: "Orders", id: "Pesanan" }),
      text("waiting_text", { en: "Waiting at", id: "Menunggu di" }),
      number("days_waiting", { en: "Days waiting", id: "Hari menunggu" }),
      number("days_total", { en: "Days in total", id: "Total hari" }),
      text("stuck_text", { en: "Stuck", id: "Macet" }),
    ],
    rows: data.rows.map((r) => ({
      ...r,
      waiting_text: r.waiting_step ? trackingStepTitles[r.waiting_step][language] : r.closed ? requestProgressTitles.closed[language] : "—",
      stuck_text: r.stuck ? yes[language] : "",
    })),
  }),
});

/** The procurement reports by name: the server registers each, the web screens read them. */
export const purchasingReports = { "master-pr": masterPrReport, tracking: trackingReport } as const;
