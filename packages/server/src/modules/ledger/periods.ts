import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { periodClosings } from "../../db/schema/index.js";
import type { Actor } from "../../platform/audit.js";
import { AppError } from "../../platform/errors.js";

export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** Refuses anything dated in a closed month (the database checks again). */
export async function assertPeriodOpen(tx: Tx, actor: Actor, date: string) {
  const [closed] = await tx
    .select({ id: periodClosings.id })
    .from(periodClosings)
    .where(
      and(
        eq(periodClosings.companyId, actor.companyId),
        eq(periodClosings.periodMonth, monthOf(date)),
        eq(periodClosings.status, "closed"),
      ),
    );
  if (closed) throw new AppError(422, "period_closed", { period: date.slice(0, 7) });
}

/** Whether a month is closed (for screens that grey out actions). */
export async function isClosed(tx: Tx, actor: Actor, date: string) {
  const [row] = await tx
    .select({ n: sql<number>`1` })
    .from(periodClosings)
    .where(
      and(
        eq(periodClosings.companyId, actor.companyId),
        eq(periodClosings.periodMonth, monthOf(date)),
        eq(periodClosings.status, "closed"),
      ),
    );
  return !!row;
}
