import { z } from "zod";
import { isCurrencyCode } from "../currency/currencies.js";
import { optionalCurrency, optionalRate } from "../currency/schemas.js";
import { documentResponse } from "../documents/schemas.js";
import { rule } from "../messages/issues.js";
import { lineAmountLimits } from "../money/line-amounts.js";
import { money } from "../money/money.js";
import { dateField, idField, limits, listQuery, optionalString, requiredString } from "../schemas/common.js";
import { amountField, optionalId } from "../schemas/ledger.js";

/** Bounds of the freight module's inputs. */
export const freightLimits = { lines_max: 200, containers_max: 20, generate_jobs_max: 10_000, shipments_max: 500 } as const;

/**
 * How a charge is taxed (DESIGN §9): freight charges at the 1.1 % effective PPN (PMK 71/2022: 10 % of
 * the 11 % rate on the whole invoice value), other services at 12 % on the 11/12 base (effectively 11 %),
 * or exempt.
 */
export const chargeTaxKinds = ["freight", "service", "exempt"] as const;
export type ChargeTaxKind = (typeof chargeTaxKinds)[number];

/** Shipment modes and directions of a job. */
export const shipmentModes = ["sea_fcl", "sea_lcl", "air", "land"] as const;
export type ShipmentMode = (typeof shipmentModes)[number];
export const shipmentDirections = ["export", "import", "domestic"] as const;

/** What a rate is charged per: the shipment, a container of a type, the gross kg, the chargeable weight (kg), the volume (CBM). */
export const rateBases = ["shipment", "container", "kg", "chargeable_weight", "cbm"] as const;
export type RateBasis = (typeof rateBases)[number];

/** ISO container types a rate or a job names. */
export const containerTypes = ["20GP", "40GP", "40HC", "45HC", "20RF", "40RF", "20OT", "40OT", "20FR", "40FR"] as const;
export type ContainerType = (typeof containerTypes)[number];

export const chargeSides = ["sell", "buy"] as const;
export type ChargeSide = (typeof chargeSides)[number];

/** A rate or a price: above or equal to zero, two places at most. */
const rateValue = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(/,/g, ""))
    .refine((v) => lineAmountLimits.price.test(v), { message: rule("double") });

const optionalRateValue = () =>
  z
    .union([z.literal(""), z.null(), z.string(), z.number()])
    .optional()
    .transform((v) => (v === null || v === undefined || v === "" ? null : String(v).trim().replace(/,/g, "")))
    .refine((v) => v === null || lineAmountLimits.price.test(v), { message: rule("double") });

/** A measure of the shipment (kg, CBM): none, or zero and above, three places at most. */
const optionalMeasure = () =>
  z
    .union([z.literal(""), z.null(), z.string(), z.number()])
    .optional()
    .transform((v) => (v === null || v === undefined || v === "" ? null : String(v).trim().replace(/,/g, "")))
    .refine((v) => v === null || /^\d{1,12}(\.\d{1,3})?$/.test(v), { message: rule("double") });

/** POST/PUT /master-data/charge-code: a charge a job may carry, with where it books and how it is taxed. */
export const chargeCodeBody = z.strictObject({
  code: requiredString(30).regex(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/),
  name: requiredString(),
  revenue_account_id: idField(),
  cost_account_id: idField(),
  tax_kind: z.enum(chargeTaxKinds).default("service"),
  /**
   * Money paid on the customer's behalf (duties, port charges at cost): never revenue or cost, nor in
   * a job's profit; it passes through the receivable and the payable (both its accounts are the clearing account).
   */
  is_disbursement: z.boolean().default(false),
  is_active: z.boolean().default(true),
  description: optionalString(limits.text_length_max),
});
export type ChargeCodeBody = z.infer<typeof chargeCodeBody>;

/**
 * POST/PUT /master-data/ch-rate: a rate card line. A route (origin and destination port; none: any),
 * a mode and a charge, per a basis, at a buy rate (from its agent) and a sell rate, in one currency,
 * valid between two dates; one naming a customer overrides the general one for that customer.
 */
