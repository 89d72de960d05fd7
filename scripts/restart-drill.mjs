#!/usr/bin/env node
// The database restart drill (issue #23): two API processes on one PostgreSQL, clients posting
// journals with Idempotency-Keys through both; mid-way the database is stopped with `-m immediate`
// (a crash: no checkpoint, every connection cut) and started again. Then:
//   - both processes are still running and ready, with no restart;
//   - every key was answered in the end (a client retries a key until it gets an answer), and every
//     acknowledged journal is in the ledger exactly once;
//   - `ledger:verify` finds no drift.
// It runs its own PostgreSQL cluster (initdb in a temporary folder, on a free port), so the machine's
// server is never stopped. Needs the built server (npm run build) and PostgreSQL's binaries.
import { execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { call, freePort, ownerWithCompany } from "./lib/api.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WORKERS = 8;
const KEYS_PER_WORKER = 40;
const CRASH_AFTER_ACKS = 90;
const DOWN_MS = 3_000;
const KEY_DEADLINE_MS = 90_000;

const version = readdirSync("/usr/lib/postgresql").sort().at(-1);
const bin = (name) => `/usr/lib/postgresql/${version}/bin/${name}`;
const isRoot = process.getuid?.() === 0;
const work = mkdtempSync(path.join(os.tmpdir(), "neraca-drill-"));
const pgData = path.join(work, "pgdata");
const log = (...args) => console.log(`[drill ${(performance.now() / 1000).toFixed(1)}s]`, ...args);

/** A PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function pgRun(name, args) {
  const command = isRoot ? "runuser" : bin(name);
  const full = isRoot ? ["-u", "postgres", "--", bin(name), ...args] : args;
  return execFileSync(command, full, { stdio: ["ignore", "pipe", "pipe"] }).toString();
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const processes = [];
let pgPort;

function startDatabase() {
  pgRun("pg_ctl", ["-D", pgData, "-l", path.join(work, "postgres.log"), "-w", "-o", `-p ${pgPort} -k ${work} -c listen_addresses=127.0.0.1`, "start"]);
}

function crashDatabase() {
  pgRun("pg_ctl", ["-D", pgData, "-m", "immediate", "stop"]);
}

function startApi(name, port, databaseUrl) {
  const dataDir = path.join(work, name);
  const child = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", RATE_LIMIT_FACTOR: "0", APP_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const api = { name, port, dataDir, child, base: `http://127.0.0.1:${port}`, output: () => output };
  processes.push(api);
  return api;
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

async function main() {
  if (!existsSync(path.join(root, "packages/server/dist/main.js"))) execFileSync(process.execPath, [path.join(root, "scripts/build-if-needed.mjs"), "server"], { stdio: "inherit" });
  pgPort = await freePort();
  if (isRoot) chownSync(work, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), Number(execFileSync("id", ["-g", "postgres"]).toString().trim()));
  pgRun("initdb", ["-D", pgData, "-A", "trust", "-U", "postgres", "--no-sync"]);
  startDatabase();
  const admin = new pg.Client({ host: "127.0.0.1", port: pgPort, user: "postgres", database: "postgres" });
  await admin.connect();
  await admin.query("CREATE DATABASE neraca");
  await admin.end();
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/neraca`;
  log(`PostgreSQL ${version} on port ${pgPort}`);

  const [portA, portB] = [await freePort(), await freePort()];
  const apis = [startApi("api-a", portA, databaseUrl), startApi("api-b", portB, databaseUrl)];
  for (const api of apis) await waitFor(`${api.base}/api/ready`, api.child);
  log(`two API processes on ports ${portA} and ${portB}`);

  const { token, accounts } = await ownerWithCompany({
    base: apis[0].base,
    mailDir: path.join(apis[0].dataDir, "mail"),
    email: `drill.${Date.now()}@example.com`,
    company: "PT Uji Gagal",
  });
  const body = (key) => ({
    date: "2026-03-15",
    description: key,
    details: [
      { account_id: accounts["1101.01"], debit: "125000.50", credit: 0 },
      { account_id: accounts["3101"], debit: 0, credit: "125000.50" },
    ],
  });

  const stats = { acknowledged: new Map(), unavailable: 0, networkErrors: 0, replayed: 0, other: [] };
  let crashed = null;
  const post = async (worker, n) => {
    const key = `drill-${worker}-${n}`;
    const deadline = Date.now() + KEY_DEADLINE_MS;
    for (let attempt = 0; Date.now() < deadline; attempt++) {
      const api = apis[(worker + n + attempt) % apis.length];
      try {
        const res = await call(api.base, "POST", "/api/transactions/journal", { token, body: body(key), headers: { "idempotency-key": key } });
        if (res.status === 201) {
          if (res.replayed) stats.replayed++;
          stats.acknowledged.set(key, res.body.data.id);
          if (!crashed && stats.acknowledged.size >= CRASH_AFTER_ACKS) crashed = crash();
          return;
        }
        if (res.status === 503) stats.unavailable++;
        else stats.other.push(`${key}: ${res.status} ${JSON.stringify(res.body)}`);
      } catch {
        stats.networkErrors++;
      }
      await sleep(150);
    }
    throw new Error(`${key} was never answered within ${KEY_DEADLINE_MS} ms`);
  };
  const crash = async () => {
    log(`${stats.acknowledged.size} journals acknowledged: stopping PostgreSQL with -m immediate`);
    crashDatabase();
    await sleep(DOWN_MS);
    startDatabase();
    log("PostgreSQL started again");
  };
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let n = 0; n < KEYS_PER_WORKER; n++) await post(worker, n);
    }),
  );
  if (!crashed) throw new Error("the database was never crashed: too few postings");
  await crashed;
  log(`all ${stats.acknowledged.size} keys answered: ${stats.unavailable} answers 503 while the database was away, ${stats.replayed} replays, ${stats.networkErrors} network errors`);
  if (stats.other.length) throw new Error(`unexpected answers:\n${stats.other.slice(0, 10).join("\n")}`);

  for (const api of apis) {
    if (api.child.exitCode !== null) throw new Error(`${api.name} died (exit ${api.child.exitCode}):\n${api.output().slice(-3000)}`);
    await waitFor(`${api.base}/api/ready`, api.child, 10_000);
  }
  log("both processes alive and ready, never restarted");

  const check = new pg.Client({ host: "127.0.0.1", port: pgPort, user: "postgres", database: "neraca" });
  await check.connect();
  const rows = (await check.query("SELECT description, count(*)::int AS n, min(id::text) AS id FROM journals WHERE description LIKE 'drill-%' GROUP BY description")).rows;
  await check.end();
  const found = new Map(rows.map((r) => [r.description, r]));
  const problems = [];
  for (const [key, id] of stats.acknowledged) {
    const row = found.get(key);
    if (!row) problems.push(`${key}: acknowledged but not in the ledger`);
    else if (row.n !== 1) problems.push(`${key}: ${row.n} journals`);
    else if (row.id !== id) problems.push(`${key}: answered journal ${id}, the ledger has ${row.id}`);
  }
  for (const key of found.keys()) if (!stats.acknowledged.has(key)) problems.push(`${key}: in the ledger, never acknowledged`);
  if (problems.length) throw new Error(`ledger and answers disagree:\n${problems.slice(0, 20).join("\n")}`);
  log(`every acknowledged journal is in the ledger exactly once (${rows.length})`);

  const verify = execFileSync(process.execPath, [path.join(root, "packages/server/dist/scripts/ledger-verify.js")], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(work, "verify") },
  }).toString();
  process.stdout.write(verify);
  log("ledger:verify found no drift");
}

let failed = false;
try {
  await main();
  log("passed");
} catch (error) {
  failed = true;
  console.error(`[drill] FAILED: ${error.stack ?? error}`);
  for (const api of processes) console.error(`--- ${api.name} output (last 2000 chars) ---\n${api.output().slice(-2000)}`);
} finally {
  for (const api of processes) api.child.kill("SIGTERM");
  try {
    pgRun("pg_ctl", ["-D", pgData, "-m", "fast", "stop"]);
  } catch {
    // not running
  }
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
