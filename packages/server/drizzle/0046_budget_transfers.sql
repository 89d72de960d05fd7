-- Issue #32: transfers between lines of an approved budget, as their own approved document
-- (`budget_transfer`, numbered PGA, approval module `budget_transfer` by the amount moved). Each
-- line moves an amount from one budget line to another in one month of the period. Approved, the
-- lines' months move (`budget_amounts` and the lines' totals; the budget's total is unchanged) and
-- the moves are kept here as they were applied; cancelled, they move back. Reports read the moves
-- for the realisation's "transfers" column.
CREATE TABLE "budget_transfers" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "budget_id" uuid NOT NULL,
  "date" date NOT NULL,
  "description" text,
  "total" numeric(20, 2) DEFAULT '0' NOT NULL CHECK ("total" >= 0),
  -- When its moves are applied to the budget's months (approved), null before and once cancelled.
  "applied_at" timestamp with time zone,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY ("company_id", "budget_id") REFERENCES "budgets" ("company_id", "id")
);
--> statement-breakpoint
CREATE INDEX "budget_transfers_budget_idx" ON "budget_transfers" ("company_id", "budget_id");
--> statement-breakpoint
CREATE TABLE "budget_transfer_lines" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "transfer_id" uuid NOT NULL,
  "line_no" integer NOT NULL,
  "budget_id" uuid NOT NULL,
  "from_line_no" integer NOT NULL,
  "to_line_no" integer NOT NULL CHECK ("to_line_no" <> "from_line_no"),
  "month" date NOT NULL CHECK (extract(day FROM "month") = 1),
  "amount" numeric(20, 2) NOT NULL CHECK ("amount" > 0),
  PRIMARY KEY ("company_id", "transfer_id", "line_no"),
  FOREIGN KEY ("company_id", "transfer_id") REFERENCES "budget_transfers" ("company_id", "id") ON DELETE CASCADE,
  FOREIGN KEY ("company_id", "budget_id", "from_line_no") REFERENCES "budget_lines" ("company_id", "budget_id", "line_no"),
  FOREIGN KEY ("company_id", "budget_id", "to_line_no") REFERENCES "budget_lines" ("company_id", "budget_id", "line_no")
);
--> statement-breakpoint
CREATE INDEX "budget_transfer_lines_budget_idx" ON "budget_transfer_lines" ("company_id", "budget_id");
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['budget_transfers', 'budget_transfer_lines']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
