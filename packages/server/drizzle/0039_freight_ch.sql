-- Issue #30: freight jobs (CH, DESIGN §9).
-- - `charge_codes`: the charges a job carries, with the revenue and cost accounts they book to, how
--   they are taxed, and whether they are disbursements (paid for the customer: never revenue or cost);
-- - `ch_rates`: rate card lines (mode, route, charge, basis, buy and sell rate, currency, validity,
--   an optional customer they are reserved for);
-- - `ch_jobs` and `ch_job_lines`: the job (a document: draft → confirmed) and its sell and buy charge
--   lines, each with its base amount at its exchange rate and, once billed, the document billing it;
-- - `ch_generate_batches` and `ch_generate_logs`: a generation of jobs' lines from the rate cards and
--   what each run did per job (built, or skipped with the reason);
-- - `freight_settings`: invoice-based or month-end accrual; `ch_accruals`: each month's accrual journal
--   and its reversal.
CREATE TABLE "charge_codes" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "code" text NOT NULL,
  "name" text NOT NULL,
  "revenue_account_id" uuid NOT NULL,
  "cost_account_id" uuid NOT NULL,
  "tax_kind" text NOT NULL CHECK ("tax_kind" IN ('freight', 'service', 'exempt')),
  "is_disbursement" boolean DEFAULT false NOT NULL,
  "is_active" boolean DEFAULT true NOT NULL,
  "description" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  FOREIGN KEY ("company_id", "revenue_account_id") REFERENCES "accounts" ("company_id", "id"),
  FOREIGN KEY ("company_id", "cost_account_id") REFERENCES "accounts" ("company_id", "id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "charge_codes_code_uq" ON "charge_codes" ("company_id", lower("code"));
--> statement-breakpoint
CREATE TABLE "ch_rates" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "mode" text NOT NULL CHECK ("mode" IN ('sea_fcl', 'sea_lcl', 'air', 'land')),
  "origin_port_id" uuid,
  "destination_port_id" uuid,
  "service" text,
  "charge_code_id" uuid NOT NULL,
  "basis" text NOT NULL CHECK ("basis" IN ('shipment', 'container', 'kg', 'chargeable_weight', 'cbm')),
  "container_type" text,
  "agent_id" uuid,
  "customer_id" uuid,
  "buy_rate" numeric(20, 2) CHECK ("buy_rate" >= 0),
  "sell_rate" numeric(20, 2) CHECK ("sell_rate" >= 0),
  "currency" text NOT NULL CHECK ("currency" ~ '^[A-Z]{3}$'),
  "valid_from" date NOT NULL,
  "valid_to" date,
  "notes" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  CHECK ("buy_rate" IS NOT NULL OR "sell_rate" IS NOT NULL),
  CHECK ("valid_to" IS NULL OR "valid_to" >= "valid_from"),
  CHECK (("basis" = 'container') = ("container_type" IS NOT NULL)),
  FOREIGN KEY ("company_id", "origin_port_id") REFERENCES "ports" ("company_id", "id"),
  FOREIGN KEY ("company_id", "destination_port_id") REFERENCES "ports" ("company_id", "id"),
  FOREIGN KEY ("company_id", "charge_code_id") REFERENCES "charge_codes" ("company_id", "id"),
  FOREIGN KEY ("company_id", "agent_id") REFERENCES "contacts" ("company_id", "id"),
  FOREIGN KEY ("company_id", "customer_id") REFERENCES "contacts" ("company_id", "id")
);
--> statement-breakpoint
CREATE INDEX "ch_rates_mode_idx" ON "ch_rates" ("company_id", "mode", "valid_from");
--> statement-breakpoint
CREATE INDEX "ch_rates_valid_to_idx" ON "ch_rates" ("company_id", "valid_to");
--> statement-breakpoint
CREATE TABLE "ch_generate_batches" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "number" text NOT NULL,
  "description" text,
  "runs" integer DEFAULT 0 NOT NULL,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  UNIQUE ("company_id", "number")
);
--> statement-breakpoint
CREATE TABLE "ch_jobs" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "date" date NOT NULL,
  "mode" text NOT NULL CHECK ("mode" IN ('sea_fcl', 'sea_lcl', 'air', 'land')),
  "direction" text NOT NULL CHECK ("direction" IN ('export', 'import', 'domestic')),
  "customer_id" uuid NOT NULL,
  "agent_id" uuid,
  "shipper" text,
  "consignee" text,
  "master_document" text,
  "house_document" text,
  "carrier" text,
  "origin_port_id" uuid,
  "destination_port_id" uuid,
  "etd" date,
  "eta" date,
  "atd" date,
  "ata" date,
  "containers" jsonb DEFAULT '[]' NOT NULL,
  "gross_weight" numeric(15, 3) CHECK ("gross_weight" >= 0),
  "volume" numeric(15, 3) CHECK ("volume" >= 0),
  "chargeable_weight" numeric(15, 3) CHECK ("chargeable_weight" >= 0),
  "office_id" uuid,
  "tag_ids" uuid[] DEFAULT '{}' NOT NULL,
  "description" text,
  -- Sell and buy in base without disbursements (the job's profit is their difference), kept with the lines.
  "sell_base" numeric(20, 2) DEFAULT '0' NOT NULL,
  "buy_base" numeric(20, 2) DEFAULT '0' NOT NULL,
  "closed_at" timestamp with time zone,
  "generated_by" uuid,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY ("company_id", "customer_id") REFERENCES "contacts" ("company_id", "id"),
  FOREIGN KEY ("company_id", "agent_id") REFERENCES "contacts" ("company_id", "id"),
  FOREIGN KEY ("company_id", "origin_port_id") REFERENCES "ports" ("company_id", "id"),
  FOREIGN KEY ("company_id", "destination_port_id") REFERENCES "ports" ("company_id", "id"),
  FOREIGN KEY ("company_id", "office_id") REFERENCES "offices" ("company_id", "id"),
  FOREIGN KEY ("company_id", "generated_by") REFERENCES "ch_generate_batches" ("company_id", "id")
);
--> statement-breakpoint
CREATE INDEX "ch_jobs_date_idx" ON "ch_jobs" ("company_id", "date");
--> statement-breakpoint
CREATE TABLE "ch_job_lines" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "job_id" uuid NOT NULL,
  "line_no" integer NOT NULL,
  "side" text NOT NULL CHECK ("side" IN ('sell', 'buy')),
  "charge_code_id" uuid NOT NULL,
  "party_id" uuid,
  "description" text,
  "basis" text NOT NULL CHECK ("basis" IN ('shipment', 'container', 'kg', 'chargeable_weight', 'cbm')),
  "quantity" numeric(20, 4) NOT NULL CHECK ("quantity" > 0),
  "rate" numeric(20, 2) NOT NULL CHECK ("rate" >= 0),
  "currency" text NOT NULL CHECK ("currency" ~ '^[A-Z]{3}$'),
  "exchange_rate" numeric(24, 6) NOT NULL CHECK ("exchange_rate" > 0),
  "amount" numeric(20, 2) NOT NULL,
  "amount_base" numeric(20, 2) NOT NULL,
  "tax_kind" text NOT NULL CHECK ("tax_kind" IN ('freight', 'service', 'exempt')),
  "tax_base" numeric(20, 2) DEFAULT '0' NOT NULL,
  "is_disbursement" boolean DEFAULT false NOT NULL,
  "rate_id" uuid,
  -- The document that billed it (BACC, issue 31); none while unbilled.
  "billed_type" text,
  "billed_id" uuid,
  "billed_number" text,
  CHECK (("billed_id" IS NULL) = ("billed_type" IS NULL)),
  PRIMARY KEY ("company_id", "id"),
  UNIQUE ("company_id", "job_id", "line_no") DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY ("company_id", "job_id") REFERENCES "ch_jobs" ("company_id", "id") ON DELETE CASCADE,
  FOREIGN KEY ("company_id", "charge_code_id") REFERENCES "charge_codes" ("company_id", "id"),
  FOREIGN KEY ("company_id", "party_id") REFERENCES "contacts" ("company_id", "id")
);
--> statement-breakpoint
-- The last wall under the job's save (`writeLines`): a billed line keeps its facts, and stays while its job does.
CREATE FUNCTION ch_job_lines_billed_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.billed_id IS NOT NULL AND EXISTS (SELECT 1 FROM ch_jobs j WHERE j.company_id = OLD.company_id AND j.id = OLD.job_id) THEN
      RAISE EXCEPTION 'charge line % is billed by %', OLD.line_no, OLD.billed_number USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  -- A billed line is given back before another document bills it.
  IF OLD.billed_id IS NOT NULL AND NEW.billed_id IS NOT NULL AND NEW.billed_id <> OLD.billed_id THEN
    RAISE EXCEPTION 'charge line % is billed by %', OLD.line_no, OLD.billed_number USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.billed_id IS NOT NULL AND NEW.billed_id IS NOT DISTINCT FROM OLD.billed_id
     AND (NEW.side, NEW.charge_code_id, NEW.party_id, NEW.quantity, NEW.rate, NEW.currency, NEW.exchange_rate, NEW.amount, NEW.amount_base)
         IS DISTINCT FROM (OLD.side, OLD.charge_code_id, OLD.party_id, OLD.quantity, OLD.rate, OLD.currency, OLD.exchange_rate, OLD.amount, OLD.amount_base) THEN
    RAISE EXCEPTION 'charge line % is billed by %', OLD.line_no, OLD.billed_number USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ch_job_lines_billed_guard BEFORE UPDATE OR DELETE ON ch_job_lines FOR EACH ROW EXECUTE FUNCTION ch_job_lines_billed_guard();
