import { lineAmounts } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { purchaseRequestDocument, type RequestContent } from "../purchasing/purchase-request.document.js";
import { rowsOf } from "../reports/report-context.js";
import { type CommitItem, registerCommitmentSource } from "./control.js";

/** The account a product's purchase is booked to: its inventory account when stocked, else its purchase account. */
async function purchaseAccounts(ctx: DocumentContext, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, string | null>();
  const rows = rowsOf<{ id: string; account_id: string | null }>(
    await ctx.tx.execute(sql`SELECT id, CASE WHEN is_inventory THEN coalesce(inventory_account_id, purchase_account_id) ELSE purchase_account_id END AS account_id
      FROM products WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param([...productIds])}::uuid[])`),
  );
  return new Map(rows.map((r) => [r.id, r.account_id]));
}

/**
 * The documents under budget control (issue 32), each with what it holds: a purchase request its
 * lines at their estimated price, on the product's purchase account and the request's office, work
 * unit and activity.
 */
export function registerBudgetSources() {
  registerCommitmentSource<RequestContent>({
    documentType: "purchase_request",
    type: purchaseRequestDocument,
    async items(content, ctx): Promise<CommitItem[]> {
      const accounts = await purchaseAccounts(ctx, content.lines.flatMap((l) => (l.product_id ? [l.product_id] : [])));
      return content.lines.map((l) => ({
        line: l.line_no,
        account_id: l.product_id ? (accounts.get(l.product_id) ?? null) : null,
        office_id: content.office_id,
        work_unit_id: content.work_unit_id,
        activity_id: content.activity_id,
        element_id: null,
        amount: lineAmounts({ quantity: l.quantity, price: l.estimated_price }).total,
      }));
    },
  });
}
