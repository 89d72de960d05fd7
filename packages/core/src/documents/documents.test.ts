import { describe, expect, it } from "vitest";
import { type ApprovalEvent, type ApprovalLevel, applyingLevels, approvalsAt, levelApplies, approvalRefusal, defaultApprovalOptions, levelDone, mayApprove } from "./approval.js";
import { actionsOf, canTransition, type DocumentAction, documentActions, type DocumentStatus, documentStatuses, statusAfter } from "./lifecycle.js";
import { moduleApprovalBody, rejectBody } from "./schemas.js";

const level = (limit_type: ApprovalLevel["limit_type"], amount_min: string | null, amount_max: string | null, approvers = [{ type: "user" as const, id: "u1" }], mode: "any" | "all" = "any"): ApprovalLevel => ({
  limit_type,
  amount_min,
  amount_max,
  mode,
  approvers,
});

describe("document lifecycle", () => {
  const legal: Record<DocumentStatus, DocumentAction[]> = {
    draft: ["edit", "delete", "submit"],
    pending: ["approve", "reject"],
    rejected: ["edit", "delete", "submit"],
    approved: ["cancel"],
    cancelled: [],
  };

  it("allows exactly the legal transitions from every status, and refuses every other", () => {
    for (const status of documentStatuses) {
      for (const action of documentActions) {
        expect(canTransition(status, action), `${status} → ${action}`).toBe(legal[status].includes(action));
      }
      expect(actionsOf(status)).toEqual(legal[status]);
    }
  });

  it("lets a type edit or delete approved documents, or forbid cancelling them", () => {
    expect(canTransition("approved", "edit", { editApproved: true })).toBe(true);
    expect(canTransition("approved", "delete", { deleteApproved: true })).toBe(true);
    expect(canTransition("approved", "cancel", { cancelApproved: false })).toBe(false);
    expect(canTransition("cancelled", "edit", { editApproved: true })).toBe(false);
    expect(canTransition("pending", "delete", { deleteApproved: true })).toBe(false);
  });

  it("moves submit and approve to approved only when no level remains", () => {
    expect(statusAfter("submit", true)).toBe("approved");
    expect(statusAfter("submit", false)).toBe("pending");
    expect(statusAfter("approve", false)).toBe("pending");
    expect(statusAfter("approve", true)).toBe("approved");
    expect(statusAfter("reject", false)).toBe("rejected");
    expect(statusAfter("cancel", false)).toBe("cancelled");
  });
});

describe("approval levels by amount", () => {
  const above = level("above", "10000000.00", null);
  const between = level("between", "1000000.00", "5000000.00");
  const all = level("all", null, null);

  it("applies `above` strictly above its amount: below and at do not wait, above does", () => {
    expect(levelApplies(above, "9999999.99")).toBe(false);
    expect(levelApplies(above, "10000000.00")).toBe(false);
    expect(levelApplies(above, "10000000.01")).toBe(true);
  });

  it("applies `between` with both bounds included", () => {
    expect(levelApplies(between, "999999.99")).toBe(false);
    expect(levelApplies(between, "1000000")).toBe(true);
    expect(levelApplies(between, "3000000.50")).toBe(true);
    expect(levelApplies(between, "5000000.00")).toBe(true);
    expect(levelApplies(between, "5000000.01")).toBe(false);
  });

  it("applies `all` to every amount, zero included, and keeps the order of the levels", () => {
    expect(levelApplies(all, "0")).toBe(true);
    expect(applyingLevels([all, between, above], "20000000")).toEqual([all, above]);
    expect(applyingLevels([between, above], "100")).toEqual([]);
  });
});

