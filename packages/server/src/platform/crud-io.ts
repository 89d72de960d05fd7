import { type Language, fieldDisplayName, formatIssues, renderTemplate, type Resource, translate } from "@neraca/core";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { companies } from "../db/schema/index.js";
import { inTransaction } from "../db/tenant.js";
import { audit } from "./audit.js";
import type { CrudContext } from "./crud.js";
import { AppError } from "./errors.js";
import { sendExport } from "./export.js";
import { actorOf } from "./guard.js";
import { newId } from "./ids.js";
import { readSheetRows, sheetKind, XLSX_TYPE } from "./spreadsheet.js";

export const IMPORT_ROWS_MAX = 10_000;
const EXPORT_ROWS_MAX = 50_000;

type ScopedTable = PgTable & { companyId: AnyPgColumn; id: AnyPgColumn };

/** A reference field (`*_id`) that files carry as the referenced row's code. */
export interface Reference {
  table: ScopedTable;
  code: AnyPgColumn;
  scope?: SQL;
}

export interface IoSpec {
  path: string;
  resource: Resource;
  entity: string;
  table: ScopedTable;
  body: z.ZodType;
  scope?: SQL;
  uniqueField: string;
  uniqueColumn: AnyPgColumn;
  /**
   * A key of several fields (an exchange rate: currency, kind and date), checked on the parsed rows
   * instead of `uniqueField` alone; the "taken" message names `uniqueField`.
   */
  uniqueKey?: { fields: string[]; columns: AnyPgColumn[] };
  references?: Record<string, Reference>;
  toColumns(body: any, context: CrudContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  present(row: any): Record<string, unknown>;
}

type Kind = "boolean" | "array" | "number" | "text";

/** A composite unique key's values as one comparable text. */
const keyOf = (values: readonly unknown[]) => values.map((v) => String(v ?? "").trim().toLowerCase()).join("|");

/** The fields of a body schema and how a spreadsheet cell maps to each. */
function fieldsOf(schema: z.ZodType): { name: string; kind: Kind }[] {
  const def = (s: unknown) => (s as { _zod: { def: { type: string; innerType?: unknown; in?: unknown; options?: unknown[]; shape?: unknown } } })._zod.def;
  const base = (s: unknown): Kind => {
    let current = s;
    for (let i = 0; i < 8; i++) {
      const d = def(current);
      if (d.type === "boolean") return "boolean";
      if (d.type === "array") return "array";
      if (d.type === "number") return "number";
      if (d.innerType) current = d.innerType;
      else if (d.in) current = d.in;
      else return "text";
    }
    return "text";
  };
  const shape = (schema as unknown as { shape: Record<string, unknown> }).shape;
  return Object.entries(shape).map(([name, s]) => ({ name, kind: base(s) }));
}

const truthy = new Set(["true", "yes", "ya", "1", "y"]);
const falsy = new Set(["false", "no", "tidak", "0", "n"]);

function cellToValue(text: string, kind: Kind): unknown {
  if (text === "") return undefined;
  if (kind === "boolean") return truthy.has(text.toLowerCase()) ? true : falsy.has(text.toLowerCase()) ? false : text;
  if (kind === "array") return text.split(";").map((v) => v.trim()).filter(Boolean);
  return text;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Export to Excel/PDF, an import template, and all-or-nothing import with a row-by-row report. */
export function registerImportExport(app: FastifyInstance, spec: IoSpec) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const fields = fieldsOf(spec.body);
  const tags = ["master-data"];
  const scoped = (companyId: string) => and(eq(spec.table.companyId, companyId), spec.scope);

  /** code ⇄ id maps of every reference, for this company. */
  async function referenceMaps(tx: CrudContext["tx"], companyId: string) {
    const maps: Record<string, { byCode: Map<string, string>; byId: Map<string, string> }> = {};
    for (const [field, ref] of Object.entries(spec.references ?? {})) {
      const rows = await tx
        .select({ id: ref.table.id, code: ref.code })
        .from(ref.table as PgTable)
        .where(and(eq(ref.table.companyId, companyId), ref.scope));
      maps[field] = {
        byCode: new Map(rows.map((r) => [String(r.code).toLowerCase(), String(r.id)])),
        byId: new Map(rows.map((r) => [String(r.id), String(r.code)])),
      };
    }
    return maps;
  }

  api.get(
    `${spec.path}/export`,
    {
      config: { permission: { action: "read", resource: spec.resource } },
      schema: { tags, querystring: z.strictObject({ format: z.enum(["xlsx", "pdf"]).default("xlsx") }) },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { rows, company, maps } = await inTransaction(db, actor, async (tx) => {
        const found = await tx.select().from(spec.table as PgTable).where(scoped(actor.companyId)).orderBy(spec.uniqueColumn).limit(EXPORT_ROWS_MAX);
        const [c] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, actor.companyId));
        return { rows: found, company: c?.name ?? "", maps: await referenceMaps(tx, actor.companyId) };
      });
      const cell = (name: string, value: unknown) => {
        if (maps[name] && typeof value === "string") return maps[name].byId.get(value) ?? value;
        if (Array.isArray(value)) return value.join(";");
        if (typeof value === "boolean") return value ? "true" : "false";
        return value as string | null;
      };
      return sendExport(
        reply,
        {
          title: spec.entity.replaceAll("_", " "),
          companyName: company,
          language: request.language,
          fileName: spec.path.split("/").pop() as string,
          landscape: fields.length > 6,
          columns: fields.map((f) => ({ key: f.name, title: f.name })),
          rows: rows.map((row) => {
            const presented = spec.present(row);
            return Object.fromEntries(fields.map((f) => [f.name, cell(f.name, presented[f.name])]));
          }),
        },
        request.query.format,
      );
    },
  );

  api.get(
    `${spec.path}/import/template`,
    {
      config: { permission: { action: "create", resource: spec.resource } },
      schema: { tags, querystring: z.strictObject({ format: z.enum(["csv", "xlsx"]).default("xlsx") }) },
    },
    async (request, reply) => {
      const names = fields.map((f) => f.name);
      const name = `${spec.path.split("/").pop()}-import-template`;
      if (request.query.format === "csv") {
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${name}.csv"`)
          .send(`${names.join(",")}\n`);
      }
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet("import");
      sheet.addRow(names).font = { bold: true };
      sheet.columns.forEach((c) => {
        c.width = 18;
      });
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", `attachment; filename="${name}.xlsx"`)
        .send(Buffer.from(await workbook.xlsx.writeBuffer()));
    },
  );

  api.post(`${spec.path}/import`, { config: { permission: { action: "create", resource: spec.resource }, bulkLoad: true }, schema: { tags } }, async (request, reply) => {
    const actor = actorOf(request);
    const language: Language = request.language;
    const kind = sheetKind(request.headers["content-type"]);
    if (!kind || !Buffer.isBuffer(request.body)) throw new AppError(415, "upload_type");
    let rows: Record<string, string>[];
    try {
      rows = await readSheetRows(request.body, kind);
    } catch {
      throw new AppError(422, "validation_failed", {}, { file: [translate("upload_type", language)] });
    }
    if (rows.length === 0) throw new AppError(422, "validation_failed", {}, { file: [translate("upload_empty", language)] });
    if (rows.length > IMPORT_ROWS_MAX) throw new AppError(422, "validation_failed", {}, { file: [translate("upload_too_many", language, { max: IMPORT_ROWS_MAX })] });
    const count = await inTransaction(db, actor, async (tx) => {
      const errors: Record<string, string[]> = {};
      const fail = (row: number, field: string, texts: string[]) => {
        errors[`rows.${row}.${field}`] = [...(errors[`rows.${row}.${field}`] ?? []), ...texts];
      };
      const maps = await referenceMaps(tx, actor.companyId);
      const seen = new Map<string, number>();
      const uniqueValues = spec.uniqueKey ? [] : rows.map((r) => (r[spec.uniqueField] ?? "").toLowerCase()).filter(Boolean);
      const taken = new Set<string>();
      for (let i = 0; i < uniqueValues.length; i += 1000) {
        const chunk = uniqueValues.slice(i, i + 1000);
        const existing = await tx
          .select({ value: spec.uniqueColumn })
          .from(spec.table as PgTable)
          .where(and(scoped(actor.companyId), inArray(sql`lower(${spec.uniqueColumn})`, chunk)));
        for (const e of existing) taken.add(String(e.value).toLowerCase());
      }
      const prepared: Record<string, unknown>[] = [];
      const reserved = new Set(uniqueValues.map((v) => v.trim()));
      for (const [index, raw] of rows.entries()) {
        const rowNumber = index + 2; // the spreadsheet's own row number (row 1 is the header)
        const input: Record<string, unknown> = {};
        for (const f of fields) {
          let value = cellToValue(raw[f.name] ?? "", f.kind);
          const map = maps[f.name];
          if (map && typeof value === "string" && !UUID.test(value)) {
            const id = map.byCode.get(value.toLowerCase());
            if (!id) {
              fail(rowNumber, f.name, [renderTemplate("in", f.name, language)]);
              continue;
            }
            value = id;
          }
          if (value !== undefined) input[f.name] = value;
        }
        const unknown = Object.keys(raw).filter((k) => !fields.some((f) => f.name === k));
        for (const k of unknown) fail(rowNumber, k, [renderTemplate("not_allowed", k, language)]);
        // Duplicates are reported even on rows with other problems.
        const unique = spec.uniqueKey ? "" : String(raw[spec.uniqueField] ?? "").trim().toLowerCase();
        if (unique) {
          if (taken.has(unique)) fail(rowNumber, spec.uniqueField, [renderTemplate("taken", spec.uniqueField, language)]);
          else if (seen.has(unique)) fail(rowNumber, spec.uniqueField, [translate("import_duplicate_row", language, { row: seen.get(unique) as number })]);
          else seen.set(unique, rowNumber);
        }
        const parsed = spec.body.safeParse(input, { reportInput: true });
        if (!parsed.success) {
          for (const [field, texts] of Object.entries(formatIssues(parsed.error.issues, language))) fail(rowNumber, field, texts);
          continue;
        }
        if (spec.uniqueKey) {
          const key = keyOf(spec.uniqueKey.fields.map((f) => (parsed.data as Record<string, unknown>)[f]));
          const fieldsText = spec.uniqueKey.fields.map((f) => fieldDisplayName(f, language)).join(", ");
          if (seen.has(key)) fail(rowNumber, spec.uniqueField, [translate("import_duplicate_key_row", language, { row: seen.get(key) as number, fields: fieldsText })]);
          else seen.set(key, rowNumber);
        }
        try {
          prepared.push(await spec.toColumns(parsed.data, { tx, actor, language, reserved }));
        } catch (error) {
          const e = error as { errors?: Record<string, string[]> };
          if (!e.errors) throw error;
          for (const [field, texts] of Object.entries(e.errors)) fail(rowNumber, field, texts);
        }
      }
      if (spec.uniqueKey && seen.size > 0) {
        // The keys of the file already in the table (looked up by their first field's values).
        const [first, ...rest] = spec.uniqueKey.columns as [AnyPgColumn, ...AnyPgColumn[]];
        const firsts = [...new Set([...seen.keys()].map((k) => k.split("|")[0] as string))];
        const existing = await tx
          .select(Object.fromEntries([first, ...rest].map((c, i) => [`k${i}`, c])))
          .from(spec.table as PgTable)
          .where(and(scoped(actor.companyId), inArray(sql`lower(${first}::text)`, firsts)));
        for (const e of existing) {
          const row = seen.get(keyOf(Object.values(e)));
          if (row !== undefined) fail(row, spec.uniqueField, [renderTemplate("taken", spec.uniqueField, language)]);
        }
      }
      if (Object.keys(errors).length) throw new AppError(422, "upload_failed", { count: Object.keys(errors).length }, errors);
      for (let i = 0; i < prepared.length; i += 500) {
        await tx.insert(spec.table).values(prepared.slice(i, i + 500).map((columns) => ({ ...columns, companyId: actor.companyId, id: newId() })));
      }
      await audit(tx, actor, "import", spec.entity, null, { rows: prepared.length });
      return prepared.length;
    });
    return reply.code(201).send({ message: translate("import_done", language, { count }), data: { imported: count } });
  });
}
