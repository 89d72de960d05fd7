import { Decimal } from "decimal.js";
import { toBase } from "../currency/rates.js";
import { Posting } from "../ledger/posting.js";
import { formatMoney, money, sumMoney } from "../money/money.js";
import type { ChargeSide, ChargeTaxKind, ContainerType, RateBasis, ShipmentMode } from "./schemas.js";

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** cm³ per kg a mode's volume weight is reckoned at: air 6 000 (166.67 kg a CBM), road 3 000 (333.33 kg), sea W/M 1 000 (1 000 kg). */
export const volumeDivisors: Record<ShipmentMode, number> = { air: 6000, land: 3000, sea_fcl: 1000, sea_lcl: 1000 };

/**
 * The chargeable weight (kg) of a shipment: the larger of its gross weight and its volume weight;
 * air rounds up to the next half kilogram (IATA), the others to the kilogram's thousandth. Null when
 * neither is known.
 */
export function chargeableWeight(mode: ShipmentMode, grossKg: string | null, cbm: string | null): string | null {
  if (grossKg === null && cbm === null) return null;
  const gross = new D(grossKg ?? 0);
  // Exactly: CBM × 1 000 000 cm³ ÷ the divisor (no rounded factor to push an exact weight over a half kilogram).
  const volume = new D(cbm ?? 0).times(1_000_000).dividedBy(volumeDivisors[mode]);
  const weight = D.max(gross, volume);
  return (mode === "air" ? weight.times(2).ceil().dividedBy(2) : weight.toDecimalPlaces(3, Decimal.ROUND_UP)).toFixed(3);
}

/** The shipment facts a basis reads. */
export interface ShipmentMeasures {
  mode: ShipmentMode;
  containers: readonly { type: ContainerType; count: number }[];
  gross_weight: string | null;
  volume: string | null;
  chargeable_weight: string | null;
}

/** Why a job's charges could not be built (a generation's log). */
export type SkipReason = "no_rate" | "expired_rate" | "missing_weight" | "missing_volume";

/**
 * How many units of a basis a shipment has: 1 per shipment, its containers of the type, its gross kg,
 * its chargeable weight (typed, else reckoned), its CBM. `null` with a reason when the measure is
 * missing; 0 when it has no container of the type (the rate does not apply to it).
 */
export function basisQuantity(basis: RateBasis, job: ShipmentMeasures, containerType: ContainerType | null): { quantity: string } | { missing: SkipReason } {
  switch (basis) {
    case "shipment":
      return { quantity: "1" };
    case "container":
      return { quantity: String(job.containers.filter((c) => c.type === containerType).reduce((n, c) => n + c.count, 0)) };
    case "kg":
      return job.gross_weight !== null && new D(job.gross_weight).greaterThan(0) ? { quantity: new D(job.gross_weight).toFixed(3) } : { missing: "missing_weight" };
    case "chargeable_weight": {
      const weight = job.chargeable_weight ?? chargeableWeight(job.mode, job.gross_weight, job.volume);
      return weight !== null && new D(weight).greaterThan(0) ? { quantity: new D(weight).toFixed(3) } : { missing: "missing_weight" };
    }
    case "cbm":
      return job.volume !== null && new D(job.volume).greaterThan(0) ? { quantity: new D(job.volume).toFixed(3) } : { missing: "missing_volume" };
  }
}

/** A rate card line as selection reads it. */
export interface RateCard {
  id: string;
  mode: ShipmentMode;
  origin_port_id: string | null;
  destination_port_id: string | null;
  charge_code_id: string;
  basis: RateBasis;
  container_type: ContainerType | null;
  agent_id: string | null;
  customer_id: string | null;
  buy_rate: string | null;
  sell_rate: string | null;
  currency: string;
  valid_from: string;
  valid_to: string | null;
}

/** The job facts rate selection reads. */
export interface RatedJob extends ShipmentMeasures {
  date: string;
  customer_id: string;
  agent_id: string | null;
  origin_port_id: string | null;
  destination_port_id: string | null;
}

const validOn = (card: RateCard, date: string) => card.valid_from <= date && (card.valid_to === null || card.valid_to >= date);