describe("approvers", () => {
  const byRoleOrUser = level("all", null, null, [
    { type: "role", id: "finance" },
    { type: "user", id: "u9" },
  ]);
  const event = (user_id: string, role_ids: string[], lvl = 0, round = 1): ApprovalEvent => ({
    action: "approve",
    user_id,
    role_ids,
    round,
    level: lvl,
    note: null,
    at: "2026-11-22T00:00:00Z",
  });

  const by = (requested_by: string, created_by: string | null = requested_by) => ({ requested_by, created_by });

  it("never lets the requester approve, even when named", () => {
    expect(mayApprove(byRoleOrUser, { id: "u9", role_ids: [] }, by("u9"), [])).toBe(false);
    expect(mayApprove(byRoleOrUser, { id: "u9", role_ids: [] }, by("u1"), [])).toBe(true);
    expect(approvalRefusal(byRoleOrUser, { id: "u9", role_ids: [] }, by("u9", "u1"), [], { allow_creator_approval: true })).toBe("document_own_approval");
  });

  it("refuses the creator a colleague's submission unless the module allows it (four eyes)", () => {
    const creator = { id: "u9", role_ids: [] };
    expect(approvalRefusal(byRoleOrUser, creator, by("u1", "u9"), [], defaultApprovalOptions)).toBe("document_creator_approval");
    expect(mayApprove(byRoleOrUser, creator, by("u1", "u9"), [])).toBe(false);
    expect(mayApprove(byRoleOrUser, creator, by("u1", "u9"), [], { allow_creator_approval: true })).toBe(true);
    // Allowed to the creator, still only as an approver of the level.
    expect(approvalRefusal(byRoleOrUser, { id: "u3", role_ids: [] }, by("u1", "u3"), [], { allow_creator_approval: true })).toBe("document_not_approver");
  });

  it("matches users by id and roles by membership, and not twice", () => {
    expect(mayApprove(byRoleOrUser, { id: "u2", role_ids: ["finance"] }, by("u1"), [])).toBe(true);
    expect(mayApprove(byRoleOrUser, { id: "u2", role_ids: ["sales"] }, by("u1"), [])).toBe(false);
    expect(mayApprove(byRoleOrUser, { id: "u2", role_ids: ["finance"] }, by("u1"), ["u2"])).toBe(false);
  });

  it("finishes an `any` level with one approval and an `all` level when every approver is covered", () => {
    expect(levelDone({ ...byRoleOrUser, mode: "any" }, [event("u2", ["finance"])])).toBe(true);
    expect(levelDone({ ...byRoleOrUser, mode: "all" }, [event("u2", ["finance"])])).toBe(false);
    expect(levelDone({ ...byRoleOrUser, mode: "all" }, [event("u2", ["finance"]), event("u9", [])])).toBe(true);
  });

  it("counts only approvals of the current round and level", () => {
    const history = [event("u2", [], 0, 1), event("u3", [], 1, 1), event("u4", [], 0, 2)];
    expect(approvalsAt(history, 0, 2).map((e) => e.user_id)).toEqual(["u4"]);
    expect(approvalsAt(history, 1, 2)).toEqual([]);
  });
});

describe("approval settings", () => {
  it("refuses a `between` whose upper amount is below the lower, and a level without approvers", () => {
    const result = moduleApprovalBody.safeParse({
      levels: [
        { limit_type: "between", amount_min: "500", amount_max: "100", approvers: [{ type: "user", id: "019a0000-0000-7000-8000-000000000001" }] },
        { limit_type: "all", approvers: [] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["levels.0.amount_max", "levels.1.approvers"]);
  });

  it("normalises bounds: none for `all`, a lower bound for `above`", () => {
    const parsed = moduleApprovalBody.parse({
      levels: [
        { limit_type: "all", amount_min: "5", approvers: [{ type: "role", id: "019a0000-0000-7000-8000-000000000001" }] },
        { limit_type: "above", amount_min: 1000, approvers: [{ type: "role", id: "019a0000-0000-7000-8000-000000000001" }] },
      ],
    });
    expect(parsed.levels.map((l) => [l.amount_min, l.amount_max, l.mode])).toEqual([
      [null, null, "any"],
      ["1000", null, "any"],
    ]);
  });

  it("requires a note to reject", () => {
    expect(rejectBody.safeParse({ note: "  " }).success).toBe(false);
    expect(rejectBody.safeParse({ note: "Wrong account" }).success).toBe(true);
  });
});