export const chRateBody = z
  .strictObject({
    mode: z.enum(shipmentModes),
    origin_port_id: optionalId(),
    destination_port_id: optionalId(),
    service: optionalString(60),
    charge_code_id: idField(),
    basis: z.enum(rateBases),
    container_type: z.union([z.literal(""), z.null(), z.enum(containerTypes)]).optional().transform((v) => (v ? v : null)),
    agent_id: optionalId(),
    customer_id: optionalId(),
    buy_rate: optionalRateValue(),
    sell_rate: optionalRateValue(),
    currency: z.string().trim().toUpperCase().refine((v) => isCurrencyCode(v), { message: rule("in") }).default("IDR"),
    valid_from: dateField(),
    valid_to: z.union([z.literal(""), z.null(), dateField()]).optional().transform((v) => (v ? v : null)),
    notes: optionalString(limits.text_length_max),
  })
  .superRefine((r, ctx) => {
    if (r.basis === "container" && !r.container_type) ctx.addIssue({ code: "custom", path: ["container_type"], message: rule("required") });
    if (r.basis !== "container" && r.container_type) ctx.addIssue({ code: "custom", path: ["container_type"], message: rule("not_allowed") });
    if (r.buy_rate === null && r.sell_rate === null) ctx.addIssue({ code: "custom", path: ["sell_rate"], message: rule("required") });
    if (r.valid_to && r.valid_to < r.valid_from) ctx.addIssue({ code: "custom", path: ["valid_to"], message: rule("date_order") });
  });
export type ChRateBody = z.infer<typeof chRateBody>;

const containerLine = z.strictObject({ type: z.enum(containerTypes), count: z.coerce.number().int().min(1).max(999) });

/** A charge line of a job as typed or generated. `id` keeps a line across edits (its billing). */
export const chLineBody = z.strictObject({
  id: optionalId(),
  side: z.enum(chargeSides),
  charge_code_id: idField(),
  /** The customer (sell) or the agent or vendor (buy); absent: the job's customer, or its agent. */
  party_id: optionalId(),
  description: optionalString(limits.text_length_max),
  basis: z.enum(rateBases).default("shipment"),
  quantity: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => lineAmountLimits.quantity.test(v), { message: rule("double") })
    .refine((v) => !lineAmountLimits.quantity.test(v) || money(v).greaterThan(0), { message: rule("min_value"), params: { min: "0.0001" } } as never),
  rate: rateValue(),
  currency: optionalCurrency(),
  /** Base currency for one unit of it; absent: the booking rate of the job date. */
  exchange_rate: optionalRate(),
});
export type ChLineBody = z.infer<typeof chLineBody>;

/** The shipment facts of a job (also a row of a generation's grid or file). */
export const shipmentFields = {
  date: dateField(),
  mode: z.enum(shipmentModes),
  direction: z.enum(shipmentDirections).default("export"),
  customer_id: idField(),
  agent_id: optionalId(),
  shipper: optionalString(),
  consignee: optionalString(),
  /** MBL (sea) or MAWB (air). */
  master_document: optionalString(60),
  /** HBL (sea) or HAWB (air). */
  house_document: optionalString(60),
  /** Vessel and voyage, or the flight. */
  carrier: optionalString(),
  origin_port_id: optionalId(),
  destination_port_id: optionalId(),
  etd: z.union([z.literal(""), z.null(), dateField()]).optional().transform((v) => (v ? v : null)),
  eta: z.union([z.literal(""), z.null(), dateField()]).optional().transform((v) => (v ? v : null)),
  atd: z.union([z.literal(""), z.null(), dateField()]).optional().transform((v) => (v ? v : null)),
  ata: z.union([z.literal(""), z.null(), dateField()]).optional().transform((v) => (v ? v : null)),
  containers: z.array(containerLine).max(freightLimits.containers_max).default([]),
  gross_weight: optionalMeasure(),
  volume: optionalMeasure(),
  /** Absent: the larger of the gross weight and the volume weight (`chargeableWeight`). */
  chargeable_weight: optionalMeasure(),
  office_id: optionalId(),
  tag_ids: z.array(idField()).max(20).default([]),
  description: optionalString(limits.text_length_max),
};

/** POST/PUT /transactions/ch-bacc/ch: a job (shipment) and its charge lines. */
export const chJobBody = z
  .strictObject({ ...shipmentFields, lines: z.array(chLineBody).max(freightLimits.lines_max).default([]) })
  .superRefine((job, ctx) => {
    const types = job.containers.map((c) => c.type);
    types.forEach((t, i) => {
      if (types.indexOf(t) !== i) ctx.addIssue({ code: "custom", path: ["containers", i, "type"], message: rule("in") });
    });
  });
export type ChJobBody = z.infer<typeof chJobBody>;

/** A shipment to generate a job from (the grid or a file): the job's facts without lines. */
export const shipmentBody = z.strictObject(shipmentFields);
export type ShipmentBody = z.infer<typeof shipmentBody>;

/**
 * POST /transactions/ch-bacc/ch/generate: build the charge lines of jobs from the rate cards valid on
 * each job's date — jobs picked (draft, without lines) or shipments entered (a draft job each).
 */
export const chGenerateBody = z
  .strictObject({
    job_ids: z.array(idField()).max(freightLimits.generate_jobs_max).default([]),
    shipments: z.array(shipmentBody).max(freightLimits.shipments_max).default([]),
    description: optionalString(limits.text_length_max),
  })
  .refine((b) => b.job_ids.length + b.shipments.length > 0, { path: ["job_ids"], message: rule("required") });
