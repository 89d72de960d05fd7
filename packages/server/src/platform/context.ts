import type { Action, AppAbility, Language, PermissionRule, Resource } from "@neraca/core";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import type { RequestScope } from "../db/tenant.js";
import type { Mailer } from "./mail.js";
import type { PasswordHasher } from "./passwords.js";
import type { FileStorage } from "./storage.js";
import type { TokenClaims, TokenSigner } from "./tokens.js";

/** What every module needs, built once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
  passwords: PasswordHasher;
  tokens: TokenSigner;
  /** Uploaded files (attachments): DATA_DIR/files, or S3 when S3_URL is set. */
  storage: FileStorage;
  /** Set by a graceful shutdown: `/api/ready` answers 503 so a load balancer stops sending requests. */
  lifecycle: { draining: boolean };
}

export interface AuthState {
  sessionId: string;
  userId: string;
  /** The active company, null until one is registered or chosen (or when membership ended). */
  companyId: string | null;
  isOwner: boolean;
  isNational: boolean;
  rules: PermissionRule[];
  ability: AppAbility;
  language: Language;
  issuedAt: number;
  /** Set when the caller is an integration token rather than a person's session. */
  tokenId?: string;
}

/**
 * Who may call a route: `public` anyone; `user` any logged-in user (their own profile);
 * `company` a member of the active company holding `permission` when one is named.
 * Routes are `company` unless they say otherwise, so a forgotten setting fails closed.
 */
export interface RouteAccess {
  access?: "public" | "user" | "company";
  permission?: { action: Action; resource: Resource };
  /**
   * A pick list (accounts, offices, contacts, …): also open to whoever may create or edit any
   * transaction or read any report, since documents and report filters pick from them.
   */
  lookup?: boolean;
  /**
   * The route's handler reads the session in its own transaction (`guardedTransaction`), which
   * also answers the query's 422 after the guard's 401 and 403: set by `registerReport` only,
   * together with `attachValidation`.
   */
  sessionInTransaction?: boolean;
}

export interface RouteEntry extends RouteAccess {
  method: string;
  url: string;
  /** The zod schema of the body, when the route takes one. */
  body?: unknown;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    language: Language;
    auth: AuthState | null;
    /** A verified token whose session the route's transaction reads (`sessionInTransaction`). */
    pendingSession: TokenClaims | null;
    /** The transaction an Idempotency-Key request holds open until its answer is stored with it. */
    idempotency: RequestScope | null;
  }
  interface FastifyContextConfig extends RouteAccess {}
}
