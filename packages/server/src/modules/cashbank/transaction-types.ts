import { type CashbankKind, type CashbankTransactionTypeBody, cashbankTransactionTypeBody, idParams, translate } from "@neraca/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { accounts, cashbankTransactions, cashbankTransactionTypes } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { type Actor, audit } from "../../platform/audit.js";
import { AppError, notFound } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { newId } from "../../platform/ids.js";
import { fieldRule } from "../../platform/field-errors.js";

export type TransactionTypeRow = typeof cashbankTransactionTypes.$inferSelect;

/** The Indonesian defaults every company starts with (editable): code, kind, name, prefix, counter account code. */
const defaults: { code: string; kind: CashbankKind; name: string; prefix: string; account: string }[] = [
  { code: "BKM", kind: "cash_in", name: "Penerimaan kas", prefix: "BKM", account: "7102" },
  { code: "BKK", kind: "cash_out", name: "Pengeluaran kas", prefix: "BKK", account: "6110" },
  { code: "BBM", kind: "bank_in", name: "Penerimaan bank", prefix: "BBM", account: "7102" },
  { code: "BBM-BUNGA", kind: "bank_in", name: "Pendapatan bunga bank", prefix: "BBM", account: "7101" },
  { code: "BBK", kind: "bank_out", name: "Pengeluaran bank", prefix: "BBK", account: "6110" },
  { code: "BBK-ADM", kind: "bank_out", name: "Biaya administrasi bank", prefix: "BBK", account: "8101" },
];

/**
 * Seeds the defaults the first time a company's types are asked for (a company created before or
 * after this module alike); concurrent first requests insert once (the code is unique).
 */
export async function ensureDefaultTypes(tx: Tx, companyId: string): Promise<void> {
  const [any] = await tx
    .select({ id: cashbankTransactionTypes.id })
    .from(cashbankTransactionTypes)
    .where(eq(cashbankTransactionTypes.companyId, companyId))
    .limit(1);
  if (any) return;
  const values = sql.join(
    defaults.map((d) => sql`(${newId()}::uuid, ${d.kind}, ${d.code}, ${d.name}, ${d.prefix}, ${d.account})`),
    sql`, `,
  );
  await tx.execute(sql`
    INSERT INTO cashbank_transaction_types (company_id, id, kind, code, name, prefix, default_account_id)
    SELECT ${companyId}::uuid, v.id, v.kind, v.code, v.name, v.prefix,
      (SELECT a.id FROM accounts a WHERE a.company_id = ${companyId}::uuid AND a.code = v.account AND a.is_active
        AND NOT EXISTS (SELECT 1 FROM accounts c WHERE c.company_id = a.company_id AND c.parent_id = a.id))
    FROM (VALUES ${values}) v (id, kind, code, name, prefix, account)
    ON CONFLICT DO NOTHING`);
}

export const presentType = (r: TransactionTypeRow & { default_account_name?: string | null }) => ({
  id: r.id,
  kind: r.kind as CashbankKind,
  code: r.code,
  name: r.name,
  prefix: r.prefix,
  default_account_id: r.defaultAccountId,
  default_account_name: r.default_account_name ?? null,
  is_active: r.isActive,
});

export async function findType(tx: Tx, actor: Actor, id: string): Promise<TransactionTypeRow | undefined> {
  const [row] = await tx
    .select()
    .from(cashbankTransactionTypes)
    .where(and(eq(cashbankTransactionTypes.companyId, actor.companyId), eq(cashbankTransactionTypes.id, id)));
  return row;
}

async function assertAccount(tx: Tx, actor: Actor, id: string | null, language: "en" | "id") {
  if (!id) return;
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, actor.companyId), eq(accounts.id, id)));
  if (!row) throw fieldRule("default_account_id", "in", language, "account");
}

const columns = (b: CashbankTransactionTypeBody) => ({
  kind: b.kind,
  code: b.code,
  name: b.name,
  prefix: b.prefix,
  defaultAccountId: b.default_account_id,
  isActive: b.is_active,
});

