import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  appUrl: string;
  /** JWT_SECRET; null: the keys are generated and kept (platform/secrets.ts). */
  jwtSecret: string | null;
  logLevel: string;
  /** S3-compatible storage for attachments (`s3://KEY:SECRET@host:port/bucket?region=…`); else DATA_DIR/files. */
  s3Url: string | null;
  /** The largest attachment accepted, in bytes (UPLOAD_MAX_BYTES, 10 MB by default). */
  uploadMaxBytes: number;
  /** Lower argon2 cost, for the test suite only. */
  fastHashing: boolean;
  /**
   * Multiplies every abuse limit of the public doors (platform/rate-limits.ts): 1 by default,
   * 10 ten times looser, 0 off (RATE_LIMIT_FACTOR; for load tests and test suites).
   */
  rateLimitFactor: number;
}

export const SECRET_FILE = "jwt-secret";

/** The JWT secret of a single process on PGlite: generated once and kept in DATA_DIR. */
export function loadSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export const UPLOAD_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;

function positiveInteger(value: string | undefined, name: string): number | null {
  if (value === undefined || value === "") return null;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`${name} must be a positive whole number of bytes, got "${value}"`);
  return Number(value);
}

function rateLimitFactor(value: string | undefined): number {
  if (value === undefined || value === "") return 1;
  const factor = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(factor)) {
    throw new Error(`RATE_LIMIT_FACTOR must be a number of 0 or more (0 turns the limits off), got "${value}"`);
  }
  return factor;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? "./data");
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    jwtSecret: env.JWT_SECRET || overrides.jwtSecret || null,
    logLevel: env.LOG_LEVEL ?? "info",
    s3Url: env.S3_URL || null,
    uploadMaxBytes: positiveInteger(env.UPLOAD_MAX_BYTES, "UPLOAD_MAX_BYTES") ?? UPLOAD_MAX_BYTES_DEFAULT,
    fastHashing: false,
    rateLimitFactor: rateLimitFactor(env.RATE_LIMIT_FACTOR),
    ...overrides,
  };
}
