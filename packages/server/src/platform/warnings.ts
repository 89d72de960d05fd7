import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Warnings of a command that did its work but wants the user's eye on something (a bank account now
 * below zero, kept by the ledger's door, deep under the route that called it): collected for the
 * request, and added to a successful JSON answer as `warnings` (core's `actionResponseSchema`), which
 * the web shows as warning toasts. A failed answer carries none: its work was rolled back.
 *
 * The collector follows the request's async work (AsyncLocalStorage), so the door needs no argument
 * threaded through every module that posts. Outside a request (scripts, tests calling the door
 * directly) a warning goes nowhere.
 */
const collector = new AsyncLocalStorage<Set<string>>();

/** Adds a warning, in the user's language, to the answer of the request running this work. */
export function warn(text: string): void {
  collector.getStore()?.add(text);
}

/**
 * The warnings collected so far, to go back to when a transaction is tried again: an attempt rolled
 * back (a serialization conflict, a deadlock) takes its warnings with it, and the retry warns anew.
 */
export function warningsCheckpoint(): () => void {
  const store = collector.getStore();
  if (!store) return () => {};
  const kept = [...store];
  return () => {
    store.clear();
    for (const text of kept) store.add(text);
  };
}

export const warningsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("warnings", null);
  app.addHook("preHandler", (request, _reply, done) => {
    const warnings = new Set<string>();
    request.warnings = warnings;
    collector.run(warnings, done);
  });
  app.addHook("preSerialization", async (request, reply, payload) => {
    const warnings = request.warnings;
    if (!warnings?.size || reply.statusCode >= 300 || !payload || typeof payload !== "object" || Array.isArray(payload)) return payload;
    return { ...(payload as Record<string, unknown>), warnings: [...warnings] };
  });
});

declare module "fastify" {
  interface FastifyRequest {
    /** What `warn` collected for this request's answer. */
    warnings: Set<string> | null;
  }
}
