-- Issue #29, item 6: an exchange revaluation at a date — every open foreign receivable (per invoice)
-- and every foreign cash or bank balance at that date's booking rate; the unrealised difference is
-- posted at the date and reversed the next day. Saving computes the totals (the preview lists the
-- items as of the date, computed again); approving keeps the items posted, each one's old and new base.
CREATE TABLE "exchange_revaluations" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "date" date NOT NULL,
  "description" text,
  "items_count" integer DEFAULT 0 NOT NULL,
  "gain" numeric(20, 2) DEFAULT '0' NOT NULL CHECK ("gain" >= 0),
  "loss" numeric(20, 2) DEFAULT '0' NOT NULL CHECK ("loss" >= 0),
  -- What the journal posts: per account, the net of its items' differences as a debit (computed when saved).
  "accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
CREATE TABLE "exchange_revaluation_items" (
  "company_id" uuid NOT NULL,
  "revaluation_id" uuid NOT NULL,
  "line_no" integer NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('receivable', 'payable', 'cash')),
  "source_id" uuid NOT NULL,
  "account_id" uuid NOT NULL,
  "contact_id" uuid,
  "currency" text NOT NULL CHECK ("currency" ~ '^[A-Z]{3}$'),
  "amount" numeric(20, 2) NOT NULL,
  "old_base" numeric(20, 2) NOT NULL,
  "rate" numeric(24, 6) NOT NULL CHECK ("rate" > 0),
  "new_base" numeric(20, 2) NOT NULL,
  "difference" numeric(20, 2) NOT NULL,
  PRIMARY KEY ("company_id", "revaluation_id", "line_no"),
  CONSTRAINT "exchange_revaluation_items_difference_ck" CHECK ("difference" = "new_base" - "old_base"),
  FOREIGN KEY ("company_id", "revaluation_id") REFERENCES "exchange_revaluations" ("company_id", "id") ON DELETE CASCADE,
  FOREIGN KEY ("company_id", "account_id") REFERENCES "accounts" ("company_id", "id")
);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['exchange_revaluations', 'exchange_revaluation_items']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
