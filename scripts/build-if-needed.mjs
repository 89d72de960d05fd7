// Builds core, server and web when their output is missing or older than their sources.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const run = (command) => execSync(command, { cwd: root, stdio: "inherit" });

export function buildIfNeeded({ web = true } = {}) {
  // tsc -b is incremental: it does nothing when core and server are up to date.
  run("npx tsc -b packages/server");
  const webDir = path.join(root, "packages/web");
  if (!web || !existsSync(path.join(webDir, "index.html"))) return;
  const built = mtime(path.join(webDir, "dist/index.html"));
  const sources = Math.max(
    newest(path.join(webDir, "src")),
    mtime(path.join(webDir, "index.html")),
    mtime(path.join(webDir, "vite.config.ts")),
    newest(path.join(root, "packages/core/src")),
  );
  if (built < sources) {
    console.log("Building the web app…");
    run("npm run build -w @neraca/web");
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded({ web: process.argv[2] !== "server" });
