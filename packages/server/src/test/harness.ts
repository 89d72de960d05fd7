import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import { type Database, openDatabase } from "../db/client.js";
import { cloneTemplate, dropDatabase } from "./postgres.js";

export interface Response<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send this exact text as the body (for malformed JSON). */
  raw?: string;
}

let counter = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}.${Date.now().toString(36)}${++counter}${randomBytes(2).toString("hex")}@example.com`;
export const PASSWORD = "Rahasia123";

/** An app on a fresh database (cloned from the run's migrated one) with helpers for the usual steps. */
export class TestApp {
  private constructor(
    readonly app: FastifyInstance,
    readonly database: Database,
    private readonly cleanup: () => Promise<void>,
  ) {}

  /** `overrides`: configuration the test needs (S3_URL, UPLOAD_MAX_BYTES, …). */
  static async start(overrides: Partial<Config> = {}): Promise<TestApp> {
    const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-app-"));
    const baseUrl = process.env.DATABASE_URL;
    let database: Database;
    let dropUrl: (() => Promise<void>) | null = null;
    if (baseUrl) {
      const name = `neraca_t_${randomBytes(6).toString("hex")}`;
      const url = await cloneTemplate(baseUrl, inject("pgTemplate"), name);
      database = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 5 });
      dropUrl = () => dropDatabase(baseUrl, name);
    } else {
      const dump = readFileSync(inject("pgliteDump"));
      database = await openDatabase({ databaseUrl: null, loadDataDir: new Blob([dump]), migrate: false });
    }
    const config = loadConfig(
      {},
      {
        dataDir,
        databaseUrl: baseUrl ?? null,
        jwtSecret: "test-secret-test-secret-test-secret",
        logLevel: "silent",
        fastHashing: true,
        appUrl: "http://neraca.test",
        smtpUrl: null,
        // A file signs up and logs in hundreds of users from one address: limits 50 times looser
        // than a real deployment's, still on (platform/rate-limits.test.ts runs them at 1).
        rateLimitFactor: 50,
        ...overrides,
      },
    );
    const app = await buildApp({ config: { ...config, logLevel: process.env.TEST_LOG_LEVEL ?? "silent" }, database, serveWeb: false, logger: !!process.env.TEST_LOG_LEVEL });
    await app.ready();
    return new TestApp(app, database, async () => {
      await app.close();
      await database.close();
      if (dropUrl) await dropUrl();
      rmSync(dataDir, { recursive: true, force: true });
    });
  }

  close() {
    return this.cleanup();
  }

  async request<T = any>(method: string, url: string, options: RequestOptions = {}): Promise<Response<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers["content-type"] ??= "application/json";
    const res = await this.app.inject({ method: method as "GET", url, headers, payload });
    let body: any = res.body;
    try {
      body = res.body ? JSON.parse(res.body) : null;
    } catch {
      // not JSON (HTML, for example)
    }
    return { status: res.statusCode, body, headers: res.headers };
  }

  get outbox() {
    return this.app.ctx.mailer.outbox;
  }

  /** The token at the end of the link of the last mail sent to an address. */
  lastLinkToken(email: string): string {
    const mail = [...this.outbox].reverse().find((m) => m.to === email);
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail.link.split("/").pop() as string;
  }

  async signup(email: string, name = "Test User", password = PASSWORD) {
    const res = await this.request("POST", "/api/auth/signup", {
      body: { user_name: name, email, password, password_confirmation: password, agreement: true },
    });
    if (res.status !== 201) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  }

  async activate(email: string) {
    const res = await this.request("POST", "/api/auth/activation", { body: { token: this.lastLinkToken(email) } });
    if (res.status !== 200) throw new Error(`activation failed: ${JSON.stringify(res.body)}`);
  }

  async login(email: string, password = PASSWORD) {
    const res = await this.request("POST", "/api/auth/login", { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { token: string; data: any };
  }

  /** A new, activated, logged-in user without a company. */
  async user(prefix = "user") {
    const email = uniqueEmail(prefix);
    await this.signup(email, `${prefix} name`);
    await this.activate(email);
    const { token, data } = await this.login(email);
    return { email, token, userId: data.user.id as string };
  }

  async registerCompany(token: string, name = "PT Contoh Sejahtera") {
    const res = await this.request("POST", "/api/company/register", {
      token,
      body: {
        organization_name: name,
        brand_name: name.replace(/^PT /, ""),
        business_type: "trading",
        cut_off_date: "2026-01-01",
        pricing_plan: "business",
        billing_cycle: "annual",
      },
    });
    if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
    return { token: res.body.token as string, companyId: res.body.data.user.active_company.id as string };
  }

  /** A user who registered a company (owner, `manage all`). */
  async owner(prefix = "owner", company?: string) {
    const user = await this.user(prefix);
    const registered = await this.registerCompany(user.token, company);
    return { ...user, ...registered };
  }

  /** Invites a new person into the owner's company with the given permissions; returns them logged in. */
  async member(ownerToken: string, permissions: { action: string; resource: string }[], prefix = "member") {
    let roleIds: string[] = [];
    if (permissions.length) {
      const role = await this.request("POST", "/api/setting/role", {
        token: ownerToken,
        body: { name: `role ${uniqueEmail("r")}`, permissions },
      });
      if (role.status !== 201) throw new Error(`role failed: ${JSON.stringify(role.body)}`);
      roleIds = [role.body.data.id];
    }
    const email = uniqueEmail(prefix);
    const invite = await this.request("POST", "/api/company/user-invitation", {
      token: ownerToken,
      body: { name: `${prefix} name`, email, role_ids: roleIds },
    });
    if (invite.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invite.body)}`);
    const accept = await this.request("POST", "/api/company/user-invitation/activation", {
      body: { token: this.lastLinkToken(email), password: PASSWORD, password_confirmation: PASSWORD },
    });
    if (accept.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accept.body)}`);
    const { token, data } = await this.login(email);
    return { email, token, userId: data.user.id as string, roleIds };
  }
}