export type ChGenerateBody = z.infer<typeof chGenerateBody>;

/** PUT /settings/freight: invoice-based (profit when billed) or month-end accrual of confirmed unbilled charges. */
export const freightAccrualModes = ["invoice", "month_end"] as const;
export const freightSettingsBody = z.strictObject({ accrual: z.enum(freightAccrualModes) });

/** POST /transactions/ch-bacc/accrual: post the accrual of a month's end (and its reversal on the next day). */
export const chAccrualBody = z.strictObject({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });

// ----- answers

const text = z.string();
const name = z.string().nullable();

export const chLineResponse = z.object({
  id: text,
  line_no: z.number(),
  side: z.enum(chargeSides),
  charge_code_id: text,
  charge_code: text,
  charge_name: text,
  tax_kind: z.enum(chargeTaxKinds),
  is_disbursement: z.boolean(),
  party_id: name,
  party_name: name,
  description: name,
  basis: z.enum(rateBases),
  quantity: text,
  rate: text,
  currency: text,
  exchange_rate: text,
  amount: text,
  amount_base: text,
  /** The VAT the charge carries at its tax kind, in base (billed at BACC's tax rates). */
  tax_base: text,
  /** The rate card line it was priced from; none when typed by hand. */
  rate_id: name,
  /** The BACC document that billed it; none while unbilled. */
  billed_by: name,
  billed_number: name,
});

export const jobProfitResponse = z.object({
  base: z.object({ sell: text, buy: text, profit: text, margin_percent: name, disbursement_sell: text, disbursement_buy: text }),
  currencies: z.array(z.object({ currency: text, sell: text, buy: text, profit: text })),
});

export const chBillingStates = ["unbilled", "partly_billed", "billed", "closed"] as const;

export const chJobResponse = documentResponse.extend({
  date: text,
  mode: z.enum(shipmentModes),
  direction: z.enum(shipmentDirections),
  customer_id: text,
  customer_name: text,
  agent_id: name,
  agent_name: name,
  shipper: name,
  consignee: name,
  master_document: name,
  house_document: name,
  carrier: name,
  origin_port_id: name,
  origin_port: name,
  destination_port_id: name,
  destination_port: name,
  etd: name,
  eta: name,
  atd: name,
  ata: name,
  containers: z.array(z.object({ type: z.enum(containerTypes), count: z.number() })),
  gross_weight: name,
  volume: name,
  chargeable_weight: name,
  office_id: name,
  office_name: name,
  tag_ids: z.array(text),
  description: name,
  /** Unbilled, partly billed or billed (by its lines), or closed. */
  billing: z.enum(chBillingStates),
  closed_at: name,
  generated_by: name,
  profit: jobProfitResponse,
  lines: z.array(chLineResponse),
});
export type ChJobResponse = z.infer<typeof chJobResponse>;

export const chGenerateLogResponse = z.object({
  job_id: name,
  job_label: text,
  outcome: z.enum(["built", "skipped"]),
  /** Why it was skipped: `no_rate`, `expired_rate`, `missing_weight`, `missing_volume`, `has_lines`, `not_draft`, `invalid`. */
  reason: name,
  /** The charge the reason is about, when one. */
  detail: name,
  lines: z.number(),
  at: text,
});

export const chGenerateBatchResponse = z.object({
  id: text,
  number: text,
  description: name,
  created_at: text,
  created_by_name: name,
  runs: z.number(),
  built: z.number(),
  skipped: z.number(),
  logs: z.array(chGenerateLogResponse),
});
export type ChGenerateBatchResponse = z.infer<typeof chGenerateBatchResponse>;

/** POST /transactions/ch-bacc/accrual: the month-end accrual of a month (`YYYY-MM`), posted when saved. */
export const chAccrualDocumentBody = z.strictObject({ month: chAccrualBody.shape.month, description: optionalString(limits.text_length_max) });
export type ChAccrualDocumentBody = z.infer<typeof chAccrualDocumentBody>;

export const chAccrualResponse = documentResponse.extend({
  month: text,
  description: name,
  sell: text,
  buy: text,
  jobs: z.array(z.object({ job_id: text, number: name, customer_name: text, sell: text, buy: text })),
});
export type ChAccrualResponse = z.infer<typeof chAccrualResponse>;

/** BACC (issue 31): our invoices (AR: sales invoices of sell lines) and agents' invoices to us (AP: purchase invoices of buy lines). */
export const baccSides = ["ar", "ap"] as const;
export type BaccSide = (typeof baccSides)[number];

