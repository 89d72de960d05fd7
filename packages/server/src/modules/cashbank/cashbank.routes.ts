import { Amount, cashbankSettingsBody, idParams, translate } from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { cashbanks } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { type Actor, audit } from "../../platform/audit.js";
import type { AuthState } from "../../platform/context.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { notFound } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { sumsBeforeDates } from "../ledger/balances.js";
import { rowsOf } from "../reports/report-context.js";
import { type CashbankScope, inScope, SCOPE, scopeCondition, scopeOf, seesEveryCashbank } from "./access.js";
import { registerMovements } from "./movements.js";
import { registerReconciliation } from "./reconciliation.endpoints.js";
import { registerCashbankReports } from "./cashbank.reports.js";
import { fieldMessage } from "../../platform/field-errors.js";
import { cashbankRequestDocument } from "./request.document.js";
import { cashbankTransactionDocument } from "./transaction.document.js";
import { registerTransactionTypes } from "./transaction-types.js";
import { cashbankTransferDocument } from "./transfer.document.js";

/** Routes whose `:id` is a receipt/payment or a transfer, and whose body names cash or bank accounts the caller must be mapped to. */
const transactionRoute = /^\/api\/transactions\/cashbank(\/:id.*)?$/;
const transferRoute = /^\/api\/transactions\/cashbank\/transfer(\/:id.*)?$/;
const rekonRoute = /^\/api\/transactions\/cashbank\/rekon(\/:id.*)?$/;
const bodyFields = ["cashbank_id", "from_cashbank_id", "to_cashbank_id"] as const;

/** The cash and bank accounts a document of this module touches (none when it does not exist: the route answers 404 itself). */
async function documentCashbanks(tx: Tx, actor: Actor, kind: "transaction" | "transfer" | "rekon", id: string): Promise<string[]> {
  const queries = {
    transaction: sql`SELECT cashbank_id AS id FROM cashbank_transactions WHERE company_id = ${actor.companyId} AND id = ${id}::uuid`,
    transfer: sql`SELECT unnest(ARRAY[from_cashbank_id, to_cashbank_id]) AS id FROM cashbank_transfers WHERE company_id = ${actor.companyId} AND id = ${id}::uuid`,
    rekon: sql`SELECT cashbank_id AS id FROM cashbank_reconciliations WHERE company_id = ${actor.companyId} AND id = ${id}::uuid`,
  };
  const query = queries[kind];
  return rowsOf<{ id: string }>(await tx.execute(query)).map((r) => r.id);
}

/**
 * The user-to-cashbank mapping, enforced on the server (spec §6) for every route of the module:
 * the caller's scope rides on the parsed query (lists and reports filter by it), a body naming an
 * account outside it is refused (422), and a receipt, payment or transfer of such an account is
 * not found (404) — whatever the route (read, edit, delete, submit, cancel, print, attachments).
 */
async function enforceMapping(request: FastifyRequest, db: Parameters<typeof inTransaction>[0]) {
  const auth = request.auth as AuthState | null;
  if (!auth?.companyId) return;
  const actor = actorOf(request);
  const url = request.routeOptions.url ?? "";
  const isTransfer = transferRoute.test(url);
  const isRekon = rekonRoute.test(url);
  const isTransaction = !isTransfer && !isRekon && transactionRoute.test(url);
  const kind = isTransfer ? "transfer" : isRekon ? "rekon" : isTransaction ? "transaction" : null;
  // Reports, types, accounts and requests find their own scope (or need none).
  if (!kind && !url.startsWith("/api/transactions/cashbank/rekon/")) return;
  const id = (request.params as { id?: string } | undefined)?.id;
  // The owner and whoever manages cash and bank accounts see every one: no query needed.
  const everything = seesEveryCashbank(auth);
  const { scope, touched } = everything
    ? { scope: "all" as const, touched: [] as string[] }
    : await inTransaction(
        db,
        actor,
        async (tx) => {
          const scope = await scopeOf(tx, auth);
          const touched = id && scope !== "all" && kind ? await documentCashbanks(tx, actor, kind, id) : [];
          return { scope, touched };
        },
        { readOnly: true },
      );
  if (request.query && typeof request.query === "object") (request.query as { [SCOPE]?: CashbankScope })[SCOPE] = scope;
  if (touched.some((c) => !inScope(scope, c))) throw notFound();
  const body = request.body as Record<string, unknown> | null | undefined;
  if (kind && body && typeof body === "object") {
    for (const field of bodyFields) {
      const value = body[field];
      if (typeof value === "string" && !inScope(scope, value)) throw fieldMessage(field, "cashbank_not_allowed", request.language);
    }
  }
}

export const cashbankRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const tags = ["cashbank"];
  app.addHook("preHandler", async (request) => enforceMapping(request, db));

  registerTransactionTypes(app);

  // The caller's cash and bank accounts with what the forms need: the ledger subtype (cash or
  // bank), what it does below zero, and today's balance.
  api.get(
    "/transactions/cashbank/accounts",
    { config: { permission: { action: "read", resource: "TxCashbank" } }, schema: { tags, querystring: z.strictObject({}) } },
    async (request) => {
      const actor = actorOf(request);
      const rows = await inTransaction(
        db,
        actor,
        async (tx) => {
          const scope = await scopeOf(tx, request.auth as AuthState);
          const found = rowsOf<Record<string, unknown> & { account_id: string }>(
            await tx.execute(sql`
              SELECT c.id, c.code, c.name, c.bank_name, c.account_number, c.account_id, a.code || ' ' || a.name AS account_name, a.subtype,
                c.is_active, c.negative_balance, c.currency
              FROM cashbanks c JOIN accounts a ON a.company_id = c.company_id AND a.id = c.account_id
              WHERE c.company_id = ${actor.companyId} AND ${scopeCondition(scope, sql`c.id`)}
              ORDER BY c.code`),
          );
          // Today's balances from the balances table (everything posted), not from the lines.
          const accountIds = [...new Set(found.map((c) => c.account_id))];
          const sums = accountIds.length ? await sumsBeforeDates(tx, actor.companyId, ["9999-12-31"], { accountIds }) : [];
          const balance = new Map(sums.map((x) => [x.accountId, Amount.of((x.debit[0] ?? 0n) - (x.credit[0] ?? 0n)).toString()]));
          return found.map((c) => ({ ...c, balance: balance.get(c.account_id) ?? "0.00" }));
        },
        { readOnly: true },
      );
      return { data: rows };
    },
  );

  api.put(
    "/transactions/cashbank/accounts/:id/settings",
    { config: { permission: { action: "update", resource: "MdCashbank" } }, schema: { tags, params: idParams, body: cashbankSettingsBody } },
    async (request) => {
      const actor = actorOf(request);
      await inTransaction(db, actor, async (tx) => {
        const [row] = await tx
          .update(cashbanks)
          .set({ negativeBalance: request.body.negative_balance, updatedAt: sql`now()` })
          .where(and(eq(cashbanks.companyId, actor.companyId), eq(cashbanks.id, request.params.id)))
          .returning({ id: cashbanks.id });
        if (!row) throw notFound();
        await audit(tx, actor, "update", "cashbank", row.id, request.body);
      });
      return { message: translate("cashbank_settings_saved", request.language) };
    },
  );

  // Inside this plugin, so the mapping hook and the statement body parser of the module apply to it.
  registerReconciliation(app);
  registerMovements(app);
  registerDocument(app, cashbankRequestDocument);
  registerDocument(app, cashbankTransferDocument);
  registerDocument(app, cashbankTransactionDocument);
  registerCashbankReports(app);
};
