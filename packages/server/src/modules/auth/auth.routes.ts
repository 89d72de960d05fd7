import {
  activeCompanyBody,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  profileBody,
  resetPasswordBody,
  signupBody,
  tokenBody,
  translate,
} from "@neraca/core";
import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessions, users } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { AppError, isUniqueViolation, unauthenticated } from "../../platform/errors.js";
import { userOf } from "../../platform/guard.js";
import { newId } from "../../platform/ids.js";
import { activationMail, resetMail } from "../../platform/mail.js";
import {
  ACTIVATION_TTL_MS,
  authStateFor,
  consumeUserToken,
  createSession,
  emailTakenError,
  findUserByEmail,
  issueUserToken,
  landingCompany,
  lockedError,
  memberRules,
  recordEvent,
  registerLoginFailure,
  RESET_TTL_MS,
  signFor,
} from "./auth.service.js";
import { sessionData } from "./session-data.js";

const publicRoute = { access: "public" } as const;
const userRoute = { access: "user" } as const;
const tags = ["auth"];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const db = ctx.database.db;
  const link = (path: string) => `${ctx.config.appUrl}${path}`;

  app.post(
    "/auth/signup",
    { config: { ...publicRoute, rateLimit: "signup" }, schema: { tags, body: signupBody } },
    async (request, reply) => {
      const body = request.body;
      const language = request.language;
      if (await findUserByEmail(db, body.email)) throw emailTakenError(language);
      const passwordHash = await ctx.passwords.hash(body.password);
      const token = await inTransaction(db, { companyId: null, userId: null }, async (tx) => {
        const id = newId();
        try {
          await tx.insert(users).values({ id, userName: body.user_name, email: body.email, passwordHash, language });
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTakenError(language);
          throw error;
        }
        await recordEvent(tx, id, "signup", request.ip);
        return issueUserToken(tx, id, "activation", ACTIVATION_TTL_MS);
      });
      await ctx.mailer.send(
        activationMail(language, body.email, body.user_name, link(`/membership/user/activation/${token}`)),
      );
      return reply.code(201).send({ message: translate("signup_success", language) });
    },
  );

  app.post(
    "/auth/resend-activation",
    { config: { ...publicRoute, rateLimit: "activation_mail" }, schema: { tags, body: forgotPasswordBody } },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (user && !user.activatedAt) {
        const token = await inTransaction(db, { companyId: null, userId: user.id }, (tx) =>
          issueUserToken(tx, user.id, "activation", ACTIVATION_TTL_MS),
        );
        await ctx.mailer.send(
          activationMail(request.language, user.email, user.userName, link(`/membership/user/activation/${token}`)),
        );
      }
      return { message: translate("signup_success", request.language) };
    },
  );

  app.post(
    "/auth/activation",
    { config: { ...publicRoute, rateLimit: "mailed_link" }, schema: { tags, body: tokenBody } },
    async (request) => {
      await inTransaction(db, { companyId: null, userId: null }, async (tx) => {
        const userId = await consumeUserToken(tx, request.body.token, "activation");
        if (!userId) throw new AppError(400, "token_invalid");
        await tx.update(users).set({ activatedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, userId));
        await recordEvent(tx, userId, "activated", request.ip);
      });
      return { message: translate("activation_success", request.language) };
    },
  );

  app.post("/auth/login", { config: { ...publicRoute, rateLimit: "login" }, schema: { tags, body: loginBody } }, async (request) => {
    const { email, password } = request.body;
    const user = await findUserByEmail(db, email);
    if (user) {
      const locked = lockedError(user);
      if (locked) throw locked;
    }
    const ok = await ctx.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      if (user) await registerLoginFailure(db, user, request.ip);
      throw new AppError(401, "login_failed");
    }
    if (!user.activatedAt) throw new AppError(403, "not_activated");
    return inTransaction(db, { companyId: null, userId: user.id }, async (tx) => {
      await tx
        .update(users)
        .set({ failedLoginCount: 0, lockedUntil: null })
        .where(eq(users.id, user.id));
      const companyId = await landingCompany(tx, user);
      const sessionId = await createSession(tx, user.id, request.headers["user-agent"], request.ip);
      const auth = await authStateFor(tx, sessionId, user, companyId);
      const token = await signFor(ctx, auth);
      return { token, data: await sessionData(tx, auth, request.language) };
    });
  });

  app.get("/auth/me", { config: userRoute, schema: { tags } }, async (request) => {
    const auth = userOf(request);
    const data = await inTransaction(db, auth, (tx) => sessionData(tx, auth, request.language));
    return { data };
  });

  app.post("/auth/logout", { config: userRoute, schema: { tags } }, async (request) => {
    const auth = userOf(request);
    await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, auth.sessionId));
    return { message: translate("logout_success", request.language) };
  });

  app.put(
    "/auth/active-company",
    { config: userRoute, schema: { tags, body: activeCompanyBody } },
    async (request, reply) => {
      const auth = userOf(request);
      const companyId = request.body.company_id;
      const result = await inTransaction(db, { companyId, userId: auth.userId }, async (tx) => {
        const found = await memberRules(tx, companyId, auth.userId);
        if (!found) throw new AppError(403, "not_member");
        await tx.update(users).set({ activeCompanyId: companyId }).where(eq(users.id, auth.userId));
        const [user] = await tx.select().from(users).where(eq(users.id, auth.userId));
        if (!user) throw unauthenticated();
        const next = await authStateFor(tx, auth.sessionId, user, companyId);
        const token = await signFor(ctx, next);
        return { token, data: await sessionData(tx, next, request.language) };
      });
      reply.header("Authorization", `Bearer ${result.token}`);
      return { message: translate("company_switched", request.language), ...result };
    },
  );

  app.post(
    "/auth/forgot-password",
    { config: { ...publicRoute, rateLimit: "password_reset_mail" }, schema: { tags, body: forgotPasswordBody } },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (user) {
        const token = await inTransaction(db, { companyId: null, userId: user.id }, async (tx) => {
          await recordEvent(tx, user.id, "reset_requested", request.ip);
          return issueUserToken(tx, user.id, "reset", RESET_TTL_MS);
        });
        await ctx.mailer.send(
          resetMail(request.language, user.email, user.userName, link(`/auth/reset-password/${token}`)),
        );
      }
      // The same answer whether or not the account exists.
      return { message: translate("forgot_password_sent", request.language) };
    },
  );

  app.post(
    "/auth/reset-password",
    { config: { ...publicRoute, rateLimit: "mailed_link" }, schema: { tags, body: resetPasswordBody } },
    async (request) => {
      const passwordHash = await ctx.passwords.hash(request.body.password);
      await inTransaction(db, { companyId: null, userId: null }, async (tx) => {
        const userId = await consumeUserToken(tx, request.body.token, "reset");
        if (!userId) throw new AppError(400, "token_invalid");
        // The mail proved the address, so a reset also activates; every session ends.
        await tx
          .update(users)
          .set({
            passwordHash,
            failedLoginCount: 0,
            lockedUntil: null,
            activatedAt: sql`coalesce(${users.activatedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId));
        await tx.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, userId));
        await recordEvent(tx, userId, "password_reset", request.ip);
      });
      return { message: translate("password_reset", request.language) };
    },
  );

  app.get("/auth/profile", { config: userRoute, schema: { tags } }, async (request) => {
    const auth = userOf(request);
    const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
    if (!user) throw unauthenticated();
    return {
      data: { id: user.id, user_name: user.userName, email: user.email, avatar: user.avatar, language: user.language },
    };
  });

  app.put("/auth/profile", { config: userRoute, schema: { tags, body: profileBody } }, async (request) => {
    const auth = userOf(request);
    const body = request.body;
    const [user] = await db
      .update(users)
      .set({
        ...(body.user_name !== undefined && { userName: body.user_name }),
        ...(body.avatar !== undefined && { avatar: body.avatar }),
        ...(body.language !== undefined && { language: body.language }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, auth.userId))
      .returning();
    if (!user) throw unauthenticated();
    return {
      message: translate("profile_updated", body.language ?? request.language),
      data: { id: user.id, user_name: user.userName, email: user.email, avatar: user.avatar, language: user.language },
    };
  });

  app.put(
    "/auth/password",
    { config: userRoute, schema: { tags, body: changePasswordBody } },
    async (request) => {
      const auth = userOf(request);
      const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
      if (!user) throw unauthenticated();
      if (!(await ctx.passwords.verify(user.passwordHash, request.body.current_password))) {
        throw new AppError(422, "validation_failed", {}, {
          current_password: [translate("current_password_wrong", request.language)],
        });
      }
      const passwordHash = await ctx.passwords.hash(request.body.password);
      await inTransaction(db, { companyId: null, userId: user.id }, async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
        // Other sessions end; this one stays.
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.userId, user.id), ne(sessions.id, auth.sessionId)));
        await recordEvent(tx, user.id, "password_changed", request.ip);
      });
      return { message: translate("password_changed", request.language) };
    },
  );
};
