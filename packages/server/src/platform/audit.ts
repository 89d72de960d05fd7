import type { Tx } from "../db/client.js";
import { auditLog } from "../db/schema/index.js";
import { newId } from "./ids.js";

export interface Actor {
  companyId: string;
  userId: string;
}

/** Writes who changed what, inside the command's transaction. */
export async function audit(
  tx: Tx,
  actor: Actor,
  action: "create" | "update" | "delete" | string,
  entity: string,
  entityId: string | null,
  changes?: Record<string, unknown>,
): Promise<void> {
  // An update that changed nothing leaves no trace.
  if (action === "update" && changes && Object.keys(changes).length === 0) return;
  await tx.insert(auditLog).values({
    companyId: actor.companyId,
    id: newId(),
    userId: actor.userId,
    action,
    entity,
    entityId,
    changes: changes ?? null,
  });
}

/** The fields whose value differs: `{ name: { from, to } }`. */
export function diff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) out[key] = { from, to };
  }
  return out;
}
