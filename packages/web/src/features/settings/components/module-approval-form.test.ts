import { moduleApprovalBody } from "@neraca/core";
import { describe, expect, it } from "vitest";
import { bodyOf, levelFieldErrors, levelValuesOf } from "./module-approval-form";

const user = "019a0000-0000-7000-8000-000000000001";
const role = "019a0000-0000-7000-8000-000000000002";

describe("module approval editor values", () => {
  it("turn into the API's body: approvers as objects, bounds only where the limit has them", () => {
    const body = bodyOf([
      { limit_type: "all", amount_min: "5", amount_max: "9", mode: "any", approvers: [`role:${role}`] },
      { limit_type: "above", amount_min: "1000000", amount_max: "9", mode: "all", approvers: [`user:${user}`, `role:${role}`] },
      { limit_type: "between", amount_min: "10", amount_max: "20", mode: "any", approvers: [`user:${user}`] },
    ]);
    expect(body.levels[0]).toEqual({ limit_type: "all", mode: "any", approvers: [{ type: "role", id: role }] });
    expect(body.levels[1]).toEqual({
      limit_type: "above",
      amount_min: "1000000",
      mode: "all",
      approvers: [
        { type: "user", id: user },
        { type: "role", id: role },
      ],
    });
    const parsed = moduleApprovalBody.parse(body);
    expect(parsed.levels.map((l) => [l.limit_type, l.amount_min, l.amount_max])).toEqual([
      ["all", null, null],
      ["above", "1000000", null],
      ["between", "10", "20"],
    ]);
  });

  it("carry the creator's approval option only when the editor gives it", () => {
    expect(bodyOf([])).toEqual({ levels: [] });
    expect(moduleApprovalBody.parse(bodyOf([], true))).toEqual({ levels: [], allow_creator_approval: true });
    expect(moduleApprovalBody.safeParse({ levels: [], allow_creator_approval: "yes" }).success).toBe(false);
  });

  it("come back from the saved levels unchanged", () => {
    const saved = [
      {
        index: 0,
        limit_type: "between" as const,
        amount_min: "10.00",
        amount_max: "20.00",
        mode: "all" as const,
        approvers: [{ type: "user" as const, id: user, name: "Ana" }],
      },
    ];
    const values = levelValuesOf(saved);
    expect(values).toEqual([{ limit_type: "between", amount_min: "10.00", amount_max: "20.00", mode: "all", approvers: [`user:${user}`] }]);
    expect(bodyOf(values).levels[0]?.approvers).toEqual([{ type: "user", id: user }]);
  });

  it("are refused by the shared schema without approvers or with an upper amount below the lower", () => {
    const result = moduleApprovalBody.safeParse(bodyOf([{ limit_type: "between", amount_min: "20", amount_max: "10", mode: "any", approvers: [] }]));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join(".")).sort()).toEqual(["levels.0.amount_max", "levels.0.approvers"]);
  });

  it("put an unknown approver's error under the level's picker, keeping other fields' errors", () => {
    expect(
      levelFieldErrors({
        "levels.1.approvers.0.id": ["a"],
        "levels.1.approvers.2.id": ["b"],
        "levels.0.amount_max": ["c"],
      }),
    ).toEqual({ "levels.1.approvers": ["a", "b"], "levels.0.amount_max": ["c"] });
  });
});
