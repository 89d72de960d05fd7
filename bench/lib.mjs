// Shared helpers of the benchmarks: start the real server as a user would, make an account.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../scripts/lib/api.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export { freePort };

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** A fresh PostgreSQL database for one run; returns its URL and a drop function. */
export async function freshPostgres(name) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A load test is what the abuse limits stop (the platform figure logs in to one account 16 at a
 * time for seconds): they are off unless RATE_LIMIT_FACTOR is set.
 */
const BENCH_RATE_LIMIT_FACTOR = process.env.RATE_LIMIT_FACTOR ?? "0";

/** Starts `node packages/server/dist/main.js` on a free port with its own DATA_DIR. */
export async function startServer({ databaseUrl = null } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-"));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", APP_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_FACTOR: BENCH_RATE_LIMIT_FACTOR };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], { env, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return {
    base,
    pid: child.pid,
    dataDir,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function api(base, method, url, { token, body } = {}) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/api/${url}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs up, activates from the mail file, logs in and registers a company, as a user would. */
export async function ownerAccount(server, email = "bench@example.com", password = "Bench12345") {
  await api(server.base, "POST", "auth/signup", {
    body: { user_name: "Bench", email, password, password_confirmation: password, agreement: true },
  });
  const mailDir = path.join(server.dataDir, "mail");
  const file = readdirSync(mailDir).find((f) => f.includes(email));
  const link = /X-Neraca-Link:\s*(\S+)/.exec(readFileSync(path.join(mailDir, file), "utf8"))[1];
  await api(server.base, "POST", "auth/activation", { body: { token: link.split("/").pop() } });
  const login = await api(server.base, "POST", "auth/login", { body: { email, password } });
  const company = await api(server.base, "POST", "company/register", {
    token: login.token,
    body: {
      organization_name: "PT Bench",
      brand_name: "Bench",
      business_type: "trading",
      cut_off_date: "2026-01-01",
      pricing_plan: "business",
      billing_cycle: "annual",
    },
  });
  return { email, password, token: company.token };
}

/** Requests per second of one request shape under `connections` concurrent clients. */
export async function rate({ url, method = "GET", headers = {}, body, connections = 16, duration = 5 }) {
  const result = await autocannon({ url, method, headers, body, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${method} ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99Ms: result.latency.p99 };
}

export const fmt = (n, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median of `repeat` runs of `fn` after `warmUp` runs (a running server has its code compiled and its plans cached). */
export async function timeIt(fn, repeat, warmUp) {
  for (let i = 0; i < warmUp; i++) await fn();
  const times = [];
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * Medians of several measures taken side by side: each warmed up, then timed in alternating blocks
 * (`rounds` blocks of `block` runs each), so that a slower stretch of this shared machine falls on
 * every measure alike instead of on whichever ran then. The API path has far more code to warm up
 * than a bare query, hence the long default warm-up (a server keeps getting faster past its first
 * hundred requests).
 */
export async function timeSideBySide(fns, { warmUp = 500, rounds = 5, block = 21 } = {}) {
  for (const fn of Object.values(fns)) for (let i = 0; i < warmUp; i++) await fn();
  const times = Object.fromEntries(Object.keys(fns).map((k) => [k, []]));
  for (let r = 0; r < rounds; r++) {
    for (const [name, fn] of Object.entries(fns)) {
      for (let i = 0; i < block; i++) {
        const t0 = performance.now();
        await fn();
        times[name].push(performance.now() - t0);
      }
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs)]));
}

/**
 * The app in this process on a database of its own, with a helper to call it (Fastify inject: the
 * whole request pipeline without the socket) and a first owner with a company. With `serveWeb` it
 * also serves the built web app, for a browser once it listens (`app.listen`).
 */
export async function inProcessApp({ databaseUrl = null, dataDir, poolSize = 10, cutOffDate = "2021-01-01", serveWeb = false, webRoot = undefined }) {
  const { pathToFileURL } = await import("node:url");
  const server = (p) => import(pathToFileURL(path.join(root, "packages/server/dist", p)).href);
  const { buildApp } = await server("app.js");
  const { loadConfig } = await server("config.js");
  const { openDatabase } = await server("db/client.js");
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, RATE_LIMIT_FACTOR: BENCH_RATE_LIMIT_FACTOR }, { dataDir, databaseUrl, logLevel: "silent", fastHashing: true });
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : path.join(dataDir, "pglite"), poolSize });
  const app = await buildApp({ config, database, serveWeb, webRoot, logger: false });
  const request = async (method, url, body, token) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      payload: body ? JSON.stringify(body) : undefined,
    });
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  /** The request through the app; the answer's status checked, its body left unparsed (a report's time ends when it is sent). */
  const send = async (method, url, body, token) => (await request(method, url, body, token)).statusCode;
  const call = async (method, url, body, token) => (await request(method, url, body, token)).json();
  await call("POST", "auth/signup", { user_name: "Bench", email: "bench@example.com", password: "Bench12345", password_confirmation: "Bench12345", agreement: true });
  await call("POST", "auth/activation", { token: app.ctx.mailer.outbox.at(-1).link.split("/").pop() });
  const login = await call("POST", "auth/login", { email: "bench@example.com", password: "Bench12345" });
  const company = await call(
    "POST",
    "company/register",
    { organization_name: "PT Bench", brand_name: "Bench", business_type: "trading", cut_off_date: cutOffDate, pricing_plan: "business", billing_cycle: "annual" },
    login.token,
  );
  return { app, database, openDatabase, call, send, token: company.token, companyId: company.data.user.active_company.id };
}
