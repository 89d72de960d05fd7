#!/usr/bin/env node
// Development: builds core and server, starts the API (node packages/server/dist/main.js) on
// API_PORT (3000) and the Vite dev server (WEB_PORT, 5173) with /api proxied to it.
// Vite reads @neraca/core from its sources, so web and core edits reload at once; restart this
// script after server changes.
import { execSync, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiPort = process.env.API_PORT ?? process.env.PORT ?? "3000";
const webPort = process.env.WEB_PORT ?? "5173";

execSync("npx tsc -b packages/core packages/server", { cwd: root, stdio: "inherit" });

const children = [];
function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    console.log(`${name} stopped (${signal ?? code})`);
    stop(code ?? 0);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

start("API", process.execPath, ["packages/server/dist/main.js"], { PORT: apiPort });
start("web", process.execPath, [path.join(root, "packages/web/node_modules/vite/bin/vite.js"), "packages/web"], {
  NERACA_API_URL: `http://localhost:${apiPort}`,
  WEB_PORT: webPort,
});
console.log(`\nNeraca dev: open http://localhost:${webPort} (API on http://localhost:${apiPort})\n`);
