#!/usr/bin/env node
// Browser tests (DESIGN §11): builds what is needed, starts the real server as a user would
// (node packages/server/dist/main.js) with a temporary DATA_DIR on a free port, runs e2e/*.test.mjs
// with Node's test runner against Debian's /usr/bin/chromium, stops the server. Exits non-zero on
// any failure.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./lib/api.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CHROMIUM = "/usr/bin/chromium";

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { cwd: root, stdio: "inherit" });
}

async function waitForHealth(base, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const answer = await fetch(`${base}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${base}/api/health within ${timeoutMs} ms`);
}

/** The first script the built index.html loads must come back as JavaScript. */
async function servesWebAssets(base) {
  const html = await (await fetch(`${base}/auth/login`)).text();
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) return false;
  const answer = await fetch(`${base}${src}`);
  return answer.ok && (answer.headers.get("content-type") ?? "").includes("javascript");
}

if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is missing: install it with apt-get update && apt-get install -y chromium`);
  process.exit(1);
}

run("npx tsc -b packages/core packages/server");
run("npm run build -w @neraca/web");

const dataDir = mkdtempSync(path.join(os.tmpdir(), "neraca-e2e-"));
const port = await freePort();
const serverBase = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["packages/server/dist/main.js"], {
  cwd: root,
  // The suite signs up a few dozen accounts from one address, past a real office's sign-up limit:
  // the limits stay on, ten times looser (RATE_LIMIT_FACTOR, for test suites and load tests).
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", APP_URL: serverBase, LOG_LEVEL: "warn", RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? "10" },
  stdio: ["ignore", "inherit", "inherit"],
});

let exitCode = 1;
try {
  await waitForHealth(serverBase, server);
  const base = serverBase;
  if (!(await servesWebAssets(serverBase))) {
    throw new Error("the server does not serve the built web app (packages/web/dist) to the browser");
  }
  // `npm run test:e2e -- guard reports` runs the files whose names contain one of the words.
  const only = process.argv.slice(2);
  const files = readdirSync(path.join(root, "e2e"))
    .filter((name) => name.endsWith(".test.mjs"))
    .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
    .sort()
    .map((name) => path.join("e2e", name));
  console.log(`running ${files.length} browser test files against ${base} (DATA_DIR ${dataDir})`);
  const tests = spawn(process.execPath, ["--test", `--test-concurrency=${process.env.E2E_CONCURRENCY ?? 1}`, "--test-reporter=spec", ...files], {
    cwd: root,
    env: { ...process.env, E2E_BASE_URL: base, E2E_DATA_DIR: dataDir },
    stdio: "inherit",
  });
  exitCode = await new Promise((resolve) => tests.on("exit", (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => {
    if (server.exitCode !== null) resolve();
    server.on("exit", resolve);
    setTimeout(resolve, 5000);
  });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
