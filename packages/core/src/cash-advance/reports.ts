import { z } from "zod";
import { idField } from "../schemas/common.js";
import {
  defineReport,
  dimensionQueryFields,
  type LocalText,
  rangeInOrder,
  rangeOrderIssue,
  reportQueryFields as fields,
} from "../reports/definition.js";
import { amountFields, amountText, money, texts } from "../reports/shared.js";

/**
 * The cash-advance reports (permission `ReportCashAdvance`): per employee what was taken, realised,
 * refunded and is still held, and each advance's movements. Outstanding at a date is what the
 * employee-advance account holds then (the API tests prove it at several dates).
 */
const resource = "ReportCashAdvance";

const query = z
  .strictObject({
    ...fields.range,
    // The screen filters employees as contacts (each employee is a contact of type employee); the API also takes one employee.
    ...dimensionQueryFields(["office_ids", "contact_ids"]),
    employee_id: idField().optional(),
    ...fields.format,
  })
  .refine(rangeInOrder, rangeOrderIssue);

const summaryAmounts = ["opening", "taken", "topped_up", "payable", "realised", "refunded", "outstanding"] as const;

const t = {
  employee: { en: "Employee", id: "Karyawan" },
  opening: { en: "Opening", id: "Saldo awal" },
  taken: { en: "Taken", id: "Diambil" },
  topped_up: { en: "Topped up", id: "Ditambah" },
  payable: { en: "Posted to AP", id: "Diposting ke utang" },
  realised: { en: "Realised", id: "Direalisasi" },
  refunded: { en: "Refunded", id: "Dikembalikan" },
  outstanding: { en: "Outstanding", id: "Saldo" },
  open_advances: { en: "Open advances", id: "Uang muka terbuka" },
  days_outstanding: { en: "Days outstanding", id: "Hari belum selesai" },
  advance: { en: "Cash advance", id: "Uang muka" },
  movement: { en: "Movement", id: "Mutasi" },
  document: { en: "Document", id: "Dokumen" },
  amount: { en: "Amount", id: "Jumlah" },
} as const satisfies Record<string, LocalText>;

export const cashAdvanceSummaryReport = defineReport({
  name: "cash-advance",
  resource,
  title: { en: "Cash advances per employee", id: "Uang muka per karyawan" },
  query,
  response: z.object({
    rows: z.array(
      z.object({
        employee_id: z.string(),
        employee_code: z.string(),
        employee_name: z.string(),
        ...amountFields(summaryAmounts),
        /** Advances not yet closed at the end date. */
        open_advances: z.number(),
        /** Age in days of the oldest of them at the end date; null when none is open. */
        days_outstanding: z.number().nullable(),
      }),
    ),
    totals: z.object(amountFields(summaryAmounts)),
  }),
  fileName: (q) => `cash-advance-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, _query, language) => ({
    columns: [
      { key: "employee", kind: "text", title: t.employee, width: 30 },
      ...summaryAmounts.map((key) => money(key, t[key])),
      { key: "open_advances", kind: "number", title: t.open_advances },
      { key: "days_outstanding", kind: "number", title: t.days_outstanding },
    ],
    rows: [
      ...data.rows.map((r) => ({ employee: `${r.employee_code}  ${r.employee_name}`, ...r })),
      { employee: texts.total[language], ...data.totals, _bold: true },
    ],
  }),
});

export const advanceMovementKinds = ["paid", "realised", "refund", "top_up", "payable"] as const;
export type AdvanceMovementKind = (typeof advanceMovementKinds)[number];
const movementTitles: Record<AdvanceMovementKind, LocalText> = {
  paid: { en: "Paid", id: "Dibayar" },
  realised: { en: "Realised", id: "Direalisasi" },
  refund: { en: "Refund", id: "Pengembalian" },
  top_up: { en: "Top-up", id: "Penambahan" },
  payable: { en: "Posted to AP", id: "Diposting ke utang" },
};

export const cashAdvanceDetailReport = defineReport({
  name: "cash-advance/detail",
  resource,
  title: { en: "Cash advance movements", id: "Mutasi uang muka" },
  query,
  response: z.object({
    advances: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        date: z.string(),
        employee_name: z.string(),
        amount: amountText,
        opening: amountText,
        movements: z.array(
          z.object({
            date: z.string(),
            kind: z.enum(advanceMovementKinds),
            document_id: z.string(),
            number: z.string(),
            /** The movement's effect on what the employee holds (negative for realisations and refunds). */
            amount: amountText,
            balance: amountText,
          }),
        ),
        closing: amountText,
      }),
    ),
    totals: z.object(amountFields(["opening", "closing"])),
  }),
  fileName: (q) => `cash-advance-detail-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, _query, language) => ({
    columns: [
      { key: "date", kind: "date", title: texts.date },
      { key: "advance", kind: "text", title: t.advance, width: 22 },
      { key: "employee", kind: "text", title: t.employee, width: 26 },
      { key: "movement", kind: "text", title: t.movement },
      { key: "document", kind: "text", title: t.document, width: 22 },
      money("amount", t.amount),
      money("balance", texts.balance),
    ],
    rows: [
      ...data.advances.flatMap((a) => [
        { date: a.date, advance: a.number, employee: a.employee_name, movement: texts.opening_balance[language], balance: a.opening, _bold: true },
        ...a.movements.map((m) => ({
          date: m.date,
          advance: a.number,
          employee: a.employee_name,
          movement: movementTitles[m.kind][language],
          document: m.number,
          amount: m.amount,
          balance: m.balance,
        })),
      ]),
      { advance: texts.total[language], amount: null, balance: data.totals.closing, _bold: true },
    ],
  }),
});

export const movementTitle = (kind: AdvanceMovementKind, language: keyof LocalText) => movementTitles[kind][language];

/** The module's reports by name: the server registers each, the web screens read them. */
export const cashAdvanceReports = {
  "cash-advance": cashAdvanceSummaryReport,
  "cash-advance/detail": cashAdvanceDetailReport,
} as const;
