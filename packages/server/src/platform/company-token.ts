import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { hashToken, newToken } from "./ids.js";

/**
 * Tokens presented before any session (an invitation link, an integration token) name their company:
 * its id as 32 hex digits, then 256 random bits (43 URL-safe characters), no separator (a link stays
 * one plain path segment). The company part is no secret and proves nothing: the lookup matches
 * the hash of the whole token within that company, so a token whose company part was changed finds
 * nothing. It lets the lookup key on (company_id, token_hash) like every per-company table, and go to
 * one company's rows (one shard when the schema is distributed by company_id).
 */
const COMPANY_TOKEN = /^([0-9a-f]{32})[A-Za-z0-9_-]{43}$/;

export function newCompanyToken(companyId: string): string {
  const hex = companyId.replaceAll("-", "").toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error(`not a company id: ${companyId}`);
  return `${hex}${newToken()}`;
}

/** The company a token names; null for a token issued before tokens named it (or not one of ours). */
export function companyOfToken(token: string): string | null {
  const hex = COMPANY_TOKEN.exec(token)?.[1];
  return hex ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : null;
}

/**
 * The condition that finds a token's row: its company and hash; the hash alone for a token that
 * names no company (issued before migration 0026; non-unique index on the hash).
 * `body`: the part of the token after a fixed prefix (`nrc_`), which the company part starts.
 */
export function tokenCondition(columns: { companyId: PgColumn; tokenHash: PgColumn }, token: string, body = token): SQL {
  const companyId = companyOfToken(body);
  const hashMatches = eq(columns.tokenHash, hashToken(token));
  return companyId ? (and(eq(columns.companyId, companyId), hashMatches) as SQL) : hashMatches;
}
