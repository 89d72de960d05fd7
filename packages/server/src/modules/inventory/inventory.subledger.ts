import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { SubledgerCheck } from "../module.js";
import { rowsOf } from "../reports/report-context.js";

/**
 * The stock ledger (DESIGN §14): per inventory account and office (the sum of its warehouses), the value of the stock lines
 * equals the account's balance there; what is on hand and the month balances equal the sums of the
 * lines, per product and location.
 */
export const inventorySubledger: SubledgerCheck = {
  name: "inventory",
  async check(tx: Tx, companyId: string) {
    const out: string[] = [];
    const drift = rowsOf<{ account: string; office: string; stock: string; ledger: string }>(
      await tx.execute(sql`
        WITH role AS (
          SELECT account_id FROM account_defaults WHERE company_id = ${companyId} AND role = 'inventory'
        ),
        stock AS (
          SELECT coalesce(p.inventory_account_id, (SELECT account_id FROM role)) AS account_id, s.office_id, sum(s.value) AS amount
          FROM stock_lines s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
          WHERE s.company_id = ${companyId}
          GROUP BY 1, 2
        ),
        accounts_kept AS (
          SELECT DISTINCT account_id FROM stock WHERE account_id IS NOT NULL
          UNION SELECT inventory_account_id FROM products WHERE company_id = ${companyId} AND is_inventory AND inventory_account_id IS NOT NULL
        ),
        led AS (
          SELECT l.account_id, l.office_id, sum(l.debit - l.credit) AS amount
          FROM journal_lines l WHERE l.company_id = ${companyId} AND l.account_id IN (SELECT account_id FROM accounts_kept)
          GROUP BY 1, 2
        )
        SELECT coalesce(a.code, '?') AS account, coalesce(o.name, '?') AS office,
          coalesce(stock.amount, 0)::text AS stock, coalesce(led.amount, 0)::text AS ledger
        FROM stock FULL JOIN led ON led.account_id = stock.account_id AND led.office_id = stock.office_id
        LEFT JOIN accounts a ON a.company_id = ${companyId} AND a.id = coalesce(stock.account_id, led.account_id)
        LEFT JOIN offices o ON o.company_id = ${companyId} AND o.id = coalesce(stock.office_id, led.office_id)
        WHERE coalesce(stock.amount, 0) <> coalesce(led.amount, 0)`),
    );
    for (const d of drift) out.push(`inventory account ${d.account}, office ${d.office}: the stock lines are worth ${d.stock}, the ledger holds ${d.ledger}`);
    const onHand = rowsOf<{ product: string; office: string; kept: string; lines: string }>(
      await tx.execute(sql`
        WITH lines AS (
          SELECT product_id, location_id, sum(quantity) AS quantity, sum(value) AS value FROM stock_lines WHERE company_id = ${companyId} GROUP BY 1, 2
        ),
        months AS (
          SELECT product_id, location_id, sum(quantity) AS quantity, sum(value) AS value FROM stock_balances WHERE company_id = ${companyId} GROUP BY 1, 2
        )
        SELECT coalesce(p.name, '?') AS product, coalesce(w.name, o.name, '?') AS office,
          coalesce(h.quantity, 0)::text || ' / ' || coalesce(h.value, 0)::text || ' (months ' || coalesce(m.quantity, 0)::text || ' / ' || coalesce(m.value, 0)::text || ')' AS kept,
          coalesce(l.quantity, 0)::text || ' / ' || coalesce(l.value, 0)::text AS lines
        FROM (SELECT * FROM stock_on_hand WHERE company_id = ${companyId}) h
        FULL JOIN lines l ON l.product_id = h.product_id AND l.location_id = h.location_id
        FULL JOIN months m ON m.product_id = coalesce(h.product_id, l.product_id) AND m.location_id = coalesce(h.location_id, l.location_id)
        LEFT JOIN products p ON p.company_id = ${companyId} AND p.id = coalesce(h.product_id, l.product_id, m.product_id)
        LEFT JOIN offices o ON o.company_id = ${companyId} AND o.id = coalesce(h.location_id, l.location_id, m.location_id)
        LEFT JOIN warehouses w ON w.company_id = ${companyId} AND w.id = coalesce(h.location_id, l.location_id, m.location_id)
        WHERE coalesce(h.quantity, 0) <> coalesce(l.quantity, 0) OR coalesce(h.value, 0) <> coalesce(l.value, 0)
           OR coalesce(m.quantity, 0) <> coalesce(l.quantity, 0) OR coalesce(m.value, 0) <> coalesce(l.value, 0)`),
    );
    for (const d of onHand) out.push(`product ${d.product} at ${d.office}: kept on hand ${d.kept}, its stock lines add up to ${d.lines}`);
    return out;
  },
};
