import { sql } from "drizzle-orm";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { accountForRoleOrNull } from "../../platform/account-roles.js";
import { AppError } from "../../platform/errors.js";
import { rowsOf } from "../reports/report-context.js";

/** An inventory product as the stock door's documents post it: its inventory and cost of sales accounts. */
export interface InventoryProduct {
  id: string;
  name: string;
  inventoryAccountId: string;
  costAccountId: string;
}

/**
 * The inventory products among these ids (a product not kept in stock is not in the answer), each
 * with its own inventory and cost of sales accounts or the company's defaults (Default accounts:
 * inventory, cost of sales); 422 naming a product that has neither.
 */
export async function inventoryProductsOf(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, InventoryProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = rowsOf<{ id: string; name: string; inventory_account_id: string | null; cost_account_id: string | null }>(
    await ctx.tx.execute(sql`SELECT id, name, inventory_account_id, cost_account_id FROM products
      WHERE company_id = ${ctx.actor.companyId} AND is_inventory AND id = ANY(${sql.param(unique)}::uuid[])`),
  );
  const needs = (column: "inventory_account_id" | "cost_account_id") => rows.some((r) => r[column] === null);
  const inventory = needs("inventory_account_id") ? await accountForRoleOrNull(ctx.tx, ctx.actor.companyId, "inventory") : null;
  const cost = needs("cost_account_id") ? await accountForRoleOrNull(ctx.tx, ctx.actor.companyId, "cost_of_sales") : null;
  const products = new Map<string, InventoryProduct>();
  for (const r of rows) {
    const inventoryAccountId = r.inventory_account_id ?? inventory;
    const costAccountId = r.cost_account_id ?? cost;
    if (!inventoryAccountId || !costAccountId) throw new AppError(422, "stock_accounts_missing", { product: r.name });
    products.set(r.id, { id: r.id, name: r.name, inventoryAccountId, costAccountId });
  }
  return products;
}
