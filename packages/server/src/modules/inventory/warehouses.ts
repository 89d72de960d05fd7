import { type WarehouseBody, warehouseBody } from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { offices, warehouses } from "../../db/schema/index.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { assertReference, iso, registerCrud } from "../../platform/crud.js";
import { fieldMessage, invalidField } from "../../platform/field-errors.js";
import { headOfficeId } from "../ledger/ledger.lookup.js";
import { rowsOf } from "../reports/report-context.js";

type WarehouseRow = typeof warehouses.$inferSelect;

const presentWarehouse = (w: WarehouseRow) => ({
  id: w.id,
  code: w.code,
  name: w.name,
  office_id: w.officeId,
  address: w.address,
  is_active: w.isActive,
  created_at: iso(w.createdAt),
  updated_at: iso(w.updatedAt),
});

const bool = z.enum(["true", "false"]).optional();

/**
 * `/master-data/warehouse`: warehouses under an office (issue 28). A warehouse with stock movements
 * stays under its office (its stock and the office's inventory account are one); one no longer used
 * is made inactive, and documents cannot choose it.
 */
export const warehouseRoutes: FastifyPluginAsync = async (app) => {
  registerCrud<WarehouseRow, WarehouseBody, { office_id?: string; head_office?: string; is_active?: string }>(app, {
    path: "/master-data/warehouse",
    resource: "MdWarehouse",
    entity: "warehouse",
    table: warehouses,
    body: warehouseBody,
    toColumns: async (b, context) => {
      await assertReference(context, offices, "office_id", b.office_id);
      const current = context.current as { id?: string; name?: string; officeId?: string; isActive?: boolean } | undefined;
      const c = context.actor.companyId;
      // Stock rows and documents name it under its office: it stays there once any does.
      if (current?.id && current.officeId !== b.office_id) {
        const used = rowsOf(
          await context.tx.execute(sql`SELECT 1 WHERE EXISTS (SELECT 1 FROM stock_on_hand WHERE company_id = ${c} AND warehouse_id = ${current.id}::uuid)
            OR EXISTS (SELECT 1 FROM purchase_orders WHERE company_id = ${c} AND warehouse_id = ${current.id}::uuid)
            OR EXISTS (SELECT 1 FROM sales_invoices WHERE company_id = ${c} AND warehouse_id = ${current.id}::uuid)
            OR EXISTS (SELECT 1 FROM stock_adjustments WHERE company_id = ${c} AND warehouse_id = ${current.id}::uuid)
            OR EXISTS (SELECT 1 FROM stock_transfers WHERE company_id = ${c} AND ${current.id}::uuid IN (from_warehouse_id, to_warehouse_id))`),
        );
        if (used.length > 0) throw fieldMessage("office_id", "warehouse_office_has_stock", context.language, { warehouse: current.name ?? b.name });
      }
      // Out of use only when empty: its stock could no longer be moved or counted.
      if (current?.id && current.isActive !== false && !b.is_active) {
        const holding = rowsOf(
          await context.tx.execute(sql`SELECT 1 FROM stock_on_hand WHERE company_id = ${c} AND warehouse_id = ${current.id}::uuid AND (quantity <> 0 OR value <> 0) LIMIT 1`),
        );
        if (holding.length > 0) throw fieldMessage("is_active", "warehouse_inactive_with_stock", context.language, { warehouse: current.name ?? b.name });
      }
      return { code: b.code, name: b.name, officeId: b.office_id, address: b.address, isActive: b.is_active };
    },
    present: presentWarehouse,
    search: [warehouses.code, warehouses.name],
    sortable: { code: warehouses.code, name: warehouses.name, created_at: warehouses.createdAt },
    defaultSort: "code",
    uniqueField: "code",
    references: { office_id: { table: offices, code: offices.code } },
    filters: {
      // `head_office=true`: those of the head office (a document that names no office books there).
      schema: { office_id: z.uuid().optional(), head_office: bool, is_active: bool },
      where: (f) =>
        and(
          f.office_id ? eq(warehouses.officeId, f.office_id) : undefined,
          f.head_office === "true" ? sql`${warehouses.officeId} = (SELECT id FROM offices WHERE company_id = ${warehouses.companyId} AND is_head_office)` : undefined,
          f.is_active ? eq(warehouses.isActive, f.is_active === "true") : undefined,
        ),
    },
    importable: true,
  });
};

/**
 * Checks a document's warehouse (`field`) against its office (null: the head office, where its journal
 * falls): the warehouse exists, is in use, and is under that office — else a 422 on the field naming
 * both. A warehouse the document already had stays allowed when made inactive since (`kept`).
 */
export async function assertWarehouse(ctx: DocumentContext, field: string, officeId: string | null, warehouseId: string | null, kept?: string | null): Promise<void> {
  if (!warehouseId) return;
  const office = officeId ?? (await headOfficeId(ctx.tx, ctx.actor));
  const [row] = rowsOf<{ name: string; office_id: string; office_name: string; is_active: boolean }>(
    await ctx.tx.execute(sql`SELECT w.name, w.office_id, o.name AS office_name, w.is_active FROM warehouses w
      JOIN offices o ON o.company_id = w.company_id AND o.id = w.office_id
      WHERE w.company_id = ${ctx.actor.companyId} AND w.id = ${warehouseId}::uuid`),
  );
  if (!row) throw invalidField(field, ctx.language, "warehouse_id");
  if (row.office_id !== office) throw fieldMessage(field, "warehouse_other_office", ctx.language, { warehouse: row.name, office: row.office_name });
  if (!row.is_active && warehouseId !== kept) throw fieldMessage(field, "warehouse_inactive", ctx.language, { warehouse: row.name });
}
