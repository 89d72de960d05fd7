import {
  createFromLineBody,
  csvPresets,
  directionOf,
  formatMoney,
  idParams,
  listQuery,
  matchBody,
  type MessageKey,
  STATEMENT_BYTES_MAX,
  statementImportBody,
  translate,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { inTransaction } from "../../db/tenant.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { createDocument, submitDocuments } from "../../platform/documents/documents.service.js";
import { notFound } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { listResponse, pageWindow } from "../../platform/pagination.js";
import { printCompany, renderDocumentPrint, sendPdf, standardSignatures } from "../../platform/print.js";
import { rowsOf } from "../reports/report-context.js";
import { inScope, scopeAttached, scopeCondition } from "./access.js";
import { fieldMessage } from "../../platform/field-errors.js";
import {
  autoMatch,
  bookLines,
  findReconciliation,
  finish,
  importStatement,
  matchByHand,
  matchCreated,
  removeReconciliation,
  savedMapping,
  statementLines,
  summaryOf,
  unmatch,
} from "./reconciliation.service.js";
import { cashbankTransactionDocument } from "./transaction.document.js";
import { assertDefined } from "../../platform/assert.js";

const BASE = "/transactions/cashbank/rekon";

/**
 * Bank reconciliation (`/api/transactions/cashbank/rekon`): import a statement (CSV with a saved
 * column mapping or a bank preset, OFX, MT940, camt.053), auto-match, match by hand, create the
 * missing receipt or payment from a statement line, finish when the balances agree (its lines are
 * then locked), and print the reconciliation report.
 */
export function registerReconciliation(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const tags = ["cashbank"];
  const allow = (action: "read" | "create" | "update" | "delete") => ({ permission: { action, resource: "TxRekon" as const } });
  const matchParams = z.strictObject({ id: z.uuid(), matchId: z.uuid() });
  const write = <T>(request: { language: "en" | "id" }, actor: ReturnType<typeof actorOf>, work: (ctx: DocumentContext) => Promise<T>) =>
    inTransaction(db, actor, (tx) => work({ tx, actor, language: request.language }));

  api.get(`${BASE}/presets`, { config: allow("read"), schema: { tags } }, async () => ({
    data: Object.entries(csvPresets).map(([key, preset]) => ({ key, name: preset.name, mapping: preset.mapping })),
  }));

  api.get(`${BASE}/formats/:id`, { config: allow("read"), schema: { tags, params: idParams, querystring: z.strictObject({}) } }, async (request) => {
    const actor = actorOf(request);
    if (!inScope(scopeAttached(request.query), request.params.id)) throw notFound();
    return { data: await inTransaction(db, actor, (tx) => savedMapping(tx, actor, request.params.id), { readOnly: true }) };
  });

  api.get(BASE, { config: allow("read"), schema: { tags, querystring: listQuery } }, async (request) => {
    const actor = actorOf(request);
    const scope = scopeAttached(request.query);
    const { limit, offset } = pageWindow(request.query);
    const { rows, total } = await inTransaction(
      db,
      actor,
      async (tx) => {
        const where = sql`r.company_id = ${actor.companyId} AND ${scopeCondition(scope, sql`r.cashbank_id`)}`;
        const rows = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            SELECT r.id, r.cashbank_id, c.code || ' ' || c.name AS cashbank_name, r.statement_date::text AS statement_date,
              r.opening_balance::text AS opening_balance, r.closing_balance::text AS closing_balance, r.status, r.source_format, r.file_name,
              (SELECT count(*)::int FROM cashbank_statement_lines s WHERE s.company_id = r.company_id AND s.reconciliation_id = r.id) AS line_count,
              (SELECT count(*)::int FROM cashbank_statement_lines s WHERE s.company_id = r.company_id AND s.reconciliation_id = r.id AND s.match_id IS NULL) AS unmatched_count
            FROM cashbank_reconciliations r JOIN cashbanks c ON c.company_id = r.company_id AND c.id = r.cashbank_id
            WHERE ${where} ORDER BY r.statement_date DESC, r.created_at DESC LIMIT ${limit} OFFSET ${offset}`),
        );
        const [n] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM cashbank_reconciliations r WHERE ${where}`));
        return { rows, total: n?.n ?? 0 };
      },
      { readOnly: true },
    );
    return listResponse(rows, request.query, total);
  });

  // The file comes as JSON text: up to STATEMENT_BYTES_MAX of it (the app's 1 MB would refuse a
  // 20 000-line camt.053 with 413), with room for its escaping (an XML file's quotes double).
  const bodyLimit = 2 * STATEMENT_BYTES_MAX + 1024 * 1024;
  api.post(BASE, { bodyLimit, config: { ...allow("create"), bulkLoad: true }, schema: { tags, body: statementImportBody } }, async (request, reply) => {
    const actor = actorOf(request);
    const result = await write(request, actor, (ctx) => importStatement(ctx, request.body));
    const message = result.skipped
      ? translate("rekon_imported_skipping", request.language, { count: result.imported, skipped: result.skipped })
      : translate("rekon_imported", request.language, { count: result.imported });
    return reply.code(201).send({ message, data: result });
  });

  api.get(`${BASE}/:id`, { config: allow("read"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(
      db,
      actor,
      async (tx) => {
        const rec = await findReconciliation(tx, actor, request.params.id);
        const statement = await statementLines(tx, actor, rec.id);
        const book = await bookLines(tx, actor, rec);
        return { ...rec, statement_lines: statement, book_lines: book, summary: await summaryOf(tx, actor, rec, statement, book) };
      },
      { readOnly: true },
    );
    return { data };
  });

  api.delete(`${BASE}/:id`, { config: allow("delete"), schema: { tags, params: idParams } }, async (request) => {
    await write(request, actorOf(request), (ctx) => removeReconciliation(ctx, request.params.id));
    return { message: translate("deleted", request.language) };
  });

  api.post(`${BASE}/:id/auto-match`, { config: { ...allow("update"), bulkLoad: true }, schema: { tags, params: idParams } }, async (request) => {
    const result = await write(request, actorOf(request), (ctx) => autoMatch(ctx, request.params.id));
    const counts = { matched: result.matched, ambiguous: result.ambiguous.length, unmatched: result.unmatched.length };
    return { message: translate("rekon_auto_matched", request.language, counts), data: result };
  });

  api.post(`${BASE}/:id/match`, { config: allow("update"), schema: { tags, params: idParams, body: matchBody } }, async (request) => {
    const matchId = await write(request, actorOf(request), (ctx) => matchByHand(ctx, request.params.id, request.body.statement_line_ids, request.body.book_lines));
    return { message: translate("rekon_matched", request.language), data: { match_id: matchId } };
  });

  api.delete(`${BASE}/:id/match/:matchId`, { config: allow("update"), schema: { tags, params: matchParams } }, async (request) => {
    await write(request, actorOf(request), (ctx) => unmatch(ctx, request.params.id, request.params.matchId));
    return { message: translate("rekon_unmatched", request.language) };
  });

  // The receipt or payment a statement line shows and the books lack: posted through the
  // cash and bank lifecycle (its number, journal, rules) and matched to the line, in one transaction.
  api.post(`${BASE}/lines/:id/create`, { config: allow("update"), schema: { tags, params: idParams, body: createFromLineBody } }, async (request) => {
    const actor = actorOf(request);
    const posted = await write(request, actor, async (ctx) => {
      const [found] = rowsOf<{ reconciliation_id: string }>(
        await ctx.tx.execute(sql`SELECT reconciliation_id FROM cashbank_statement_lines WHERE company_id = ${actor.companyId} AND id = ${request.params.id}::uuid`),
      );
      if (!found) throw notFound();
      const rec = await findReconciliation(ctx.tx, actor, found.reconciliation_id, true);
      const line = (await statementLines(ctx.tx, actor, rec.id)).find((l) => l.id === request.params.id);
      if (!line) throw notFound();
      const [type] = rowsOf<{ kind: string }>(
        await ctx.tx.execute(sql`SELECT kind FROM cashbank_transaction_types WHERE company_id = ${actor.companyId} AND id = ${request.body.transaction_type_id}::uuid`),
      );
      const incoming = !line.amount.startsWith("-");
      if (!type?.kind.startsWith("bank") || (directionOf(type?.kind as "bank_in") === "in") !== incoming) {
        throw fieldMessage("transaction_type_id", "rekon_type_side", ctx.language);
      }
      const created = await createDocument(ctx, cashbankTransactionDocument, {
        transaction_type_id: request.body.transaction_type_id,
        cashbank_id: rec.cashbank_id,
        date: line.date,
        office_id: null,
        contact_id: null,
        reference: line.reference,
        description: request.body.description ?? line.description,
        request_id: null,
        details: [{ account_id: request.body.account_id, amount: line.amount.replace(/^-/, ""), description: line.description, tax_ids: [] }],
      });
      const id = assertDefined(created.rows[0], "creating a document answers its row").id;
      const submitted = await submitDocuments(ctx, cashbankTransactionDocument, [id]);
      const row = submitted.rows[0];
      if (!row?.journalIds[0]) throw notFound();
      await matchCreated(ctx, rec, line.id, row.journalIds[0]);
      return { id, number: row.number ?? "" };
    });
    return { message: translate("rekon_created", request.language, { number: posted.number }), data: posted };
  });

  api.post(`${BASE}/:id/finish`, { config: allow("update"), schema: { tags, params: idParams } }, async (request) => {
    const message = await write(request, actorOf(request), (ctx) => finish(ctx, request.params.id));
    return { message };
  });

  api.get(`${BASE}/:id/print`, { config: allow("read"), schema: { tags, params: idParams } }, async (request, reply) => {
    const actor = actorOf(request);
    const language = request.language;
    const t = (key: MessageKey) => translate(key, language);
    const doc = await inTransaction(
      db,
      actor,
      async (tx) => {
        const rec = await findReconciliation(tx, actor, request.params.id);
        const statement = await statementLines(tx, actor, rec.id);
        const book = await bookLines(tx, actor, rec);
        const summary = await summaryOf(tx, actor, rec, statement, book);
        const from = rec.date_from ?? rec.statement_date;
        const outstandingBook = book.filter((b) => !b.match_id && b.date >= from);
        const outstandingStatement = statement.filter((s) => !s.match_id);
        return {
          company: await printCompany(tx, actor),
          title: t("print_rekon"),
          number: rec.cashbank_name,
          dates: [{ label: t("print_statement_date"), value: rec.statement_date, kind: "date" as const }],
          fields: [{ label: t("print_status"), value: translate(`rekon_status_${rec.status}` as MessageKey, language) }],
          columns: [
            { key: "side", title: t("print_description"), width: 150 },
            { key: "date", title: t("print_date"), width: 70 },
            { key: "description", title: t("print_reference") },
            { key: "amount", title: t("print_amount"), kind: "money" as const },
          ],
          lines: [
            ...outstandingBook.map((b) => ({ side: t("print_outstanding_book"), date: b.date, description: `${b.number} ${b.description ?? ""}`, amount: formatMoney(b.amount) })),
            ...outstandingStatement.map((s) => ({ side: t("print_outstanding_statement"), date: s.date, description: s.description ?? "", amount: formatMoney(s.amount) })),
          ],
          totals: [
            { label: t("print_book_balance"), amount: formatMoney(summary.book_balance) },
            { label: t("print_outstanding_book"), amount: formatMoney(summary.outstanding_book) },
            { label: t("print_statement_balance"), amount: formatMoney(rec.closing_balance) },
            { label: t("print_reconciled_balance"), amount: formatMoney(summary.reconciled_balance) },
          ],
          amountInWords: null,
          signatures: standardSignatures(language, {}),
        };
      },
      { readOnly: true },
    );
    return sendPdf(reply, await renderDocumentPrint(doc, language), `rekon-${doc.dates[0]?.value ?? ""}`, "inline");
  });
}
