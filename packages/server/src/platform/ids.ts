import { createHash, randomBytes } from "node:crypto";
import { v7 } from "uuid";

/** Time-ordered UUIDs (v7), made by the app. */
export const newId = (): string => v7();

/** A random token of 256 bits, URL-safe; only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString("base64url");

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