--> statement-breakpoint
CREATE INDEX "ch_job_lines_unbilled_idx" ON "ch_job_lines" ("company_id", "job_id") WHERE "billed_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "ch_job_lines_billed_idx" ON "ch_job_lines" ("company_id", "billed_id") WHERE "billed_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "ch_generate_logs" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "batch_id" uuid NOT NULL,
  "run" integer NOT NULL,
  "seq" integer NOT NULL,
  "job_id" uuid,
  "job_label" text NOT NULL,
  "outcome" text NOT NULL CHECK ("outcome" IN ('built', 'skipped')),
  "reason" text,
  "detail" text,
  "lines" integer DEFAULT 0 NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  FOREIGN KEY ("company_id", "batch_id") REFERENCES "ch_generate_batches" ("company_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "ch_generate_logs_batch_idx" ON "ch_generate_logs" ("company_id", "batch_id", "run", "seq");
--> statement-breakpoint
CREATE TABLE "freight_settings" (
  "company_id" uuid PRIMARY KEY REFERENCES "companies" ("id") ON DELETE CASCADE,
  "accrual" text DEFAULT 'invoice' NOT NULL CHECK ("accrual" IN ('invoice', 'month_end')),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A month-end accrual of confirmed, unbilled job charges (a document: its journal at the month's end,
-- its reversal on the next month's first day); one per month. `jobs` keeps what it booked per job.
CREATE TABLE "ch_accruals" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "month" date NOT NULL CHECK (extract(day FROM "month") = 1),
  "description" text,
  "sell" numeric(20, 2) DEFAULT '0' NOT NULL,
  "buy" numeric(20, 2) DEFAULT '0' NOT NULL,
  "jobs" jsonb DEFAULT '[]' NOT NULL,
  -- What its journal and its reversal book (per job, side, account and office), taken once when saved.
  "charges" jsonb DEFAULT '[]' NOT NULL,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  UNIQUE ("company_id", "month"),
  FOREIGN KEY ("company_id", "id") REFERENCES "documents" ("company_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['charge_codes', 'ch_rates', 'ch_generate_batches', 'ch_jobs', 'ch_job_lines', 'ch_generate_logs', 'freight_settings', 'ch_accruals']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
