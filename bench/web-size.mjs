#!/usr/bin/env node
// Prints the gzip size of the JavaScript the login page loads, and of each lazily loaded screen
// group (route chunk), from the Vite manifest of packages/web/dist, and the bytes a first visit to
// the login page transfers: index.html, its scripts, styles and icon as the server sends them (the
// build's brotli copies, as to a browser that accepts br) next to their uncompressed size. Builds
// the web app first when dist or its compressed copies are missing. Budget (issue 3): the login
// page loads at most 300 kB gzip.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "packages/web/dist");
const manifestPath = path.join(dist, ".vite/manifest.json");
const LOGIN_BUDGET_KB = 300;

const compressed = () => readdirSync(path.join(dist, "assets")).some((file) => file.endsWith(".br"));
if (!existsSync(manifestPath) || !compressed()) {
  execSync("npx tsc -b packages/core && npm run build -w @neraca/web", { cwd: root, stdio: "inherit" });
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const gzipCache = new Map();
const gzipBytes = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The JS files a manifest key loads at once: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const authKey = Object.keys(manifest).find((key) => key.endsWith("features/auth/login-chunk.ts"));
if (!entryKey || !authKey) throw new Error("manifest without the entry or the auth routes chunk");
const entryFiles = closure(entryKey);
const loginFiles = closure(authKey, new Set(entryFiles));
const loginBytes = sum(loginFiles);

/** Bytes on the wire: the .br copy the server sends to a browser that accepts brotli, or the file. */
const sentBytes = (file) => {
  const br = path.join(dist, `${file}.br`);
  return existsSync(br) ? statSync(br).size : statSync(path.join(dist, file)).size;
};
const rawBytes = (file) => statSync(path.join(dist, file)).size;
const cssOf = (files) =>
  Object.values(manifest)
    .filter((chunk) => files.has(chunk.file))
    .flatMap((chunk) => chunk.css ?? []);
const firstVisit = ["index.html", ...loginFiles, ...new Set(cssOf(loginFiles)), ...(existsSync(path.join(dist, "favicon.svg")) ? ["favicon.svg"] : [])];
const firstVisitSent = firstVisit.reduce((total, file) => total + sentBytes(file), 0);
const firstVisitRaw = firstVisit.reduce((total, file) => total + rawBytes(file), 0);

const groups = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => {
    const extra = [...closure(key)].filter((file) => !entryFiles.has(file));
    return { key, own: gzipBytes(chunk.file), extra: sum(extra) };
  })
  .sort((a, b) => b.own - a.own);

console.log("web bundle (gzip, level 9)");
console.log(`  app entry (shell, router, guard, i18n, antd core): ${kb(sum(entryFiles))} kB in ${entryFiles.size} files`);
console.log(`  login page total JS: ${kb(loginBytes)} kB in ${loginFiles.size} files (budget ${LOGIN_BUDGET_KB} kB, ${((loginBytes / 1024 / LOGIN_BUDGET_KB) * 100).toFixed(0)}% used)`);
console.log(
  `  first visit to the login page: ${kb(firstVisitSent)} kB transferred (brotli, as sent) for ${kb(firstVisitRaw)} kB uncompressed, ${firstVisit.length} files (html, js, css, icon)`,
);
console.log("  route chunks (own gzip / with the shared chunks it pulls beyond the entry):");
for (const group of groups) console.log(`    ${group.key.padEnd(44)} ${kb(group.own).padStart(7)} kB / ${kb(group.extra).padStart(7)} kB`);
const largest = groups[0];
if (largest) console.log(`  largest route chunk: ${largest.key} ${kb(largest.own)} kB (${kb(largest.extra)} kB with its shared chunks)`);
console.log(`  screen groups as separate chunks: ${groups.filter((g) => g.key.includes("/features/")).length}`);
if (loginBytes / 1024 > LOGIN_BUDGET_KB) {
  console.error(`login page JS ${kb(loginBytes)} kB exceeds the ${LOGIN_BUDGET_KB} kB budget`);
  process.exitCode = 1;
}
