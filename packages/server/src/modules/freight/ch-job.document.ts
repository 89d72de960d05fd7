import {
  applyingLevels,
  billingState,
  formatAmount,
  chargeAmount,
  chargeBase,
  chargeTax,
  type ChargeTaxKind,
  type ChJobBody,
  chJobBody,
  chJobResponse,
  type ChLineBody,
  formatMoney,
  formatQuantity,
  formatRate,
  jobProfit,
  type MessageKey,
  money,
  sumMoney,
  translate,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { offices, tags } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { newId } from "../../platform/ids.js";
import { standardSignatures } from "../../platform/print.js";
import { approvalLevelsOf } from "../../platform/documents/documents.service.js";
import { baseCurrency, documentRate } from "../currency/rates.js";
import { rowsOf } from "../reports/report-context.js";
import { assertExisting } from "../sales/sales.service.js";

export const CH_TYPE = "ch";
export const CH_BASE = "/transactions/ch-bacc/ch";

export interface JobLine {
  id: string;
  line_no: number;
  side: "sell" | "buy";
  charge_code_id: string;
  charge_code: string;
  charge_name: string;
  tax_kind: ChargeTaxKind;
  is_disbursement: boolean;
  party_id: string | null;
  party_name: string | null;
  description: string | null;
  basis: ChLineBody["basis"];
  quantity: string;
  rate: string;
  currency: string;
  exchange_rate: string;
  amount: string;
  amount_base: string;
  tax_base: string;
  rate_id: string | null;
  billed_type: string | null;
  billed_id: string | null;
  billed_number: string | null;
}

export interface JobContent {
  id: string;
  date: string;
  mode: ChJobBody["mode"];
  direction: ChJobBody["direction"];
  customer_id: string;
  customer_name: string;
  agent_id: string | null;
  agent_name: string | null;
  shipper: string | null;
  consignee: string | null;
  master_document: string | null;
  house_document: string | null;
  carrier: string | null;
  origin_port_id: string | null;
  origin_port: string | null;
  destination_port_id: string | null;
  destination_port: string | null;
  etd: string | null;
  eta: string | null;
  atd: string | null;
  ata: string | null;
  containers: ChJobBody["containers"];
  gross_weight: string | null;
  volume: string | null;
  chargeable_weight: string | null;
  office_id: string | null;
  office_name: string | null;
  tag_ids: string[];
  description: string | null;
  sell_base: string;
  buy_base: string;
  closed_at: string | null;
  generated_by: string | null;
  lines: JobLine[];
}

/** A line ready to be written: the body's, with what its charge code, party and rate make of it. */
export interface ResolvedLine extends Omit<JobLine, "line_no" | "charge_code" | "charge_name" | "party_name" | "billed_type" | "billed_id" | "billed_number"> {}

/** A line as the generator builds it (its card's id kept). */
export type LineInput = Omit<ChLineBody, "currency"> & { currency: string | null; rate_id?: string | null };

const measure = (v: string | null) => (v === null ? null : formatQuantity(v));

/** Reads jobs with their lines (ids of this company). */
export async function loadJobs(ctx: { tx: Tx; actor: { companyId: string } }, ids: readonly string[]): Promise<Map<string, JobContent>> {
  if (ids.length === 0) return new Map();
  const company = ctx.actor.companyId;
  const list = sql.param([...ids]);
  const jobs = rowsOf<Omit<JobContent, "lines">>(
    await ctx.tx.execute(sql`
      SELECT j.id, j.date::text AS date, j.mode, j.direction, j.customer_id, c.name AS customer_name, j.agent_id, a.name AS agent_name,
        j.shipper, j.consignee, j.master_document, j.house_document, j.carrier,
        j.origin_port_id, op.code AS origin_port, j.destination_port_id, dp.code AS destination_port,
        j.etd::text AS etd, j.eta::text AS eta, j.atd::text AS atd, j.ata::text AS ata, j.containers,
        j.gross_weight::text AS gross_weight, j.volume::text AS volume, j.chargeable_weight::text AS chargeable_weight,
        j.office_id, o.name AS office_name, j.tag_ids::text[] AS tag_ids, j.description,
        j.sell_base::text AS sell_base, j.buy_base::text AS buy_base, j.closed_at::text AS closed_at, j.generated_by
      FROM ch_jobs j
      JOIN contacts c ON c.company_id = j.company_id AND c.id = j.customer_id
      LEFT JOIN contacts a ON a.company_id = j.company_id AND a.id = j.agent_id
      LEFT JOIN ports op ON op.company_id = j.company_id AND op.id = j.origin_port_id
      LEFT JOIN ports dp ON dp.company_id = j.company_id AND dp.id = j.destination_port_id
      LEFT JOIN offices o ON o.company_id = j.company_id AND o.id = j.office_id
      WHERE j.company_id = ${company} AND j.id = ANY(${list}::uuid[])`),
  );
  const lines = rowsOf<JobLine & { job_id: string }>(
    await ctx.tx.execute(sql`
      SELECT l.job_id, l.id, l.line_no, l.side, l.charge_code_id, k.code AS charge_code, k.name AS charge_name, l.tax_kind, l.is_disbursement,
        l.party_id, p.name AS party_name, l.description, l.basis, l.quantity::text AS quantity, l.rate::text AS rate, l.currency,
        l.exchange_rate::text AS exchange_rate, l.amount::text AS amount, l.amount_base::text AS amount_base, l.tax_base::text AS tax_base,
        l.rate_id, l.billed_type, l.billed_id, l.billed_number
      FROM ch_job_lines l
      JOIN charge_codes k ON k.company_id = l.company_id AND k.id = l.charge_code_id
      LEFT JOIN contacts p ON p.company_id = l.company_id AND p.id = l.party_id
      WHERE l.company_id = ${company} AND l.job_id = ANY(${list}::uuid[])
      ORDER BY l.job_id, l.line_no`),
  );
  const byJob = new Map<string, JobLine[]>();
  for (const { job_id, ...line } of lines) {
    const list = byJob.get(job_id) ?? [];
    list.push(line);
    byJob.set(job_id, list);
  }
  return new Map(
    jobs.map((j) => [
      j.id,
      {
        ...j,
        gross_weight: measure(j.gross_weight),
        volume: measure(j.volume),
        chargeable_weight: measure(j.chargeable_weight),
        tag_ids: j.tag_ids ?? [],
        lines: byJob.get(j.id) ?? [],
      },
    ]),
  );
}

/** Contacts of this company among `ids`. */
async function existingContacts(tx: Tx, companyId: string, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Set<string>();
  const rows = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM contacts WHERE company_id = ${companyId} AND id = ANY(${sql.param(wanted)}::uuid[])`));
  return new Set(rows.map((r) => r.id));
}

/** Checks a job's references (customer, agent, ports, office, tags): a 422 naming each bad field. */
export async function assertShipmentReferences(ctx: DocumentContext, body: Pick<ChJobBody, "customer_id" | "agent_id" | "origin_port_id" | "destination_port_id" | "office_id" | "tag_ids">, prefix = "") {
  const problems = new FieldProblems(ctx.language);
  const contacts = await existingContacts(ctx.tx, ctx.actor.companyId, [body.customer_id, body.agent_id]);
  if (!contacts.has(body.customer_id)) problems.invalid(`${prefix}customer_id`);
  if (body.agent_id && !contacts.has(body.agent_id)) problems.invalid(`${prefix}agent_id`);
  const ports = [body.origin_port_id, body.destination_port_id].filter((p): p is string => !!p);
  if (ports.length) {
    const found = new Set(
      rowsOf<{ id: string }>(await ctx.tx.execute(sql`SELECT id FROM ports WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param(ports)}::uuid[])`)).map((r) => r.id),
    );
    if (body.origin_port_id && !found.has(body.origin_port_id)) problems.invalid(`${prefix}origin_port_id`);
    if (body.destination_port_id && !found.has(body.destination_port_id)) problems.invalid(`${prefix}destination_port_id`);
  }
  problems.throwIfAny();
  await assertExisting(ctx, offices, [body.office_id], () => `${prefix}office_id`);
  await assertExisting(ctx, tags, body.tag_ids, (i) => `${prefix}tag_ids.${i}`);
}

/**
 * A job's lines as they will be written: each charge code's tax kind and disbursement flag, the party
 * (the job's customer for a sell line, its agent for a buy line unless named), the exchange rate (typed,
 * else the booking rate of the job's date; 1 in base), the amount half up to the cent and its base.
 */
export async function resolveLines(
  ctx: DocumentContext,
  job: { date: string; customer_id: string; agent_id: string | null },
  lines: readonly LineInput[],
  prefix = "lines",
  current: readonly JobLine[] = [],
) {
  const problems = new FieldProblems(ctx.language);
  const codes = rowsOf<{ id: string; code: string; tax_kind: ChargeTaxKind; is_disbursement: boolean; is_active: boolean }>(
    await ctx.tx.execute(sql`SELECT id, code, tax_kind, is_disbursement, is_active FROM charge_codes
      WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param([...new Set(lines.map((l) => l.charge_code_id))])}::uuid[])`),
  );
  const byId = new Map(codes.map((c) => [c.id, c]));
  const parties = await existingContacts(ctx.tx, ctx.actor.companyId, lines.map((l) => l.party_id));
  const base = await baseCurrency(ctx.tx, ctx.actor.companyId);
  const rates = new Map<string, string>();
  const resolved: ResolvedLine[] = [];
  const held = new Map(current.map((l) => [l.id, l]));
  const seen = new Set<string>();
  for (const [i, given] of lines.entries()) {
    // A line keeps its id only if it is one of the job's own, once: any other id is a new line.
    const before = given.id && !seen.has(given.id) ? held.get(given.id) : undefined;
    if (before) seen.add(before.id);
    // A line whose currency changed takes the rate of its new currency, not the one the form sent back.
    const line = { ...given, id: before ? before.id : null, exchange_rate: before && before.currency !== (given.currency ?? base) && given.exchange_rate === before.exchange_rate ? null : given.exchange_rate };
    const code = byId.get(line.charge_code_id);
    if (!code) {
      problems.invalid(`${prefix}.${i}.charge_code_id`, "charge_code_id");
      continue;
    }
    // An inactive charge takes no new line (a line that had it before stays as it is).
    if (!code.is_active && before?.charge_code_id !== code.id) problems.message(`${prefix}.${i}.charge_code_id`, "ch_charge_inactive", { code: code.code });
    const party = line.party_id ?? (line.side === "sell" ? job.customer_id : job.agent_id);
    if (line.party_id && !parties.has(line.party_id)) problems.invalid(`${prefix}.${i}.party_id`, "party_id");
    else if (!party) problems.message(`${prefix}.${i}.party_id`, "ch_line_party_missing", { line: i + 1 });
    const currency = line.currency ?? base;
    let exchangeRate: string;
    if (currency === base) exchangeRate = formatRate(1);
    else if (line.exchange_rate) exchangeRate = formatRate(line.exchange_rate);
    else {
      const known = rates.get(currency);
      if (known) exchangeRate = known;
      else {
        const found = await documentRate(ctx, { currency, rate: null, date: job.date, field: `${prefix}.${i}.exchange_rate` });
        exchangeRate = found.rate ?? formatRate(1);
        rates.set(currency, exchangeRate);
      }
    }
    resolved.push(priceLine(line, code, party, currency, exchangeRate));
  }
  problems.throwIfAny();
  return resolved;
}

/**
 * A line priced: the amount in its currency (quantity × rate, half up to the cent), its base at the
 * exchange rate, the VAT its charge code's kind carries. One computation for a typed job and a generated one.
 */
export function priceLine(
  line: LineInput,
  code: { id: string; tax_kind: ChargeTaxKind; is_disbursement: boolean },
  party: string | null,
  currency: string,
  exchangeRate: string,
): ResolvedLine {
  const amount = chargeAmount(line.quantity, line.rate);
  const amountBase = chargeBase(amount, exchangeRate);
  return {
    id: line.id ?? newId(),
    side: line.side,
    charge_code_id: code.id,
    tax_kind: code.tax_kind,
    is_disbursement: code.is_disbursement,
    party_id: party,
    description: line.description,
    basis: line.basis,
    quantity: formatQuantity(line.quantity),
    rate: formatMoney(line.rate),
    currency,
    exchange_rate: exchangeRate,
    amount,
    amount_base: amountBase,
    tax_base: chargeTax(amountBase, code.tax_kind),
    rate_id: line.rate_id ?? null,
  };
}

/**
 * A confirmed job grows within its approval: an edit whose sell in base needs an approval level its
 * confirmed amount did not (the module's levels as configured now) is refused — a job cannot be
 * confirmed small and then grown past its approvers.
 */
async function assertWithinApproval(ctx: DocumentContext, id: string, amount: string) {
  const [row] = rowsOf<{ status: string; amount: string }>(
    await ctx.tx.execute(sql`SELECT status, amount::text AS amount FROM documents WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`),
  );
  if (row?.status !== "approved" || !money(amount).greaterThan(row.amount)) return;
  const levels = await approvalLevelsOf(ctx, "ch");
  if (applyingLevels(levels, amount).length > applyingLevels(levels, row.amount).length) {
    throw new AppError(409, "ch_reapproval", { approved: formatAmount(row.amount, ctx.language), amount: formatAmount(amount, ctx.language) });
  }
}

/** The facts a billed line keeps: none of them may change once a BACC document bills it. */
const billedFacts = (l: Pick<JobLine, "side" | "charge_code_id" | "party_id" | "quantity" | "rate" | "currency" | "exchange_rate">) =>
  [l.side, l.charge_code_id, l.party_id, formatQuantity(l.quantity), formatMoney(l.rate), l.currency, formatRate(l.exchange_rate)].join("|");

/**
 * Writes a job's lines over its current ones: billed lines must come back unchanged (their id, their
 * facts) — else a 422 naming the line and the document that billed it; the unbilled ones are replaced.
 * Keeps the job's sell and buy in base (disbursements left out). A database trigger refuses any other
 * change to a billed line, whatever path it comes by.
 */
export async function writeLines(ctx: DocumentContext, jobId: string, lines: readonly ResolvedLine[], current: readonly JobLine[], prefix = "lines") {
  const problems = new FieldProblems(ctx.language);
  const billed = current.filter((l) => l.billed_id);
  const sentIds = new Map(lines.map((l, i) => [l.id, i]));
  for (const held of billed) {
    const index = sentIds.get(held.id);
    const line = index === undefined ? undefined : lines[index];
    if (!line || billedFacts(line) !== billedFacts(held)) {
      problems.message(index === undefined ? prefix : `${prefix}.${index}`, "ch_line_billed", { line: held.line_no, number: held.billed_number ?? "—" });
    }
  }
  problems.throwIfAny();
  const billedIds = new Set(billed.map((l) => l.id));
  const previous = new Map(current.map((l) => [l.id, l]));
  await ctx.tx.execute(sql`DELETE FROM ch_job_lines WHERE company_id = ${ctx.actor.companyId} AND job_id = ${jobId}::uuid AND billed_id IS NULL`);
  for (const [i, l] of lines.entries()) {
    if (billedIds.has(l.id)) {
      await ctx.tx.execute(sql`UPDATE ch_job_lines SET line_no = ${i + 1}, description = ${l.description} WHERE company_id = ${ctx.actor.companyId} AND id = ${l.id}::uuid`);
      continue;
    }
    // A line sent back keeps the rate card it was priced from (the monitor compares its rate to the card's).
    const rateId = l.rate_id ?? previous.get(l.id)?.rate_id ?? null;
    await ctx.tx.execute(sql`
      INSERT INTO ch_job_lines (company_id, id, job_id, line_no, side, charge_code_id, party_id, description, basis, quantity, rate, currency,
        exchange_rate, amount, amount_base, tax_kind, tax_base, is_disbursement, rate_id)
      VALUES (${ctx.actor.companyId}, ${l.id}::uuid, ${jobId}::uuid, ${i + 1}, ${l.side}, ${l.charge_code_id}::uuid, ${l.party_id}::uuid, ${l.description},
        ${l.basis}, ${l.quantity}::numeric, ${l.rate}::numeric, ${l.currency}, ${l.exchange_rate}::numeric, ${l.amount}::numeric, ${l.amount_base}::numeric,
        ${l.tax_kind}, ${l.tax_base}::numeric, ${l.is_disbursement}, ${rateId}::uuid)`);
  }
  const { sell, buy } = jobTotals(lines);
  await ctx.tx.execute(sql`UPDATE ch_jobs SET sell_base = ${sell}::numeric, buy_base = ${buy}::numeric, updated_at = now()
    WHERE company_id = ${ctx.actor.companyId} AND id = ${jobId}::uuid`);
}

/** A job's sell and buy in base, disbursements left out (what `ch_jobs` keeps beside its lines). */
export function jobTotals(lines: readonly Pick<ResolvedLine, "side" | "amount_base" | "is_disbursement">[]) {
  const earning = lines.filter((l) => !l.is_disbursement);
  const sum = (side: "sell" | "buy") => formatMoney(sumMoney(earning.filter((l) => l.side === side).map((l) => l.amount_base)));
  return { sell: sum("sell"), buy: sum("buy") };
}

/** Writes a job's shipment facts (a new row, or over the current one). */
export async function writeShipment(ctx: DocumentContext, id: string, body: Omit<ChJobBody, "lines">, created: boolean, generatedBy: string | null = null) {
  const b = body;
  const containers = JSON.stringify(b.containers);
  const tagIds = sql`${sql.param(b.tag_ids)}::uuid[]`;
  if (created) {
    await ctx.tx.execute(sql`
      INSERT INTO ch_jobs (company_id, id, date, mode, direction, customer_id, agent_id, shipper, consignee, master_document, house_document, carrier,
        origin_port_id, destination_port_id, etd, eta, atd, ata, containers, gross_weight, volume, chargeable_weight, office_id, tag_ids, description,
        generated_by, created_by)
      VALUES (${ctx.actor.companyId}, ${id}::uuid, ${b.date}::date, ${b.mode}, ${b.direction}, ${b.customer_id}::uuid, ${b.agent_id}::uuid, ${b.shipper},
        ${b.consignee}, ${b.master_document}, ${b.house_document}, ${b.carrier}, ${b.origin_port_id}::uuid, ${b.destination_port_id}::uuid,
        ${b.etd}::date, ${b.eta}::date, ${b.atd}::date, ${b.ata}::date, ${containers}::jsonb, ${b.gross_weight}::numeric, ${b.volume}::numeric,
        ${b.chargeable_weight}::numeric, ${b.office_id}::uuid, ${tagIds}, ${b.description}, ${generatedBy}::uuid, ${ctx.actor.userId}::uuid)`);
  } else {
    await ctx.tx.execute(sql`
      UPDATE ch_jobs SET date = ${b.date}::date, mode = ${b.mode}, direction = ${b.direction}, customer_id = ${b.customer_id}::uuid, agent_id = ${b.agent_id}::uuid,
        shipper = ${b.shipper}, consignee = ${b.consignee}, master_document = ${b.master_document}, house_document = ${b.house_document}, carrier = ${b.carrier},
        origin_port_id = ${b.origin_port_id}::uuid, destination_port_id = ${b.destination_port_id}::uuid, etd = ${b.etd}::date, eta = ${b.eta}::date,
        atd = ${b.atd}::date, ata = ${b.ata}::date, containers = ${containers}::jsonb, gross_weight = ${b.gross_weight}::numeric, volume = ${b.volume}::numeric,
        chargeable_weight = ${b.chargeable_weight}::numeric, office_id = ${b.office_id}::uuid, tag_ids = ${tagIds}, description = ${b.description}, updated_at = now()
      WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  }
}

