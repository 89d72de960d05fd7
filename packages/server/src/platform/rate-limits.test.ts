import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { PASSWORD, type Response, TestApp, uniqueEmail } from "../test/harness.js";
import { clientKey, RATE_LIMIT_RULES } from "./rate-limits.js";

/** Every client of a test its own address (X-Forwarded-For is trusted), so the tests do not share counters. */
let addressCounter = 0;
const newClient = () => ({ "x-forwarded-for": `198.51.100.${++addressCounter}` });

const signupBody = (email: string) => ({
  user_name: "Rina Wulandari",
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  agreement: true,
});

function expectRefused(res: Response, windowSeconds: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
}

const mailsTo = (t: TestApp, email: string) => t.outbox.filter((mail) => mail.to === email).length;

describe("abuse limits at RATE_LIMIT_FACTOR 1", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ rateLimitFactor: 1 });
  });
  afterAll(() => t.close());

  it("sends at most a few reset mails to one address: the 31st request of a burst is refused, with no mail", async () => {
    const { email } = await t.user("reset");
    const client = newClient();
    const limit = RATE_LIMIT_RULES.password_reset_mail.attempts[1].max;
    const sentBefore = mailsTo(t, email); // the activation mail
    // Thirty at once: the counter is one atomic statement, so exactly `limit` get through.
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => t.request("POST", "/api/auth/forgot-password", { body: { email }, headers: client })),
    );
    expect(burst.filter((res) => res.status === 200)).toHaveLength(limit);
    expect(burst.filter((res) => res.status === 429)).toHaveLength(30 - limit);
    expect(mailsTo(t, email)).toBe(sentBefore + limit);

    // From another address too: the limit is the target's, whoever asks.
    const thirtyFirst = await t.request("POST", "/api/auth/forgot-password", {
      body: { email },
      headers: { ...newClient(), "accept-language": "id" },
    });
    expect(thirtyFirst.status).toBe(429);
    expect(Number(thirtyFirst.headers["retry-after"])).toBeGreaterThan(0);
    expect(thirtyFirst.body.message).toMatch(/^Terlalu banyak percobaan\. Tunggu \d+ menit lalu coba lagi\.$/);
    expect(mailsTo(t, email)).toBe(sentBefore + limit);

    // Another address's mail still goes.
    const other = await t.user("reset.other");
    const otherBefore = mailsTo(t, other.email);
    const otherReset = await t.request("POST", "/api/auth/forgot-password", { body: { email: other.email }, headers: client });
    expect(otherReset.status).toBe(200);
    expect(mailsTo(t, other.email)).toBe(otherBefore + 1);
  });

  it("keeps no Idempotency-Key of a refused request, so its retry after the wait is judged again", async () => {
    const email = uniqueEmail("idempotent");
    const client = newClient();
    const limit = RATE_LIMIT_RULES.password_reset_mail.attempts[1].max;
    for (let i = 0; i < limit; i++) await t.request("POST", "/api/auth/forgot-password", { body: { email }, headers: client });
    const key = `refused-${email}`;
    const refused = await t.request("POST", "/api/auth/forgot-password", { body: { email }, headers: { ...client, "idempotency-key": key } });
    expectRefused(refused, 3600);
    const stored = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = ${key}`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it("counts an address in any letter case as one", async () => {
    const { email } = await t.user("case");
    const client = newClient();
    const limit = RATE_LIMIT_RULES.activation_mail.attempts[1].max;
    for (let i = 0; i < limit; i++) {
      const variant = i % 2 ? email.toUpperCase() : email;
      expect((await t.request("POST", "/api/auth/resend-activation", { body: { email: variant }, headers: client })).status).toBe(200);
    }
    const refused = await t.request("POST", "/api/auth/resend-activation", { body: { email: email.toUpperCase() }, headers: client });
    expectRefused(refused, 3600);
  });

  it("refuses sign-ups from one client address past the limit; another address still signs up", async () => {
    const client = newClient();
    const limit = RATE_LIMIT_RULES.signup.attempts[0].max;
    for (let i = 0; i < limit; i++) {
      const res = await t.request("POST", "/api/auth/signup", { body: signupBody(uniqueEmail("flood")), headers: client });
      expect(res.status).toBe(201);
    }
    const email = uniqueEmail("flood.last");
    expectRefused(await t.request("POST", "/api/auth/signup", { body: signupBody(email), headers: client }), 3600);
    expect(mailsTo(t, email)).toBe(0);
    const elsewhere = await t.request("POST", "/api/auth/signup", { body: signupBody(email), headers: newClient() });
    expect(elsewhere.status).toBe(201);
  }, 120_000);

  it("stops failed logins spread over many accounts from one address, even a right password then", async () => {
    const { email } = await t.user("spray");
    const client = newClient();
    const limit = RATE_LIMIT_RULES.login.failures.limits[0].max;
    for (let i = 0; i < limit; i++) {
      const res = await t.request("POST", "/api/auth/login", {
        body: { email: uniqueEmail("nobody"), password: "Salah12345" },
        headers: client,
      });
      expect(res.status).toBe(401);
    }
    expectRefused(await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD }, headers: client }), 600);
    // The account itself is not locked: the same login from another address goes through.
    const elsewhere = await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD }, headers: newClient() });
    expect(elsewhere.status).toBe(200);
  });

  it("refuses logins to one account past tens a minute, from any address", async () => {
    const { email } = await t.user("busy");
    const limit = RATE_LIMIT_RULES.login.attempts[1].max;
    // Not at a minute's edge: the previous window only counts in part (sliding), so a slow run
    // straddling the edge could fall a login short of the limit.
    const intoMinute = (Date.now() / 1000) % 60;
    if (intoMinute > 40) await new Promise((resolve) => setTimeout(resolve, (61 - intoMinute) * 1000));
    for (let i = 0; i < limit - 1; i++) {
      // -1: t.user logged in once already.
      const res = await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD }, headers: newClient() });
      expect(res.status).toBe(200);
    }
    expectRefused(await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD }, headers: newClient() }), 60);
  }, 90_000);

  it("limits the invitation mails to one address, and the resends of one invitation", async () => {
    const owner = await t.owner("inviter");
    const client = newClient();
    const email = uniqueEmail("invitee");
    const invite = () =>
      t.request("POST", "/api/company/user-invitation", {
        token: owner.token,
        body: { name: "Invitee", email, role_ids: [] },
        headers: client,
      });
    const mailLimit = RATE_LIMIT_RULES.invitation_mail.attempts[1].max;
    for (let i = 0; i < mailLimit; i++) {
      const created = await invite();
      expect(created.status).toBe(201);
      const cancelled = await t.request("DELETE", `/api/company/user-invitation/${created.body.data.id}`, { token: owner.token });
      expect(cancelled.status).toBe(200);
    }
    const before = mailsTo(t, email);
    expectRefused(await invite(), 3600);
    expect(mailsTo(t, email)).toBe(before);

    const other = await t.request("POST", "/api/company/user-invitation", {
      token: owner.token,
      body: { name: "Other", email: uniqueEmail("invitee.other"), role_ids: [] },
      headers: client,
    });
    expect(other.status).toBe(201);
    const resend = () =>
      t.request("POST", `/api/company/user-invitation/${other.body.data.id}/resend`, { token: owner.token, headers: client });
    const resendLimit = RATE_LIMIT_RULES.invitation_resend.attempts[1].max;
    for (let i = 0; i < resendLimit; i++) expect((await resend()).status).toBe(200);
    expectRefused(await resend(), 3600);
  });

  it("is shared by every process on the database, not kept in one process's memory", async () => {
    const second = await buildApp({ config: t.app.ctx.config, database: t.database, serveWeb: false, logger: false });
    try {
      const { email } = await t.user("shared");
      const client = newClient();
      const limit = RATE_LIMIT_RULES.password_reset_mail.attempts[1].max;
      const ask = async (app: typeof second) =>
        (await app.inject({ method: "POST", url: "/api/auth/forgot-password", headers: client, payload: { email } })).statusCode;
      for (let i = 0; i < limit; i++) expect(await ask(i % 2 ? second : t.app)).toBe(200);
      expect(await ask(second)).toBe(429);
      expect(await ask(t.app)).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("keys an IPv6 client on its /64, and an IPv4-mapped one on its IPv4 address", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8:0:12:1:2:3:4")).toBe("2001:db8:0:12::/64");
    expect(clientKey("2001:DB8:0:12::abcd")).toBe("2001:db8:0:12::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("the doors that are limited", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it("gives every public route a limit (but the load balancer's health checks), and the invitation mails", () => {
    const unlimited = new Set(["GET /api/health", "GET /api/ready"]);
    const doors = t.app.routeTable.filter(
      (route) => route.access === "public" && !route.url.startsWith("/api/docs") && !unlimited.has(`${route.method} ${route.url}`),
    );
    expect(doors.length).toBeGreaterThanOrEqual(8);
    for (const route of doors) expect([route.method, route.url, !!route.rateLimit]).toEqual([route.method, route.url, true]);
    const mails = t.app.routeTable.filter((route) => route.method === "POST" && /^\/api\/company\/user-invitation(\/:id\/resend)?$/.test(route.url));
    expect(mails.map((route) => route.rateLimit).sort()).toEqual(["invitation_mail", "invitation_resend"]);
  });
});

describe("RATE_LIMIT_FACTOR", () => {
  it("10 makes every limit ten times looser", async () => {
    const t = await TestApp.start({ rateLimitFactor: 10 });
    try {
      // An address with no account: counted the same, with no mail to write.
      const email = uniqueEmail("looser");
      const limit = RATE_LIMIT_RULES.password_reset_mail.attempts[1].max * 10;
      const client = newClient();
      for (let i = 0; i < limit; i++) {
        expect((await t.request("POST", "/api/auth/forgot-password", { body: { email }, headers: client })).status).toBe(200);
      }
      expectRefused(await t.request("POST", "/api/auth/forgot-password", { body: { email }, headers: client }), 3600);
    } finally {
      await t.close();
    }
  });

  it("0 turns the limits off", async () => {
    const t = await TestApp.start({ rateLimitFactor: 0 });
    try {
      const { email } = await t.user("unlimited");
      const client = newClient();
      const sentBefore = mailsTo(t, email);
      const times = RATE_LIMIT_RULES.password_reset_mail.attempts[1].max * 3;
      for (let i = 0; i < times; i++) {
        expect((await t.request("POST", "/api/auth/forgot-password", { body: { email }, headers: client })).status).toBe(200);
      }
      expect(mailsTo(t, email)).toBe(sentBefore + times);
    } finally {
      await t.close();
    }
  });
});
