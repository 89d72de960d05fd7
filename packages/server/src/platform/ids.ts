import { createHash, randomBytes } from "node:crypto";
import { v7 } from "uuid";

/** Time-ordered UUIDs (v7), made by the app. */
export const newId = (): string => v7();

/**
 * `count` time-ordered UUIDs (v7) at once, for rows written together (a statement's 20 000 lines):
 * one made as `newId` makes it, the rest counting up in its last 48 random bits (10 µs each otherwise).
 */
export function newIds(count: number): string[] {
  const first = v7();
  const head = first.slice(0, 24);
  const tail = Number.parseInt(first.slice(24), 16);
  return Array.from({ length: count }, (_, i) => (i === 0 ? first : `${head}${((tail + i) % 2 ** 48).toString(16).padStart(12, "0")}`));
}

/** A random token of 256 bits, URL-safe; only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString("base64url");

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
