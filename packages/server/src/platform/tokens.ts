import { decodeProtectedHeader, jwtVerify, SignJWT } from "jose";

/** The JWT names a server-side session and the active company; it is short-lived and renewed. */
export interface TokenClaims {
  sessionId: string;
  userId: string;
  companyId: string | null;
  issuedAt: number;
}

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** A token older than this is replaced (sliding renewal) on its next use. */
export const TOKEN_RENEW_AFTER_SECONDS = 60 * 60;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Verified tokens remembered (until they expire): a client sends the same token on every request. */
const VERIFIED_MAX = 10_000;

/**
 * A key that signs or verifies session tokens. `id` goes in the token's header (`kid`); null for a
 * single secret (JWT_SECRET, or PGlite's DATA_DIR file). `signsFrom` (epoch ms): a rotated key is
 * known to every process before it signs (docs/deployment.md).
 */
export interface SigningKey {
  id: string | null;
  secret: string;
  signsFrom: number;
}

interface LoadedKey extends SigningKey {
  key: Uint8Array;
}

export class TokenSigner {
  /** In the order of their ids: the last whose signsFrom has passed signs; every one verifies. */
  private readonly keys: LoadedKey[];
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  constructor(keys: SigningKey[] | string) {
    const list = typeof keys === "string" ? [{ id: null, secret: keys, signsFrom: 0 }] : keys;
    if (list.length === 0) throw new Error("no key to sign session tokens with");
    this.keys = list.map((key) => ({ ...key, key: new TextEncoder().encode(key.secret) }));
  }

  private signingKey(): LoadedKey {
    const now = Date.now();
    return this.keys.filter((key) => key.signsFrom <= now).at(-1) ?? (this.keys[0] as LoadedKey);
  }

  sign(claims: Omit<TokenClaims, "issuedAt">): Promise<string> {
    const { id, key } = this.signingKey();
    return new SignJWT({ sid: claims.sessionId, cid: claims.companyId })
      .setProtectedHeader(id === null ? { alg: "HS256" } : { alg: "HS256", kid: id })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
      .sign(key);
  }

  /** The keys a token may be signed with: the one its header names; every key for a token without one. */
  private candidates(token: string): LoadedKey[] {
    let kid: unknown;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      return [];
    }
    return typeof kid === "string" ? this.keys.filter((key) => key.id === kid) : this.keys;
  }

  /**
   * The claims of a token signed by this server and not expired, else null. The signature is
   * checked once per token; the session it names is still loaded on every request (guard).
   */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.claims;
      this.verified.delete(token);
    }
    for (const { key } of this.candidates(token)) {
      const claims = await this.verifyWith(token, key);
      if (claims) return claims;
    }
    return null;
  }

  private async verifyWith(token: string, key: Uint8Array): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
      if (typeof payload.sid !== "string" || typeof payload.sub !== "string" || typeof payload.exp !== "number") return null;
      const claims = {
        sessionId: payload.sid,
        userId: payload.sub,
        companyId: typeof payload.cid === "string" ? payload.cid : null,
        issuedAt: payload.iat ?? 0,
      };
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}
