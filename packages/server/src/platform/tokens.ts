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

export class TokenSigner {
  private readonly key: Uint8Array;

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

  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      if (typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
      return {
        sessionId: payload.sid,
        userId: payload.sub,
        companyId: typeof payload.cid === "string" ? payload.cid : null,
        issuedAt: payload.iat ?? 0,
      };
    } catch {
      return null;
    }
  }
}
