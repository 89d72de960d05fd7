import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Tx } from "../db/client.js";

/**
 * A sub-ledger check (DESIGN §12) for `npm run ledger:verify`: recomputes a module's sub-ledger
 * (receivables per customer, payables per vendor, advances per employee, cash per account) and
 * answers each difference from its control accounts as a line of text; none when they agree.
 */
export interface SubledgerCheck {
  name: string;
  check(tx: Tx, companyId: string): Promise<string[]>;
}

/**
 * One domain of the API: its route plugins, registered under /api in this order. Each module
 * folder exports one (`<folder>/<folder>.module.ts`) and `modules/index.ts` lists them all.
 */
export interface ServerModule {
  name: string;
  plugins: (FastifyPluginAsync | FastifyPluginAsyncZod)[];
  /** Its sub-ledger checks, run by `npm run ledger:verify` after the balances check. */
  subledgers?: SubledgerCheck[];
}
