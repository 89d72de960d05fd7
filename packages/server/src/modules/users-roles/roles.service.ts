import { defaultRoles, renderTemplate, type Language, type ListQuery, type RoleBody } from "@neraca/core";
import { and, asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { memberRoles, rolePermissions, roles } from "../../db/schema/index.js";
import { type Actor, audit } from "../../platform/audit.js";
import { AppError, fieldError, isUniqueViolation, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { likePattern, pageWindow } from "../../platform/pagination.js";

type RoleRow = typeof roles.$inferSelect;
export interface PermissionOut {
  action: string;
  resource: string;
}

const nameTaken = (language: Language) => fieldError({ name: [renderTemplate("taken", "name", language)] });

async function permissionsOf(tx: Tx, actor: Actor, roleIds: string[]) {
  const map = new Map<string, PermissionOut[]>();
  if (roleIds.length === 0) return map;
  const rows = await tx
    .select()
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, actor.companyId), inArray(rolePermissions.roleId, roleIds)))
    .orderBy(asc(rolePermissions.resource), asc(rolePermissions.action));
  for (const row of rows) {
    const list = map.get(row.roleId) ?? [];
    list.push({ action: row.action, resource: row.resource });
    map.set(row.roleId, list);
  }
  return map;
}

async function memberCounts(tx: Tx, actor: Actor, roleIds: string[]) {
  if (roleIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ roleId: memberRoles.roleId, n: count() })
    .from(memberRoles)
    .where(and(eq(memberRoles.companyId, actor.companyId), inArray(memberRoles.roleId, roleIds)))
    .groupBy(memberRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

async function present(tx: Tx, actor: Actor, rows: RoleRow[]) {
  const ids = rows.map((r) => r.id);
  const permissions = await permissionsOf(tx, actor, ids);
  const counts = await memberCounts(tx, actor, ids);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    permissions: permissions.get(r.id) ?? [],
    member_count: counts.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function listRoles(tx: Tx, actor: Actor, query: ListQuery) {
  const where = and(eq(roles.companyId, actor.companyId), query.q ? ilike(roles.name, likePattern(query.q)) : undefined);
  const direction = query.sort?.startsWith("-") ? desc : asc;
  const column = query.sort?.replace(/^-/, "") === "created_at" ? roles.createdAt : roles.name;
  const { limit, offset } = pageWindow(query);
  const rows = await tx.select().from(roles).where(where).orderBy(direction(column), asc(roles.id)).limit(limit).offset(offset);
  const [total] = await tx.select({ n: count() }).from(roles).where(where);
  return { rows: await present(tx, actor, rows), total: total?.n ?? 0 };
}

async function findRole(tx: Tx, actor: Actor, id: string, lock = false) {
  const query = tx.select().from(roles).where(and(eq(roles.companyId, actor.companyId), eq(roles.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

export async function getRole(tx: Tx, actor: Actor, id: string) {
  const [role] = await present(tx, actor, [await findRole(tx, actor, id)]);
  return role;
}

async function writePermissions(tx: Tx, actor: Actor, roleId: string, body: RoleBody) {
  await tx.delete(rolePermissions).where(and(eq(rolePermissions.companyId, actor.companyId), eq(rolePermissions.roleId, roleId)));
  const unique = new Map(body.permissions.map((p) => [`${p.action}:${p.resource}`, p]));
  if (unique.size === 0) return;
  await tx.insert(rolePermissions).values(
    [...unique.values()].map((p) => ({ companyId: actor.companyId, roleId, action: p.action, resource: p.resource })),
  );
}

export async function createRole(tx: Tx, actor: Actor, body: RoleBody, language: Language) {
  const id = newId();
  try {
    await tx.insert(roles).values({ companyId: actor.companyId, id, name: body.name, description: body.description });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(language);
    throw error;
  }
  await writePermissions(tx, actor, id, body);
  await audit(tx, actor, "create", "role", id, { ...body });
  return getRole(tx, actor, id);
}

export async function updateRole(tx: Tx, actor: Actor, id: string, body: RoleBody, language: Language) {
  const before = await getRole(tx, actor, id);
  await findRole(tx, actor, id, true);
  try {
    await tx
      .update(roles)
      .set({ name: body.name, description: body.description, updatedAt: sql`now()` })
      .where(and(eq(roles.companyId, actor.companyId), eq(roles.id, id)));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(language);
    throw error;
  }
  await writePermissions(tx, actor, id, body);
  const after = await getRole(tx, actor, id);
  await audit(tx, actor, "update", "role", id, {
    name: { from: before?.name, to: after?.name },
    description: { from: before?.description, to: after?.description },
    permissions: { from: before?.permissions, to: after?.permissions },
  });
  return after;
}

export async function deleteRole(tx: Tx, actor: Actor, id: string) {
  const role = await getRole(tx, actor, id);
  await findRole(tx, actor, id, true);
  if (role && role.member_count > 0) throw new AppError(409, "role_in_use", { count: role.member_count });
  await tx.delete(roles).where(and(eq(roles.companyId, actor.companyId), eq(roles.id, id)));
  await audit(tx, actor, "delete", "role", id, role ? { name: role.name, permissions: role.permissions } : {});
}

/** Refuses role ids that are not this company's (422, so a foreign id reveals nothing). */
export async function assertRolesExist(tx: Tx, actor: Actor, roleIds: string[]) {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return unique;
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, actor.companyId), inArray(roles.id, unique)));
  if (rows.length !== unique.length) throw new AppError(422, "unknown_roles");
  return unique;
}

/** The default roles of a new company (core's `defaultRoles`), named in the registering user's language. */
export async function seedDefaultRoles(tx: Tx, companyId: string, language: Language) {
  const seeded = defaultRoles().map((role) => ({ ...role, id: newId() }));
  await tx.insert(roles).values(
    seeded.map((role) => ({ companyId, id: role.id, name: role.name[language], description: role.description[language] })),
  );
  await tx.insert(rolePermissions).values(
    seeded.flatMap((role) => role.permissions.map((p) => ({ companyId, roleId: role.id, action: p.action, resource: p.resource }))),
  );
}
