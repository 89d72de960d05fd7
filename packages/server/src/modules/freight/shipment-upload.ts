import { type FieldErrors, formatIssues, freightLimits, renderTemplate, type ShipmentBody, shipmentBody, translate } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { AppError } from "../../platform/errors.js";
import { rowsOf } from "../reports/report-context.js";

/** The columns of a file of shipments, in the template's order (codes where the job takes ids). */
export const shipmentColumns = [
  "date",
  "mode",
  "direction",
  "customer_code",
  "agent_code",
  "origin_code",
  "destination_code",
  "master_document",
  "house_document",
  "carrier",
  "container_type",
  "container_count",
  "gross_weight",
  "volume",
  "chargeable_weight",
  "description",
] as const;

/** The template's example row. */
export const shipmentExample = ["2026-03-10", "sea_fcl", "export", "C001", "AG-SG", "IDTPP", "SGSIN", "MBL-001", "HBL-001", "MV Meratus Jayakarta", "20GP", "2", "18000", "55", "", ""];

/** Where a body field's error shows in the file: its column. */
const columnOf: Record<string, string> = { customer_id: "customer_code", agent_id: "agent_code", origin_port_id: "origin_code", destination_port_id: "destination_code", containers: "container_type" };

/**
 * A file of shipments (CSV or XLSX, one row each) as shipment bodies: contacts and ports by their
 * codes (a port of the mode's kind: airports for air), one container line per row. All or nothing: a
 * 422 names each bad row and column (`rows.5.customer_code`, the spreadsheet's own row numbers).
 */
export async function shipmentsFromSheet(ctx: DocumentContext, rows: readonly Record<string, string>[]): Promise<ShipmentBody[]> {
  if (rows.length === 0) throw new AppError(422, "validation_failed", {}, { file: [translate("upload_empty", ctx.language)] });
  if (rows.length > freightLimits.shipments_max)
    throw new AppError(422, "validation_failed", {}, { file: [translate("upload_too_many", ctx.language, { max: freightLimits.shipments_max })] });
  const lower = (v: string | undefined) => (v ?? "").trim().toLowerCase();
  const contactCodes = [...new Set(rows.flatMap((r) => [lower(r.customer_code), lower(r.agent_code)]).filter(Boolean))];
  const portCodes = [...new Set(rows.flatMap((r) => [lower(r.origin_code), lower(r.destination_code)]).filter(Boolean))];
  const contacts = new Map(
    rowsOf<{ id: string; code: string }>(
      contactCodes.length
        ? await ctx.tx.execute(sql`SELECT id, lower(code) AS code FROM contacts WHERE company_id = ${ctx.actor.companyId} AND lower(code) = ANY(${sql.param(contactCodes)}::text[])`)
        : { rows: [] },
    ).map((c) => [c.code, c.id]),
  );
  const ports = new Map(
    rowsOf<{ id: string; code: string; kind: string }>(
      portCodes.length
        ? await ctx.tx.execute(sql`SELECT id, lower(code) AS code, kind FROM ports WHERE company_id = ${ctx.actor.companyId} AND lower(code) = ANY(${sql.param(portCodes)}::text[])`)
        : { rows: [] },
    ).map((p) => [`${p.kind}:${p.code}`, p.id]),
  );
  const errors: FieldErrors = {};
  const fail = (row: number, field: string, text: string) => {
    errors[`rows.${row}.${field}`] = [...(errors[`rows.${row}.${field}`] ?? []), text];
  };
  const out: ShipmentBody[] = [];
  rows.forEach((r, index) => {
    const row = index + 2;
    const mode = lower(r.mode);
    const kind = mode === "air" ? "airport" : "seaport";
    const ref = (column: string, value: string | undefined, map: Map<string, string>, prefix = "") => {
      if (!lower(value)) return null;
      const id = map.get(`${prefix}${lower(value)}`);
      if (!id) fail(row, column, renderTemplate("in", column, ctx.language));
      return id ?? null;
    };
    const customer = ref("customer_code", r.customer_code, contacts);
    if (!lower(r.customer_code)) fail(row, "customer_code", renderTemplate("required", "customer_code", ctx.language));
    const body = {
      date: (r.date ?? "").trim(),
      mode,
      direction: lower(r.direction) || "export",
      customer_id: customer ?? "00000000-0000-4000-8000-000000000000",
      agent_id: ref("agent_code", r.agent_code, contacts),
      origin_port_id: ref("origin_code", r.origin_code, ports, `${kind}:`),
      destination_port_id: ref("destination_code", r.destination_code, ports, `${kind}:`),
      master_document: r.master_document || null,
      house_document: r.house_document || null,
      carrier: r.carrier || null,
      containers: r.container_type ? [{ type: r.container_type.trim().toUpperCase(), count: r.container_count || "1" }] : [],
      gross_weight: r.gross_weight || null,
      volume: r.volume || null,
      chargeable_weight: r.chargeable_weight || null,
      description: r.description || null,
    };
    const parsed = shipmentBody.safeParse(body);
    if (!parsed.success) {
      for (const [key, texts] of Object.entries(formatIssues(parsed.error.issues, ctx.language))) {
        const field = key.split(".")[0] as string;
        for (const text of texts) fail(row, columnOf[field] ?? field, text);
      }
    } else out.push(parsed.data);
  });
  if (Object.keys(errors).length > 0) throw new AppError(422, "validation_failed", {}, errors);
  return out;
}
