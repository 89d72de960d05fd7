// Issue 2 benchmark: login and GET /api/auth/me under 16 concurrent clients, beside a bare Fastify
// route measured in the same run, and the server's memory after start, on PGlite and PostgreSQL.
import { fork } from "node:child_process";
import path from "node:path";
import { fmt, freePort, freshPostgres, ownerAccount, rate, root, startServer } from "./lib.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 16;

async function bare() {
  const port = await freePort();
  const child = fork(path.join(root, "bench/bare-server.mjs"), { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
  await new Promise((r) => child.once("message", r));
  const result = await rate({ url: `http://127.0.0.1:${port}/bare`, connections, duration });
  child.kill();
  return result;
}

async function measure(engine) {
  const db = engine === "postgres" ? await freshPostgres("neraca_bench_platform") : null;
  const server = await startServer({ databaseUrl: db?.url ?? null });
  try {
    const rssAfterStartMb = server.rssMb();
    const account = await ownerAccount(server);
    const login = await rate({
      url: `${server.base}/api/auth/login`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
      connections,
      duration,
    });
    const me = await rate({ url: `${server.base}/api/auth/me`, headers: { authorization: `Bearer ${account.token}` }, connections, duration });
    return { engine, rssAfterStartMb, login, me, rssAfterLoadMb: server.rssMb() };
  } finally {
    await server.stop();
    await db?.drop();
  }
}

export async function runPlatformBench() {
  const yardstick = await bare();
  const rows = [];
  for (const engine of ["pglite", "postgres"]) rows.push(await measure(engine));
  const lines = [
    `### Platform: ${connections} concurrent clients, ${duration} s per measure`,
    "",
    `Bare Fastify route (same machine, same run): ${fmt(yardstick.rps)} req/s`,
    "",
    "| engine | RSS after start | login req/s | login ÷ bare | login p99 | me req/s | me ÷ bare | me p99 | RSS after load |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${fmt(r.rssAfterStartMb)} MB | ${fmt(r.login.rps)} | ${fmt(r.login.rps / yardstick.rps, 4)} | ${r.login.p99Ms} ms | ${fmt(r.me.rps)} | ${fmt(r.me.rps / yardstick.rps, 3)} | ${r.me.p99Ms} ms | ${fmt(r.rssAfterLoadMb)} MB |`,
    ),
    "",
    "Login is bound by argon2id (19 MiB, 2 passes) by design; `me` is one transaction reading the session, user and permissions.",
  ];
  return lines.join("\n");
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  console.log(await runPlatformBench());
}
