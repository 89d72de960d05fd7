-- Issue #28: perpetual inventory (DESIGN §14). Every movement of an inventory product writes a stock
-- line (product, location, quantity, value) through one door (modules/inventory/stock.ts) in its
-- document's transaction, beside its journal:
-- - `stock_lines`: the movements, signed (in positive, out negative), each naming its document line;
-- - `stock_on_hand`: quantity and value on hand now per product and location, the row the door locks
--   to cost a move (moving average), so two sales of the last units queue on it and the second sees
--   what the first took; never below zero (the CHECK: negative stock is refused);
-- - `stock_balances`: the movements summed per month, so a valuation at a date reads balances and the
--   lines of its partial month only, as the ledger does.
-- The location is the office the journal is booked on.
-- An inventory product's minimum on hand: below it the dashboard warns.
ALTER TABLE "products" ADD COLUMN "minimum_stock" numeric(20, 4) CHECK ("minimum_stock" >= 0);
--> statement-breakpoint
CREATE TABLE "stock_lines" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "product_id" uuid NOT NULL,
  "office_id" uuid NOT NULL,
  "date" date NOT NULL,
  "source_type" text NOT NULL,
  "source_id" uuid NOT NULL,
  "source_line" integer NOT NULL,
  -- A revaluation (a purchase invoice's price above or below its receipt's) moves value, no quantity.
  "quantity" numeric(20, 4) NOT NULL,
  "value" numeric(20, 2) NOT NULL,
  CHECK ("quantity" <> 0 OR "value" <> 0),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  UNIQUE ("company_id", "source_type", "source_id", "source_line"),
  FOREIGN KEY ("company_id", "product_id") REFERENCES "products" ("company_id", "id"),
  FOREIGN KEY ("company_id", "office_id") REFERENCES "offices" ("company_id", "id")
);
--> statement-breakpoint
CREATE INDEX "stock_lines_card_idx" ON "stock_lines" ("company_id", "product_id", "office_id", "date", "created_at");
--> statement-breakpoint
CREATE INDEX "stock_lines_date_idx" ON "stock_lines" ("company_id", "date");
--> statement-breakpoint
CREATE TABLE "stock_on_hand" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "product_id" uuid NOT NULL,
  "office_id" uuid NOT NULL,
  "quantity" numeric(20, 4) DEFAULT '0' NOT NULL CHECK ("quantity" >= 0),
  "value" numeric(20, 2) DEFAULT '0' NOT NULL,
  -- The unit cost of the last receipt, for a move out of nothing on hand (not yet: negative stock is refused).
  "last_cost" numeric(24, 6),
  PRIMARY KEY ("company_id", "product_id", "office_id"),
  FOREIGN KEY ("company_id", "product_id") REFERENCES "products" ("company_id", "id"),
  FOREIGN KEY ("company_id", "office_id") REFERENCES "offices" ("company_id", "id"),
  -- Nothing on hand is worth nothing: the last unit out takes the whole value left.
  CHECK ("quantity" <> 0 OR "value" = 0)
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "product_id" uuid NOT NULL,
  "office_id" uuid NOT NULL,
  "period_month" date NOT NULL,
  "quantity" numeric(20, 4) DEFAULT '0' NOT NULL,
  "value" numeric(20, 2) DEFAULT '0' NOT NULL,
  PRIMARY KEY ("company_id", "product_id", "office_id", "period_month")
);
--> statement-breakpoint
-- A stock opname: what was counted per product at an office; once approved its differences are stock
-- lines (the door computes them from what is on hand then) posted against the adjustment account.
-- `details` keeps each line as counted, and once approved as moved (on hand, difference, value).
CREATE TABLE "stock_adjustments" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "date" date NOT NULL,
  "office_id" uuid,
  "account_id" uuid NOT NULL,
  "description" text,
  "details" jsonb NOT NULL,
  "difference_value" numeric(20, 2) DEFAULT '0' NOT NULL CHECK ("difference_value" >= 0),
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY ("company_id", "office_id") REFERENCES "offices" ("company_id", "id"),
  FOREIGN KEY ("company_id", "account_id") REFERENCES "accounts" ("company_id", "id")
);
--> statement-breakpoint
-- A transfer of products between offices at their average cost (no profit): posted when saved.
CREATE TABLE "stock_transfers" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "date" date NOT NULL,
  "from_office_id" uuid NOT NULL,
  "to_office_id" uuid NOT NULL CHECK ("to_office_id" <> "from_office_id"),
  "description" text,
  "details" jsonb NOT NULL,
  "value" numeric(20, 2) DEFAULT '0' NOT NULL,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY ("company_id", "from_office_id") REFERENCES "offices" ("company_id", "id"),
  FOREIGN KEY ("company_id", "to_office_id") REFERENCES "offices" ("company_id", "id")
);
--> statement-breakpoint
-- A sales return (credit note) of a posted invoice's lines: DPP and VAT given back, the goods back in
-- stock at the cost they left with; what the invoice still owed is taken off it, the rest credited
-- to the customer's deposit. `details` keeps each returned line with its amounts and cost.
CREATE TABLE "sales_returns" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "invoice_id" uuid NOT NULL,
  "date" date NOT NULL,
  "notes" text,
  "details" jsonb NOT NULL,
  "taxes" jsonb NOT NULL,
  "dpp" numeric(20, 2) NOT NULL,
  "vat" numeric(20, 2) NOT NULL,
  "total" numeric(20, 2) NOT NULL CHECK ("total" > 0),
  "cost" numeric(20, 2) DEFAULT '0' NOT NULL,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY ("company_id", "invoice_id") REFERENCES "sales_invoices" ("company_id", "id")
);
--> statement-breakpoint
CREATE INDEX "sales_returns_invoice_idx" ON "sales_returns" ("company_id", "invoice_id");
--> statement-breakpoint
-- What has been returned of each line of an invoice (posted returns), never more than was sold: kept
-- by the returns' approval with the invoice's row locked first, the CHECKs the last wall.
CREATE TABLE "sales_invoice_line_returns" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "invoice_id" uuid NOT NULL,
  "line_no" integer NOT NULL,
  "sold" numeric(20, 4) NOT NULL,
  "returned" numeric(20, 4) DEFAULT '0' NOT NULL CHECK ("returned" >= 0),
  "returned_cost" numeric(20, 2) DEFAULT '0' NOT NULL CHECK ("returned_cost" >= 0),
  CHECK ("returned" <= "sold"),
  PRIMARY KEY ("company_id", "invoice_id", "line_no"),
  FOREIGN KEY ("company_id", "invoice_id") REFERENCES "sales_invoices" ("company_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
-- A purchase return (debit note) of a posted purchase invoice's lines: what the invoice owes less, VAT
-- and withholding reversed, the goods out of stock at their average cost.
CREATE TABLE "purchase_returns" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "invoice_id" uuid NOT NULL,
  "date" date NOT NULL,
  "notes" text,
  "details" jsonb NOT NULL,
  "taxes" jsonb NOT NULL,
  "dpp" numeric(20, 2) NOT NULL,
  "vat" numeric(20, 2) NOT NULL,
  "withholding" numeric(20, 2) NOT NULL,
  "total" numeric(20, 2) NOT NULL CHECK ("total" > 0),
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY ("company_id", "invoice_id") REFERENCES "purchase_invoices" ("company_id", "id")
);
--> statement-breakpoint
CREATE INDEX "purchase_returns_invoice_idx" ON "purchase_returns" ("company_id", "invoice_id");
--> statement-breakpoint
CREATE TABLE "purchase_invoice_line_returns" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "invoice_id" uuid NOT NULL,
  "line_no" integer NOT NULL,
  "billed" numeric(20, 4) NOT NULL,
  "returned" numeric(20, 4) DEFAULT '0' NOT NULL CHECK ("returned" >= 0),
  CHECK ("returned" <= "billed"),
  PRIMARY KEY ("company_id", "invoice_id", "line_no"),
  FOREIGN KEY ("company_id", "invoice_id") REFERENCES "purchase_invoices" ("company_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
-- A landed cost (freight, duty, handling) of a goods receipt, allocated to its inventory lines by
-- value or quantity; once posted, `details` keeps what raised the goods on hand and what went to cost
-- of goods sold.
CREATE TABLE "landed_costs" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "receipt_id" uuid NOT NULL,
  "date" date NOT NULL,
  "description" text,
  "account_id" uuid NOT NULL,
  "allocation" text NOT NULL CHECK ("allocation" IN ('value', 'quantity')),
  "amount" numeric(20, 2) NOT NULL CHECK ("amount" > 0),
  "details" jsonb NOT NULL,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY ("company_id", "receipt_id") REFERENCES "goods_receipts" ("company_id", "id"),
  FOREIGN KEY ("company_id", "account_id") REFERENCES "accounts" ("company_id", "id")
);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['stock_lines', 'stock_on_hand', 'stock_balances', 'stock_adjustments', 'stock_transfers', 'sales_returns', 'sales_invoice_line_returns', 'purchase_returns', 'purchase_invoice_line_returns', 'landed_costs']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Goods receipts approved before this migration posted their inventory lines to the inventory
-- accounts: their stock lines now, at the office their journal was booked on, so the stock ledger
-- equals the inventory accounts from the start. (Sales before it posted no cost of goods sold and
-- moved no stock: they stay as they were posted.)
INSERT INTO "stock_lines" ("company_id", "id", "product_id", "office_id", "date", "source_type", "source_id", "source_line", "quantity", "value")
SELECT g."company_id", gen_random_uuid(), ol."product_id",
  coalesce(o."office_id", (SELECT h."id" FROM "offices" h WHERE h."company_id" = g."company_id" AND h."is_head_office" LIMIT 1)),
  g."date", 'goods_receipt', g."id", ol."line_no", gl."quantity", gl."amount"
