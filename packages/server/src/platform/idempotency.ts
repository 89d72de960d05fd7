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

function claimOf(request: FastifyRequest): Claim | null {
  const key = request.headers["idempotency-key"];
  if (request.method !== "POST" || typeof key !== "string" || key === "") return null;
  if (key.length > KEY_LENGTH_MAX) {
    throw new AppError(422, "validation_failed", {}, { "Idempotency-Key": [`max ${KEY_LENGTH_MAX}`] });
  }
  const scope = request.auth ? `user:${request.auth.userId}:${request.auth.companyId ?? "-"}` : `ip:${request.ip}`;
  const requestHash = createHash("sha256")
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest("hex");
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
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope: claim.scope, key: claim.key, requestHash: claim.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
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
    const claim = claimOf(request) as Claim;
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    // A failed COMMIT (the connection lost) throws here: the answer becomes the error's (503), and
    // the retry learns from the database whether the work was done.
    await finishRequestTransaction(scope, success, async (tx) => {
      if (typeof payload === "string") {
        await tx.update(idempotencyKeys).set({ statusCode: reply.statusCode, responseBody: payload }).where(where);
      } else {
        // An answer that is not text (a file) is not kept: the key is let go, so a retry works again.
        await tx.delete(idempotencyKeys).where(where);
      }
    });
    return payload;
  });

  // A request that ended without an answer (the client went away mid-way) gives its transaction back.
  const release = async (request: FastifyRequest) => {
    const scope = request.idempotency;
    if (!scope) return;
    request.idempotency = null;
    await finishRequestTransaction(scope, false);
  };
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);
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
