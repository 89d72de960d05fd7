-- Budgets (issue 32, DESIGN §15): a budget is a document (`documents` row, lifecycle, approval by
-- amount) of a period; its lines are an account and/or dimensions (office, work unit, activity,
-- element), each with an amount per month of the period. A revision is a new budget document that
-- names the version it revises; approving it marks that one superseded (still readable). Reports and
-- control read only current versions: approved, not superseded.
CREATE TABLE "budgets" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "period" text NOT NULL,
  "period_type" text NOT NULL CHECK ("period_type" IN ('annual', 'semester', 'quarter', 'month')),
  "date_start" date NOT NULL,
  "date_end" date NOT NULL,
  "office_id" uuid,
  "work_unit_id" uuid,
  "description" text,
  "version" integer DEFAULT 1 NOT NULL CHECK ("version" >= 1),
  "revision_of" uuid,
  "superseded_by" uuid,
  "closed_at" timestamp with time zone,
  "total" numeric(20, 2) DEFAULT '0' NOT NULL,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  CHECK ("date_end" >= "date_start"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY ("company_id", "office_id") REFERENCES "offices" ("company_id", "id"),
  FOREIGN KEY ("company_id", "work_unit_id") REFERENCES "work_units" ("company_id", "id"),
  FOREIGN KEY ("company_id", "revision_of") REFERENCES "budgets" ("company_id", "id"),
  FOREIGN KEY ("company_id", "superseded_by") REFERENCES "budgets" ("company_id", "id") ON DELETE SET NULL ("superseded_by") DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
-- The revisions of a version (one open at a time: the revise command checks it with the version locked).
CREATE INDEX "budgets_revision_idx" ON "budgets" ("company_id", "revision_of") WHERE "revision_of" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "budget_lines" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "budget_id" uuid NOT NULL,
  "line_no" integer NOT NULL,
  "account_id" uuid,
  "office_id" uuid,
  "work_unit_id" uuid,
  "activity_id" uuid,
  "element_id" uuid,
  "description" text,
  "quantity" numeric(20, 4),
  "standard_price" numeric(20, 2),
  "amount" numeric(20, 2) NOT NULL,
  PRIMARY KEY ("company_id", "budget_id", "line_no"),
  CHECK (num_nonnulls("account_id", "office_id", "work_unit_id", "activity_id", "element_id") > 0),
  FOREIGN KEY ("company_id", "budget_id") REFERENCES "budgets" ("company_id", "id") ON DELETE CASCADE,
  FOREIGN KEY ("company_id", "account_id") REFERENCES "accounts" ("company_id", "id"),
  FOREIGN KEY ("company_id", "office_id") REFERENCES "offices" ("company_id", "id"),
  FOREIGN KEY ("company_id", "work_unit_id") REFERENCES "work_units" ("company_id", "id"),
  FOREIGN KEY ("company_id", "activity_id") REFERENCES "dimension_items" ("company_id", "id"),
  FOREIGN KEY ("company_id", "element_id") REFERENCES "dimension_items" ("company_id", "id")
);
--> statement-breakpoint
CREATE INDEX "budget_lines_account_idx" ON "budget_lines" ("company_id", "account_id");
--> statement-breakpoint
-- The amount of a line per month of its budget's period (the first day of the month); the months of a
-- line sum to its amount (the service writes both, the check below keeps them together).
CREATE TABLE "budget_amounts" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "budget_id" uuid NOT NULL,
  "line_no" integer NOT NULL,
  "month" date NOT NULL CHECK (extract(day FROM "month") = 1),
  "amount" numeric(20, 2) NOT NULL,
  PRIMARY KEY ("company_id", "budget_id", "line_no", "month"),
  FOREIGN KEY ("company_id", "budget_id", "line_no") REFERENCES "budget_lines" ("company_id", "budget_id", "line_no") ON DELETE CASCADE
);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['budgets', 'budget_lines', 'budget_amounts']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
