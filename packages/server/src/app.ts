import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { translate } from "@neraca/core";
import helmet from "helmet";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import type { AppContext, RouteEntry } from "./platform/context.js";
import { guardPlugin } from "./platform/guard.js";
import { errorHandler } from "./platform/http-errors.js";
import { idempotencyPlugin } from "./platform/idempotency.js";
import { warningsPlugin } from "./platform/warnings.js";
import { Mailer } from "./platform/mail.js";
import { PasswordHasher } from "./platform/passwords.js";
import { rateLimitPlugin } from "./platform/rate-limits.js";
import { openStorage } from "./platform/storage.js";
import { tableMaintenancePlugin } from "./platform/table-maintenance.js";
import { loadSigningKeys } from "./platform/secrets.js";
import { TokenSigner } from "./platform/tokens.js";
import { validatorCompiler } from "./platform/validation.js";
import { serverModules } from "./modules/index.js";

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/**
 * Hashed build output under /assets/ never changes under its name: browsers keep it a year without
 * asking again. Everything else (index.html, the favicon) is revalidated on every visit, so a new
 * build reaches users at their next page load.
 */
export function webCacheControl(webRoot: string, filePath: string): string {
  const relative = path.relative(webRoot, filePath).split(path.sep);
  return relative.length > 1 && relative[0] === "assets" ? "public, max-age=31536000, immutable" : "no-cache";
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app (default: when packages/web/dist exists). */
  serveWeb?: boolean;
  /** Where the built web app is (default: packages/web/dist). */
  webRoot?: string;
  logger?: boolean;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  const ctx: AppContext = {
    config,
    database,
    mailer: new Mailer(config.smtpUrl, path.join(config.dataDir, "mail"), app.log),
    passwords: new PasswordHasher(config.fastHashing),
    tokens: new TokenSigner(await loadSigningKeys(config, database)),
    storage: await openStorage(config),
    lifecycle: { draining: false },
  };
  app.decorate("ctx", ctx);
  app.addHook("onClose", async () => ctx.storage.close?.());
  // The table of routes and who may call them (tests walk it to prove every route is guarded).
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    // The web app's files and the API documentation are public; every other route is guarded.
    if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) {
      route.config = { ...route.config, access: "public" };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD" || !route.url.startsWith("/api/")) continue;
      routeTable.push({
        method,
        url: route.url,
        access: route.config?.access ?? "company",
        permission: route.config?.permission,
        body: route.schema?.body,
        rateLimit: route.config?.rateLimit,
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Spreadsheet uploads arrive as the request body itself (no multipart), up to 10 MB.
  for (const type of ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"]) {
    app.addContentTypeParser(type, { parseAs: "buffer", bodyLimit: 10 * 1024 * 1024 }, (_request, body, done) => done(null, body));
  }

  // Helmet's security headers on every answer, its middleware built once (the Fastify plugin builds
  // it again on every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // Print previews frame the A4 PDF the app fetched as a blob: URL (its own origin's data),
        // nothing from elsewhere; nobody frames the app.
        frameSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        // Served over plain HTTP on a LAN as often as behind TLS: do not force https.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook("onRequest", (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Neraca API", version: "0.1.0", description: "Back office for Indonesian companies" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  // Attachments arrive as multipart/form-data (what antd Upload sends); each route sets its own size limit.
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploadMaxBytes, files: 1 } });
  await app.register(guardPlugin);
  // Before idempotency: a refusal is not stored as a key's answer.
  await app.register(rateLimitPlugin);
  await app.register(idempotencyPlugin);
  await app.register(warningsPlugin);
  // ANALYZE and VACUUM as autovacuum would, on the embedded engine; ANALYZE after bulk loads on both.
  await app.register(tableMaintenancePlugin);

  // Every domain's routes under /api, in the order of modules/index.ts (cashbank-users before
  // master-data's generic /:id routes: the master-data module lists its plugins in that order).
  await app.register(
    async (api) => {
      for (const module of serverModules) {
        for (const plugin of module.plugins) await api.register(plugin);
      }
    },
    { prefix: "/api" },
  );

  const webRoot = options.webRoot ?? webDist;
  const serveWeb = options.serveWeb ?? existsSync(path.join(webRoot, "index.html"));
  if (serveWeb) {
    // Wildcard: files rebuilt while the server runs are served without a restart. The build writes
    // .br and .gz copies of every text file: the copy the browser accepts is sent as it is.
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: ["index.html"],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header("cache-control", webCacheControl(webRoot, filePath)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    // A missing hashed asset (a chunk of an older build) is a 404, not the page in its place.
    const isAsset = request.url.startsWith("/assets/");
    if (!isApi && !isAsset && serveWeb && (request.method === "GET" || request.method === "HEAD")) {
      // The SPA's router owns every other path (and shows /error-404 for unknown ones).
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.code(404).send({ message: translate("route_not_found", request.language ?? "en") });
  });
  return app;
}
