import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import type { AuthState } from "../../platform/context.js";

/**
 * The caller's session during a cash-advance command. The document lifecycle hands a type only the
 * actor (company and user); the user-to-cashbank mapping needs the session's permissions too
 * (`allowedCashbankIds`), so this module's routes keep it for the request's async work.
 */
const store = new AsyncLocalStorage<AuthState>();

/** Binds each request of this plugin's routes to its session (call once in the plugin). */
export function bindRequestAuth(app: FastifyInstance): void {
  app.addHook("preHandler", (request, _reply, done) => {
    if (request.auth) store.run(request.auth, done);
    else done();
  });
}

/** The session of the request being served, when inside one of this module's routes. */
export const requestAuth = (): AuthState | null => store.getStore() ?? null;
