import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** People: accounts are global (one login for every company a person belongs to). */
export const users = pgTable("users", {
  id: uuid("id").primaryKey(),
  userName: text("user_name").notNull(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  avatar: text("avatar"),
  language: text("language").notNull().default("en"),
  activatedAt: timestamp("activated_at", { withTimezone: true }),
  activeCompanyId: uuid("active_company_id"),
  failedLoginCount: integer("failed_login_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use tokens for activation and password reset; only the SHA-256 of a token is kept. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["activation", "reset"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_tokens_user_idx").on(t.userId, t.purpose)],
);

/** Server-side sessions: a JWT names one, and logging out revokes it at once. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activeCompanyId: uuid("active_company_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Account-level events (sign-up, activation, password reset, login lock): not company data. */
export const accountEvents = pgTable(
  "account_events",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_events_user_idx").on(t.userId)],
);

/** Replays of POST requests carrying an Idempotency-Key, per caller. */
export const idempotencyKeys = pgTable("idempotency_keys", {
  scope: text("scope").notNull(),
  key: text("key").notNull(),
  requestHash: text("request_hash").notNull(),
  statusCode: integer("status_code"),
  responseBody: text("response_body"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.scope, t.key] })]);


/**
 * Invitation links are opened without a session, so the token must be found before the company's
 * rows can be read: this small index maps a token's hash to its company and invitation. Keyed by
 * company like every per-company table (the token names its company: platform/company-token.ts);
 * the index on the hash alone finds a token issued before tokens named their company.
 */
export const invitationTokens = pgTable(
  "invitation_tokens",
  {
    tokenHash: text("token_hash").notNull(),
    companyId: uuid("company_id").notNull(),
    invitationId: uuid("invitation_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "invitation_tokens_company_id_token_hash_pk", columns: [t.companyId, t.tokenHash] }),
    index("invitation_tokens_token_hash_idx").on(t.tokenHash),
    index("invitation_tokens_invitation_idx").on(t.companyId, t.invitationId),
  ],
);

/** API tokens are presented without a session, so their hash maps to the company and token first. */
export const apiTokenIndex = pgTable(
  "api_token_index",
  {
    tokenHash: text("token_hash").notNull(),
    companyId: uuid("company_id").notNull(),
    tokenId: uuid("token_id").notNull(),
  },
  (t) => [
    primaryKey({ name: "api_token_index_company_id_token_hash_pk", columns: [t.companyId, t.tokenHash] }),
    index("api_token_index_token_hash_idx").on(t.tokenHash),
    index("api_token_index_token_idx").on(t.companyId, t.tokenId),
  ],
);

/**
 * Secrets shared by every API process on PostgreSQL (the JWT key and its rotations): read once at
 * start through the owner's connection; the app's role has no privilege on it (0026).
 */
export const serverSecrets = pgTable(
  "server_secrets",
  {
    purpose: text("purpose").notNull(),
    id: integer("id").notNull(),
    secret: text("secret").notNull(),
    signsFrom: timestamp("signs_from", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "server_secrets_purpose_id_pk", columns: [t.purpose, t.id] })],
);
