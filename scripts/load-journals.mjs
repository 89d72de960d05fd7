#!/usr/bin/env node
// Posts journals under load through a load balancer, each with its own Idempotency-Key, and then
// proves that no acknowledged request was lost and none was done twice (docs/deployment.md):
//   node scripts/load-journals.mjs --url http://127.0.0.1:3100 --mail-dir /srv/neraca/a/mail \
//     [--seconds 40] [--connections 8]
// --mail-dir: the mail folder of the process that will send the sign-up mail (no SMTP_URL: mails
// are files), so give --signup-url as that process's own address. At the end every key that got no
// answer (its process stopped, a reset connection) is sent once more with the same key and body: it
// replays the committed answer or does the work once. Then the ledger must hold exactly one journal
// per key, with the id its answer named.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { call, ownerWithCompany } from "./lib/api.mjs";

const { values: options } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3100" },
    "signup-url": { type: "string" },
    "mail-dir": { type: "string" },
    seconds: { type: "string", default: "40" },
    connections: { type: "string", default: "8" },
  },
});
const base = options.url.replace(/\/+$/, "");
const signupBase = (options["signup-url"] ?? base).replace(/\/+$/, "");
const run = `load-${Date.now().toString(36)}`;
const log = (text) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${text}`);

/** A new owner with a company, through the balancer except the sign-up (whose mail is a file). */
function owner() {
  const mailDir = options["mail-dir"];
  if (!mailDir) throw new Error("--mail-dir is needed to activate the sign-up (no SMTP_URL: mails are files)");
  return ownerWithCompany({ base, signupBase, mailDir, email: `${run}@example.com`, company: "PT Uji Beban" });
}

const { token, accounts, email, password } = await owner();
log(`owner ${email} / ${password}, company registered; posting for ${options.seconds} s on ${options.connections} connections through ${base}`);
const body = (key) =>
  JSON.stringify({
    date: "2026-02-10",
    description: key,
    details: [
      { account_id: accounts["1101.01"], debit: "1000.00", credit: 0 },
      { account_id: accounts["3101"], debit: 0, credit: "1000.00" },
    ],
  });

const sent = new Set();
/** key -> journal id, for every 2xx answer. */
const acknowledged = new Map();
const statuses = {};
const instance = autocannon({
  url: base,
  connections: Number(options.connections),
  duration: Number(options.seconds),
  requests: [
    {
      method: "POST",
      path: "/api/transactions/journal",
      setupRequest: (request, context) => {
        const key = `${run}-${randomUUID()}`;
        context.key = key;
        sent.add(key);
        return { ...request, headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "idempotency-key": key }, body: body(key) };
      },
      onResponse: (status, responseBody, context) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 200 && status < 300) acknowledged.set(context.key, JSON.parse(responseBody).data.id);
      },
    },
  ],
});
const result = await instance;
log(`sent ${sent.size}, answered ${JSON.stringify(statuses)}, connection errors ${result.errors}, timeouts ${result.timeouts}, p99 ${result.latency.p99} ms`);

// Every key without a 2xx answer, once more: a replay of what committed, or the work done once.
let retried = 0;
for (const key of sent) {
  if (acknowledged.has(key)) continue;
  const res = await call(base, "POST", "/api/transactions/journal", { token, body: JSON.parse(body(key)), headers: { "idempotency-key": key } });
  retried++;
  if (res.status >= 200 && res.status < 300) acknowledged.set(key, res.body.data.id);
  else log(`retry of ${key}: ${res.status} ${JSON.stringify(res.body)}`);
}
log(`${retried} keys without an answer retried; ${acknowledged.size} of ${sent.size} keys answered`);

// The ledger: one journal per key, with the answered id (read through the API, page by page).
const found = new Map();
for (let page = 1; ; page++) {
  const res = await call(base, "GET", `/api/transactions/journal?per_page=100&page=${page}&q=${run}`, { token });
  if (res.status !== 200) throw new Error(`journal list: ${res.status} ${JSON.stringify(res.body)}`);
  for (const row of res.body.data) found.set(row.description, [...(found.get(row.description) ?? []), row.id]);
  if (res.body.data.length < 100) break;
}
const problems = [];
for (const [key, id] of acknowledged) {
  const ids = found.get(key) ?? [];
  if (ids.length !== 1) problems.push(`${key}: ${ids.length} journals`);
  else if (ids[0] !== id) problems.push(`${key}: answered ${id}, the ledger has ${ids[0]}`);
}
for (const key of found.keys()) if (!acknowledged.has(key)) problems.push(`${key}: in the ledger but never answered`);
if (problems.length) {
  console.error(problems.slice(0, 20).join("\n"));
  log(`FAILED: ${problems.length} problems`);
  process.exit(1);
}
log(`ledger holds exactly one journal per key (${found.size}), each with the id it was answered with`);
