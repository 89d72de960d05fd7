import { z } from "zod";
import { money } from "../money/money.js";
import { rule } from "../messages/issues.js";
import { amountField } from "../schemas/ledger.js";
import { idField, limits, optionalString } from "../schemas/common.js";
import { approvalModuleKeys, limitTypes } from "./approval.js";
import { documentActions, documentStatuses } from "./lifecycle.js";

export const LEVELS_MAX = 10;
export const APPROVERS_MAX = 50;

const approverBody = z.strictObject({ type: z.enum(["user", "role"]), id: idField() });

const levelBody = z
  .strictObject({
    limit_type: z.enum(limitTypes),
    amount_min: amountField().optional(),
    amount_max: amountField().optional(),
    mode: z.enum(["any", "all"]).default("any"),
    approvers: z.array(approverBody).min(1).max(APPROVERS_MAX),
  })
  .superRefine((l, ctx) => {
    if (l.limit_type === "between" && money(l.amount_max ?? 0).lessThan(money(l.amount_min ?? 0))) {
      ctx.addIssue({ code: "custom", path: ["amount_max"], message: rule("min_value"), params: { min: l.amount_min ?? "0" } });
    }
  })
  .transform((l) => ({
    limit_type: l.limit_type,
    amount_min: l.limit_type === "all" ? null : (l.amount_min ?? "0"),
    amount_max: l.limit_type === "between" ? (l.amount_max ?? "0") : null,
    mode: l.mode,
    approvers: l.approvers,
  }));

/**
 * PUT /settings/module-approval/:module — the module's levels in order (empty: no approval), and
 * whether the creator may approve a document a colleague submitted (absent: left as it is; off
 * until set).
 */
export const moduleApprovalBody = z.strictObject({
  levels: z.array(levelBody).max(LEVELS_MAX),
  allow_creator_approval: z.boolean().optional(),
});
export type ModuleApprovalBody = z.infer<typeof moduleApprovalBody>;

export const moduleApprovalParams = z.strictObject({ module: z.enum(approvalModuleKeys as [string, ...string[]]) });

/** POST /:id/reject — the note is required so the requester knows what to change. */
export const rejectBody = z.strictObject({ note: z.string().trim().min(1).max(limits.text_length_max) });
/** Approve and cancel take an optional note; the body itself may be absent. */
export const approveBody = z.strictObject({ note: optionalString(limits.text_length_max) }).nullish();
export const cancelBody = approveBody;

/** The `version` an edit sends back; a stale one is refused with 409. */
export const versionField = () => z.coerce.number().int().min(1);

export const documentListQueryFields = {
  status: z.enum(documentStatuses).optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
};

/** Every document answer carries these (DESIGN §12). */
export const approvalLevelResponse = z.object({
  index: z.number(),
  limit_type: z.enum(limitTypes),
  amount_min: z.string().nullable(),
  amount_max: z.string().nullable(),
  mode: z.enum(["any", "all"]),
  approvers: z.array(z.object({ type: z.enum(["user", "role"]), id: z.string(), name: z.string() })),
  status: z.enum(["done", "waiting", "next"]),
  approved_by: z.array(z.object({ user_id: z.string(), name: z.string(), at: z.string() })),
});

/** The document's history: its creation (first, when its creator is known), then each lifecycle event. */
export const approvalEventResponse = z.object({
  action: z.enum(["create", "submit", "approve", "reject", "cancel"]),
  user_id: z.string(),
  user_name: z.string(),
  level: z.number().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});

export const approvalResponse = z.object({
  module: z.string().nullable(),
  levels: z.array(approvalLevelResponse),
  current_level: z.number().nullable(),
  /** May the caller approve or reject now. */
  can_act: z.boolean(),
  history: z.array(approvalEventResponse),
});

export const documentStateResponse = z.object({
  id: z.string(),
  document_type: z.string(),
  status: z.enum(documentStatuses),
  number: z.string().nullable(),
  version: z.number(),
  amount: z.string(),
  journal_ids: z.array(z.string()),
  requested_by: z.string().nullable(),
  requested_by_name: z.string().nullable(),
  /** Who created it (four eyes: neither they nor the submitter approve it, unless the module allows the creator). */
  created_by: z.string().nullable(),
  created_by_name: z.string().nullable(),
  /** When it was last submitted (by `requested_by`); null while a draft never submitted. */
  submitted_at: z.string().nullable(),
  actions: z.array(z.enum(documentActions)),
  approval: approvalResponse,
});
export type DocumentState = z.infer<typeof documentStateResponse>;
export type ApprovalState = z.infer<typeof approvalResponse>;

/**
 * What the lifecycle adds to every document answer beside the type's own fields: the state, and the
 * date, creation and last change the `documents` row keeps. A type's response schema extends this.
 */
export const documentResponse = documentStateResponse.extend({
  date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentResponse = z.infer<typeof documentResponse>;
/** The fields of an answer the lifecycle fills, whatever the type's `present` returns. */
export type DocumentStateField = keyof DocumentResponse;

/** An inbox row of /transactions/module-approval. */
export const approvalInboxItem = z.object({
  id: z.string(),
  document_type: z.string(),
  module: z.string(),
  /** The web path of the document's detail screen. */
  path: z.string(),
  number: z.string().nullable(),
  date: z.string(),
  description: z.string().nullable(),
  amount: z.string(),
  requested_by_name: z.string().nullable(),
  submitted_at: z.string(),
  level: z.number(),
  levels: z.number(),
});
export type ApprovalInboxItem = z.infer<typeof approvalInboxItem>;

