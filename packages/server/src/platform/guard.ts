import { buildAbility, normaliseRules, opensPickLists, type Language, type PermissionRule, manageAll } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { apiTokenIndex } from "../db/schema/index.js";
import type { Tx } from "../db/client.js";
import { beginPooled, inTransaction, pooledClient, type TransactionOptions } from "../db/tenant.js";
import { API_TOKEN_PREFIX } from "./api-token.js";
import { tokenCondition } from "./company-token.js";
import type { AuthState } from "./context.js";
import { AppError, forbidden, unauthenticated } from "./errors.js";
import { pickLanguage } from "./language.js";
import { TOKEN_RENEW_AFTER_SECONDS, type TokenClaims } from "./tokens.js";

interface SessionRow extends Record<string, unknown> {
  r_language: string;
  r_is_member: boolean;
  r_is_owner: boolean | null;
  r_is_national: boolean | null;
  r_rules: PermissionRule[] | string;
}

/** The guard's one query: the session, the user and their permissions in the token's company. */
const sessionQuery = "SELECT * FROM neraca_session";

/** The session as the guard keeps it, from its row (none: the session is over or unknown). */
function authOfSession(claims: TokenClaims, row: SessionRow | undefined): AuthState | null {
  if (!row) return null;
  const { sessionId, userId, companyId } = claims;
  const member = companyId !== null && row.r_is_member;
  const stored = typeof row.r_rules === "string" ? (JSON.parse(row.r_rules) as PermissionRule[]) : row.r_rules;
  const rules = !member ? [] : row.r_is_owner ? manageAll : normaliseRules(stored);
  return {
    sessionId,
    userId,
    companyId: member ? companyId : null,
    isOwner: member && row.r_is_owner === true,
    isNational: member && row.r_is_national === true,
    rules,
    ability: buildAbility(rules),
    language: row.r_language === "id" ? "id" : "en",
    issuedAt: claims.issuedAt,
  };
}

/** Loads the session, the user and their permissions in the token's company: one round trip. */
async function loadAuth(app: FastifyInstance, token: string): Promise<AuthState | null> {
  const claims = await app.ctx.tokens.verify(token);
  if (!claims) return null;
  const { sessionId, userId, companyId } = claims;
  const result = await app.ctx.database.db.execute<SessionRow>(
    sql`${sql.raw(sessionQuery)}(${sessionId}::uuid, ${userId}::uuid, ${companyId}::uuid)`,
  );
  return authOfSession(claims, (result as unknown as { rows: SessionRow[] }).rows[0]);
}

interface TokenRow extends Record<string, unknown> {
  token_id: string;
  company_id: string;
  created_by: string;
  rules: PermissionRule[] | string;
  stale: boolean;
}

