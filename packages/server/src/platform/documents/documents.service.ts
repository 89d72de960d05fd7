import {
  type ApprovalEvent,
  type ApprovalLevel,
  type DocumentAction,
  type DocumentStatus,
  type ApprovalOptions,
  applyingLevels,
  approvalRefusal,
  approvalsAt,
  canTransition,
  defaultApprovalOptions,
  levelDone,
  type MessageKey,
  Posting,
  statusAfter,
  translate,
} from "@neraca/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { documents, memberRoles, moduleApprovalLevels, moduleApprovalSettings } from "../../db/schema/index.js";
import { postMany } from "../../modules/ledger/ledger.post.js";
import type { PostedJournal } from "../../modules/ledger/ledger.types.js";
import { remove as removeJournal, reverse as reverseJournal } from "../../modules/ledger/ledger.reverse.js";
import { nextNumber } from "../../modules/ledger/numbering.js";
import { assertPeriodOpen } from "../../modules/ledger/periods.js";
import { deleteDocumentAttachments } from "../attachments.js";
import { audit } from "../audit.js";
import { AppError, forbidden, notFound } from "../errors.js";
import { newId } from "../ids.js";
import { documentPosting, inDocumentTerms } from "./posting-errors.js";
import { documentEffectsOf, documentGuardsOf, guardsMayRefuse } from "./effects.js";
import { bookCorrections, moveStock, quoteStock, removeStock } from "../../modules/inventory/stock.js";
import {
  type ActingContext,
  type AnyDocumentType,
  type DocumentContext,
  type DocumentPosting,
  type DocumentSummary,
  lifecyclePermission,
} from "./document-type.js";
import { assertDefined } from "../assert.js";

export type DocumentRow = typeof documents.$inferSelect;

/** A level a document entered: its approvers get a mail once the transaction has committed. */
export interface ApprovalNotice {
  documentId: string;
  level: ApprovalLevel;
}

/** What a command did: the rows it left, and whom to tell. */
export interface CommandResult {
  rows: DocumentRow[];
  notices: ApprovalNotice[];
  message: MessageKey;
  messageParams?: Record<string, string | number>;
}

const levelsOf = (row: DocumentRow) => row.approvalLevels as ApprovalLevel[];
const historyOf = (row: DocumentRow) => row.approvalHistory as ApprovalEvent[];

/** 409 for an action the document's status does not allow, naming both in the user's language. */
function assertTransition(type: AnyDocumentType, row: DocumentRow, action: DocumentAction, ctx: DocumentContext) {
  if (canTransition(row.status as DocumentStatus, action, type.lifecycle)) return;
  throw new AppError(409, "document_transition", {
    status: translate(`status_${row.status}` as MessageKey, ctx.language),
    action: translate(`action_${action}` as MessageKey, ctx.language),
  });
}

/** The document's state row (404 for another type or company); locked for the rest of the transaction unless only read. */
export async function findDocument(ctx: DocumentContext, type: AnyDocumentType, id: string, lock = false): Promise<DocumentRow> {
  const query = ctx.tx
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, ctx.actor.companyId), eq(documents.id, id), eq(documents.documentType, type.type)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/** Locks what the documents' effects consume (`lockConsumed`), in registration order: before the documents' own rows. */
async function lockConsumed(ctx: DocumentContext, type: AnyDocumentType, ids: readonly string[]) {
  for (const effect of documentEffectsOf(type.type)) if (effect.lockConsumed) await effect.lockConsumed(ctx, ids);
}

/** The document's state row, locked, after what it consumes (`lockConsumed`: one lock order on every path). */
export async function lockDocument(ctx: DocumentContext, type: AnyDocumentType, id: string): Promise<DocumentRow> {
  await lockConsumed(ctx, type, [id]);
  return findDocument(ctx, type, id, true);
}

async function lockDocuments(ctx: DocumentContext, type: AnyDocumentType, ids: readonly string[]): Promise<DocumentRow[]> {
  await lockConsumed(ctx, type, ids);
  const rows = await ctx.tx
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, ctx.actor.companyId), inArray(documents.id, [...ids]), eq(documents.documentType, type.type)))
    .orderBy(asc(documents.date), asc(documents.createdAt), asc(documents.id))
    .for("update");
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

