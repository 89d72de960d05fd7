-- Budget evaluations (issue 32): the periodic evaluation of budget realisation for an office or a
-- work unit — each current budget line's budget, actual, committed and variance over the period as
-- saved, the lines beyond the tolerance explained with a follow-up — approved like any document.
CREATE TABLE "budget_evaluations" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "date_from" date NOT NULL,
  "date_to" date NOT NULL,
  "office_id" uuid,
  "work_unit_id" uuid,
  "tolerance_percent" numeric(7, 2) DEFAULT '10' NOT NULL CHECK ("tolerance_percent" >= 0),
  "description" text,
  "budget_total" numeric(20, 2) DEFAULT '0' NOT NULL,
  "actual_total" numeric(20, 2) DEFAULT '0' NOT NULL,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  CHECK ("date_to" >= "date_from"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY ("company_id", "office_id") REFERENCES "offices" ("company_id", "id"),
  FOREIGN KEY ("company_id", "work_unit_id") REFERENCES "work_units" ("company_id", "id")
);
--> statement-breakpoint
CREATE TABLE "budget_evaluation_lines" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "evaluation_id" uuid NOT NULL,
  "line_no" integer NOT NULL,
  "budget_id" uuid NOT NULL,
  "budget_line_no" integer NOT NULL,
  "name" text NOT NULL,
  "income" boolean DEFAULT false NOT NULL,
  "budget" numeric(20, 2) NOT NULL,
  "actual" numeric(20, 2) NOT NULL,
  "committed" numeric(20, 2) NOT NULL,
  "variance" numeric(20, 2) NOT NULL,
  "beyond_tolerance" boolean NOT NULL,
  "explanation" text,
  "follow_up" text,
  PRIMARY KEY ("company_id", "evaluation_id", "line_no"),
  FOREIGN KEY ("company_id", "evaluation_id") REFERENCES "budget_evaluations" ("company_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['budget_evaluations', 'budget_evaluation_lines']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
