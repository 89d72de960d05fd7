import type { ListQuery, OfficeBody } from "@neraca/core";
import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { offices } from "../../db/schema/index.js";
import { type Actor, audit, diff } from "../../platform/audit.js";
import { AppError, conflict, fieldError, isForeignKeyViolation, isUniqueViolation, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { likePattern, pageWindow } from "../../platform/pagination.js";
import { renderTemplate, type Language } from "@neraca/core";

type OfficeRow = typeof offices.$inferSelect;

export const presentOffice = (o: OfficeRow) => ({
  id: o.id,
  code: o.code,
  name: o.name,
  branch: o.branch,
  brand: o.brand,
  address: o.address,
  phone: o.phone,
  fax: o.fax,
  email: o.email,
  website: o.website,
  npwp: o.npwp,
  bank_name: o.bankName,
  bank_branch: o.bankBranch,
  bank_account_name: o.bankAccountName,
  bank_account_number: o.bankAccountNumber,
  is_head_office: o.isHeadOffice,
  created_at: o.createdAt.toISOString(),
  updated_at: o.updatedAt.toISOString(),
});

const sortable = { code: offices.code, name: offices.name, branch: offices.branch, created_at: offices.createdAt };

const columns = (body: OfficeBody) => ({
  code: body.code,
  name: body.name,
  branch: body.branch,
  brand: body.brand,
  address: body.address,
  phone: body.phone,
  fax: body.fax,
  email: body.email,
  website: body.website,
  npwp: body.npwp,
  bankName: body.bank_name,
  bankBranch: body.bank_branch,
  bankAccountName: body.bank_account_name,
  bankAccountNumber: body.bank_account_number,
});

const codeTaken = (language: Language) => fieldError({ code: [renderTemplate("taken", "code", language)] });

export async function listOffices(tx: Tx, actor: Actor, query: ListQuery) {
  const search = query.q
    ? or(ilike(offices.code, likePattern(query.q)), ilike(offices.name, likePattern(query.q)), ilike(offices.branch, likePattern(query.q)))
    : undefined;
  const where = and(eq(offices.companyId, actor.companyId), search);
  const sortKey = (query.sort?.replace(/^-/, "") ?? "code") as keyof typeof sortable;
  const column = sortable[sortKey] ?? offices.code;
  const direction = query.sort?.startsWith("-") ? desc : asc;
  const { limit, offset } = pageWindow(query);
  const rows = await tx.select().from(offices).where(where).orderBy(direction(column), asc(offices.id)).limit(limit).offset(offset);
  const [total] = await tx.select({ n: count() }).from(offices).where(where);
  return { rows: rows.map(presentOffice), total: total?.n ?? 0 };
}

export async function getOffice(tx: Tx, actor: Actor, id: string, lock = false) {
  const query = tx.select().from(offices).where(and(eq(offices.companyId, actor.companyId), eq(offices.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

export async function createOffice(tx: Tx, actor: Actor, body: OfficeBody, language: Language) {
  const id = newId();
  try {
    const [row] = await tx.insert(offices).values({ companyId: actor.companyId, id, ...columns(body) }).returning();
    await audit(tx, actor, "create", "office", id, { ...body });
    return presentOffice(row as OfficeRow);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(language);
    throw error;
  }
}

export async function updateOffice(tx: Tx, actor: Actor, id: string, body: OfficeBody, language: Language) {
  const before = await getOffice(tx, actor, id, true);
  try {
    const [row] = await tx
      .update(offices)
      .set({ ...columns(body), updatedAt: sql`now()` })
      .where(and(eq(offices.companyId, actor.companyId), eq(offices.id, id)))
      .returning();
    const after = presentOffice(row as OfficeRow);
    const changed = diff(presentOffice(before), after);
    delete changed.updated_at;
    await audit(tx, actor, "update", "office", id, changed);
    return after;
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(language);
    throw error;
  }
}

export async function deleteOffice(tx: Tx, actor: Actor, id: string) {
  const before = await getOffice(tx, actor, id, true);
  if (before.isHeadOffice) throw new AppError(409, "office_head_delete");
  try {
    await tx.delete(offices).where(and(eq(offices.companyId, actor.companyId), eq(offices.id, id)));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict("record_in_use");
    throw error;
  }
  await audit(tx, actor, "delete", "office", id, presentOffice(before));
}