export async function contentOf(ctx: DocumentContext, type: AnyDocumentType, id: string) {
  const content = (await type.load(ctx, [id])).get(id);
  if (content === undefined) throw notFound();
  return content;
}

/** Writes the state columns of a row; every write bumps the version (stale edits are refused on it). */
async function writeState(ctx: DocumentContext, row: DocumentRow, changes: Partial<DocumentRow>): Promise<DocumentRow> {
  const [updated] = await ctx.tx
    .update(documents)
    .set({ ...changes, version: sql`${documents.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, ctx.actor.companyId), eq(documents.id, row.id)))
    .returning();
  if (!updated) throw notFound();
  return updated;
}

/** State rows for new drafts whose contents the caller has written (one statement for many). */
export async function insertDrafts(
  ctx: DocumentContext,
  type: AnyDocumentType,
  drafts: readonly { id: string; summary: DocumentSummary }[],
): Promise<DocumentRow[]> {
  if (drafts.length === 0) return [];
  for (const date of new Set(drafts.map((d) => d.summary.date))) await assertPeriodOpen(ctx.tx, ctx.actor, date);
  return ctx.tx
    .insert(documents)
    .values(
      drafts.map(({ id, summary }) => ({
        companyId: ctx.actor.companyId,
        id,
        documentType: type.type,
        date: summary.date,
        officeId: summary.officeId,
        description: summary.description,
        amount: summary.amount,
        approvalModule: type.approvalModule ?? null,
        createdBy: ctx.actor.userId,
        requestedBy: ctx.actor.userId,
      })),
    )
    .returning();
}

export async function createDocument(ctx: DocumentContext, type: AnyDocumentType, body: Record<string, unknown>): Promise<CommandResult> {
  const id = newId();
  const content = await type.save(ctx, id, body, true);
  const [row] = await insertDrafts(ctx, type, [{ id, summary: await type.summary(content, ctx) }]);
  await audit(ctx.tx, ctx.actor, "create", type.type, id, { date: row?.date, amount: row?.amount });
  if (type.submitOnCreate) return submitDocuments(ctx, type, [id]);
  return { rows: [row as DocumentRow], notices: [], message: "created" };
}

export async function updateDocument(
  ctx: DocumentContext,
  type: AnyDocumentType,
  id: string,
  body: Record<string, unknown>,
  version: number,
): Promise<CommandResult> {
  const row = await lockDocument(ctx, type, id);
  assertTransition(type, row, "edit", ctx);
  if (row.version !== version) throw new AppError(409, "document_stale", { current: row.version });
  await assertPeriodOpen(ctx.tx, ctx.actor, row.date);
  // An approved document that may be edited (beginning balances) has its journals replaced: the new
  // one posted before the old ones go, so the ledger's checks of a removal (a cash account that may
  // not go below zero) see the document as it will be, not a moment without it.
  const wasApproved = row.status === "approved";
  const content = await type.save(ctx, id, body, false);
  const summary = await type.summary(content, ctx);
  await assertPeriodOpen(ctx.tx, ctx.actor, summary.date);
  if (wasApproved && type.stock) await removeStock(ctx, type.type, id);
  const journal = wasApproved ? (await postJournals(ctx, type, [id])).get(id) : undefined;
  if (wasApproved) for (const journalId of row.journalIds) await removeJournal(ctx.tx, ctx.actor, journalId, id, ctx.language);
  const updated = await writeState(ctx, row, {
    date: summary.date,
    officeId: summary.officeId,
    description: summary.description,
    amount: summary.amount,
    ...(wasApproved ? postedState(type, row, journal, []) : {}),
  });
  await audit(ctx.tx, ctx.actor, "update", type.type, id, { date: summary.date, amount: summary.amount, version: updated.version });
  return { rows: [updated], notices: [], message: "updated" };
}

/** Deletes a document (its journals removed in open periods); answers the storage keys of its files, to remove after the commit. */
export async function deleteDocument(ctx: DocumentContext, type: AnyDocumentType, id: string): Promise<string[]> {
  const row = await lockDocument(ctx, type, id);
  assertTransition(type, row, "delete", ctx);
  await assertPeriodOpen(ctx.tx, ctx.actor, row.date);
  if (row.status === "approved") await release(ctx, type, row, "delete");
  for (const journalId of row.journalIds) await removeJournal(ctx.tx, ctx.actor, journalId, id, ctx.language);
  await type.remove(ctx, id);
  await ctx.tx.delete(documents).where(and(eq(documents.companyId, ctx.actor.companyId), eq(documents.id, id)));
  await audit(ctx.tx, ctx.actor, "delete", type.type, id, { number: row.number, status: row.status, journal_ids: row.journalIds });
  const keys = await deleteDocumentAttachments(ctx.tx, ctx.actor, type.type, id);
  ctx.removedFiles?.push(...keys);
  return keys;
}

/** The module's levels as configured now, in order. */
export async function approvalLevelsOf(ctx: DocumentContext, module: string): Promise<ApprovalLevel[]> {
  const rows = await ctx.tx
    .select()
    .from(moduleApprovalLevels)
    .where(and(eq(moduleApprovalLevels.companyId, ctx.actor.companyId), eq(moduleApprovalLevels.module, module)))
    .orderBy(asc(moduleApprovalLevels.level));
  return rows.map((r) => ({
    limit_type: r.limitType as ApprovalLevel["limit_type"],
    amount_min: r.amountMin,
    amount_max: r.amountMax,
    mode: r.mode as ApprovalLevel["mode"],
    approvers: r.approvers as ApprovalLevel["approvers"],
  }));
}

/** The approval options of modules (absent ones: the defaults), by module. */
export async function approvalOptionsOf(ctx: DocumentContext, modules: readonly string[]): Promise<Map<string, ApprovalOptions>> {
  const wanted = [...new Set(modules)];
  const rows = wanted.length
    ? await ctx.tx
        .select({ module: moduleApprovalSettings.module, allowCreatorApproval: moduleApprovalSettings.allowCreatorApproval })
        .from(moduleApprovalSettings)
        .where(and(eq(moduleApprovalSettings.companyId, ctx.actor.companyId), inArray(moduleApprovalSettings.module, wanted)))
    : [];
  const found = new Map(rows.map((r) => [r.module, { allow_creator_approval: r.allowCreatorApproval }]));
  return new Map(wanted.map((m) => [m, found.get(m) ?? defaultApprovalOptions]));
}

export async function rolesOf(ctx: DocumentContext, userId: string): Promise<string[]> {
  const rows = await ctx.tx
    .select({ roleId: memberRoles.roleId })
    .from(memberRoles)
    .where(and(eq(memberRoles.companyId, ctx.actor.companyId), eq(memberRoles.userId, userId)));
  return rows.map((r) => r.roleId);
}

const event = (ctx: DocumentContext, action: ApprovalEvent["action"], round: number, level: number | null, note: string | null, roleIds: string[] = []): ApprovalEvent => ({
  action,
  user_id: ctx.actor.userId,
  role_ids: roleIds,
  round,
  level,
  note,
  at: new Date().toISOString(),
});

/**
 * Submits drafts (or rejected documents): each takes its number, then waits for the module's levels
 * its amount meets, or is approved and posted at once when none applies. Many at once post together.
 */
export async function submitDocuments(ctx: DocumentContext, type: AnyDocumentType, ids: readonly string[]): Promise<CommandResult> {
  if (ids.length > 1 && (await guardsMayRefuse(type.type, ctx))) return submitOneByOne(ctx, type, ids);
  const rows = await lockDocuments(ctx, type, ids);
  const contents = await type.load(ctx, ids);
  const configured = type.approvalModule ? await approvalLevelsOf(ctx, type.approvalModule) : [];
  const notices: ApprovalNotice[] = [];
  const plans: { row: DocumentRow; levels: ApprovalLevel[]; number: string | null }[] = [];
  for (const row of rows) {
    assertTransition(type, row, "submit", ctx);
    await assertPeriodOpen(ctx.tx, ctx.actor, row.date);
    // The posting is built now too, so an unbalanced document is refused at submit, not at approval.
    const content = contents.get(row.id);
    if (content !== undefined && type.posting) await documentPosting(type, content, ctx, type.stock ? await quoteStock(ctx, await type.stock(content, ctx)) : undefined);
    const number =
      row.number ??
      (type.numberOf && content !== undefined
        ? await type.numberOf(content, row.date, ctx)
        : type.numberType
          ? await nextNumber(ctx.tx, ctx.actor.companyId, type.numberType, row.date)
          : null);
    const levels = applyingLevels(configured, row.amount);
    for (const guard of documentGuardsOf(type.type)) await guard.check(content, { id: row.id, number, date: row.date, final: levels.length === 0 }, ctx, "submit");
    plans.push({ row, levels, number });
  }
  // Those no level applies to are approved now, and post together.
  const journals = await postJournals(ctx, type, plans.filter((p) => p.levels.length === 0).map((p) => p.row.id));
  const result: DocumentRow[] = [];
  for (const { row, levels, number } of plans) {
    const round = row.approvalRound + 1;
    const complete = levels.length === 0;
    const updated = await writeState(ctx, row, {
      status: statusAfter("submit", complete),
      number,
      approvalLevels: levels,
      approvalLevel: complete ? null : 0,
      approvalRound: round,
      approvalHistory: [...historyOf(row), event(ctx, "submit", round, null, null)],
      requestedBy: ctx.actor.userId,
      submittedAt: new Date(),
      ...(complete ? postedState(type, { ...row, number }, journals.get(row.id)) : {}),
    });
    await audit(ctx.tx, ctx.actor, "submit", type.type, row.id, { number: updated.number, status: updated.status, levels: levels.length });
    if (complete) await runApproved(ctx, type, updated);
    if (!complete) notices.push({ documentId: row.id, level: levels[0] as ApprovalLevel });
    result.push(updated);
  }
  const allApproved = result.every((r) => r.status === "approved");
  const approvedMessage = type.posting ? "document_posted" : "document_approved";
  return { rows: result, notices, message: allApproved ? approvedMessage : "document_submitted" };
}

/**
 * A batch of a type with guards (the budget control): every document locked first, then each
 * submitted whole — checked, posted, its effects run — before the next is checked, so a guard reading
 * what earlier documents hold or spent sees the batch's earlier members too (checked together, each
 * would see only what was there before the batch, and all could pass a limit only one fits in).
 */
async function submitOneByOne(ctx: DocumentContext, type: AnyDocumentType, ids: readonly string[]): Promise<CommandResult> {
  await lockDocuments(ctx, type, ids);
  const results: CommandResult[] = [];
  for (const id of ids) results.push(await submitDocuments(ctx, type, [id]));
  const rows = results.flatMap((r) => r.rows);
  const approvedMessage = type.posting ? "document_posted" : "document_approved";
  return { rows, notices: results.flatMap((r) => r.notices), message: rows.every((r) => r.status === "approved") ? approvedMessage : "document_submitted" };
}

/**
 * The type's own permission for the action (403), asked again by the command whichever door the
 * caller came through: the type's route (whose guard asked it already), the approvals inbox, a
 * module's own approve route. First, before the document is even read.
 */
function assertLifecyclePermission(ctx: ActingContext, type: AnyDocumentType, verb: "approve" | "reject") {
  const permission = lifecyclePermission(type, verb);
  if (!ctx.ability.can(permission.action, permission.resource)) throw forbidden();
}

/**
 * The one approval rule for a pending document (DESIGN §12): four eyes and the level's approvers,
 * 403 with the reason. Answers the level acted on and the caller's roles.
 */
async function assertApprover(ctx: ActingContext, row: DocumentRow, verb: "approve" | "reject"): Promise<{ level: ApprovalLevel; roleIds: string[] }> {
  const level = levelsOf(row)[row.approvalLevel ?? -1];
  if (!level) throw new AppError(409, "document_transition", { status: row.status, action: verb });
  const roleIds = await rolesOf(ctx, ctx.actor.userId);
  const approvedBy = approvalsAt(historyOf(row), assertDefined(row.approvalLevel, "a pending document waits at a level"), row.approvalRound).map((e) => e.user_id);
  const options = row.approvalModule ? (await approvalOptionsOf(ctx, [row.approvalModule])).get(row.approvalModule) : undefined;
  const people = { requested_by: row.requestedBy, created_by: row.createdBy };
  const refusal = approvalRefusal(level, { id: ctx.actor.userId, role_ids: roleIds }, people, approvedBy, options ?? defaultApprovalOptions);
  if (refusal) throw new AppError(403, refusal);
  return { level, roleIds };
}

export async function approveDocument(ctx: ActingContext, type: AnyDocumentType, id: string, note: string | null): Promise<CommandResult> {
  assertLifecyclePermission(ctx, type, "approve");
  const row = await lockDocument(ctx, type, id);
  assertTransition(type, row, "approve", ctx);
  const { level, roleIds } = await assertApprover(ctx, row, "approve");
  const index = assertDefined(row.approvalLevel, "a pending document waits at a level");
  const history = [...historyOf(row), event(ctx, "approve", row.approvalRound, index, note, roleIds)];
  const done = levelDone(level, approvalsAt(history, index, row.approvalRound));
  const next = done ? index + 1 : index;
  const complete = next >= levelsOf(row).length;
  const guards = documentGuardsOf(type.type);
  if (guards.length > 0) {
    const content = (await type.load(ctx, [id])).get(id);
    for (const guard of guards) await guard.check(content, { id, number: row.number, date: row.date, final: complete }, ctx, "approve");
  }
  const journal = complete ? (await postJournals(ctx, type, [id])).get(id) : undefined;
  const updated = await writeState(ctx, row, {
    status: statusAfter("approve", complete),
    approvalLevel: complete ? null : next,
    approvalHistory: history,
    ...(complete ? postedState(type, row, journal) : {}),
  });
  await audit(ctx.tx, ctx.actor, "approve", type.type, id, { level: index + 1, status: updated.status, note });
  if (complete) await runApproved(ctx, type, updated);
  if (complete) return { rows: [updated], notices: [], message: type.posting ? "document_posted" : "document_approved" };
  const notices = done ? [{ documentId: id, level: levelsOf(row)[next] as ApprovalLevel }] : [];
  return { rows: [updated], notices, message: "document_approved_level", messageParams: { level: index + 1 } };
}

export async function rejectDocument(ctx: ActingContext, type: AnyDocumentType, id: string, note: string): Promise<CommandResult> {
  assertLifecyclePermission(ctx, type, "reject");
  const row = await lockDocument(ctx, type, id);
  assertTransition(type, row, "reject", ctx);
  const { roleIds } = await assertApprover(ctx, row, "reject");
  const updated = await writeState(ctx, row, {
    status: statusAfter("reject", false),
    approvalLevel: null,
    approvalHistory: [...historyOf(row), event(ctx, "reject", row.approvalRound, row.approvalLevel, note, roleIds)],
  });
  await audit(ctx.tx, ctx.actor, "reject", type.type, id, { level: (row.approvalLevel ?? 0) + 1, note });
  return { rows: [updated], notices: [], message: "document_rejected" };
}

/** Cancels an approved document: its journals are reversed (dated as they were) or removed, only in open periods. */
export async function cancelDocument(ctx: DocumentContext, type: AnyDocumentType, id: string, note: string | null): Promise<CommandResult> {
  const row = await lockDocument(ctx, type, id);
  assertTransition(type, row, "cancel", ctx);
  await assertPeriodOpen(ctx.tx, ctx.actor, row.date);
  await release(ctx, type, row, "cancel");
  const reversals: string[] = [];
  for (const journalId of row.journalIds) {
    if (type.cancel === "remove") await removeJournal(ctx.tx, ctx.actor, journalId, id, ctx.language);
    else reversals.push((await reverseJournal(ctx.tx, ctx.actor, journalId, null, ctx.language, id)).id);
  }
  const updated = await writeState(ctx, row, {
    status: statusAfter("cancel", false),
    journalIds: type.cancel === "remove" ? [] : [...row.journalIds, ...reversals],
    approvalHistory: [...historyOf(row), event(ctx, "cancel", row.approvalRound, null, note)],
  });
  await audit(ctx.tx, ctx.actor, "cancel", type.type, id, { number: row.number, note, reversals });
  return { rows: [updated], notices: [], message: "document_cancelled" };
}

/**
 * Posts documents through the ledger's one door, together (one lookup, one write), all or nothing;
 * each journal names its document as source. Answers the journal of each document that posts one.
 */
async function postJournals(ctx: DocumentContext, type: AnyDocumentType, ids: readonly string[]): Promise<Map<string, PostedJournal>> {
  const posted = new Map<string, PostedJournal>();
  const build = type.posting;
  if (ids.length === 0 || !build) return posted;
  const contents = await type.load(ctx, ids);
  // One after another: a type's posting may read in the transaction, which runs one query at a time.
  const withPosting: { id: string; posting: DocumentPosting }[] = [];
  for (const id of ids) {
    const content = contentOrThrow(contents, id);
    // Its stock first, through the stock door: the posting books the values it answers, and the
    // corrections of units sold below zero that a move in covered.
    const declaration = type.stock ? await type.stock(content, ctx) : null;
    const stock = type.stock ? await moveStock(ctx, { type: type.type, id }, declaration) : undefined;
    let posting = await documentPosting(type, content, ctx, stock?.costs);
    if (stock && declaration && stock.corrections.length > 0) {
      // A document that posts nothing of its own (free goods) still books its corrections.
      posting ??= { header: { date: declaration.date, description: null }, posting: new Posting() };
      await bookCorrections(ctx, posting.posting, stock.corrections, posting.header.description ?? null);
    }
    if (posting) withPosting.push({ id, posting });
  }
  // A type's posting may be none for these documents (a receipt of services only): nothing to post.
  if (withPosting.length === 0) return posted;
  const outcomes = await postMany(
    ctx.tx,
    withPosting.map(({ id, posting }) => ({
      actor: ctx.actor,
      header: { ...posting.header, sourceType: type.type, sourceId: id },
      posting: posting.posting,
      language: ctx.language,
    })),
    { partial: false },
  );
  const refused = outcomes.find((o) => o.error);
  if (refused?.error) throw inDocumentTerms(type, refused.error);
  for (const [i, { id }] of withPosting.entries()) posted.set(id, outcomes[i]?.journal as PostedJournal);
  return posted;
}

const hookState = (row: DocumentRow) => ({ id: row.id, number: row.number, date: row.date, journalIds: row.journalIds });

/**
 * Once the document is approved and posted, in the same transaction: its effects on other documents
 * in registration order (`effects.ts`), then the type's own `approved` hook.
 */
async function runApproved(ctx: DocumentContext, type: AnyDocumentType, row: DocumentRow) {
  const effects = documentEffectsOf(type.type);
  if (effects.length === 0 && !type.approved) return;
  const content = await contentOf(ctx, type, row.id);
  const state = hookState(row);
  for (const effect of effects) if (effect.approved) await effect.approved(content, state, ctx);
  if (type.approved) await type.approved(content, state, ctx);
}

/**
 * Before an approved document's journals are reversed or removed, the mirror of `runApproved`: the
 * type's own `released` hook first (its own rows and dependants: an invoice's payments go with it),
 * then its effects in reverse registration order.
 */
async function release(ctx: DocumentContext, type: AnyDocumentType, row: DocumentRow, reason: "cancel" | "delete") {
  const effects = documentEffectsOf(type.type);
  if (effects.length > 0 || type.released) {
    const content = await contentOf(ctx, type, row.id);
    const state = hookState(row);
    if (type.released) await type.released(content, state, ctx, reason);
    for (const effect of [...effects].reverse()) if (effect.released) await effect.released(content, state, ctx, reason);
  }
  // Its stock lines go with its journals, by source.
  if (type.stock) await removeStock(ctx, type.type, row.id);
}

/** The state columns of a document that has just been posted (a type without numbers takes its journal's). */
const postedState = (type: AnyDocumentType, row: DocumentRow, journal: PostedJournal | undefined, journalIds: string[] = row.journalIds) => ({
  journalIds: journal ? [...journalIds, journal.id] : journalIds,
  number: type.numberType || type.numberOf ? row.number : (journal?.number ?? row.number),
});

function contentOrThrow<T>(contents: Map<string, T>, id: string): T {
  const content = contents.get(id);
  if (content === undefined) throw notFound();
  return content;
}

