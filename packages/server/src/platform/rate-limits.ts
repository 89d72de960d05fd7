import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.js";
import { AppError } from "./errors.js";

/** At most `max` requests in (a sliding) `windowSeconds`, per client address or per target. */
interface Limit {
  per: "client" | "target";
  max: number;
  windowSeconds: number;
}

interface RateLimitRule {
  /** Every request counts, a refused one too (so hammering a closed door keeps it closed). */
  attempts: readonly Limit[];
  /**
   * Counted only when the answer has one of these statuses (a wrong password), and checked before
   * every request: past the limit even a right password is refused until the window ends.
   */
  failures?: { statuses: readonly number[]; limits: readonly Limit[] };
  /** What a per-target limit keys on: the e-mail address of the body unless said otherwise. */
  target?: (request: FastifyRequest) => string | null;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The limits of the public doors at RATE_LIMIT_FACTOR 1. Each is far above what a real office does
 * (a whole staff behind one NAT address signing up or logging in on its first morning), and far
 * below what a script does. A client address is `request.ip` (X-Forwarded-For is trusted: put a proxy
 * in front that sets it); an IPv6 client is its /64, what one line or host is usually given.
 */
export const RATE_LIMIT_RULES = {
  // Each sign-up mails an activation link. An office signs up its owner or two and invites the rest
  // (invitations have limits of their own): twenty accounts an hour from one address is more than a
  // real office meets, and stops one client signing up forty accounts in seconds. A few attempts an
  // hour for one e-mail address (a retyped form, a lost mail).
  signup: {
    attempts: [
      { per: "client", max: 20, windowSeconds: HOUR },
      { per: "target", max: 5, windowSeconds: HOUR },
    ],
  },
  // Tens of logins a minute for one account (several tabs, devices, an integration) and hundreds
  // per ten minutes from one address; failures over many accounts from one address (password
  // spraying) stop at 50 per ten minutes. Five failures in a row still lock one account (auth).
  login: {
    attempts: [
      { per: "client", max: 600, windowSeconds: 10 * MINUTE },
      { per: "target", max: 30, windowSeconds: MINUTE },
    ],
    failures: { statuses: [401], limits: [{ per: "client", max: 50, windowSeconds: 10 * MINUTE }] },
  },
  // A reset or activation mail: a few an hour to one address, a hundred an hour from one address.
  password_reset_mail: {
    attempts: [
      { per: "client", max: 100, windowSeconds: HOUR },
      { per: "target", max: 5, windowSeconds: HOUR },
    ],
  },
  activation_mail: {
    attempts: [
      { per: "client", max: 100, windowSeconds: HOUR },
      { per: "target", max: 5, windowSeconds: HOUR },
    ],
  },
  // Redeeming a mailed link (activation, password reset, opening or accepting an invitation): the
  // tokens cannot be guessed, but nobody opens 300 links in ten minutes.
  mailed_link: { attempts: [{ per: "client", max: 300, windowSeconds: 10 * MINUTE }] },
  // Invitations are sent by a logged-in member, to any address: 300 an hour from one address (an
  // office inviting its staff by hand), 10 an hour to one address from any company.
  invitation_mail: {
    attempts: [
      { per: "client", max: 300, windowSeconds: HOUR },
      { per: "target", max: 10, windowSeconds: HOUR },
    ],
  },
  // Sending an invitation's link again: 5 an hour for one invitation (one address).
  invitation_resend: {
    attempts: [
      { per: "client", max: 300, windowSeconds: HOUR },
      { per: "target", max: 5, windowSeconds: HOUR },
    ],
    target: (request) => {
      const id = (request.params as { id?: unknown } | undefined)?.id;
      return typeof id === "string" ? id : null;
    },
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The abuse limit of a public door (RATE_LIMIT_RULES): checked before the handler. */
    rateLimit?: RateLimitName;
  }
}

declare module "./context.js" {
  interface RouteEntry {
    /** Kept in the route table, so a test can prove every public door has its limit. */
    rateLimit?: RateLimitName;
  }
}

const KEY_LENGTH_MAX = 320;

function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : null;
}

/** An IPv4 address as it is; an IPv6 one as its /64 (a host or line gets a whole /64). */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.split("%")[0]!.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

interface Counter {
  bucket: string;
  key: string;
  max: number;
  windowSeconds: number;
}

interface CounterRow extends Record<string, unknown> {
  bucket: string;
  key: string;
  hits: number;
  retry_seconds: number;
}

function countersOf(name: string, limits: readonly Limit[], client: string, target: string | null, factor: number) {
  const counters: Counter[] = [];
  for (const limit of limits) {
    const key = limit.per === "client" ? client : target;
    if (key === null || key === "") continue;
    counters.push({
      bucket: `${name}:${limit.per}`,
      key: key.slice(0, KEY_LENGTH_MAX),
      max: Math.max(1, Math.round(limit.max * factor)),
      windowSeconds: limit.windowSeconds,
    });
  }
  // One order for every request, so two requests never wait on each other's rows crosswise.
  return counters.sort((a, b) => (a.bucket + a.key < b.bucket + b.key ? -1 : 1));
}

const rowsOf = (result: unknown) => (result as { rows: CounterRow[] }).rows;
const windowStart = (seconds: number) =>
  sql`date_bin(make_interval(secs => ${seconds}::integer), now(), timestamptz '2000-01-01 00:00:00+00')`;

const counterValues = (counters: Counter[]) =>
  sql.join(
    counters.map((c) => sql`(${c.bucket}::text, ${c.key}::text, ${windowStart(c.windowSeconds)}, ${c.windowSeconds}::integer)`),
    sql`, `,
  );