/** An integration token: acts in its company with the permissions of its roles, on behalf of its creator. */
async function loadApiToken(app: FastifyInstance, token: string, language: Language): Promise<AuthState | null> {
  const db = app.ctx.database.db;
  const [link] = await db.select().from(apiTokenIndex).where(tokenCondition(apiTokenIndex, token, token.slice(API_TOKEN_PREFIX.length)));
  if (!link) return null;
  const row = await inTransaction(db, { companyId: link.companyId, userId: null }, async (tx) => {
    const result = await tx.execute<TokenRow>(sql`
      SELECT t.id AS token_id, t.company_id, t.created_by,
        COALESCE((SELECT json_agg(json_build_object('action', rp.action, 'subject', rp.resource))
          FROM role_permissions rp WHERE rp.company_id = t.company_id AND rp.role_id = ANY(t.role_ids)), '[]'::json) AS rules,
        (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute') AS stale
      FROM integration_tokens t
      WHERE t.company_id = ${link.companyId} AND t.id = ${link.tokenId} AND t.revoked_at IS NULL`);
    const found = (result as unknown as { rows: TokenRow[] }).rows[0];
    if (found?.stale) {
      await tx.execute(sql`UPDATE integration_tokens SET last_used_at = now() WHERE company_id = ${link.companyId} AND id = ${link.tokenId}`);
    }
    return found;
  });
  if (!row) return null;
  const stored = typeof row.rules === "string" ? (JSON.parse(row.rules) as PermissionRule[]) : row.rules;
  const rules = normaliseRules(stored);
  return {
    sessionId: `token:${row.token_id}`,
    userId: row.created_by,
    companyId: row.company_id,
    isOwner: false,
    isNational: false,
    rules,
    ability: buildAbility(rules),
    language,
    issuedAt: Math.floor(Date.now() / 1000),
    tokenId: row.token_id,
  };
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function renewIfOld(app: FastifyInstance, auth: AuthState, reply: FastifyReply) {
  const age = Math.floor(Date.now() / 1000) - auth.issuedAt;
  if (age < TOKEN_RENEW_AFTER_SECONDS) return;
  const token = await app.ctx.tokens.sign({
    sessionId: auth.sessionId,
    userId: auth.userId,
    companyId: auth.companyId,
  });
  reply.header("Authorization", `Bearer ${token}`);
}

/** The session found (or none): kept on the request, its language taken, the token renewed when old. */
async function settle(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, auth: AuthState | null, isApiToken: boolean) {
  request.auth = auth;
  if (auth && !isApiToken) {
    request.language = pickLanguage(request.headers["accept-language"], auth.language);
    await renewIfOld(app, auth, reply);
  }
}

/** Whether the caller may use the route: 401 without a session, 403 without the company or the permission. */
function admit(request: FastifyRequest, auth: AuthState | null) {
  const config = request.routeOptions.config ?? {};
  const access = config.access ?? "company";
  if (access === "public") return;
  if (!auth) throw unauthenticated();
  // Integration tokens act on company data only, never on a person's account.
  if (access === "user") {
    if (auth.tokenId) throw forbidden();
    return;
  }
  if (!auth.companyId) throw new AppError(403, "no_company");
  const permission = config.permission;
  if (permission && !auth.ability.can(permission.action, permission.resource)) {
    if (!(config.lookup && opensPickLists(auth.rules))) throw forbidden();
  }
}

/** Authentication and authorization on every route (DESIGN §7): fails closed. */
export const guardPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("language", "en" as Language);
  app.decorateRequest("auth", null);
  app.decorateRequest("pendingSession", null);
  const pooled = pooledClient(app.ctx.database.db) !== null;
  app.addHook("onRequest", async (request, reply) => {
    const config = request.routeOptions.config ?? {};
    const access = config.access ?? "company";
    const token = bearer(request);
    request.language = pickLanguage(request.headers["accept-language"], null);
    if (!request.routeOptions.url) return; // unknown route: the not-found handler answers
    if (access === "public" && !token) return;
    const isApiToken = token?.startsWith(API_TOKEN_PREFIX) ?? false;
    if (token && !isApiToken && pooled && config.sessionInTransaction) {
      // The session is read in the handler's transaction, in the message that begins it
      // (guardedTransaction): one round trip fewer. A token not signed here is refused now.
      const claims = await app.ctx.tokens.verify(token);
      if (!claims) throw unauthenticated();
      if (claims.companyId) {
        request.pendingSession = claims;
        return;
      }
    }
    const auth = !token ? null : isApiToken ? await loadApiToken(app, token, request.language) : await loadAuth(app, token);
    await settle(app, request, reply, auth, isApiToken);
    admit(request, auth);
  });
  // Fails closed: a route that left its session to its handler answers nothing until it was read.
  app.addHook("onSend", async (request, reply) => {
    if (request.pendingSession && reply.statusCode < 400) throw new Error(`${request.routeOptions.url}: the session was never checked`);
  });
});

/**
 * The transaction of a route registered with `sessionInTransaction` (and `attachValidation`): on
 * PostgreSQL the guard left the session to it, and it is read in the same message as BEGIN; then
 * the guard's answers come in the guard's order (401, 403, then the query's 422) before any work.
 * Elsewhere (PGlite, integration tokens) the guard has read the session already, and this is
 * `inTransaction` after the query's 422. The work gets the caller's session.
 */
export async function guardedTransaction<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: TransactionOptions,
  work: (tx: Tx, auth: AuthState) => Promise<T>,
): Promise<T> {
  const app = request.server;
  const db = app.ctx.database.db;
  const claims = request.pendingSession;
  const pool = pooledClient(db);
  if (!claims || !pool) {
    if (request.validationError) throw request.validationError;
    const auth = userOf(request);
    return inTransaction(db, actorOf(request), (tx) => work(tx, auth), options);
  }
  request.pendingSession = null;
  const { sessionId, userId, companyId } = claims;
  const begun = await beginPooled(db, pool, { companyId, userId }, options, (literal) =>
    `${sessionQuery}(${literal(sessionId)}::uuid, ${literal(userId)}::uuid, ${literal(companyId)}::uuid)`,
  );
  let auth: AuthState | null;
  try {
    auth = authOfSession(claims, begun.rows[0] as SessionRow | undefined);
    await settle(app, request, reply, auth, false);
    admit(request, auth);
    if (request.validationError) throw request.validationError;
  } catch (error) {
    await begun.abandon();
    throw error;
  }
  const admitted = auth as AuthState;
  return begun.run((tx) => work(tx, admitted));
}

/** The active company and user of a `company` route (the guard has made sure they exist). */
export function actorOf(request: FastifyRequest): { companyId: string; userId: string } {
  const auth = request.auth;
  if (!auth?.companyId) throw unauthenticated();
  return { companyId: auth.companyId, userId: auth.userId };
}

export function userOf(request: FastifyRequest): AuthState {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
