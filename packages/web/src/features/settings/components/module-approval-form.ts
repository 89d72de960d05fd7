import type { ModuleApproval } from "../api";

/** An approver as the picker keeps it: `user:<id>` or `role:<id>`. */
export type ApproverKey = `${"user" | "role"}:${string}`;

export interface LevelValues {
  limit_type: "all" | "above" | "between";
  amount_min: string | null;
  amount_max: string | null;
  mode: "any" | "all";
  approvers: ApproverKey[];
}

export const approverKey = (a: { type: "user" | "role"; id: string }): ApproverKey => `${a.type}:${a.id}`;

export function approverOf(key: string): { type: "user" | "role"; id: string } {
  const [type, id = ""] = key.split(":");
  return { type: type === "role" ? "role" : "user", id };
}

export const newLevel = (): LevelValues => ({ limit_type: "all", amount_min: null, amount_max: null, mode: "any", approvers: [] });

/** The saved levels as the editor's values. */
export const levelValuesOf = (levels: ModuleApproval["levels"]): LevelValues[] =>
  levels.map((l) => ({
    limit_type: l.limit_type,
    amount_min: l.amount_min,
    amount_max: l.amount_max,
    mode: l.mode,
    approvers: l.approvers.map(approverKey),
  }));

/** The editor's values as the API's body (the shared schema checks and normalises them). */
export const bodyOf = (levels: readonly LevelValues[], allowCreatorApproval?: boolean) => ({
  ...(allowCreatorApproval === undefined ? {} : { allow_creator_approval: allowCreatorApproval }),
  levels: levels.map((l) => ({
    limit_type: l.limit_type,
    ...(l.limit_type === "all" ? {} : { amount_min: l.amount_min ?? "" }),
    ...(l.limit_type === "between" ? { amount_max: l.amount_max ?? "" } : {}),
    mode: l.mode,
    approvers: l.approvers.map(approverOf),
  })),
});

/**
 * Errors of one approver (`levels.0.approvers.2.id`, an unknown member) belong under the level's
 * approvers picker; every other key already names its field.
 */
export function levelFieldErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, texts] of Object.entries(errors)) {
    const field = key.replace(/^(levels\.\d+\.approvers)\..*$/, "$1");
    out[field] = [...(out[field] ?? []), ...texts];
  }
  return out;
}