/** How a job is named where it has no number yet (a draft): its customer, house document and date. */
export const jobLabel = (job: { customer_name?: string; house_document: string | null; date: string }, number?: string | null) =>
  number ?? [job.customer_name, job.house_document, job.date].filter(Boolean).join(" · ");

const route = (c: Pick<JobContent, "origin_port" | "destination_port">) => `${c.origin_port ?? "—"} → ${c.destination_port ?? "—"}`;

/**
 * A freight job, CH (`/transactions/ch-bacc/ch`, DESIGN §9): the shipment and its sell and buy charge
 * lines in any currency. Draft → confirmed (the lifecycle's approval, module `ch`, by the sell in base)
 * → partly billed → billed (by its lines' BACC documents) → closed. A confirmed job stays editable for
 * its unbilled lines (extra charges come after confirmation); its billed lines cannot change. It posts
 * nothing itself: its profit is read from its lines, and the month-end accrual (`accrual.ts`) books
 * what is confirmed and unbilled when the company chooses it.
 */
export const chJobDocument: DocumentType<ChJobBody, JobContent, typeof chJobResponse> = {
  type: CH_TYPE,
  base: CH_BASE,
  resource: "TxCh",
  title: { en: "Job (CH)", id: "Job (CH)" },
  numberType: "ch",
  approvalModule: "ch",
  lifecycle: { editApproved: true },
  cancel: "reverse",
  body: chJobBody,
  response: chJobResponse,
  load: (ctx, ids) => loadJobs(ctx, ids),
  async save(ctx, id, body, created) {
    const current = created ? undefined : (await loadJobs(ctx, [id])).get(id);
    if (!created && !current) throw notFound();
    if (current?.closed_at) throw new AppError(409, "ch_closed");
    await assertShipmentReferences(ctx, body);
    const lines = await resolveLines(ctx, body, body.lines, "lines", current?.lines ?? []);
    const { lines: _lines, ...shipment } = body;
    await writeShipment(ctx, id, shipment, created);
    await writeLines(ctx, id, lines, current?.lines ?? []);
    const content = (await loadJobs(ctx, [id])).get(id);
    if (!content) throw notFound();
    if (current) await assertWithinApproval(ctx, id, content.sell_base);
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM ch_jobs WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  summary: (c) => ({
    date: c.date,
    officeId: c.office_id,
    description: `${c.customer_name} · ${route(c)}${c.house_document ? ` · ${c.house_document}` : ""}`,
    amount: formatMoney(c.sell_base),
  }),
  // A job with billed lines stands under its BACC documents: they are cancelled first.
  async released(c, _state, _ctx) {
    const billed = c.lines.find((l) => l.billed_id);
    if (billed) throw new AppError(409, "ch_line_billed", { line: billed.line_no, number: billed.billed_number ?? "—" });
    if (c.closed_at) throw new AppError(409, "ch_closed");
  },
  async print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const profit = jobProfit(c.lines);
    const section = (side: "sell" | "buy") =>
      c.lines
        .filter((l) => l.side === side)
        .map((l) => ({
          charge: `${l.charge_code} ${l.charge_name}${l.is_disbursement ? ` (${t("print_ch_disbursement")})` : ""}`,
          party: l.party_name,
          quantity: formatQuantity(l.quantity),
          rate: `${l.currency} ${formatMoney(l.rate)}`,
          amount: `${l.currency} ${formatMoney(l.amount)}`,
          base: formatMoney(l.amount_base),
        }));
    const heading = (label: string) => ({ charge: label, party: null, quantity: null, rate: null, amount: null, base: null });
    return {
      title: t("print_ch_job"),
      number: state.number ?? "—",
      dates: [
        { label: t("print_date"), value: c.date, kind: "date" as const },
        ...(c.etd ? [{ label: "ETD", value: c.etd, kind: "date" as const }] : []),
        ...(c.eta ? [{ label: "ETA", value: c.eta, kind: "date" as const }] : []),
      ],
      party: { label: t("print_customer"), name: c.customer_name },
      fields: [
        { label: t("print_ch_agent"), value: c.agent_name },
        { label: t("print_ch_route"), value: route(c) },
        { label: t("print_ch_documents"), value: [c.master_document, c.house_document].filter(Boolean).join(" / ") || null },
        { label: t("print_ch_carrier"), value: c.carrier },
        { label: t("print_ch_measures"), value: [c.gross_weight && `${c.gross_weight} kg`, c.volume && `${c.volume} CBM`, ...c.containers.map((x) => `${x.count}×${x.type}`)].filter(Boolean).join(" · ") || null },
        { label: t("print_description"), value: c.description },
      ],
      columns: [
        { key: "charge", title: t("print_description") },
        { key: "party", title: t("print_contact"), width: 110 },
        { key: "quantity", title: t("print_quantity"), kind: "number" as const, width: 55 },
        { key: "rate", title: t("print_price"), width: 80 },
        { key: "amount", title: t("print_amount"), width: 90 },
        { key: "base", title: t("print_total"), kind: "money" as const, width: 90 },
      ],
      lines: [heading(t("print_ch_sell")), ...section("sell"), heading(t("print_ch_buy")), ...section("buy")],
      totals: [
        { label: t("print_ch_sell"), amount: profit.base.sell },
        { label: t("print_ch_buy"), amount: profit.base.buy },
        ...profit.currencies.filter((x) => x.currency !== "IDR").map((x) => ({ label: `${t("print_ch_profit")} ${x.currency}`, amount: x.profit })),
        { label: t("print_ch_profit"), amount: profit.base.profit },
      ],
      amountInWords: null,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(c) {
    const { sell_base: _s, buy_base: _b, lines, ...job } = c;
    return {
      ...job,
      billing: billingState(lines.map((l) => ({ billed: !!l.billed_id })), !!c.closed_at),
      profit: jobProfit(lines),
      lines: lines.map((l) => ({
        id: l.id,
        line_no: l.line_no,
        side: l.side,
        charge_code_id: l.charge_code_id,
        charge_code: l.charge_code,
        charge_name: l.charge_name,
        tax_kind: l.tax_kind,
        is_disbursement: l.is_disbursement,
        party_id: l.party_id,
        party_name: l.party_name,
        description: l.description,
        basis: l.basis,
        quantity: formatQuantity(l.quantity),
        rate: formatMoney(l.rate),
        currency: l.currency,
        exchange_rate: formatRate(l.exchange_rate),
        amount: formatMoney(l.amount),
        amount_base: formatMoney(l.amount_base),
        tax_base: formatMoney(l.tax_base),
        rate_id: l.rate_id,
        billed_by: l.billed_id,
        billed_number: l.billed_number,
      })),
    };
  },
};

/**
 * Marks lines billed by a document (BACC, issue 31), or gives back (`release`) the lines it billed, in
 * the biller's transaction; the lines' jobs are locked first and must be confirmed and open. A line
 * billed already (or, giving back, billed by another document) is a 409 naming it. Answers the jobs touched.
 */
export async function billLines(ctx: DocumentContext, lineIds: readonly string[], by: { type: string; id: string; number: string | null }, release = false) {
  if (lineIds.length === 0) return [];
  const ids = sql.param([...new Set(lineIds)]);
  const jobs = rowsOf<{ job_id: string }>(
    await ctx.tx.execute(sql`SELECT DISTINCT job_id FROM ch_job_lines WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${ids}::uuid[])`),
  ).map((r) => r.job_id);
  // The jobs' document rows, as the job's save, close and generation lock them: one queue per job.
  const states = rowsOf<{ id: string; status: string }>(
    await ctx.tx.execute(sql`SELECT id, status FROM documents WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param(jobs)}::uuid[]) ORDER BY id FOR UPDATE`),
  );
  if (states.some((s) => s.status !== "approved")) throw new AppError(409, "ch_bill_not_confirmed");
  const [closed] = rowsOf<{ code: string | null }>(
    await ctx.tx.execute(sql`SELECT code FROM ch_jobs WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param(jobs)}::uuid[]) AND closed_at IS NOT NULL LIMIT 1`),
  );
  if (closed) throw new AppError(409, "ch_bill_closed", { job: closed.code ?? "—" });
  // Billing takes only unbilled lines; giving back takes only the lines this document billed.
  // The jobs named too: without them the planner may read every unbilled line of the company through
  // the partial index on (company_id, job_id) to find a few by id.
  const ofJobs = sql`job_id = ANY(${sql.param(jobs)}::uuid[])`;
  const changed = release
    ? await ctx.tx.execute(sql`UPDATE ch_job_lines SET billed_type = NULL, billed_id = NULL, billed_number = NULL
        WHERE company_id = ${ctx.actor.companyId} AND ${ofJobs} AND id = ANY(${ids}::uuid[]) AND billed_id = ${by.id}::uuid RETURNING id`)
    : await ctx.tx.execute(sql`UPDATE ch_job_lines SET billed_type = ${by.type}, billed_id = ${by.id}::uuid, billed_number = ${by.number}
        WHERE company_id = ${ctx.actor.companyId} AND ${ofJobs} AND id = ANY(${ids}::uuid[]) AND billed_id IS NULL RETURNING id`);
  if (rowsOf(changed).length !== new Set(lineIds).size) {
    const [taken] = rowsOf<{ line_no: number; billed_number: string | null }>(
      await ctx.tx.execute(sql`SELECT line_no, billed_number FROM ch_job_lines WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${ids}::uuid[])
        AND ${release ? sql`billed_id IS DISTINCT FROM ${by.id}::uuid` : sql`billed_id IS NOT NULL AND billed_id <> ${by.id}::uuid`} LIMIT 1`),
    );
    throw new AppError(409, "ch_line_billed", { line: taken?.line_no ?? 0, number: taken?.billed_number ?? "—" });
  }
  return jobs;
}
