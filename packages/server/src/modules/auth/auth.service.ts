import { buildAbility, manageAll, normaliseRules, type Language, type PermissionRule } from "@neraca/core";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { accountEvents, memberRoles, memberships, rolePermissions, sessions, userTokens, users } from "../../db/schema/index.js";
import { inTransaction, setTenant } from "../../db/tenant.js";
import type { AppContext, AuthState } from "../../platform/context.js";
import { AppError, fieldError } from "../../platform/errors.js";
import { hashToken, newId, newToken } from "../../platform/ids.js";
import { SESSION_TTL_MS } from "../../platform/tokens.js";
import { renderTemplate } from "@neraca/core";

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 30 * 60 * 1000;
export const LOGIN_FAILURES_MAX = 5;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(tx: Tx | Db, email: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.email, email));
  return user;
}

export const emailTakenError = (language: Language) =>
  fieldError({ email: [renderTemplate("taken", "email", language)] });

export async function recordEvent(tx: Tx, userId: string | null, event: string, ip: string | null) {
  await tx.insert(accountEvents).values({ id: newId(), userId, event, ip });
}

/** Creates a single-use token of a purpose; earlier unused ones of that purpose stop working. */
export async function issueUserToken(tx: Tx, userId: string, purpose: "activation" | "reset", ttlMs: number) {
  await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  const token = newToken();
  await tx.insert(userTokens).values({
    id: newId(),
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Uses a token: marks it used and returns its user, or null when unknown, used or expired. */
export async function consumeUserToken(tx: Tx, token: string, purpose: "activation" | "reset") {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** Records a failed login; the fifth failure in a row locks the account for 15 minutes. */
export async function registerLoginFailure(db: Db, user: UserRow, ip: string) {
  await inTransaction(db, { companyId: null, userId: user.id }, async (tx) => {
    const count = user.failedLoginCount + 1;
    const lock = count >= LOGIN_FAILURES_MAX;
    await tx
      .update(users)
      .set({
        failedLoginCount: lock ? 0 : count,
        lockedUntil: lock ? new Date(Date.now() + LOGIN_LOCK_MS) : user.lockedUntil,
      })
      .where(eq(users.id, user.id));
    await recordEvent(tx, user.id, lock ? "login_locked" : "login_failed", ip);
  });
}

export function lockedError(user: UserRow): AppError | null {
  if (!user.lockedUntil || user.lockedUntil.getTime() <= Date.now()) return null;
  const seconds = Math.ceil((user.lockedUntil.getTime() - Date.now()) / 1000);
  return new AppError(429, "login_locked", { minutes: Math.ceil(seconds / 60) }, undefined, {
    "Retry-After": String(seconds),
  });
}

/** The permissions of a member in a company (inside a transaction set to that company). */
export async function memberRules(tx: Tx, companyId: string, userId: string) {
  const [member] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  if (!member) return null;
  if (member.isOwner) return { member, rules: manageAll };
  const rows = await tx
    .select({ action: rolePermissions.action, subject: rolePermissions.resource })
    .from(memberRoles)
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.companyId, memberRoles.companyId), eq(rolePermissions.roleId, memberRoles.roleId)),
    )
    .where(and(eq(memberRoles.companyId, companyId), eq(memberRoles.userId, userId)));
  return { member, rules: normaliseRules(rows as PermissionRule[]) };
}

/** An AuthState for a user in a company (or none), built inside a command. */
export async function authStateFor(
  tx: Tx,
  sessionId: string,
  user: UserRow,
  companyId: string | null,
): Promise<AuthState> {
  await setTenant(tx, { companyId, userId: user.id });
  const found = companyId ? await memberRules(tx, companyId, user.id) : null;
  const rules = found?.rules ?? [];
  return {
    sessionId,
    userId: user.id,
    companyId: found ? companyId : null,
    isOwner: found?.member.isOwner ?? false,
    isNational: found?.member.isNational ?? false,
    rules,
    ability: buildAbility(rules),
    language: user.language === "id" ? "id" : "en",
    issuedAt: Math.floor(Date.now() / 1000),
  };
}

/** The company a login lands in: the last active one if still a member, else the oldest. */
export async function landingCompany(tx: Tx, user: UserRow): Promise<string | null> {
  const rows = await tx
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.userId, user.id))
    .orderBy(asc(memberships.createdAt));
  if (rows.some((r) => r.companyId === user.activeCompanyId)) return user.activeCompanyId;
  return rows[0]?.companyId ?? null;
}

export async function createSession(tx: Tx, userId: string, userAgent: string | undefined, ip: string) {
  const id = newId();
  await tx.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
    ip,
  });
  return id;
}

/** A fresh token for the auth state, with the company it names. */
export function signFor(ctx: AppContext, auth: AuthState): Promise<string> {
  return ctx.tokens.sign({ sessionId: auth.sessionId, userId: auth.userId, companyId: auth.companyId });
}