FROM "goods_receipt_lines" gl
JOIN "goods_receipts" g ON g."company_id" = gl."company_id" AND g."id" = gl."receipt_id"
JOIN "documents" d ON d."company_id" = g."company_id" AND d."id" = g."id" AND d."status" = 'approved'
JOIN "purchase_orders" o ON o."company_id" = g."company_id" AND o."id" = g."order_id"
JOIN "purchase_order_lines" ol ON ol."company_id" = gl."company_id" AND ol."id" = gl."order_line_id"
JOIN "products" p ON p."company_id" = ol."company_id" AND p."id" = ol."product_id" AND p."is_inventory"
WHERE gl."quantity" <> 0 AND gl."amount" <> 0;
--> statement-breakpoint
INSERT INTO "stock_on_hand" ("company_id", "product_id", "office_id", "quantity", "value", "last_cost")
SELECT "company_id", "product_id", "office_id", sum("quantity"), sum("value"), (array_agg("value" / "quantity" ORDER BY "date" DESC, "created_at" DESC))[1]
FROM "stock_lines" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "stock_balances" ("company_id", "product_id", "office_id", "period_month", "quantity", "value")
SELECT "company_id", "product_id", "office_id", date_trunc('month', "date")::date, sum("quantity"), sum("value")
FROM "stock_lines" GROUP BY 1, 2, 3, 4;