/** The previous window's hits, weighted by how much of it lies within one window's length of now (`r`: a counter row). */
const previousWeighted = (r: string) =>
  sql.raw(`coalesce((SELECT p.hits FROM rate_limit_counters p WHERE p.bucket = ${r}.bucket AND p.key = ${r}.key
      AND p.window_start = ${r}.window_start - (${r}.expires_at - ${r}.window_start)), 0)
    * greatest(0, 1 - extract(epoch FROM now() - ${r}.window_start) / extract(epoch FROM ${r}.expires_at - ${r}.window_start))`);

/**
 * Adds one to each counter's current window and answers the counts with it, in one statement: atomic
 * across processes, each request seeing its own count (a burst of 30 lets exactly the limit through).
 */
async function hit(db: Db, counters: Counter[]): Promise<CounterRow[]> {
  const result = await db.execute<CounterRow>(sql`
    INSERT INTO rate_limit_counters (bucket, key, window_start, expires_at, hits)
    SELECT v.bucket, v.key, v.start, v.start + make_interval(secs => v.seconds), 1
    FROM (VALUES ${counterValues(counters)}) AS v(bucket, key, start, seconds)
    ORDER BY v.bucket, v.key
    ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
    RETURNING bucket, key, rate_limit_counters.hits + ${previousWeighted("rate_limit_counters")} AS hits,
      ceil(extract(epoch FROM expires_at - now()))::integer AS retry_seconds`);
  // A window is read again through the next one (sliding): cleared once that has passed too.
  if (Math.random() < 0.01) await db.execute(sql`DELETE FROM rate_limit_counters WHERE expires_at + (expires_at - window_start) < now()`);
  return rowsOf(result);
}

/**
 * The counters as they stand (this request's hit included when it was counted): a sliding window,
 * the current fixed window's hits plus the previous window's weighted by how much of it still lies
 * within one window's length of now. A burst across a window's edge counts whole (fixed windows
 * alone let twice a limit through there). Retry-After: until the current window ends.
 */
async function peek(db: Db, counters: Counter[]): Promise<CounterRow[]> {
  const result = await db.execute<CounterRow>(sql`
    SELECT v.bucket, v.key,
      coalesce(c.hits, 0) + coalesce(p.hits, 0) * greatest(0, 1 - extract(epoch FROM now() - v.start) / v.seconds) AS hits,
      ceil(extract(epoch FROM v.start + make_interval(secs => v.seconds) - now()))::integer AS retry_seconds
    FROM (VALUES ${counterValues(counters)}) AS v(bucket, key, start, seconds)
    LEFT JOIN rate_limit_counters c ON c.bucket = v.bucket AND c.key = v.key AND c.window_start = v.start
    LEFT JOIN rate_limit_counters p ON p.bucket = v.bucket AND p.key = v.key AND p.window_start = v.start - make_interval(secs => v.seconds)`);
  return rowsOf(result);
}

/** A 429 with Retry-After when a row went past its counter's limit (`reached`: at the limit already counts). */
function refusal(request: FastifyRequest, counters: Counter[], rows: CounterRow[], reached: boolean): AppError | null {
  let retrySeconds = 0;
  for (const row of rows) {
    const counter = counters.find((c) => c.bucket === row.bucket && c.key === row.key);
    const hits = Number(row.hits);
    if (!counter || (reached ? hits < counter.max : hits <= counter.max)) continue;
    if (Math.floor(hits) === counter.max + 1) request.log.warn({ bucket: row.bucket, key: row.key }, "rate limit reached");
    retrySeconds = Math.max(retrySeconds, Number(row.retry_seconds), 1);
  }
  if (retrySeconds === 0) return null;
  return new AppError(429, "rate_limited", { minutes: Math.ceil(retrySeconds / 60) }, undefined, {
    "Retry-After": String(retrySeconds),
  });
}

/**
 * Abuse limits on the public doors, one rule per route (`config.rateLimit`), kept in the database
 * so that every API process counts the same attempts. Checked before the handler and outside its
 * transaction (a refused attempt still counts); registered before idempotency, so a refusal is
 * never stored as a key's answer.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const db = app.ctx.database.db;
  const factor = app.ctx.config.rateLimitFactor;
  if (!(factor > 0)) return;

  const countersFor = (request: FastifyRequest, failures: boolean) => {
    const name = request.routeOptions.config.rateLimit;
    if (!name) return [];
    const rule: RateLimitRule = RATE_LIMIT_RULES[name];
    const target = (rule.target ?? bodyEmail)(request);
    const client = clientKey(request.ip);
    if (failures) return rule.failures ? countersOf(`${name}_failure`, rule.failures.limits, client, target, factor) : [];
    return countersOf(name, rule.attempts, client, target, factor);
  };

  app.addHook("preHandler", async (request) => {
    const attempts = countersFor(request, false);
    if (attempts.length === 0) return;
    const failures = countersFor(request, true);
    const refused =
      refusal(request, attempts, await hit(db, attempts), false) ??
      (failures.length ? refusal(request, failures, await peek(db, failures), true) : null);
    if (refused) throw refused;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const name = request.routeOptions.config.rateLimit;
    const statuses: readonly number[] = (name && (RATE_LIMIT_RULES[name] as RateLimitRule).failures?.statuses) || [];
    if (!statuses.includes(reply.statusCode)) return payload;
    const failures = countersFor(request, true);
    // Counted before the answer leaves, so the next attempt already sees it.
    if (failures.length) await hit(db, failures).catch((error) => request.log.error({ err: error }, "rate limit not counted"));
    return payload;
  });
});
