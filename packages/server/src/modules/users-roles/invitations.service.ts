import { type Language, translate } from "@neraca/core";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { companies, invitations, invitationTokens, memberRoles, memberships, roles, users } from "../../db/schema/index.js";
import { setTenant } from "../../db/tenant.js";
import { type Actor, audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, fieldError, notFound } from "../../platform/errors.js";
import { newCompanyToken, tokenCondition } from "../../platform/company-token.js";
import { hashToken, newId } from "../../platform/ids.js";
import { invitationMail } from "../../platform/mail.js";
import { renderTemplate } from "@neraca/core";
import { assertRolesExist } from "./roles.service.js";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
type InvitationRow = typeof invitations.$inferSelect;

export async function presentInvitations(tx: Tx, actor: Actor, rows: InvitationRow[]) {
  const roleRows = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.companyId, actor.companyId));
  const names = new Map(roleRows.map((r) => [r.id, r.name]));
  const inviterIds = [...new Set(rows.map((r) => r.invitedBy))];
  const inviters = inviterIds.length
    ? await tx.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, inviterIds))
    : [];
  const inviterNames = new Map(inviters.map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    status: r.status === "pending" && r.expiresAt.getTime() < Date.now() ? "expired" : r.status,
    roles: r.roleIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    invited_by: inviterNames.get(r.invitedBy) ?? null,
    expires_at: r.expiresAt.toISOString(),
    accepted_at: r.acceptedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}

export async function listInvitations(tx: Tx, actor: Actor, status: string, page: number, perPage: number) {
  const where = and(
    eq(invitations.companyId, actor.companyId),
    status === "all" ? undefined : eq(invitations.status, status as InvitationRow["status"]),
  );
  const rows = await tx
    .select()
    .from(invitations)
    .where(where)
    .orderBy(asc(invitations.createdAt))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await tx.select({ n: count() }).from(invitations).where(where);
  return { rows: await presentInvitations(tx, actor, rows), total: total?.n ?? 0 };
}

async function findInvitation(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.companyId, actor.companyId), eq(invitations.id, id)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** A new link for an invitation; earlier links stop working. */
async function issueLink(tx: Tx, companyId: string, invitationId: string) {
  await tx.delete(invitationTokens).where(and(eq(invitationTokens.companyId, companyId), eq(invitationTokens.invitationId, invitationId)));
  const token = newCompanyToken(companyId);
  await tx.insert(invitationTokens).values({ tokenHash: hashToken(token), companyId, invitationId });
  return token;
}

async function mailInvitation(ctx: AppContext, tx: Tx, actor: Actor, row: InvitationRow, token: string, language: Language) {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, actor.companyId));
  const [inviter] = await tx.select({ name: users.userName }).from(users).where(eq(users.id, actor.userId));
  const link = `${ctx.config.appUrl}/company/user-invitation/activation/${token}`;
  return invitationMail(language, row.email, row.name, company?.name ?? "", inviter?.name ?? "", link);
}

export async function createInvitation(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  body: { name: string; email: string; role_ids: string[] },
  language: Language,
) {
  const [member] = await tx
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, actor.companyId), eq(users.email, body.email)));
  if (member) throw fieldError({ email: [translate("invitation_already_member", language)] });
  const [pending] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, actor.companyId),
        eq(invitations.email, body.email),
        eq(invitations.status, "pending"),
        sql`${invitations.expiresAt} > now()`,
      ),
    );
  if (pending) throw fieldError({ email: [translate("invitation_pending", language)] });
  const roleIds = await assertRolesExist(tx, actor, body.role_ids);
  const id = newId();
  const [row] = await tx
    .insert(invitations)
    .values({
      companyId: actor.companyId,
      id,
      name: body.name,
      email: body.email,
      roleIds,
      status: "pending",
      invitedBy: actor.userId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    })
    .returning();
  const invitation = row as InvitationRow;
  const token = await issueLink(tx, actor.companyId, id);
  await audit(tx, actor, "create", "invitation", id, { name: body.name, email: body.email, role_ids: roleIds });
  const mail = await mailInvitation(ctx, tx, actor, invitation, token, language);
  const [data] = await presentInvitations(tx, actor, [invitation]);
  return { data, mail };
}

