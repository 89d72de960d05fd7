-- Budget control (issue 32, DESIGN §15): per controlled document type, what is checked (the budget of
-- the year, the year to date or the month), what happens over it (ignore, warn, stop), the tolerance,
-- and the role that may let a stopped document through with a reason.
CREATE TABLE "budget_controls" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "document_type" text NOT NULL,
  "basis" text DEFAULT 'year' NOT NULL CHECK ("basis" IN ('year', 'ytd', 'month')),
  "action" text DEFAULT 'ignore' NOT NULL CHECK ("action" IN ('ignore', 'warn', 'stop')),
  "tolerance_percent" numeric(7, 2) DEFAULT '0' NOT NULL CHECK ("tolerance_percent" >= 0 AND "tolerance_percent" <= 1000),
  "override_role_id" uuid,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "document_type"),
  FOREIGN KEY ("company_id", "override_role_id") REFERENCES "roles" ("company_id", "id") ON DELETE SET NULL ("override_role_id")
);
--> statement-breakpoint
-- The commitments ledger: what approved documents hold of the budget before it is spent. A row is
-- never edited: a reservation when a document is approved, a consumption (negative) when the next
-- document takes it over, a void (negative) when it is cancelled or closed. What a source still holds
-- is the sum of its rows.
CREATE TABLE "budget_commitments" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" bigint GENERATED ALWAYS AS IDENTITY,
  "source_type" text NOT NULL,
  "source_id" uuid NOT NULL,
  "source_line" integer NOT NULL,
  "phase" text NOT NULL CHECK ("phase" IN ('reserve', 'consume', 'void')),
  "date" date NOT NULL,
  "account_id" uuid,
  "office_id" uuid,
  "work_unit_id" uuid,
  "activity_id" uuid,
  "element_id" uuid,
  "amount" numeric(20, 2) NOT NULL CHECK (("phase" = 'reserve') = ("amount" >= 0)),
  "by_type" text,
  "by_id" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id")
);
--> statement-breakpoint
CREATE INDEX "budget_commitments_source_idx" ON "budget_commitments" ("company_id", "source_id", "source_line");
--> statement-breakpoint
CREATE INDEX "budget_commitments_date_idx" ON "budget_commitments" ("company_id", "date");
--> statement-breakpoint
CREATE FUNCTION budget_commitments_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'budget commitments are never edited: write a consumption or a void instead';
END
$$;
--> statement-breakpoint
CREATE TRIGGER budget_commitments_frozen BEFORE UPDATE ON "budget_commitments" FOR EACH ROW EXECUTE FUNCTION budget_commitments_frozen();
--> statement-breakpoint
-- A stopped document let through by the override role, with the reason (its history shows it).
CREATE TABLE "budget_overrides" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "document_id" uuid NOT NULL,
  "user_id" uuid NOT NULL,
  "reason" text NOT NULL,
  -- What the document asked when let through: a document changed to ask more needs a new override.
  "amount" numeric(20, 2) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "document_id", "created_at")
);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['budget_controls', 'budget_commitments', 'budget_overrides']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
