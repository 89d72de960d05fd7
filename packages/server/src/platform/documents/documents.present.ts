import {
  actionsOf,
  type ApprovalEvent,
  type ApprovalLevel,
  type ApprovalOptions,
  approvalsAt,
  defaultApprovalOptions,
  type DocumentState,
  type DocumentStatus,
  formatMoney,
  mayApprove,
} from "@neraca/core";
import { and, eq, inArray } from "drizzle-orm";
import { roles, users } from "../../db/schema/index.js";
import { type AnyDocumentType, type DocumentContext, lifecyclePermission } from "./document-type.js";
import { approvalOptionsOf, type DocumentRow, rolesOf } from "./documents.service.js";

type Names = { users: Map<string, string>; roles: Map<string, string> };

/** Names of every user and role the rows mention, in two queries. */
async function namesOf(ctx: DocumentContext, rows: readonly DocumentRow[]): Promise<Names> {
  const userIds = new Set<string>();
  const roleIds = new Set<string>();
  for (const row of rows) {
    if (row.requestedBy) userIds.add(row.requestedBy);
    if (row.createdBy) userIds.add(row.createdBy);
    for (const e of row.approvalHistory as ApprovalEvent[]) userIds.add(e.user_id);
    for (const level of row.approvalLevels as ApprovalLevel[]) {
      for (const a of level.approvers) (a.type === "user" ? userIds : roleIds).add(a.id);
    }
  }
  const userRows = userIds.size
    ? await ctx.tx.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, [...userIds]))
    : [];
  const roleRows = roleIds.size
    ? await ctx.tx
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(and(eq(roles.companyId, ctx.actor.companyId), inArray(roles.id, [...roleIds])))
    : [];
  return { users: new Map(userRows.map((u) => [u.id, u.name])), roles: new Map(roleRows.map((r) => [r.id, r.name])) };
}

/** The document's history: its creation (when its creator is known), then each lifecycle event. */
function historyOf(row: DocumentRow, userName: (id: string) => string): DocumentState["approval"]["history"] {
  const created = row.createdBy
    ? [{ action: "create" as const, user_id: row.createdBy, user_name: userName(row.createdBy), level: null, note: null, at: row.createdAt.toISOString() }]
    : [];
  const events = (row.approvalHistory as ApprovalEvent[]).map((e) => ({
    action: e.action,
    user_id: e.user_id,
    user_name: userName(e.user_id),
    level: e.level,
    note: e.note,
    at: e.at,
  }));
  return [...created, ...events];
}

function stateOf(
  type: AnyDocumentType,
  row: DocumentRow,
  names: Names,
  me: { id: string; role_ids: string[]; may_approve_type: boolean },
  options: ApprovalOptions,
): DocumentState {
  const levels = row.approvalLevels as ApprovalLevel[];
  const history = row.approvalHistory as ApprovalEvent[];
  const current = row.status === "pending" ? row.approvalLevel : null;
  const userName = (id: string) => names.users.get(id) ?? "";
  const approvedBy = (index: number) =>
    approvalsAt(history, index, row.approvalRound).map((e) => ({ user_id: e.user_id, name: userName(e.user_id), at: e.at }));
  const levelStatus = (index: number) => {
    if (row.status === "approved" || row.status === "cancelled") return "done" as const;
    if (current === null) return "waiting" as const;
    return index < current ? ("done" as const) : index === current ? ("next" as const) : ("waiting" as const);
  };
  const currentLevel = current === null ? undefined : levels[current];
  const canAct =
    current !== null &&
    currentLevel !== undefined &&
    me.may_approve_type &&
    mayApprove(
      currentLevel,
      me,
      { requested_by: row.requestedBy, created_by: row.createdBy },
      approvedBy(current).map((a) => a.user_id),
      options,
    );
  return {
    id: row.id,
    document_type: row.documentType,
    status: row.status as DocumentStatus,
    number: row.number,
    version: row.version,
    amount: formatMoney(row.amount),
    journal_ids: row.journalIds,
    requested_by: row.requestedBy,
    requested_by_name: row.requestedBy ? userName(row.requestedBy) : null,
    created_by: row.createdBy,
    created_by_name: row.createdBy ? userName(row.createdBy) : null,
    submitted_at: row.submittedAt ? row.submittedAt.toISOString() : null,
    actions: actionsOf(row.status as DocumentStatus, type.lifecycle).filter((a) => (a === "approve" || a === "reject" ? canAct : true)),
    approval: {
      module: row.approvalModule,
      current_level: current,
      can_act: canAct,
      levels: levels.map((level, index) => ({
        index,
        limit_type: level.limit_type,
        amount_min: level.amount_min === null ? null : formatMoney(level.amount_min),
        amount_max: level.amount_max === null ? null : formatMoney(level.amount_max),
        mode: level.mode,
        approvers: level.approvers.map((a) => ({
          ...a,
          name: (a.type === "user" ? names.users.get(a.id) : names.roles.get(a.id)) ?? "",
        })),
        status: levelStatus(index),
        approved_by: approvedBy(index),
      })),
      history: historyOf(row, userName),
    },
  };
}

/** Answers for documents: the type's content fields and the lifecycle state, for the calling user. */
export async function presentDocuments(
  ctx: DocumentContext,
  type: AnyDocumentType,
  rows: readonly DocumentRow[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const contents = await type.load(
    ctx,
    rows.map((r) => r.id),
  );
  const names = await namesOf(ctx, rows);
  // The type's approve permission, as approveDocument asks it; unknown outside a session's request.
  const permission = lifecyclePermission(type, "approve");
  const mayApproveType = ctx.ability ? ctx.ability.can(permission.action, permission.resource) : true;
  const me = { id: ctx.actor.userId, role_ids: await rolesOf(ctx, ctx.actor.userId), may_approve_type: mayApproveType };
  const options = await approvalOptionsOf(ctx, rows.flatMap((r) => (r.status === "pending" && r.approvalModule ? [r.approvalModule] : [])));
  return rows.map((row) => {
    const content = contents.get(row.id);
    return {
      ...(content === undefined ? {} : type.present(content, { number: row.number, journalIds: row.journalIds })),
      ...stateOf(type, row, names, me, (row.approvalModule && options.get(row.approvalModule)) || defaultApprovalOptions),
      date: row.date,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
