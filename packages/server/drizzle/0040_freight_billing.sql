-- Freight billing (issue 31) and the job dimension (DESIGN §9: jobs carry a job dimension on every
-- journal line they cause, so profit per job is read from the ledger).
-- - `ch_jobs.code` is the job's number (kept from its document's when it gets one) and `name` the
--   house, else master, document: what a journal line's job picker and the ledger show.
-- - `journal_lines.job_id`: the job a line is booked to, one more line dimension.
ALTER TABLE "ch_jobs" ADD COLUMN "code" text;
--> statement-breakpoint
ALTER TABLE "ch_jobs" ADD COLUMN "name" text GENERATED ALWAYS AS (coalesce("house_document", "master_document", "description", '')) STORED;
--> statement-breakpoint
UPDATE "ch_jobs" j SET "code" = d."number" FROM "documents" d WHERE d."company_id" = j."company_id" AND d."id" = j."id";
--> statement-breakpoint
CREATE FUNCTION ch_jobs_code_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ch_jobs SET code = NEW.number WHERE company_id = NEW.company_id AND id = NEW.id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ch_jobs_code_sync AFTER UPDATE OF "number" ON "documents" FOR EACH ROW
  WHEN (NEW."document_type" = 'ch' AND NEW."number" IS DISTINCT FROM OLD."number") EXECUTE FUNCTION ch_jobs_code_sync();
--> statement-breakpoint
CREATE INDEX "ch_jobs_code_idx" ON "ch_jobs" ("company_id", "code");
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "job_id" uuid;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_job_fk" FOREIGN KEY ("company_id", "job_id") REFERENCES "ch_jobs" ("company_id", "id");
--> statement-breakpoint
CREATE INDEX "journal_lines_job_idx" ON "journal_lines" ("company_id", "job_id") WHERE "job_id" IS NOT NULL;
--> statement-breakpoint
-- An agent's invoice line (purchase invoice, BACC): the job's buy charge line it bills and its job.
ALTER TABLE "purchase_invoice_lines" ADD COLUMN "job_line_id" uuid;
--> statement-breakpoint
ALTER TABLE "purchase_invoice_lines" ADD COLUMN "job_id" uuid;
--> statement-breakpoint
-- A netting (BACC): an agent's open receivables and payables of one currency settled against each
-- other, oldest due first; each line says what it took of an invoice, in its currency and in base.
CREATE TABLE "bacc_nettings" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "contact_id" uuid NOT NULL,
  "currency" text NOT NULL CHECK ("currency" ~ '^[A-Z]{3}$'),
  "date" date NOT NULL,
  "amount" numeric(20, 2) NOT NULL CHECK ("amount" > 0),
  "description" text,
  "exchange_difference" numeric(20, 2) DEFAULT '0' NOT NULL,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY ("company_id", "contact_id") REFERENCES "contacts" ("company_id", "id")
);
--> statement-breakpoint
CREATE TABLE "bacc_netting_lines" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "netting_id" uuid NOT NULL,
  "side" text NOT NULL CHECK ("side" IN ('ar', 'ap')),
  "invoice_id" uuid NOT NULL,
  "amount" numeric(20, 2) NOT NULL CHECK ("amount" > 0),
  "base" numeric(20, 2) NOT NULL,
  PRIMARY KEY ("company_id", "netting_id", "invoice_id"),
  FOREIGN KEY ("company_id", "netting_id") REFERENCES "bacc_nettings" ("company_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "bacc_netting_lines_invoice_idx" ON "bacc_netting_lines" ("company_id", "invoice_id");
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['bacc_nettings', 'bacc_netting_lines']
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
-- What a customer may owe at most, in base (the bad-payor report lists those over it); none: no limit.
ALTER TABLE "contacts" ADD COLUMN "credit_limit" numeric(20, 2) CHECK ("credit_limit" >= 0);