/** Whether a card prices this job's route and mode, and may serve its customer (a general card, or the customer's own). */
const fits = (card: RateCard, job: RatedJob) =>
  card.mode === job.mode &&
  (card.origin_port_id === null || card.origin_port_id === job.origin_port_id) &&
  (card.destination_port_id === null || card.destination_port_id === job.destination_port_id) &&
  (card.customer_id === null || card.customer_id === job.customer_id);

/**
 * How well a card fits: the customer's own before a general one, then a named origin and a named
 * destination before "any", then the latest start of validity.
 */
const rank = (card: RateCard): [number, string] => [
  (card.customer_id ? 4 : 0) + (card.origin_port_id ? 2 : 0) + (card.destination_port_id ? 1 : 0),
  card.valid_from,
];

const better = (a: RateCard, b: RateCard) => {
  const [ra, fa] = rank(a);
  const [rb, fb] = rank(b);
  return ra !== rb ? ra > rb : fa !== fb ? fa > fb : a.id > b.id;
};

/** A card chosen for one side of a charge. */
export interface RatePick {
  side: ChargeSide;
  card: RateCard;
}

const groupKey = (card: RateCard) => `${card.charge_code_id}|${card.basis}|${card.container_type ?? ""}`;

/**
 * The cards that price a job on its date. Of the cards fitting its route, mode and customer, grouped
 * by charge, basis and container type (a container type the job does not carry is left out): the best
 * valid card per group and side among those with that side's rate — so a customer's own sell rate does
 * not drop the general buy rate. None fitting: `no_rate`; a group with no card valid on the date:
 * `expired_rate`, naming its charge (the job is not priced without it).
 */
export function selectRates(cards: readonly RateCard[], job: RatedJob): { picks: RatePick[] } | { skipped: SkipReason; chargeCodeId?: string } {
  const fitting = cards.filter((c) => fits(c, job) && (c.basis !== "container" || job.containers.some((x) => x.type === c.container_type)));
  if (fitting.length === 0) return { skipped: "no_rate" };
  const groups = new Map<string, RateCard[]>();
  for (const card of fitting) groups.set(groupKey(card), [...(groups.get(groupKey(card)) ?? []), card]);
  const picks: RatePick[] = [];
  for (const group of [...groups.keys()].sort()) {
    const valid = (groups.get(group) ?? []).filter((c) => validOn(c, job.date));
    if (valid.length === 0) return { skipped: "expired_rate", chargeCodeId: groups.get(group)?.[0]?.charge_code_id };
    for (const side of ["sell", "buy"] as const) {
      let best: RateCard | undefined;
      for (const card of valid) if ((side === "sell" ? card.sell_rate : card.buy_rate) !== null && (!best || better(card, best))) best = card;
      if (best) picks.push({ side, card: best });
    }
  }
  return { picks };
}

/** A charge line built from a card. */
export interface BuiltLine {
  side: ChargeSide;
  charge_code_id: string;
  party_id: string | null;
  basis: RateBasis;
  quantity: string;
  rate: string;
  currency: string;
  rate_id: string;
}

/**
 * A job's charge lines from the rate cards (all or nothing): per pick, a sell line to the customer at
 * its card's sell rate or a buy line from the card's agent (else the job's) at its buy rate, the
 * quantity of its basis. A card needing a measure the job lacks skips the whole job with the reason.
 */
export function buildJobLines(cards: readonly RateCard[], job: RatedJob): { lines: BuiltLine[] } | { skipped: SkipReason; chargeCodeId?: string } {
  const selected = selectRates(cards, job);
  if ("skipped" in selected) return selected;
  const lines: BuiltLine[] = [];
  for (const { side, card } of selected.picks) {
    const units = basisQuantity(card.basis, job, card.container_type);
    if ("missing" in units) return { skipped: units.missing, chargeCodeId: card.charge_code_id };
    if (new D(units.quantity).isZero()) continue;
    const common = { charge_code_id: card.charge_code_id, basis: card.basis, quantity: units.quantity, currency: card.currency, rate_id: card.id };
    if (side === "sell") lines.push({ ...common, side, party_id: job.customer_id, rate: card.sell_rate as string });
    else lines.push({ ...common, side, party_id: card.agent_id ?? job.agent_id, rate: card.buy_rate as string });
  }
  if (lines.length === 0) return { skipped: "no_rate" };
  return { lines };
}