export async function resendInvitation(ctx: AppContext, tx: Tx, actor: Actor, id: string, language: Language) {
  const row = await findInvitation(tx, actor, id);
  if (row.status !== "pending") throw new AppError(409, "invitation_not_pending");
  const [updated] = await tx
    .update(invitations)
    .set({ expiresAt: new Date(Date.now() + INVITATION_TTL_MS), updatedAt: sql`now()` })
    .where(and(eq(invitations.companyId, actor.companyId), eq(invitations.id, id)))
    .returning();
  const token = await issueLink(tx, actor.companyId, id);
  await audit(tx, actor, "resend", "invitation", id, { email: row.email });
  const invitation = updated as InvitationRow;
  const mail = await mailInvitation(ctx, tx, actor, invitation, token, language);
  const [data] = await presentInvitations(tx, actor, [invitation]);
  return { data, mail };
}

export async function cancelInvitation(tx: Tx, actor: Actor, id: string) {
  const row = await findInvitation(tx, actor, id);
  if (row.status !== "pending") throw new AppError(409, "invitation_not_pending");
  await tx
    .update(invitations)
    .set({ status: "cancelled", updatedAt: sql`now()` })
    .where(and(eq(invitations.companyId, actor.companyId), eq(invitations.id, id)));
  await tx.delete(invitationTokens).where(and(eq(invitationTokens.companyId, actor.companyId), eq(invitationTokens.invitationId, id)));
  await audit(tx, actor, "cancel", "invitation", id, { email: row.email });
}

/** Finds a pending invitation by its link and points the transaction at its company. */
export async function openInvitation(tx: Tx, token: string) {
  const [link] = await tx.select().from(invitationTokens).where(tokenCondition(invitationTokens, token));
  if (!link) throw new AppError(400, "token_invalid");
  await setTenant(tx, { companyId: link.companyId, userId: null });
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.companyId, link.companyId), eq(invitations.id, link.invitationId)))
    .for("update");
  if (!row || row.status !== "pending" || row.expiresAt.getTime() < Date.now()) throw new AppError(400, "token_invalid");
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, link.companyId));
  const [user] = await tx.select().from(users).where(eq(users.email, row.email));
  return { invitation: row, companyName: company?.name ?? "", user };
}

/** Joins the invited person to the company, creating (and activating) their account when new. */
export async function acceptInvitation(
  ctx: AppContext,
  tx: Tx,
  token: string,
  password: string | undefined,
  language: Language,
) {
  const { invitation, companyName, user } = await openInvitation(tx, token);
  const companyId = invitation.companyId;
  const userId = user?.id ?? newId();
  if (!user) {
    if (!password) throw fieldError({ password: [renderTemplate("required", "password", language)] });
    await tx.insert(users).values({
      id: userId,
      userName: invitation.name,
      email: invitation.email,
      passwordHash: await ctx.passwords.hash(password),
      language,
      activatedAt: new Date(),
      activeCompanyId: companyId,
    });
  } else if (!user.activatedAt) {
    // The invitation mail proved the address.
    await tx.update(users).set({ activatedAt: new Date() }).where(eq(users.id, user.id));
  }
  const actor = { companyId, userId };
  await setTenant(tx, actor);
  await tx.insert(memberships).values({ companyId, userId: actor.userId }).onConflictDoNothing();
  // Roles deleted since the invitation was sent are skipped.
  const roleIds = invitation.roleIds.length
    ? await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.companyId, companyId), inArray(roles.id, invitation.roleIds)))
    : [];
  if (roleIds.length) {
    await tx
      .insert(memberRoles)
      .values(roleIds.map((r) => ({ companyId, userId: actor.userId, roleId: r.id })))
      .onConflictDoNothing();
  }
  await tx
    .update(invitations)
    .set({ status: "accepted", acceptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, invitation.id)));
  await tx.delete(invitationTokens).where(and(eq(invitationTokens.companyId, invitation.companyId), eq(invitationTokens.invitationId, invitation.id)));
  await audit(tx, actor, "accept", "invitation", invitation.id, { email: invitation.email, account_created: !user });
  return { companyName, email: invitation.email, accountCreated: !user };
}
