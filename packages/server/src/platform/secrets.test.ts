import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig, SECRET_FILE } from "../config.js";
import { type Database, migrationsFolder, openDatabase } from "../db/client.js";
import { TestApp } from "../test/harness.js";
import { dropDatabase, withDatabase } from "../test/postgres.js";
import { TokenSigner } from "./tokens.js";

const baseUrl = process.env.DATABASE_URL;
const claims = { sessionId: "0190a0a0-0000-7000-8000-000000000001", userId: "0190a0a0-0000-7000-8000-000000000002", companyId: null };

describe("session keys and their rotation", () => {
  const past = Date.now() - 60_000;
  const ahead = Date.now() + 60 * 60_000;

  it("signs with the newest key whose time has come and verifies with every key", async () => {
    const before = new TokenSigner([{ id: "1", secret: "a".repeat(40), signsFrom: past }]);
    const during = new TokenSigner([
      { id: "1", secret: "a".repeat(40), signsFrom: past },
      { id: "2", secret: "b".repeat(40), signsFrom: ahead },
    ]);
    const after = new TokenSigner([
      { id: "1", secret: "a".repeat(40), signsFrom: past - 1 },
      { id: "2", secret: "b".repeat(40), signsFrom: past },
    ]);
    // Key 2 is announced but not yet signing: a process restarted with it still signs with key 1,
    // which a process not yet restarted verifies.
    const announced = await during.sign(claims);
    expect(await before.verify(announced)).toMatchObject({ userId: claims.userId });
    // Once key 2 signs, every process knows it already; key 1's tokens still verify until retired.
    const rotated = await after.sign(claims);
    expect(await during.verify(rotated)).toMatchObject({ userId: claims.userId });
    expect(await before.verify(rotated)).toBeNull();
    const retired = new TokenSigner([{ id: "2", secret: "b".repeat(40), signsFrom: past }]);
    expect(await retired.verify(announced)).toBeNull();
  });

  it("verifies a token without a key id (signed before keys had ids) with any key, and refuses a forged one", async () => {
    const single = new TokenSigner("a".repeat(40));
    const old = await single.sign(claims);
    const shared = new TokenSigner([{ id: "1", secret: "a".repeat(40), signsFrom: past }]);
    expect(await shared.verify(old)).toMatchObject({ sessionId: claims.sessionId });
    expect(await shared.verify(await new TokenSigner("c".repeat(40)).sign(claims))).toBeNull();
    expect(await shared.verify("not.a.token")).toBeNull();
  });
});

describe("the shared secrets table", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  /** The database's answer to a statement (drizzle wraps it: the reason is the cause's message). */
  const answer = (query: Promise<unknown>) =>
    query.then(
      () => "allowed",
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );

  it("is not readable or writable by the app's role", async () => {
    expect(await answer(t.database.db.execute(sql`SELECT count(*) FROM server_secrets`))).toMatch(/permission denied/);
    expect(await answer(t.database.db.execute(sql`INSERT INTO server_secrets (purpose, id, secret) VALUES ('jwt', 9, ${"x".repeat(40)})`))).toMatch(
      /permission denied/,
    );
  });
});

/** A second app (another process's DATA_DIR, no JWT_SECRET) on an existing database. */
async function appOn(url: string, migrate: boolean): Promise<{ app: FastifyInstance; database: Database; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-process-"));
  const database = await openDatabase({ databaseUrl: url, migrate, poolSize: 2 });
  const config = loadConfig({}, { dataDir, databaseUrl: url, jwtSecret: null, logLevel: "silent", fastHashing: true, smtpUrl: null, appUrl: "http://neraca.test" });
  const app = await buildApp({ config, database, serveWeb: false, logger: false });
  await app.ready();
  return { app, database, dataDir };
}

async function me(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
  return res.statusCode;
}

describe.skipIf(!baseUrl)("several API processes on one PostgreSQL database", () => {
  it("share the generated session key: a token from one is accepted by the other", async () => {
    const first = await TestApp.start({ jwtSecret: null });
    const url = first.database.url as string;
    const second = await appOn(url, false);
    try {
      const owner = await first.owner("shared", "PT Satu Kunci");
      expect(await me(first.app, owner.token)).toBe(200);
      expect(await me(second.app, owner.token)).toBe(200);
      // A token signed by the second (company switch, renewal) is accepted by the first too.
      const signed = await second.app.ctx.tokens.sign({ sessionId: "0190a0a0-0000-7000-8000-00000000000a", userId: owner.userId, companyId: null });
      expect(await first.app.ctx.tokens.verify(signed)).toMatchObject({ userId: owner.userId });
      // Kept in the database, not in either DATA_DIR.
      expect(existsSync(path.join(second.dataDir, SECRET_FILE))).toBe(false);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query("SELECT id FROM server_secrets WHERE purpose = 'jwt'");
      await client.end();
      expect(rows).toEqual([{ id: 1 }]);
    } finally {
      await second.app.close();
      await second.database.close();
      rmSync(second.dataDir, { recursive: true, force: true });
      await first.close();
    }
  });

  it("two processes starting at once on an empty database both start, migrations applied once, one key", async () => {
    const url = baseUrl as string;
    const name = `neraca_empty_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: withDatabase(url, "postgres") });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const emptyUrl = withDatabase(url, name);
    const started: Awaited<ReturnType<typeof appOn>>[] = [];
    try {
      const results = await Promise.allSettled([appOn(emptyUrl, true), appOn(emptyUrl, true)]);
      for (const result of results) if (result.status === "fulfilled") started.push(result.value);
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
      const client = new pg.Client({ connectionString: emptyUrl });
      await client.connect();
      const applied = await client.query("SELECT count(*)::int AS n, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations");
      const keys = await client.query("SELECT count(*)::int AS n FROM server_secrets WHERE purpose = 'jwt'");
      await client.end();
      expect(applied.rows[0]).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
      expect(keys.rows[0]).toEqual({ n: 1 });
      const [one, two] = started as [(typeof started)[0], (typeof started)[0]];
      const token = await one.app.ctx.tokens.sign(claims);
      expect(await two.app.ctx.tokens.verify(token)).toMatchObject({ sessionId: claims.sessionId });
    } finally {
      for (const process of started) {
        await process.app.close();
        await process.database.close();
        rmSync(process.dataDir, { recursive: true, force: true });
      }
      await dropDatabase(url, name);
    }
  });
});
