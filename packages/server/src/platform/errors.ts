import type { FieldErrors, MessageKey } from "@neraca/core";

/**
 * A failure the client caused or may see: a status, a message key (translated when sent) and,
 * for validation, errors per field; `data`, what the client needs to act on it (the accounts of a
 * statement file to choose among, the import a file's lines belong to). Anything else thrown is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    readonly data?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

export const notFound = () => new AppError(404, "not_found");
export const forbidden = () => new AppError(403, "forbidden");
export const unauthenticated = () => new AppError(401, "unauthenticated");
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(409, key, params);
export const unprocessable = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(422, key, params);

/** A 422 with errors per field, already translated. */
export const fieldError = (errors: FieldErrors) =>
  new AppError(422, "validation_failed", {}, errors);

/** Carries zod issues from the validator compiler to the error handler. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(
    readonly issues: readonly unknown[],
    readonly part: string,
  ) {
    super("validation");
  }
}

/** PostgreSQL unique violation on a named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return !!e && e.code === "23505" && (!constraint || e.constraint === constraint);
}

/** A number too large for its column (balances are integer cents: 92 233 720 368 547 758.07 at most). */
export function isOutOfRange(error: unknown): boolean {
  return findPgError(error)?.code === "22003";
}

export function isForeignKeyViolation(error: unknown): boolean {
  return findPgError(error)?.code === "23503";
}

/**
 * A prepared statement the server no longer has (26000), or whose cached plan no longer fits the
 * tables (0A000: a migration while running): the connection that holds it should be closed.
 */
export function isPreparedStatementGone(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code === "26000" || code === "0A000";
}

/** Our triggers raise with a hint `neraca:<rule>`; returns the rule and message of such an error. */
export function databaseRule(error: unknown): { rule: string; message: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { hint?: unknown; message?: string; cause?: unknown };
    if (typeof e.hint === "string" && e.hint.startsWith("neraca:")) return { rule: e.hint.slice(7), message: e.message ?? "" };
    current = e.cause;
  }
  return null;
}

/**
 * The database could not be reached or dropped the connection (stopped, restarting, failed over,
 * the backend terminated): the request is answered 503, and the connection it used is discarded.
 * Whether a COMMIT that failed this way took effect is unknown to the app: an Idempotency-Key retry
 * tells (its answer is written in the work's own transaction).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof e.code === "string" ? e.code : "";
    // 08xxx connection exceptions; 57P01-57P03 admin/crash shutdown, cannot connect now.
    if (/^08[0-9A-Z]{3}$/.test(code) || code === "57P01" || code === "57P02" || code === "57P03") return true;
    if (["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"].includes(code)) return true;
    const message = typeof e.message === "string" ? e.message : "";
    // node-postgres's own messages for a socket that closed, a client no longer usable, a connect that timed out.
    if (/Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/i.test(message)) return true;
    current = e.cause;
  }
  return false;
}

/** The transaction lost a race the database resolves by aborting one side (deadlock 40P01, serialization 40001). */
export function isTransactionConflict(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code === "40P01" || code === "40001";
}

function findPgError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e as { code: string };
    current = e.cause;
  }
  return null;
}
