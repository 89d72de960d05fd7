-- Issue #28, item 1: negative stock is refused by default; a company may allow it (goods sold before
-- their receipt is entered), valued at the last cost and corrected when stock arrives.
-- - `inventory_settings.allow_negative_stock`: the company's choice (no row: refused);
-- - `stock_on_hand.below_zero_allowed`: written by the stock door with each position, true when the
--   company allowed stock below zero at that write (or the write did not lower it); the CHECK keeps a
--   company that refuses from ever going below zero, whatever path writes;
-- - `stock_on_hand.last_cost`: the unit cost of the last move in, the cost units below zero leave at.
CREATE TABLE "inventory_settings" (
  "company_id" uuid PRIMARY KEY REFERENCES "companies" ("id") ON DELETE CASCADE,
  "allow_negative_stock" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "inventory_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "inventory_settings" FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
ALTER TABLE "stock_on_hand" ADD COLUMN "below_zero_allowed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "stock_on_hand" DROP CONSTRAINT IF EXISTS "stock_on_hand_quantity_check";
--> statement-breakpoint
ALTER TABLE "stock_on_hand" ADD CONSTRAINT "stock_on_hand_below_zero_ck" CHECK ("quantity" >= 0 OR "below_zero_allowed");
--> statement-breakpoint
-- Below zero, the value is below zero too (units at their last cost); above, above.
ALTER TABLE "stock_on_hand" ADD CONSTRAINT "stock_on_hand_value_sign_ck" CHECK (sign("value") = 0 OR sign("value") = sign("quantity"));
--> statement-breakpoint
-- The last move in's unit cost of each position, from its lines.
UPDATE "stock_on_hand" h SET "last_cost" = (
  SELECT round(l."value" / l."quantity", 6) FROM "stock_lines" l
  WHERE l."company_id" = h."company_id" AND l."product_id" = h."product_id" AND l."office_id" = h."office_id" AND l."quantity" > 0
  ORDER BY l."date" DESC, l."created_at" DESC LIMIT 1);
--> statement-breakpoint
-- Since PMK 81/2024 the buyer makes the nota retur in Coretax: a sales return notes its number, to
-- match the returns of output tax Coretax lists against the credit notes posted here.
ALTER TABLE "sales_returns" ADD COLUMN "buyer_return_number" text;
--> statement-breakpoint
-- A valuation in the middle of a month sums up to half a month of stock lines by date: the index
-- carries what it sums, so PostgreSQL reads the index only (issue #28's growth target).
DROP INDEX IF EXISTS "stock_lines_date_idx";
--> statement-breakpoint
CREATE INDEX "stock_lines_date_idx" ON "stock_lines" ("company_id", "date") INCLUDE ("product_id", "office_id", "quantity", "value");
