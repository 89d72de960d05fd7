import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { APPLICATION_NAME, openDatabase } from "../db/client.js";
import { finishRequestTransaction, holdRequestTransaction, inTransaction, pooledClient, requestTransactionHooks } from "../db/tenant.js";
import { PASSWORD, TestApp, uniqueEmail } from "../test/harness.js";
import { accountIds, line } from "../test/ledger-helpers.js";
import { untilSomeoneWaits } from "../test/races.js";

/**
 * What happens when the database goes away: a restart, a failover, an administrator ending the
 * app's sessions (issue #23). The process lives, the request that was cut answers 503, the next one
 * is served; an Idempotency-Key retry finds out whether the cut request's work was done.
 */
const onPostgres = !!process.env.DATABASE_URL;

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("dbfail");
  acc = await accountIds(t, owner.token);
});
afterAll(() => t.close());
afterEach(() => {
  requestTransactionHooks.beforeCommit = null;
  requestTransactionHooks.afterCommit = null;
});

const journal = (description: string, amount = "100") => ({
  date: "2026-03-10",
  description,
  details: [line(acc["1101.01"] as string, amount, 0), line(acc["3101"] as string, 0, amount)],
});
const post = (description: string, headers: Record<string, string> = {}) =>
  t.request("POST", "/api/transactions/journal", { token: owner.token, body: journal(description), headers });

async function journalsNamed(description: string): Promise<number> {
  const res = await t.request("GET", `/api/transactions/journal?q=${encodeURIComponent(description)}&per_page=100`, { token: owner.token });
  expect(res.status).toBe(200);
  return res.body.data.filter((j: { description: string }) => j.description === description).length;
}

/** A connection of the test's own, as the database's owner (outside row-level security). */
async function adminClient(): Promise<pg.Client> {
  const pool = pooledClient(t.database.db) as pg.Pool;
  const client = new pg.Client({ connectionString: (pool.options as { connectionString: string }).connectionString });
  await client.connect();
  return client;
}

/** Ends every connection the app holds, as `pg_terminate_backend` by an administrator (or a restart) does. */
async function terminateAppConnections(admin: pg.Client): Promise<number> {
  const result = await admin.query(
    "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1",
    [APPLICATION_NAME],
  );
  return result.rows[0].n;
}

/** Holds the company's journal counter for March, so the next posting waits in its transaction. */
async function holdJournalNumbers(admin: pg.Client): Promise<void> {
  await admin.query("BEGIN");
  const locked = await admin.query("SELECT 1 FROM number_sequences WHERE company_id = $1 AND period = '2026-03' FOR UPDATE", [owner.companyId]);
  expect(locked.rowCount).toBeGreaterThan(0);
}

