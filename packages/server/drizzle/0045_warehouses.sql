-- Issue #28: warehouses under an office. A company may keep stock in several warehouses of one office
-- (a shop and its back store, two depots of a branch); without any, the office is the one location, as
-- before. A stock line's location is its warehouse, or its office where it names none: `location_id`
-- (generated) keys what is on hand and the month's balances, so the stock door locks and costs a
-- product per warehouse (moving average per location). The journal stays on the office: the inventory
-- account is per office, the sum of its locations (ledger:verify compares them per office).
CREATE TABLE "warehouses" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "office_id" uuid NOT NULL,
  "code" text NOT NULL,
  "name" text NOT NULL,
  "address" text,
  "is_active" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  -- The key a stock row or document names its office and warehouse by: the warehouse is under that office.
  UNIQUE ("company_id", "office_id", "id"),
  FOREIGN KEY ("company_id", "office_id") REFERENCES "offices" ("company_id", "id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_uq" ON "warehouses" ("company_id", lower("code"));
--> statement-breakpoint
ALTER TABLE "warehouses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "warehouses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "warehouses" FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
ALTER TABLE "stock_lines" ADD COLUMN "warehouse_id" uuid;
--> statement-breakpoint
ALTER TABLE "stock_lines" ADD COLUMN "location_id" uuid GENERATED ALWAYS AS (coalesce("warehouse_id", "office_id")) STORED;
--> statement-breakpoint
ALTER TABLE "stock_lines" ADD FOREIGN KEY ("company_id", "office_id", "warehouse_id") REFERENCES "warehouses" ("company_id", "office_id", "id");
--> statement-breakpoint
DROP INDEX "stock_lines_card_idx";
--> statement-breakpoint
CREATE INDEX "stock_lines_card_idx" ON "stock_lines" ("company_id", "product_id", "location_id", "date", "created_at");
--> statement-breakpoint
-- The valuation's lines of a partial month, read from the index alone (0031), now with their warehouse.
DROP INDEX "stock_lines_date_idx";
--> statement-breakpoint
CREATE INDEX "stock_lines_date_idx" ON "stock_lines" ("company_id", "date") INCLUDE ("product_id", "office_id", "warehouse_id", "quantity", "value");
--> statement-breakpoint
ALTER TABLE "stock_on_hand" ADD COLUMN "warehouse_id" uuid;
--> statement-breakpoint
ALTER TABLE "stock_on_hand" ADD COLUMN "location_id" uuid GENERATED ALWAYS AS (coalesce("warehouse_id", "office_id")) STORED;
--> statement-breakpoint
ALTER TABLE "stock_on_hand" ADD FOREIGN KEY ("company_id", "office_id", "warehouse_id") REFERENCES "warehouses" ("company_id", "office_id", "id");
--> statement-breakpoint
ALTER TABLE "stock_on_hand" DROP CONSTRAINT "stock_on_hand_pkey";
--> statement-breakpoint
ALTER TABLE "stock_on_hand" ADD PRIMARY KEY ("company_id", "product_id", "location_id");
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "warehouse_id" uuid;
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "location_id" uuid GENERATED ALWAYS AS (coalesce("warehouse_id", "office_id")) STORED;
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD FOREIGN KEY ("company_id", "office_id", "warehouse_id") REFERENCES "warehouses" ("company_id", "office_id", "id");
--> statement-breakpoint
ALTER TABLE "stock_balances" DROP CONSTRAINT "stock_balances_pkey";
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD PRIMARY KEY ("company_id", "product_id", "location_id", "period_month");
--> statement-breakpoint
-- Where a document's goods are: a purchase order's are received into its warehouse (its receipts, the
-- invoice's price difference, landed costs and returns follow the order), a sales invoice's leave its
-- own (its returns come back there), an opname counts one, a transfer moves between two.
ALTER TABLE "purchase_orders" ADD COLUMN "warehouse_id" uuid;
--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD COLUMN "warehouse_id" uuid;
--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD COLUMN "warehouse_id" uuid;
--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD COLUMN "from_warehouse_id" uuid;
--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD COLUMN "to_warehouse_id" uuid;
--> statement-breakpoint
-- Between two warehouses of one office, or between offices.
ALTER TABLE "stock_transfers" DROP CONSTRAINT "stock_transfers_check";
--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_check" CHECK (coalesce("to_warehouse_id", "to_office_id") <> coalesce("from_warehouse_id", "from_office_id"));
--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD FOREIGN KEY ("company_id", "from_office_id", "from_warehouse_id") REFERENCES "warehouses" ("company_id", "office_id", "id");
--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD FOREIGN KEY ("company_id", "to_office_id", "to_warehouse_id") REFERENCES "warehouses" ("company_id", "office_id", "id");
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD FOREIGN KEY ("company_id", "warehouse_id") REFERENCES "warehouses" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD FOREIGN KEY ("company_id", "warehouse_id") REFERENCES "warehouses" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD FOREIGN KEY ("company_id", "warehouse_id") REFERENCES "warehouses" ("company_id", "id");
