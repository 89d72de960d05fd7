import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Queryable, Tx } from "../db/client.js";
import { finishRequestTransaction, holdRequestTransaction } from "../db/tenant.js";
import { idempotencyKeys } from "../db/schema/index.js";
import { AppError } from "./errors.js";

const KEY_LENGTH_MAX = 200;
const KEEP_HOURS = 24;
/** How long a request waits for a twin (same key) still running before answering 409 "in progress". */
const TWIN_WAIT_MS = 10_000;

const isLockTimeout = (error: unknown) => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === "55P03") return true;
  }
  return false;
};

interface Claim {
  scope: string;
  key: string;
  requestHash: string;
}

interface StoredRow {
  requestHash: string;
  statusCode: number | null;
  responseBody: string | null;
}

/**
 * The answer a twin of this request committed meanwhile (same caller, key and request): thrown out
 * of the request's transaction, and sent as the first answer was (`errorHandler`).
 */
export class StoredAnswer extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super("idempotent replay");
  }
}

/** Sends a stored answer as it was first sent. */
export function sendStoredAnswer(reply: FastifyReply, answer: { statusCode: number; body: string }) {
  return reply
    .code(answer.statusCode)
    .header("content-type", "application/json; charset=utf-8")
    .header("idempotent-replayed", "true")
    .send(answer.body);
}

/**
 * The key of a POST on a company's data (its documents, journals, settings). The public doors and a
 * person's own account (sign-up, login, password reset) take none: they create no money, their
 * attempts are counted whatever the answer (rate limits, failed logins), and their mails leave at once.
 */
function claimOf(request: FastifyRequest): Claim | null {
  const key = request.headers["idempotency-key"];
  if (request.method !== "POST" || typeof key !== "string" || key === "") return null;
  const access = request.routeOptions.config?.access ?? "company";
  const companyId = request.auth?.companyId;
  if (access !== "company" || !request.auth || !companyId) return null;
  if (key.length > KEY_LENGTH_MAX) {
    throw new AppError(422, "validation_failed", {}, { "Idempotency-Key": [`max ${KEY_LENGTH_MAX}`] });
  }
  const scope = `user:${request.auth.userId}:${companyId}`;
  // A file sent as the body (a CSV or XLSX upload) is hashed as its bytes, not as JSON of them.
  const body = Buffer.isBuffer(request.body) ? request.body : JSON.stringify(request.body ?? null);
  const requestHash = createHash("sha256").update(`${request.method} ${request.url}\n`).update(body).digest("hex");
  return { scope, key, requestHash };
}

async function storedRow(db: Queryable, claim: Claim): Promise<StoredRow | undefined> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, statusCode: idempotencyKeys.statusCode, responseBody: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  return row;
}

/** The answer for a key already used: a replay, or a refusal when the request differs. */
function answerOf(row: StoredRow, claim: Claim): StoredAnswer {
  if (row.requestHash !== claim.requestHash) throw new AppError(422, "idempotency_mismatch");
  if (row.statusCode === null || row.responseBody === null) throw new AppError(409, "idempotency_in_progress");
  return new StoredAnswer(row.statusCode, row.responseBody);
}

/**
 * The key's row, first thing in the request's transaction. A twin running at the same moment
 * inserted it too: this insert waits for the twin's transaction, and then either the twin committed
 * (its answer is replayed) or it rolled back (this request does the work).
 */
async function takeKey(tx: Tx, claim: Claim): Promise<void> {
  // A twin still running holds the key's index entry: wait for it a while, not for as long as it
  // runs with a pooled connection each (a client retrying one slow request could take them all).
  await tx.execute(sql`SELECT set_config('lock_timeout', ${`${TWIN_WAIT_MS}ms`}, true)`);
  let inserted: { key: string }[];
  try {
    inserted = await tx
      .insert(idempotencyKeys)
      .values({ scope: claim.scope, key: claim.key, requestHash: claim.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
  } catch (error) {
    if (isLockTimeout(error)) throw new AppError(409, "idempotency_in_progress", {}, undefined, { "retry-after": "5" });
    throw error;
  }
  await tx.execute(sql`SELECT set_config('lock_timeout', '0', true)`);
  if (inserted.length > 0) return;
  const row = await storedRow(tx, claim);
  if (!row) throw new AppError(409, "idempotency_in_progress");
  throw answerOf(row, claim);
}

/**
 * `Idempotency-Key` on POST. The key's row and the answer are written in the request's own
 * transaction, with its work: the request's write work is held in one transaction
 * (`holdRequestTransaction`) whose first statement takes the key and whose last, once the answer is
 * known (onSend), stores it, before the COMMIT. So after any crash or lost connection a retry either
 * finds the committed answer and gets it again, or finds nothing and does the work, once; a key
 * whose first request died is never left "in progress".
 *
 * Only successful answers (2xx) are kept: a refused request rolls back and keeps nothing, so its
 * retry is judged again. The same key with another request is refused (422) for 24 hours.
 */
const claims = new WeakMap<FastifyRequest, Claim>();

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const db = app.ctx.database.db;
  app.decorateRequest("idempotency", null);

  // Callback style: the rest of the request (the handler) runs inside the scope the transaction is held in.
  app.addHook("preHandler", (request, reply, done) => {
    let claim: Claim | null;
    try {
      claim = claimOf(request);
    } catch (error) {
      return done(error as Error);
    }
    if (!claim) return done();
    const taken = claim;
    claims.set(request, taken);
    storedRow(db, taken).then(
      (row) => {
        if (row) {
          try {
            const answer = answerOf(row, taken);
            sendStoredAnswer(reply, answer);
          } catch (error) {
            done(error as Error);
          }
          return;
        }
        if (Math.random() < 0.01) void forgetOldKeys(app);
        request.idempotency = holdRequestTransaction({ begin: (tx) => takeKey(tx, taken) }, () => done());
      },
      (error: Error) => done(error),
    );
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const scope = request.idempotency;
    if (!scope) return payload;
    request.idempotency = null;
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    const claim = claims.get(request) as Claim;
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    // A failed COMMIT (the connection lost) throws here: the answer becomes the error's (503), and
    // the retry learns from the database whether the work was done.
    await finishRequestTransaction(scope, success, async (tx) => {
      // An answer without a text body (204, a file) is kept as its status with an empty body.
      const body = typeof payload === "string" ? payload : "";
      await tx.update(idempotencyKeys).set({ statusCode: reply.statusCode, responseBody: body }).where(where);
    });
    return payload;
  });

  // A safety net: a request answered without passing onSend gives its transaction back. (A client
  // that goes away mid-way changes nothing: the handler finishes, onSend commits the work with its
  // answer, and the client's retry gets it.)
  app.addHook("onResponse", async (request) => {
    const scope = request.idempotency;
    if (!scope) return;
    request.idempotency = null;
    await finishRequestTransaction(scope, false);
  });
});

async function forgetOldKeys(app: FastifyInstance) {
  try {
    await app.ctx.database.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`));
  } catch (error) {
    app.log.warn({ err: error }, "idempotency keys: clean-up failed");
  }
}