/** `/api/transactions/cashbank/types`: the company's transaction types (read TxCashbank, change MdCashbank). */
export function registerTransactionTypes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const tags = ["cashbank"];
  const base = "/transactions/cashbank/types";
  const read = { permission: { action: "read" as const, resource: "TxCashbank" as const } };
  const write = (action: "create" | "update" | "delete") => ({ permission: { action, resource: "MdCashbank" as const } });

  api.get(base, { config: read, schema: { tags, querystring: z.strictObject({ kind: z.string().optional() }) } }, async (request) => {
    const actor = actorOf(request);
    const rows = await inTransaction(db, actor, async (tx) => {
      await ensureDefaultTypes(tx, actor.companyId);
      return tx
        .select({ type: cashbankTransactionTypes, default_account_name: sql<string | null>`${accounts.code} || ' ' || ${accounts.name}` })
        .from(cashbankTransactionTypes)
        .leftJoin(accounts, and(eq(accounts.companyId, cashbankTransactionTypes.companyId), eq(accounts.id, cashbankTransactionTypes.defaultAccountId)))
        .where(
          and(
            eq(cashbankTransactionTypes.companyId, actor.companyId),
            request.query.kind ? eq(cashbankTransactionTypes.kind, request.query.kind) : undefined,
          ),
        )
        .orderBy(asc(cashbankTransactionTypes.kind), asc(cashbankTransactionTypes.code));
    });
    return { data: rows.map((r) => presentType({ ...r.type, default_account_name: r.default_account_name })) };
  });

  api.post(base, { config: write("create"), schema: { tags, body: cashbankTransactionTypeBody } }, async (request, reply) => {
    const actor = actorOf(request);
    const row = await inTransaction(db, actor, async (tx) => {
      await ensureDefaultTypes(tx, actor.companyId);
      await assertAccount(tx, actor, request.body.default_account_id, request.language);
      await assertCodeFree(tx, actor, request.body.code, null, request.language);
      const [created] = await tx
        .insert(cashbankTransactionTypes)
        .values({ companyId: actor.companyId, id: newId(), ...columns(request.body) })
        .returning();
      await audit(tx, actor, "create", "cashbank_transaction_type", (created as TransactionTypeRow).id, request.body);
      return created as TransactionTypeRow;
    });
    return reply.code(201).send({ message: translate("created", request.language), data: presentType(row) });
  });

  api.put(`${base}/:id`, { config: write("update"), schema: { tags, params: idParams, body: cashbankTransactionTypeBody } }, async (request) => {
    const actor = actorOf(request);
    const row = await inTransaction(db, actor, async (tx) => {
      const found = await findType(tx, actor, request.params.id);
      if (!found) throw notFound();
      await assertAccount(tx, actor, request.body.default_account_id, request.language);
      await assertCodeFree(tx, actor, request.body.code, found.id, request.language);
      if (found.kind !== request.body.kind && (await used(tx, actor, found.id))) throw fieldRule("kind", "in", request.language, "type");
      const [updated] = await tx
        .update(cashbankTransactionTypes)
        .set({ ...columns(request.body), updatedAt: sql`now()` })
        .where(and(eq(cashbankTransactionTypes.companyId, actor.companyId), eq(cashbankTransactionTypes.id, found.id)))
        .returning();
      await audit(tx, actor, "update", "cashbank_transaction_type", found.id, request.body);
      return updated as TransactionTypeRow;
    });
    return { message: translate("updated", request.language), data: presentType(row) };
  });

  api.delete(`${base}/:id`, { config: write("delete"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    await inTransaction(db, actor, async (tx) => {
      const found = await findType(tx, actor, request.params.id);
      if (!found) throw notFound();
      if (await used(tx, actor, found.id)) throw new AppError(409, "cashbank_type_in_use");
      await tx.delete(cashbankTransactionTypes).where(and(eq(cashbankTransactionTypes.companyId, actor.companyId), eq(cashbankTransactionTypes.id, found.id)));
      await audit(tx, actor, "delete", "cashbank_transaction_type", found.id, { code: found.code });
    });
    return { message: translate("deleted", request.language) };
  });
}

async function used(tx: Tx, actor: Actor, typeId: string) {
  const [row] = await tx
    .select({ id: cashbankTransactions.id })
    .from(cashbankTransactions)
    .where(and(eq(cashbankTransactions.companyId, actor.companyId), eq(cashbankTransactions.transactionTypeId, typeId)))
    .limit(1);
  return !!row;
}

async function assertCodeFree(tx: Tx, actor: Actor, code: string, except: string | null, language: "en" | "id") {
  const [row] = await tx
    .select({ id: cashbankTransactionTypes.id })
    .from(cashbankTransactionTypes)
    .where(and(eq(cashbankTransactionTypes.companyId, actor.companyId), sql`lower(${cashbankTransactionTypes.code}) = lower(${code})`));
  if (row && row.id !== except) throw fieldRule("code", "taken", language, "code");
}