describe.skipIf(!onPostgres)("the app's connections ended under it (PostgreSQL)", () => {
  it("serves the next request after its idle connections were ended", async () => {
    expect((await post("idle-1")).status).toBe(201);
    const admin = await adminClient();
    try {
      expect(await terminateAppConnections(admin)).toBeGreaterThan(0);
      // The idle connections' sockets close under the pool: the next request takes a fresh one.
      expect((await post("idle-2")).status).toBe(201);
      const ready = await t.request("GET", "/api/ready");
      expect(ready.status).toBe(200);
    } finally {
      await admin.end();
    }
  });

  it("answers 503 to a request cut in the middle of its transaction, and serves the next", async () => {
    expect((await post("mid-0")).status).toBe(201);
    const admin = await adminClient();
    try {
      await holdJournalNumbers(admin);
      const cut = post("mid-1");
      await untilSomeoneWaits(t.database);
      await terminateAppConnections(admin);
      const answer = await cut;
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.body.message).toBe("The database is not reachable at the moment. Please try again in a few seconds.");
      await admin.query("ROLLBACK");
      expect(await journalsNamed("mid-1")).toBe(0);
      expect((await post("mid-2")).status).toBe(201);
    } finally {
      await admin.end();
    }
  });

  it("answers every posting of a group commit that was cut, each once, and serves the next", async () => {
    const admin = await adminClient();
    try {
      await holdJournalNumbers(admin);
      const first = post("group-first");
      await untilSomeoneWaits(t.database);
      // These wait in the posting queue behind the first, to go together in one transaction.
      const crowd = Array.from({ length: 6 }, (_, i) => post(`group-${i}`));
      await new Promise((r) => setTimeout(r, 100));
      await terminateAppConnections(admin);
      await admin.query("ROLLBACK");
      const answers = await Promise.all([first, ...crowd]);
      for (const a of answers) expect([201, 503]).toContain(a.status);
      const names = ["group-first", ...Array.from({ length: 6 }, (_, i) => `group-${i}`)];
      for (const [i, name] of names.entries()) {
        expect(await journalsNamed(name)).toBe((answers[i] as { status: number }).status === 201 ? 1 : 0);
      }
      expect((await post("group-after")).status).toBe(201);
    } finally {
      await admin.end();
    }
  });

  it("keeps the answer with the work: a connection lost just before the COMMIT is retried into one journal", async () => {
    const admin = await adminClient();
    try {
      requestTransactionHooks.beforeCommit = async () => {
        requestTransactionHooks.beforeCommit = null;
        await terminateAppConnections(admin);
      };
      const headers = { "idempotency-key": "lost-before-commit" };
      const lost = await post("lost-before-commit", headers);
      expect(lost.status).toBe(503);
      expect(await journalsNamed("lost-before-commit")).toBe(0);
      const retry = await post("lost-before-commit", headers);
      expect(retry.status).toBe(201);
      expect(retry.headers["idempotent-replayed"]).toBeUndefined();
      expect(await journalsNamed("lost-before-commit")).toBe(1);
    } finally {
      await admin.end();
    }
  });

  it("has the server end a transaction the app left open, after a minute", async () => {
    const setting = await inTransaction(t.database.db, { companyId: null, userId: null }, (tx) =>
      tx.execute(sql`SELECT current_setting('idle_in_transaction_session_timeout') AS v`),
    );
    expect((setting as unknown as { rows: { v: string }[] }).rows[0]?.v).toBe("1min");
  });

  it("retries a transaction that lost a deadlock instead of answering with it", async () => {
    let attempts = 0;
    let arrived = 0;
    const bothIn = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (arrived >= 2) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    const work = (first: number, second: number) =>
      inTransaction(t.database.db, { companyId: null, userId: null }, async (tx) => {
        attempts++;
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${first})`);
        arrived++;
        await bothIn;
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${second})`);
        return first;
      });
    // Each holds one lock and wants the other's: PostgreSQL aborts one side with "deadlock detected".
    const results = await Promise.all([work(7301, 7302), work(7302, 7301)]);
    expect(results.sort()).toEqual([7301, 7302]);
    expect(attempts).toBe(3);
  });
});