/** A line's amount in its currency: quantity × rate, half up to the cent. */
export const chargeAmount = (quantity: string, rate: string): string => formatMoney(new D(quantity).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));

/** A line's amount in base at its exchange rate. */
export const chargeBase = (amount: string, exchangeRate: string): string => toBase(amount, exchangeRate);

/** The effective VAT rate (percent) of a tax kind: freight 1.1 % (12 % × 11/120), services 11 % (12 % × 11/12), exempt none. */
export const chargeTaxRates: Record<ChargeTaxKind, string> = { freight: "1.1", service: "11", exempt: "0" };

/** The VAT a charge carries at its kind, on its base amount, half up to the cent. */
export const chargeTax = (amountBase: string, kind: ChargeTaxKind): string =>
  formatMoney(new D(amountBase).times(chargeTaxRates[kind]).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));

/** What the profit of a job reads of a line. */
export interface ProfitLine {
  side: ChargeSide;
  currency: string;
  amount: string;
  amount_base: string;
  is_disbursement: boolean;
}

/**
 * A job's profit (DESIGN §9): sell − buy in base and per currency, disbursements left out (they pass
 * through the receivable and the payable, never revenue or cost); the margin on the base sell.
 */
export function jobProfit(lines: readonly ProfitLine[]) {
  const earning = lines.filter((l) => !l.is_disbursement);
  const sum = (rows: readonly ProfitLine[], side: ChargeSide, field: "amount" | "amount_base") => sumMoney(rows.filter((l) => l.side === side).map((l) => l[field]));
  const sell = sum(earning, "sell", "amount_base");
  const buy = sum(earning, "buy", "amount_base");
  const profit = sell.minus(buy);
  const currencies = [...new Set(earning.map((l) => l.currency))].sort().map((currency) => {
    const rows = earning.filter((l) => l.currency === currency);
    const s = sum(rows, "sell", "amount");
    const b = sum(rows, "buy", "amount");
    return { currency, sell: formatMoney(s), buy: formatMoney(b), profit: formatMoney(s.minus(b)) };
  });
  const disbursements = lines.filter((l) => l.is_disbursement);
  return {
    base: {
      sell: formatMoney(sell),
      buy: formatMoney(buy),
      profit: formatMoney(profit),
      margin_percent: sell.isZero() ? null : formatMoney(profit.times(100).dividedBy(sell)),
      disbursement_sell: formatMoney(sum(disbursements, "sell", "amount_base")),
      disbursement_buy: formatMoney(sum(disbursements, "buy", "amount_base")),
    },
    currencies,
  };
}

/** A job's billing state from its lines' billing, or closed. */
export function billingState(lines: readonly { billed: boolean }[], closed: boolean): "unbilled" | "partly_billed" | "billed" | "closed" {
  if (closed) return "closed";
  const billed = lines.filter((l) => l.billed).length;
  return billed === 0 ? "unbilled" : billed === lines.length ? "billed" : "partly_billed";
}

/** An unbilled confirmed charge an accrual books. */
export interface AccruedCharge {
  side: ChargeSide;
  amount_base: string;
  /** Revenue (sell) or cost (buy) account of its charge code. */
  account_id: string;
  office_id: string | null;
  job_label: string;
  /** The job its lines are booked to (the journal's job dimension). */
  job_id?: string | null;
}

/**
 * The month-end accrual of confirmed, unbilled charges (DESIGN §9): Dr unbilled receivable / Cr revenue
 * for sell lines, Dr cost / Cr accrued cost for buy lines, each described with its job; none when
 * nothing is unbilled. The reversal is the same posting with sides swapped.
 */
export function chAccrualPosting(charges: readonly AccruedCharge[], accounts: { unbilledReceivable: string; accruedCost: string }, reverse = false): Posting | null {
  const posting = new Posting();
  for (const c of charges) {
    const amount = money(c.amount_base);
    if (amount.isZero()) continue;
    const extra = { officeId: c.office_id, description: c.job_label, jobId: c.job_id ?? null };
    const [debit, credit] = c.side === "sell" ? [accounts.unbilledReceivable, c.account_id] : [c.account_id, accounts.accruedCost];
    posting.debit(reverse ? credit : debit, amount, extra);
    posting.credit(reverse ? debit : credit, amount, extra);
  }
  return posting.size ? posting : null;
}
