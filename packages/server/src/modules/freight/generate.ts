import { buildJobLines, type ChGenerateBatchResponse, type ChGenerateBody, type RateCard, type ShipmentBody, translate } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { audit } from "../../platform/audit.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { createDocument, lockDocument, updateDocument } from "../../platform/documents/documents.service.js";
import { AppError, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { nextNumber } from "../ledger/numbering.js";
import { rowsOf } from "../reports/report-context.js";
import { chJobDocument, type JobContent, jobLabel, type LineInput, loadJobs } from "./ch-job.document.js";

type Outcome = { job_id: string | null; job_label: string; outcome: "built" | "skipped"; reason: string | null; detail: string | null; lines: number };

/** The rate cards of some modes, as selection reads them. */
async function cardsOf(tx: Tx, companyId: string, modes: readonly string[]): Promise<RateCard[]> {
  if (modes.length === 0) return [];
  return rowsOf<RateCard>(
    await tx.execute(sql`SELECT id, mode, origin_port_id, destination_port_id, charge_code_id, basis, container_type, agent_id, customer_id,
        buy_rate::text AS buy_rate, sell_rate::text AS sell_rate, currency, valid_from::text AS valid_from, valid_to::text AS valid_to
      FROM ch_rates WHERE company_id = ${companyId} AND mode = ANY(${sql.param([...new Set(modes)])}::text[])`),
  );
}

/** The job's shipment facts as a body (to save it again with its lines). */
const shipmentOf = (c: JobContent): ShipmentBody => ({
  date: c.date,
  mode: c.mode,
  direction: c.direction,
  customer_id: c.customer_id,
  agent_id: c.agent_id,
  shipper: c.shipper,
  consignee: c.consignee,
  master_document: c.master_document,
  house_document: c.house_document,
  carrier: c.carrier,
  origin_port_id: c.origin_port_id,
  destination_port_id: c.destination_port_id,
  etd: c.etd,
  eta: c.eta,
  atd: c.atd,
  ata: c.ata,
  containers: c.containers,
  gross_weight: c.gross_weight,
  volume: c.volume,
  chargeable_weight: c.chargeable_weight,
  office_id: c.office_id,
  tag_ids: c.tag_ids,
  description: c.description,
});

/** What a failed job's error says (a 422's first field message, or its message). */
function describe(error: unknown, ctx: DocumentContext): string {
  if (error instanceof AppError) {
    const first = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
    return first ?? translate(error.messageKey, ctx.language, error.params);
  }
  throw error;
}

/**
 * Builds one job's charge lines from the cards valid on its date, in a savepoint: all its lines or
 * none. A job that is not a draft, or already has lines, is left as it is.
 */
async function generateOne(ctx: DocumentContext, cards: readonly RateCard[], jobId: string, batchId: string): Promise<Outcome> {
  // The job's row first: a generation of the same job at once waits here, then reads it built.
  const row = await lockDocument(ctx, chJobDocument, jobId).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  });
  const content = row ? (await loadJobs(ctx, [jobId])).get(jobId) : undefined;
  if (!row || !content) return { job_id: null, job_label: jobId, outcome: "skipped", reason: "invalid", detail: null, lines: 0 };
  const label = jobLabel(content, row.number);
  if (row.status !== "draft" && row.status !== "rejected") return { job_id: jobId, job_label: label, outcome: "skipped", reason: "not_draft", detail: row.status, lines: 0 };
  if (content.lines.length > 0) return { job_id: jobId, job_label: label, outcome: "skipped", reason: "has_lines", detail: null, lines: 0 };
  const built = buildJobLines(cards, content);
  if ("skipped" in built) {
    const code = built.chargeCodeId ? rowsOf<{ code: string }>(await ctx.tx.execute(sql`SELECT code FROM charge_codes WHERE company_id = ${ctx.actor.companyId} AND id = ${built.chargeCodeId}::uuid`))[0]?.code : null;
    return { job_id: jobId, job_label: label, outcome: "skipped", reason: built.skipped, detail: code ?? null, lines: 0 };
  }
  const lines: LineInput[] = built.lines.map((l) => ({
    id: null,
    side: l.side,
    charge_code_id: l.charge_code_id,
    party_id: l.party_id,
    description: null,
    basis: l.basis,
    quantity: l.quantity,
    rate: l.rate,
    currency: l.currency,
    exchange_rate: null,
    rate_id: l.rate_id,
  }));
  try {
    await ctx.tx.transaction(async (tx) => {
      const inner = { ...ctx, tx };
      await updateDocument(inner, chJobDocument, jobId, { ...shipmentOf(content), lines }, row.version);
      await tx.execute(sql`UPDATE ch_jobs SET generated_by = ${batchId}::uuid WHERE company_id = ${ctx.actor.companyId} AND id = ${jobId}::uuid`);
    });
  } catch (error) {
    return { job_id: jobId, job_label: label, outcome: "skipped", reason: "invalid", detail: describe(error, ctx), lines: 0 };
  }
  return { job_id: jobId, job_label: label, outcome: "built", reason: null, detail: null, lines: lines.length };
}

/** Writes a run's outcomes to the batch's log. */
async function writeLog(ctx: DocumentContext, batchId: string, run: number, outcomes: readonly Outcome[]) {
  for (const [seq, o] of outcomes.entries()) {
    await ctx.tx.execute(sql`INSERT INTO ch_generate_logs (company_id, id, batch_id, run, seq, job_id, job_label, outcome, reason, detail, lines)
      VALUES (${ctx.actor.companyId}, ${newId()}::uuid, ${batchId}::uuid, ${run}, ${seq}, ${o.job_id}::uuid, ${o.job_label}, ${o.outcome}, ${o.reason}, ${o.detail}, ${o.lines})`);
  }
  await ctx.tx.execute(sql`UPDATE ch_generate_batches SET runs = ${run}, updated_at = now() WHERE company_id = ${ctx.actor.companyId} AND id = ${batchId}::uuid`);
}

