import { buildJobLines, type ChargeTaxKind, type ChGenerateBatchResponse, type ChGenerateBody, formatRate, type RateCard, translate } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { audit } from "../../platform/audit.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { createDocument } from "../../platform/documents/documents.service.js";
import { AppError, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { baseCurrency } from "../currency/rates.js";
import { nextNumber } from "../ledger/numbering.js";
import { assertPeriodOpen } from "../ledger/periods.js";
import { rowsOf } from "../reports/report-context.js";
import { chJobDocument, type JobContent, jobLabel, jobTotals, loadJobs, priceLine, type ResolvedLine } from "./ch-job.document.js";

type Outcome = { job_id: string | null; job_label: string; outcome: "built" | "skipped"; reason: string | null; detail: string | null; lines: number };

/** The rate cards of some modes, as selection reads them (those of an inactive charge code left out). */
async function cardsOf(tx: Tx, companyId: string, modes: readonly string[]): Promise<RateCard[]> {
  if (modes.length === 0) return [];
  return rowsOf<RateCard>(
    await tx.execute(sql`SELECT r.id, r.mode, r.origin_port_id, r.destination_port_id, r.charge_code_id, r.basis, r.container_type, r.agent_id, r.customer_id,
        r.buy_rate::text AS buy_rate, r.sell_rate::text AS sell_rate, r.currency, r.valid_from::text AS valid_from, r.valid_to::text AS valid_to
      FROM ch_rates r JOIN charge_codes k ON k.company_id = r.company_id AND k.id = r.charge_code_id AND k.is_active
      WHERE r.company_id = ${companyId} AND r.mode = ANY(${sql.param([...new Set(modes)])}::text[])`),
  );
}

/** What a failed shipment's error says (a 422's first field message, or its message). */
function describe(error: unknown, ctx: DocumentContext): string {
  if (error instanceof AppError) {
    const first = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
    return first ?? translate(error.messageKey, ctx.language, error.params);
  }
  throw error;
}

/** Booking rates of some currencies up to a date: a function answering the rate in force on a date (the latest on or before it), or none. */
async function bookingRates(ctx: DocumentContext, currencies: readonly string[], until: string) {
  const rows = currencies.length
    ? rowsOf<{ currency: string; date: string; rate: string }>(
        await ctx.tx.execute(sql`SELECT currency, date::text AS date, rate::text AS rate FROM exchange_rates
          WHERE company_id = ${ctx.actor.companyId} AND kind = 'booking' AND currency = ANY(${sql.param([...currencies])}::text[]) AND date <= ${until}::date
          ORDER BY currency, date`),
      )
    : [];
  const byCurrency = new Map<string, { date: string; rate: string }[]>();
  for (const r of rows) {
    const list = byCurrency.get(r.currency) ?? [];
    list.push({ date: r.date, rate: formatRate(r.rate) });
    byCurrency.set(r.currency, list);
  }
  return (currency: string, date: string): string | null => {
    const list = byCurrency.get(currency) ?? [];
    let lo = 0;
    let hi = list.length - 1;
    let found: string | null = null;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = list[mid] as { date: string; rate: string };
      if (at.date <= date) {
        found = at.rate;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

/** Whether each date's period is open (a closed month refuses a job's change). */
async function openDates(ctx: DocumentContext, dates: readonly string[]) {
  const open = new Map<string, boolean>();
  for (const date of new Set(dates)) {
    try {
      await assertPeriodOpen(ctx.tx, ctx.actor, date);
      open.set(date, true);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      open.set(date, false);
    }
  }
  return open;
}

const CHUNK = 5_000;

/**
 * Builds jobs' charge lines from the rate cards valid on each job's date, set-based, so ten thousand
 * jobs take a handful of statements: the jobs' rows locked first (in id order, so a generation of the
 * same jobs at once waits, then finds them built), read, priced in memory (core's `buildJobLines`, the
 * job screen's `priceLine`), and only the jobs whose every line could be priced are written — all their
 * lines or none (no rate, an expired rate, a missing weight or volume, a buy line with no agent, no
 * exchange rate for a currency on the date, a closed month: skipped with the reason). A job that is not
 * a draft, or has lines already, is left as it is.
 */
export async function generateJobs(ctx: DocumentContext, jobIds: readonly string[], batchId: string): Promise<Outcome[]> {
  if (jobIds.length === 0) return [];
  const rows = rowsOf<{ id: string; number: string | null; status: string }>(
    await ctx.tx.execute(sql`SELECT id, number, status FROM documents
      WHERE company_id = ${ctx.actor.companyId} AND document_type = ${chJobDocument.type} AND id = ANY(${sql.param([...jobIds])}::uuid[])
      ORDER BY id FOR UPDATE`),
  );
  const state = new Map(rows.map((r) => [r.id, r]));
  const jobs = await loadJobs(ctx, rows.map((r) => r.id));
  const cards = await cardsOf(ctx.tx, ctx.actor.companyId, [...jobs.values()].map((j) => j.mode));
  const codeIds = [...new Set(cards.map((c) => c.charge_code_id))];
  const codes = new Map(
    (codeIds.length
      ? rowsOf<{ id: string; code: string; tax_kind: ChargeTaxKind; is_disbursement: boolean }>(
          await ctx.tx.execute(sql`SELECT id, code, tax_kind, is_disbursement FROM charge_codes WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param(codeIds)}::uuid[])`),
        )
      : []
    ).map((c) => [c.id, c]),
  );
  const base = await baseCurrency(ctx.tx, ctx.actor.companyId);
  const dates = [...jobs.values()].map((j) => j.date);
  const latest = dates.reduce((a, b) => (a > b ? a : b), "0000-01-01");
  const rateOn = await bookingRates(ctx, [...new Set(cards.map((c) => c.currency).filter((c) => c !== base))], latest);
  const open = await openDates(ctx, dates);

  const outcomes: Outcome[] = [];
  const written: { job: JobContent; lines: ResolvedLine[] }[] = [];
  const done = new Set<string>();
  for (const id of jobIds) {
    const row = state.get(id);
    const job = jobs.get(id);
    if (!row || !job) {
      outcomes.push({ job_id: null, job_label: id, outcome: "skipped", reason: "invalid", detail: null, lines: 0 });
      continue;
    }
    const label = jobLabel(job, row.number);
    const skip = (reason: string, detail: string | null = null) => outcomes.push({ job_id: id, job_label: label, outcome: "skipped", reason, detail, lines: 0 });
    if (row.status !== "draft" && row.status !== "rejected") skip("not_draft", row.status);
    else if (job.lines.length > 0 || done.has(id)) skip("has_lines");
    else if (!open.get(job.date)) skip("invalid", translate("period_closed", ctx.language, { period: job.date.slice(0, 7) }));
    else {
      const built = buildJobLines(cards, job);
      if ("skipped" in built) {
        skip(built.skipped, built.chargeCodeId ? (codes.get(built.chargeCodeId)?.code ?? null) : null);
        continue;
      }
      const priced: ResolvedLine[] = [];
      let problem: string | null = null;
      for (const line of built.lines) {
        const code = codes.get(line.charge_code_id);
        const rate = line.currency === base ? formatRate(1) : rateOn(line.currency, job.date);
        if (!line.party_id) problem = translate("ch_line_party_missing", ctx.language, { line: priced.length + 1 });
        else if (!rate)
          problem = translate("exchange_rate_missing", ctx.language, { kind: translate("exchange_rate_kind_booking", ctx.language), currency: line.currency, date: job.date });
        if (problem || !code || !rate) break;
        priced.push(priceLine({ ...line, id: null, description: null, exchange_rate: null }, code, line.party_id, line.currency, rate));
      }
      if (problem || priced.length !== built.lines.length) {
        skip("invalid", problem);
        continue;
      }
      done.add(id);
      written.push({ job, lines: priced });
      outcomes.push({ job_id: id, job_label: label, outcome: "built", reason: null, detail: null, lines: priced.length });
    }
  }
  await writeGenerated(ctx, written, batchId);
  return outcomes;
}

/** Writes the generated lines, the jobs' sell and buy in base, and their documents' amounts and versions: a few statements for any number of jobs. */
async function writeGenerated(ctx: DocumentContext, written: readonly { job: JobContent; lines: ResolvedLine[] }[], batchId: string) {
  if (written.length === 0) return;
  const company = ctx.actor.companyId;
  const lines = written.flatMap(({ job, lines }) => lines.map((l, i) => ({ ...l, job_id: job.id, line_no: i + 1 })));
  for (let at = 0; at < lines.length; at += CHUNK) {
    const part = lines.slice(at, at + CHUNK);
    const col = <K extends keyof (typeof part)[number]>(key: K) => sql.param(part.map((l) => l[key]));
    await ctx.tx.execute(sql`
      INSERT INTO ch_job_lines (company_id, id, job_id, line_no, side, charge_code_id, party_id, basis, quantity, rate, currency,
        exchange_rate, amount, amount_base, tax_kind, tax_base, is_disbursement, rate_id)
      SELECT ${company}::uuid, * FROM unnest(${col("id")}::uuid[], ${col("job_id")}::uuid[], ${col("line_no")}::int[], ${col("side")}::text[],
        ${col("charge_code_id")}::uuid[], ${col("party_id")}::uuid[], ${col("basis")}::text[], ${col("quantity")}::numeric[], ${col("rate")}::numeric[],
        ${col("currency")}::text[], ${col("exchange_rate")}::numeric[], ${col("amount")}::numeric[], ${col("amount_base")}::numeric[],
        ${col("tax_kind")}::text[], ${col("tax_base")}::numeric[], ${col("is_disbursement")}::boolean[], ${col("rate_id")}::uuid[])`);
  }
  const totals = written.map(({ job, lines }) => ({ id: job.id, ...jobTotals(lines) }));
  for (let at = 0; at < totals.length; at += CHUNK) {
    const part = totals.slice(at, at + CHUNK);
    const ids = sql.param(part.map((t) => t.id));
    const sells = sql.param(part.map((t) => t.sell));
    await ctx.tx.execute(sql`UPDATE ch_jobs j SET sell_base = v.sell, buy_base = v.buy, generated_by = ${batchId}::uuid, updated_at = now()
      FROM unnest(${ids}::uuid[], ${sells}::numeric[], ${sql.param(part.map((t) => t.buy))}::numeric[]) v(id, sell, buy)
      WHERE j.company_id = ${company} AND j.id = v.id`);
    // The job's document: its amount (the sell, what approval compares) and a new version (a form open on it must reload).
    await ctx.tx.execute(sql`UPDATE documents d SET amount = v.sell, version = d.version + 1, updated_at = now()
      FROM unnest(${ids}::uuid[], ${sells}::numeric[]) v(id, sell)
      WHERE d.company_id = ${company} AND d.id = v.id`);
  }
  await audit(ctx.tx, ctx.actor, "generate", "ch", batchId, { jobs: written.map((w) => w.job.id), lines: lines.length });
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
 * gets its lines from the rate cards (`generateJobs`, all or nothing per job). One transaction; the
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
  outcomes.push(...(await generateJobs(ctx, jobIds, batchId)));
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
  const outcomes = await generateJobs(ctx, skipped, batchId);
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
