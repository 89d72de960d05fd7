import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, TestApp, uniqueEmail } from "../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t.close());

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  user_name: "Budi Santoso",
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  agreement: true,
  ...extra,
});

async function countUsers(email: string) {
  const res = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE email = ${email}`);
  return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
}

describe("sign-up and activation", () => {
  it("creates the account, mails an activation link and refuses login until activated", async () => {
    const email = uniqueEmail("budi");
    const res = await t.request("POST", "/api/auth/signup", { body: signupBody(email) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: "Your account has been created. Check your email for the activation link." });
    const mail = t.outbox.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.link).toMatch(/^http:\/\/neraca\.test\/membership\/user\/activation\/[A-Za-z0-9_-]{43}$/);
    expect(mail?.file).toMatch(/\.eml$/);

    const early = await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD } });
    expect(early.status).toBe(403);

    const token = t.lastLinkToken(email);
    const activated = await t.request("POST", "/api/auth/activation", { body: { token } });
    expect(activated.status).toBe(200);
    expect(activated.body.message).toBe("Your account has been activated successfully");

    const again = await t.request("POST", "/api/auth/activation", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This link is invalid, already used or expired.");

    const login = await t.request("POST", "/api/auth/login", { body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(login.status).toBe(200);
  });

  it("stores only the token's hash and an argon2id password hash", async () => {
    const email = uniqueEmail("hash");
    await t.signup(email);
    const token = t.lastLinkToken(email);
    const res = await t.database.db.execute(sql`
      SELECT u.password_hash, ut.token_hash FROM users u JOIN user_tokens ut ON ut.user_id = u.id WHERE u.email = ${email}`);
    const row = (res as unknown as { rows: { password_hash: string; token_hash: string }[] }).rows[0];
    expect(row?.password_hash.startsWith("$argon2id$")).toBe(true);
    expect(row?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
  });

  it("refuses a taken email with 422 and the spec's message shape", async () => {
    const email = uniqueEmail("taken");
    await t.signup(email);
    const res = await t.request("POST", "/api/auth/signup", { body: signupBody(email) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ["The email has already been taken"] });
    expect(await countUsers(email)).toBe(1);
  });

  it("validates every field, in English and Indonesian", async () => {
    const res = await t.request("POST", "/api/auth/signup", {
      body: { email: "nope", password: "short", password_confirmation: "x", agreement: false },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("The given data was invalid.");
    expect(res.body.errors.user_name).toEqual(["The username field is required"]);
    expect(res.body.errors.email).toEqual(["The email field must be a valid email address"]);
    expect(res.body.errors.agreement).toEqual(["You must agree to the terms and conditions"]);
    expect(res.body.errors.password).toContain("The password field must be at least 8 characters");

    const id = await t.request("POST", "/api/auth/signup", { body: {}, headers: { "accept-language": "id-ID,id;q=0.9" } });
    expect(id.body.message).toBe("Data yang diberikan tidak valid.");
    expect(id.body.errors.email).toEqual(["Kolom email wajib diisi"]);
    expect(id.body.errors.agreement).toEqual(["Kolom persetujuan wajib diisi"]);
  });

  it("rejects an expired activation token", async () => {
    const email = uniqueEmail("expired");
    await t.signup(email);
    await t.database.db.execute(sql`
      UPDATE user_tokens SET expires_at = now() - interval '1 minute'
      WHERE user_id = (SELECT id FROM users WHERE email = ${email})`);
    const res = await t.request("POST", "/api/auth/activation", { body: { token: t.lastLinkToken(email) } });
    expect(res.status).toBe(400);
    const unknown = await t.request("POST", "/api/auth/activation", { body: { token: "no-such-token" } });
    expect(unknown.status).toBe(400);
  });

  it("resends activation only for accounts still waiting, with the same answer either way", async () => {
    const email = uniqueEmail("resend");
    await t.signup(email);
    const first = t.lastLinkToken(email);
    const res = await t.request("POST", "/api/auth/resend-activation", { body: { email } });
    const other = await t.request("POST", "/api/auth/resend-activation", { body: { email: uniqueEmail("ghost") } });
    expect(res.body).toEqual(other.body);
    const second = t.lastLinkToken(email);
    expect(second).not.toBe(first);
    expect((await t.request("POST", "/api/auth/activation", { body: { token: first } })).status).toBe(400);
    expect((await t.request("POST", "/api/auth/activation", { body: { token: second } })).status).toBe(200);
  });
});

describe("login", () => {
  it("answers the session shape of the spec", async () => {
    const { email } = await t.user("shape");
    const res = await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe("string");
    expect(Object.keys(res.body.data).sort()).toEqual(["companies", "menus", "user"]);
    expect(res.body.data.user).toMatchObject({
      user_name: "shape name",
      user_email: email,
      avatar: null,
      is_national: false,
      active_company: null,
      ability: [],
    });
    expect(res.body.data.companies).toEqual([]);
  });

  it("gives 401 for a wrong password or an unknown account, with one message", async () => {
    const { email } = await t.user("wrong");
    const wrong = await t.request("POST", "/api/auth/login", { body: { email, password: "Wrong12345" } });
    const unknown = await t.request("POST", "/api/auth/login", { body: { email: uniqueEmail("nobody"), password: "Wrong12345" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("locks an account after five failures in a row (429 even with the right password)", async () => {
    const { email } = await t.user("lock");
    for (let i = 0; i < 5; i++) {
      const res = await t.request("POST", "/api/auth/login", { body: { email, password: "Wrong12345" } });
      expect(res.status).toBe(401);
    }
    const locked = await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.body.message).toMatch(/Too many failed login attempts/);
    // Another account is not affected.
    const other = await t.user("unlocked");
    expect((await t.request("POST", "/api/auth/login", { body: { email: other.email, password: PASSWORD } })).status).toBe(200);
  });
});

describe("session", () => {
  it("me answers the login data; logout kills the token at once", async () => {
    const { token, email } = await t.user("me");
    const me = await t.request("GET", "/api/auth/me", { token });
    expect(me.status).toBe(200);
    expect(me.body.data.user.user_email).toBe(email);
    const out = await t.request("POST", "/api/auth/logout", { token });
    expect(out.status).toBe(200);
    expect((await t.request("GET", "/api/auth/me", { token })).status).toBe(401);
  });

  it("answers 401 without a token, with a forged one, or an expired one", async () => {
    expect((await t.request("GET", "/api/auth/me")).status).toBe(401);
    expect((await t.request("GET", "/api/auth/me", { token: "abc.def.ghi" })).status).toBe(401);
    const { token } = await t.user("forged");
    const [head, body] = token.split(".");
    const forged = await new SignJWT(JSON.parse(Buffer.from(body as string, "base64url").toString()))
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-another-secret-xx"));
    expect(head).toBeTruthy();
    expect((await t.request("GET", "/api/auth/me", { token: forged })).status).toBe(401);
    const expired = await new SignJWT({ ...JSON.parse(Buffer.from(body as string, "base64url").toString()), exp: 1 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("test-secret-test-secret-test-secret"));
    expect((await t.request("GET", "/api/auth/me", { token: expired })).status).toBe(401);
  });

  it("renews an old token in the Authorization response header", async () => {
    const { token } = await t.user("renew");
    const claims = JSON.parse(Buffer.from(token.split(".")[1] as string, "base64url").toString());
    const old = await new SignJWT({ sid: claims.sid, cid: claims.cid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 2 * 3600)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("test-secret-test-secret-test-secret"));
    const res = await t.request("GET", "/api/auth/me", { token: old });
    expect(res.status).toBe(200);
    const renewed = String(res.headers.authorization ?? "");
    expect(renewed).toMatch(/^Bearer /);
    const fresh = renewed.slice(7);
    expect((await t.request("GET", "/api/auth/me", { token: fresh })).status).toBe(200);
    const recent = await t.request("GET", "/api/auth/me", { token });
    expect(recent.headers.authorization).toBeUndefined();
  });
});

describe("password reset", () => {
  it("answers the same whether or not the account exists, and mails only real accounts", async () => {
    const { email } = await t.user("forgot");
    const before = t.outbox.length;
    const real = await t.request("POST", "/api/auth/forgot-password", { body: { email } });
    const ghost = await t.request("POST", "/api/auth/forgot-password", { body: { email: uniqueEmail("ghost") } });
    expect(real.status).toBe(200);
    expect(ghost.status).toBe(200);
    expect(real.body).toEqual(ghost.body);
    expect(t.outbox.length).toBe(before + 1);
    expect(t.outbox.at(-1)?.link).toMatch(/^http:\/\/neraca\.test\/auth\/reset-password\//);
  });

  it("resets once, ends every session, and the new password works", async () => {
    const { email, token } = await t.user("reset");
    await t.request("POST", "/api/auth/forgot-password", { body: { email } });
    const resetToken = t.lastLinkToken(email);
    const bad = await t.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "NewSecret99", password_confirmation: "Other99999" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.password).toEqual(["The password field confirmation does not match"]);
    const ok = await t.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "NewSecret99", password_confirmation: "NewSecret99" },
    });
    expect(ok.status).toBe(200);
    expect((await t.request("GET", "/api/auth/me", { token })).status).toBe(401);
    expect((await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD } })).status).toBe(401);
    expect((await t.request("POST", "/api/auth/login", { body: { email, password: "NewSecret99" } })).status).toBe(200);
    const reuse = await t.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "NewSecret98", password_confirmation: "NewSecret98" },
    });
    expect(reuse.status).toBe(400);
  });

  it("refuses a reset token older than 30 minutes", async () => {
    const { email } = await t.user("reset-old");
    await t.request("POST", "/api/auth/forgot-password", { body: { email } });
    await t.database.db.execute(sql`
      UPDATE user_tokens SET expires_at = now() - interval '1 second'
      WHERE purpose = 'reset' AND user_id = (SELECT id FROM users WHERE email = ${email})`);
    const res = await t.request("POST", "/api/auth/reset-password", {
      body: { token: t.lastLinkToken(email), password: "NewSecret99", password_confirmation: "NewSecret99" },
    });
    expect(res.status).toBe(400);
  });
});

describe("profile", () => {
  it("updates name, avatar and language, and changes the password with the current one", async () => {
    const { token, email } = await t.user("profile");
    const avatar = "data:image/png;base64,iVBORw0KGgo=";
    const res = await t.request("PUT", "/api/auth/profile", { token, body: { user_name: "Citra", avatar, language: "id" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user_name: "Citra", avatar, language: "id", email });
    expect(res.body.message).toBe("Profil Anda telah diperbarui.");
    const badImage = await t.request("PUT", "/api/auth/profile", { token, body: { avatar: "data:text/html;base64,PGI+" } });
    expect(badImage.status).toBe(422);
    expect(badImage.body.errors.avatar).toEqual(["Kolom avatar harus berupa gambar"]);

    const wrong = await t.request("PUT", "/api/auth/password", {
      token,
      body: { current_password: "Nope12345", password: "Another123", password_confirmation: "Another123" },
      headers: { "accept-language": "en" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(["The current password is incorrect."]);
    const ok = await t.request("PUT", "/api/auth/password", {
      token,
      body: { current_password: PASSWORD, password: "Another123", password_confirmation: "Another123" },
    });
    expect(ok.status).toBe(200);
    expect((await t.request("GET", "/api/auth/me", { token })).status).toBe(200);
    expect((await t.request("POST", "/api/auth/login", { body: { email, password: "Another123" } })).status).toBe(200);
  });
});
