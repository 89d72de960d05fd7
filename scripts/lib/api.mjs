// Helpers for the scripts that drive running API processes over HTTP (the restart drill, the load
// test of docs/deployment.md, the browser suite's server): a free port, a JSON call that answers
// whatever the status, and an owner with a company made as a user would (sign-up, the mailed link,
// login, registration).
import { readdirSync, readFileSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One API call: `{ status, body (parsed JSON or null), replayed }`, never a throw for a 4xx or 5xx. */
export async function call(base, method, url, { token, body, headers = {} } = {}) {
  const answer = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await answer.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: answer.status, body: json, replayed: answer.headers.get("idempotent-replayed") === "true" };
}

/** The token of the link in the newest mail to `email` in a mail folder (no SMTP_URL: mails are files). */
export function mailedToken(mailDir, email) {
  const files = readdirSync(mailDir)
    .filter((f) => f.includes(email))
    .sort((a, b) => statSync(path.join(mailDir, a)).mtimeMs - statSync(path.join(mailDir, b)).mtimeMs);
  if (files.length === 0) throw new Error(`no mail to ${email} in ${mailDir}`);
  const link = /X-Neraca-Link:\s*(\S+)/i.exec(readFileSync(path.join(mailDir, files.at(-1)), "utf8"))?.[1];
  if (!link) throw new Error(`no link in the mail to ${email}`);
  return link.split("/").pop();
}

/**
 * A new owner with a registered company: signs up at `signupBase` (the process whose mail folder is
 * `mailDir`), then activates, logs in and registers at `base`. Answers the token and the chart's
 * account ids by code.
 */
export async function ownerWithCompany({ base, signupBase = base, mailDir, email, password = "Rahasia123", company }) {
  const expect = (step, res, status) => {
    if (res.status !== status) throw new Error(`${step}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  expect("signup", await call(signupBase, "POST", "/api/auth/signup", { body: { user_name: company, email, password, password_confirmation: password, agreement: true } }), 201);
  expect("activation", await call(base, "POST", "/api/auth/activation", { body: { token: mailedToken(mailDir, email) } }), 200);
  const login = await call(base, "POST", "/api/auth/login", { body: { email, password } });
  expect("login", login, 200);
  const register = await call(base, "POST", "/api/company/register", {
    token: login.body.token,
    body: { organization_name: company, brand_name: company.replace(/^PT\s+/, ""), business_type: "trading", cut_off_date: "2026-01-01", pricing_plan: "business", billing_cycle: "monthly" },
  });
  expect("register", register, 201);
  const token = register.body.token;
  const accounts = {};
  for (let page = 1; page < 10; page++) {
    const res = await call(base, "GET", `/api/master-data/chart-of-account?per_page=100&page=${page}`, { token });
    for (const a of res.body.data) accounts[a.code] = a.id;
    if (res.body.data.length < 100) break;
  }
  return { token, accounts, email, password };
}
