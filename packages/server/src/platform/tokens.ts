import { jwtVerify, SignJWT } from "jose";

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

export class TokenSigner {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: Omit<TokenClaims, "issuedAt">): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, cid: claims.companyId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
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
