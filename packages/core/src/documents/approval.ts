import { composeDomains } from "../domains.js";
import { type MoneyInput, money } from "../money/money.js";

/**
 * Module approvals (spec §3): per module, ordered levels. A level applies to a document when its
 * amount meets the level's limit; the document waits for every applying level, in order. A level
 * is done when one of its approvers approved (`any`) or every one of them did (`all`; a role is
 * satisfied by any one member). Four eyes: the submitter never approves their own document, nor
 * does its creator unless the module allows it.
 */
/** Every domain's approval modules, declared in its manifest (`<domain>/manifest.ts`). */
export const approvalModules = composeDomains("approvalModules");
export type ApprovalModule = keyof typeof approvalModules;
export const approvalModuleKeys = Object.keys(approvalModules) as ApprovalModule[];

export const limitTypes = ["all", "above", "between"] as const;
export type LimitType = (typeof limitTypes)[number];

export interface Approver {
  type: "user" | "role";
  id: string;
}

export interface ApprovalLevel {
  limit_type: LimitType;
  /** `above`: amounts strictly greater than this; `between`: the lower bound, inclusive. */
  amount_min: string | null;
  /** `between`: the upper bound, inclusive. */
  amount_max: string | null;
  mode: "any" | "all";
  approvers: Approver[];
}

/** Does a level apply to a document of this amount? */
export function levelApplies(level: ApprovalLevel, amount: MoneyInput): boolean {
  const value = money(amount);
  if (level.limit_type === "all") return true;
  if (level.limit_type === "above") return value.greaterThan(money(level.amount_min ?? 0));
  return value.greaterThanOrEqualTo(money(level.amount_min ?? 0)) && value.lessThanOrEqualTo(money(level.amount_max ?? 0));
}

/** The levels a document of this amount waits for, in order. */
export const applyingLevels = (levels: readonly ApprovalLevel[], amount: MoneyInput): ApprovalLevel[] =>
  levels.filter((level) => levelApplies(level, amount));

export interface ApprovalEvent {
  action: "submit" | "approve" | "reject" | "cancel";
  user_id: string;
  /** The acting user's roles at the time (an `all` level counts a role as satisfied by them). */
  role_ids: string[];
  /** Which submission the event belongs to (1 for the first submit). */
  round: number;
  /** The level acted on (approve and reject), counted from 0 among the applying levels. */
  level: number | null;
  note: string | null;
  at: string;
}

/** Who the acting user is, for matching approvers. */
export interface ApprovalUser {
  id: string;
  role_ids: readonly string[];
}

const matches = (approver: Approver, user: ApprovalUser) =>
  approver.type === "user" ? approver.id === user.id : user.role_ids.includes(approver.id);

/** Approvals given at `level` in submission `round`. */
export const approvalsAt = (history: readonly ApprovalEvent[], level: number, round: number): ApprovalEvent[] =>
  history.filter((e) => e.action === "approve" && e.level === level && e.round === round);

/** Is the level done, given the approvals given at it (each with the approver's roles then)? */
export function levelDone(level: ApprovalLevel, approvals: readonly ApprovalEvent[]): boolean {
  if (approvals.length === 0) return false;
  if (level.mode === "any") return true;
  return level.approvers.every((approver) =>
    approvals.some((a) => matches(approver, { id: a.user_id, role_ids: a.role_ids })),
  );
}

/** Who handled a document before its approvers: its creator, and who submitted it this round. */
export interface ApprovalPeople {
  created_by: string | null;
  requested_by: string | null;
}

/** A module's approval options (Settings → Module approval), beside its levels. */
export interface ApprovalOptions {
  /** The creator may approve or reject a document a colleague submitted; the submitter never may. */
  allow_creator_approval: boolean;
}
export const defaultApprovalOptions: ApprovalOptions = { allow_creator_approval: false };

/** Why a user may not act on a level now, as the message that says so. */
export type ApprovalRefusal = "document_own_approval" | "document_creator_approval" | "document_not_approver";

/**
 * Why `user` may not approve or reject at the level now, or null when they may (DESIGN §12, four
 * eyes): never the submitter; not the creator unless the module allows it; then only an approver of
 * the level who has not approved at it already. Every door that approves asks this, and so does
 * the answer's `can_act`.
 */
export function approvalRefusal(
  level: ApprovalLevel,
  user: ApprovalUser,
  people: ApprovalPeople,
  approvedBy: readonly string[],
  options: ApprovalOptions,
): ApprovalRefusal | null {
  if (user.id === people.requested_by) return "document_own_approval";
  if (user.id === people.created_by && !options.allow_creator_approval) return "document_creator_approval";
  if (approvedBy.includes(user.id)) return "document_not_approver";
  return level.approvers.some((approver) => matches(approver, user)) ? null : "document_not_approver";
}

/** May `user` act on the level now (see `approvalRefusal`). */
export const mayApprove = (
  level: ApprovalLevel,
  user: ApprovalUser,
  people: ApprovalPeople,
  approvedBy: readonly string[],
  options: ApprovalOptions = defaultApprovalOptions,
): boolean => approvalRefusal(level, user, people, approvedBy, options) === null;
