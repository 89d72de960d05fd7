// `npm start`: builds what is missing, then runs the server (API + web app on one port).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
buildIfNeeded();
const server = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