/**
 * A generation (`POST /transactions/ch-bacc/ch/generate`): a numbered batch; each shipment entered
 * becomes a draft job (a shipment whose references are wrong is logged, not created); every job then
 * gets its lines from the rate cards (`generateOne`, all or nothing per job). One transaction; the
 * Idempotency-Key of the request makes a retry answer the same batch.
 */
export async function generate(ctx: DocumentContext, body: ChGenerateBody, today: string): Promise<string> {
  const batchId = newId();
  const number = await nextNumber(ctx.tx, ctx.actor.companyId, "ch_generate", today);
  await ctx.tx.execute(sql`INSERT INTO ch_generate_batches (company_id, id, number, description, created_by)
    VALUES (${ctx.actor.companyId}, ${batchId}::uuid, ${number}, ${body.description}, ${ctx.actor.userId}::uuid)`);
  const outcomes: Outcome[] = [];
  const jobIds = [...new Set(body.job_ids)];
  for (const [i, shipment] of body.shipments.entries()) {
    try {
      const id = await ctx.tx.transaction(async (tx) => {
        const created = await createDocument({ ...ctx, tx }, chJobDocument, { ...shipment, lines: [] });
        const row = created.rows[0];
        if (!row) throw notFound();
        await tx.execute(sql`UPDATE ch_jobs SET generated_by = ${batchId}::uuid WHERE company_id = ${ctx.actor.companyId} AND id = ${row.id}::uuid`);
        return row.id;
      });
      jobIds.push(id);
    } catch (error) {
      outcomes.push({ job_id: null, job_label: `#${i + 1} ${shipment.house_document ?? shipment.date}`, outcome: "skipped", reason: "invalid", detail: describe(error, ctx), lines: 0 });
    }
  }
  const jobs = await loadJobs(ctx, jobIds);
  const cards = await cardsOf(ctx.tx, ctx.actor.companyId, [...jobs.values()].map((j) => j.mode));
  for (const id of jobIds) outcomes.push(await generateOne(ctx, cards, id, batchId));
  await writeLog(ctx, batchId, 1, outcomes);
  await audit(ctx.tx, ctx.actor, "create", "ch_generate", batchId, { number, jobs: jobIds.length });
  return batchId;
}

/**
 * Runs a batch again for the jobs it skipped (their latest outcome), with the rate cards as they are
 * now: a rate entered since, a weight typed on the job. Jobs built stay as they are. The batch's row
 * is locked first, so two runs at once queue; nothing left to do is a 409.
 */
export async function runAgain(ctx: DocumentContext, batchId: string): Promise<void> {
  const [batch] = rowsOf<{ runs: number }>(
    await ctx.tx.execute(sql`SELECT runs FROM ch_generate_batches WHERE company_id = ${ctx.actor.companyId} AND id = ${batchId}::uuid FOR UPDATE`),
  );
  if (!batch) throw notFound();
  const skipped = rowsOf<{ job_id: string }>(
    await ctx.tx.execute(sql`
      SELECT job_id FROM (
        SELECT DISTINCT ON (job_id) job_id, outcome FROM ch_generate_logs
        WHERE company_id = ${ctx.actor.companyId} AND batch_id = ${batchId}::uuid AND job_id IS NOT NULL
        ORDER BY job_id, run DESC, seq DESC) latest
      WHERE outcome = 'skipped'`),
  ).map((r) => r.job_id);
  if (skipped.length === 0) throw new AppError(409, "ch_generate_batch_done");
  const jobs = await loadJobs(ctx, skipped);
  const cards = await cardsOf(ctx.tx, ctx.actor.companyId, [...jobs.values()].map((j) => j.mode));
  const outcomes: Outcome[] = [];
  for (const id of skipped) outcomes.push(await generateOne(ctx, cards, id, batchId));
  await writeLog(ctx, batchId, batch.runs + 1, outcomes);
  await audit(ctx.tx, ctx.actor, "update", "ch_generate", batchId, { run: batch.runs + 1, jobs: skipped.length });
}

/** A batch with its log (every run, in order). */
export async function batchOf(ctx: { tx: Tx; actor: { companyId: string } }, batchId: string): Promise<ChGenerateBatchResponse> {
  const [batch] = rowsOf<Omit<ChGenerateBatchResponse, "logs" | "built" | "skipped">>(
    await ctx.tx.execute(sql`SELECT b.id, b.number, b.description, b.created_at::text AS created_at, u.user_name AS created_by_name, b.runs
      FROM ch_generate_batches b LEFT JOIN users u ON u.id = b.created_by
      WHERE b.company_id = ${ctx.actor.companyId} AND b.id = ${batchId}::uuid`),
  );
  if (!batch) throw notFound();
  const logs = rowsOf<ChGenerateBatchResponse["logs"][number] & { run: number }>(
    await ctx.tx.execute(sql`SELECT job_id, job_label, outcome, reason, detail, lines, at::text AS at, run FROM ch_generate_logs
      WHERE company_id = ${ctx.actor.companyId} AND batch_id = ${batchId}::uuid ORDER BY run, seq`),
  );
  const latest = new Map<string, string>();
  for (const l of logs) latest.set(l.job_id ?? `${l.run}:${l.job_label}`, l.outcome);
  const outcomes = [...latest.values()];
  return {
    ...batch,
    built: outcomes.filter((o) => o === "built").length,
    skipped: outcomes.filter((o) => o === "skipped").length,
    logs: logs.map(({ run: _run, ...l }) => l),
  };
}