describe("an Idempotency-Key's answer is kept with its work", () => {
  it("replays the first answer when the answer was lost after the COMMIT, with one journal", async () => {
    requestTransactionHooks.afterCommit = async () => {
      requestTransactionHooks.afterCommit = null;
      // The work and its answer are committed; the answer never reaches the client.
      throw new Error("Connection terminated unexpectedly");
    };
    const headers = { "idempotency-key": "lost-after-commit" };
    const lost = await post("lost-after-commit", headers);
    expect(lost.status).toBe(503);
    const retry = await post("lost-after-commit", headers);
    expect(retry.status).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body.data.description).toBe("lost-after-commit");
    expect(await journalsNamed("lost-after-commit")).toBe(1);
  });

  it("does the work once when the first attempt died before its COMMIT, instead of answering 'in progress'", async () => {
    requestTransactionHooks.beforeCommit = async () => {
      requestTransactionHooks.beforeCommit = null;
      throw new Error("Connection terminated unexpectedly");
    };
    const headers = { "idempotency-key": "died-before-commit" };
    expect((await post("died-before-commit", headers)).status).toBe(503);
    expect(await journalsNamed("died-before-commit")).toBe(0);
    const retry = await post("died-before-commit", headers);
    expect(retry.status).toBe(201);
    expect(await journalsNamed("died-before-commit")).toBe(1);
  });

  it("gives twins sent at the same moment one journal and the same answer", async () => {
    const headers = { "idempotency-key": "twins" };
    const [a, b] = await Promise.all([post("twins", headers), post("twins", headers)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect([a.headers["idempotent-replayed"], b.headers["idempotent-replayed"]].filter(Boolean)).toEqual(["true"]);
    expect(await journalsNamed("twins")).toBe(1);
  });

  it("keeps nothing of a refused request, so its retry is judged again", async () => {
    const headers = { "idempotency-key": "refused-first" };
    // Unbalanced: refused by the ledger's door.
    const body = { ...journal("refused-first"), details: [line(acc["1101.01"] as string, "100", 0), line(acc["3101"] as string, 0, "90")] };
    const refused = await t.request("POST", "/api/transactions/journal", { token: owner.token, body, headers });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const again = await t.request("POST", "/api/transactions/journal", { token: owner.token, body, headers });
    expect(again.status).toBe(refused.status);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
  });
});

describe("what an Idempotency-Key holds, and what it does not", () => {
  it("counts failed logins whatever the key: the public doors hold no transaction", async () => {
    const person = await t.user("keyed-login");
    for (let i = 0; i < 5; i++) {
      const failed = await t.request("POST", "/api/auth/login", {
        body: { email: person.email, password: "Wrong12345" },
        headers: { "idempotency-key": `wrong-${i}` },
      });
      expect(failed.status).toBe(401);
    }
    const locked = await t.request("POST", "/api/auth/login", { body: { email: person.email, password: PASSWORD }, headers: { "idempotency-key": "right" } });
    expect(locked.status).toBe(429);
  });

  it("sends an invitation's mail once the invitation is committed, before the answer", async () => {
    const email = uniqueEmail("keyed-invite");
    const res = await t.request("POST", "/api/company/user-invitation", {
      token: owner.token,
      body: { name: "Keyed", email, role_ids: [] },
      headers: { "idempotency-key": "invite-1" },
    });
    expect(res.status).toBe(201);
    expect(t.outbox.filter((m) => m.to === email)).toHaveLength(1);
    const replay = await t.request("POST", "/api/company/user-invitation", {
      token: owner.token,
      body: { name: "Keyed", email, role_ids: [] },
      headers: { "idempotency-key": "invite-1" },
    });
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(t.outbox.filter((m) => m.to === email)).toHaveLength(1);
  });

  it.skipIf(onPostgres)("refuses, instead of waiting for ever, a PGlite query sent beside a request's held transaction", async () => {
    const context = { companyId: owner.companyId, userId: owner.userId };
    let outcome = "";
    await new Promise<void>((resolve) => {
      const scope = holdRequestTransaction({ begin: async () => undefined }, () => {
        void (async () => {
          await inTransaction(t.database.db, context, (tx) => tx.execute(sql`SELECT 1`));
          outcome = await t.database.db.execute(sql`SELECT 1`).then(
            () => "ran",
            (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ""}`,
          );
          await finishRequestTransaction(scope, false);
          resolve();
        })();
      });
    });
    expect(outcome).toContain("beside the request's held transaction");
    // The database is free again.
    expect((await t.request("GET", "/api/ready")).status).toBe(200);
  });
});

describe("a database that cannot be reached", () => {
  it("answers 503 with a message, keeps /api/health alive and /api/ready at 503", async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const database = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", migrate: false });
    const app = await buildApp({ config: t.app.ctx.config, database, serveWeb: false, logger: false });
    try {
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      const ready = await app.inject({ method: "GET", url: "/api/ready", headers: { "accept-language": "id" } });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toBe("Basis data sedang tidak dapat dihubungi. Silakan coba lagi dalam beberapa detik.");
      const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "a@example.com", password: "x" } });
      expect(login.statusCode).toBe(503);
      expect(login.headers["retry-after"]).toBe("5");
      const journals = await app.inject({ method: "GET", url: "/api/transactions/journal", headers: { authorization: `Bearer ${owner.token}` } });
      expect(journals.statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("answers /api/ready 503 while the process drains for a shutdown", async () => {
    expect((await t.request("GET", "/api/ready")).status).toBe(200);
    t.app.ctx.lifecycle.draining = true;
    try {
      const draining = await t.request("GET", "/api/ready");
      expect(draining.status).toBe(503);
      expect(draining.body.status).toBe("draining");
    } finally {
      t.app.ctx.lifecycle.draining = false;
    }
  });
});