/** The unbilled charge lines an invoice may bill: of confirmed, open jobs, by side, party, currency, job and job date. */
export const baccLinesQuery = listQuery.extend({
  side: z.enum(baccSides),
  party_id: z.uuid().optional(),
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  job_id: z.uuid().optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  per_page: z.coerce.number().int().min(1).max(freightLimits.lines_max).default(50),
});
export type BaccLinesQuery = z.infer<typeof baccLinesQuery>;

export const baccLineResponse = z.object({
  id: z.string(),
  job_id: z.string(),
  job_number: z.string(),
  job_date: z.string(),
  house_document: z.string().nullable(),
  line_no: z.number(),
  side: z.enum(chargeSides),
  charge_code: z.string(),
  charge_name: z.string(),
  description: z.string().nullable(),
  party_id: z.string().nullable(),
  party_name: z.string().nullable(),
  currency: z.string(),
  amount: z.string(),
  amount_base: z.string(),
  tax_kind: z.enum(chargeTaxKinds),
  is_disbursement: z.boolean(),
});
export type BaccLineResponse = z.infer<typeof baccLineResponse>;

/** The BACC invoices list: both engines' invoices that bill job lines, side by side. */
export const baccListQuery = listQuery.extend({
  side: z.enum(baccSides).optional(),
  party_id: z.uuid().optional(),
  job_id: z.uuid().optional(),
  status: z.enum(["draft", "pending", "rejected", "approved", "cancelled"]).optional(),
});
export type BaccListQuery = z.infer<typeof baccListQuery>;

export const baccInvoiceResponse = z.object({
  id: z.string(),
  side: z.enum(baccSides),
  number: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(["draft", "pending", "rejected", "approved", "cancelled"]),
  date: z.string(),
  due_date: z.string().nullable(),
  party_id: z.string(),
  party_name: z.string(),
  currency: z.string(),
  total: z.string(),
  total_base: z.string(),
  outstanding: z.string(),
  jobs: z.array(z.object({ id: z.string(), number: z.string() })),
  lines: z.number(),
});
export type BaccInvoiceResponse = z.infer<typeof baccInvoiceResponse>;

/** `GET /transactions/ch-bacc/receive-payment` and `/create-payment`: payments of BACC invoices only. */
export const baccPaymentListQuery = listQuery.extend({
  party_id: z.uuid().optional(),
  date_from: dateField().optional(),
  date_to: dateField().optional(),
});
export type BaccPaymentListQuery = z.infer<typeof baccPaymentListQuery>;

export const baccPaymentResponse = z.object({
  id: z.string(),
  number: z.string().nullable(),
  date: z.string(),
  party_id: z.string().nullable(),
  party_name: z.string().nullable(),
  cashbank_name: z.string(),
  currency: z.string(),
  /** What came in (our invoices) or went out (the agents'), in the invoices' currency. */
  amount: z.string(),
  /** Applied to invoices, BACC or not, in the invoices' currency. */
  applied: z.string(),
  invoices: z.array(z.object({ id: z.string(), number: z.string().nullable() })),
});
export type BaccPaymentResponse = z.infer<typeof baccPaymentResponse>;

/**
 * A netting (issue 31): an agent's open receivables and payables of one currency settled against
 * each other — oldest due first on both sides, up to `amount` (absent: as much as both sides allow).
 */
export const baccNettingBody = z.strictObject({
  contact_id: idField(),
  currency: z.string().regex(/^[A-Z]{3}$/, { message: rule("regex") }),
  date: dateField(),
  /** Absent or zero: as much as both sides allow. */
  amount: amountField(),
  description: optionalString(limits.text_length_max),
});
export type BaccNettingBody = z.infer<typeof baccNettingBody>;

export const baccNettingLineResponse = z.object({
  side: z.enum(baccSides),
  invoice_id: text,
  number: name,
  date: text,
  amount: text,
  base: text,
});

export const baccNettingResponse = documentResponse.extend({
  contact_id: text,
  contact_name: text,
  currency: text,
  description: name,
  amount: text,
  exchange_difference: text,
  lines: z.array(baccNettingLineResponse),
});
export type BaccNettingResponse = z.infer<typeof baccNettingResponse>;

/** An agent's statement in one currency: open items of both sides and what is left to collect (positive) or pay (negative). */
export const agentStatementQuery = z.strictObject({ contact_id: z.uuid(), currency: z.string().regex(/^[A-Z]{3}$/).optional() });
export const agentStatementItem = z.object({ side: z.enum(baccSides), invoice_id: text, number: name, reference: name, date: text, due_date: name, total: text, outstanding: text, outstanding_base: text });
export const agentStatementResponse = z.object({
  contact_id: text,
  contact_name: text,
  currencies: z.array(
    z.object({
      currency: text,
      receivable: text,
      payable: text,
      net: text,
      nettable: text,
      items: z.array(agentStatementItem),
    }),
  ),
});
export type AgentStatementResponse = z.infer<typeof agentStatementResponse>;
