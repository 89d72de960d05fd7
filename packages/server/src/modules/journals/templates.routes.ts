import { type JournalTemplateBody, journalTemplateBody, renderTemplate } from "@neraca/core";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { accounts, companies, journalTemplates } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { iso, registerCrud } from "../../platform/crud.js";
import { fieldError } from "../../platform/errors.js";
import { sendExport } from "../../platform/export.js";
import { actorOf } from "../../platform/guard.js";

type TemplateRow = typeof journalTemplates.$inferSelect;

const presentTemplate = (t: TemplateRow) => ({
  id: t.id,
  code: t.code,
  name: t.name,
  description: t.description,
  details: t.details as JournalTemplateBody["details"],
  created_at: iso(t.createdAt),
  updated_at: iso(t.updatedAt),
});

/** Journal templates: reusable lines (amounts optional) a journal can start from. */
export const templateRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.database.db;
  registerCrud<TemplateRow, JournalTemplateBody, Record<string, never>>(app, {
    path: "/master-data/journal-template",
    resource: "MdJournalTemplate",
    entity: "journal_template",
    table: journalTemplates,
    body: journalTemplateBody,
    toColumns: async (body, context) => {
      const ids = [...new Set(body.details.map((d) => d.account_id))];
      const found = await context.tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.companyId, context.actor.companyId), inArray(accounts.id, ids)));
      const known = new Set(found.map((f) => f.id));
      const errors: Record<string, string[]> = {};
      body.details.forEach((d, i) => {
        if (!known.has(d.account_id)) errors[`details.${i}.account_id`] = [renderTemplate("in", "account", context.language)];
      });
      if (Object.keys(errors).length) throw fieldError(errors);
      return { code: body.code, name: body.name, description: body.description, details: body.details };
    },
    present: presentTemplate,
    search: [journalTemplates.code, journalTemplates.name],
    sortable: { code: journalTemplates.code, name: journalTemplates.name },
    defaultSort: "code",
    uniqueField: "code",
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/master-data/journal-template/export",
    {
      config: { permission: { action: "read", resource: "MdJournalTemplate" } },
      schema: { tags: ["master-data"], querystring: z.strictObject({ format: z.enum(["xlsx", "pdf"]).default("xlsx") }) },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const language = request.language;
      const { rows, company } = await inTransaction(db, actor, async (tx) => {
        const templates = await tx
          .select()
          .from(journalTemplates)
          .where(eq(journalTemplates.companyId, actor.companyId))
          .orderBy(asc(journalTemplates.code))
          .limit(5000);
        const accountRows = await tx.select({ id: accounts.id, code: accounts.code, name: accounts.name }).from(accounts).where(eq(accounts.companyId, actor.companyId));
        const [c] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, actor.companyId));
        const byId = new Map(accountRows.map((a) => [a.id, a]));
        return {
          company: c?.name ?? "",
          rows: templates.flatMap((t) =>
            (t.details as JournalTemplateBody["details"]).map((d, i) => ({
              code: i === 0 ? t.code : "",
              name: i === 0 ? t.name : "",
              account: `${byId.get(d.account_id)?.code ?? ""} ${byId.get(d.account_id)?.name ?? ""}`,
              debit: Number(d.debit) ? d.debit : null,
              credit: Number(d.credit) ? d.credit : null,
              description: d.description,
            })),
          ),
        };
      });
      const en = language === "en";
      return sendExport(
        reply,
        {
          title: en ? "Journal templates" : "Templat jurnal",
          companyName: company,
          language,
          fileName: "journal-templates",
          columns: [
            { key: "code", title: en ? "Code" : "Kode", width: 12 },
            { key: "name", title: en ? "Name" : "Nama" },
            { key: "account", title: en ? "Account" : "Akun" },
            { key: "description", title: en ? "Description" : "Keterangan" },
            { key: "debit", title: "Debit", kind: "money" },
            { key: "credit", title: en ? "Credit" : "Kredit", kind: "money" },
          ],
          rows,
        },
        request.query.format,
      );
    },
  );
};
