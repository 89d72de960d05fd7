import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * One domain of the API: its route plugins, registered under /api in this order. Each module
 * folder exports one (`<folder>/<folder>.module.ts`) and `modules/index.ts` lists them all.
 */
export interface ServerModule {
  name: string;
  plugins: (FastifyPluginAsync | FastifyPluginAsyncZod)[];
}
