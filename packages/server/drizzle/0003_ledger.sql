CREATE TABLE "account_defaults" (
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"account_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_defaults_company_id_role_pk" PRIMARY KEY("company_id","role")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"default_name" text,
	"description" text,
	"type" text NOT NULL,
	"subtype" text,
	"parent_id" uuid,
	"normal_balance" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "accounts_type_ck" CHECK ("accounts"."type" IN ('asset','liability','equity','revenue','expense')),
	CONSTRAINT "accounts_normal_ck" CHECK ("accounts"."normal_balance" IN ('debit','credit')),
	CONSTRAINT "accounts_not_own_parent_ck" CHECK ("accounts"."parent_id" IS NULL OR "accounts"."parent_id" <> "accounts"."id")
);
--> statement-breakpoint
CREATE TABLE "beginning_balances" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"date" date NOT NULL,
	"office_id" uuid NOT NULL,
	"description" text,
	"details" jsonb NOT NULL,
	"journal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beginning_balances_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "dimension_items" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"parent_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dimension_items_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "draft_journals" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"date" date NOT NULL,
	"office_id" uuid,
	"description" text,
	"journal_type" text DEFAULT 'general' NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"journal_id" uuid,
	"upload_batch" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_journals_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"company_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"date" date NOT NULL,
	"account_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"debit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"description" text,
	"work_unit_id" uuid,
	"activity_id" uuid,
	"element_id" uuid,
	"contact_id" uuid,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "journal_lines_company_id_journal_id_line_no_pk" PRIMARY KEY("company_id","journal_id","line_no"),
	CONSTRAINT "journal_lines_one_side_ck" CHECK ("journal_lines"."debit" >= 0 AND "journal_lines"."credit" >= 0 AND (("journal_lines"."debit" > 0 AND "journal_lines"."credit" = 0) OR ("journal_lines"."credit" > 0 AND "journal_lines"."debit" = 0)))
);
--> statement-breakpoint
CREATE TABLE "journal_templates" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_templates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"office_id" uuid NOT NULL,
	"description" text,
	"journal_type" text DEFAULT 'general' NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid,
	"status" text DEFAULT 'posted' NOT NULL,
	"reversal_of_id" uuid,
	"reversed_by_id" uuid,
	"total_debit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"total_credit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"posted_by" uuid,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journals_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "journals_status_ck" CHECK ("journals"."status" IN ('posted','reversed')),
	CONSTRAINT "journals_type_ck" CHECK ("journals"."journal_type" IN ('general','adjustment','opening','closing','reversal'))
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"period_month" date NOT NULL,
	"debit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_balances_company_id_account_id_office_id_period_month_pk" PRIMARY KEY("company_id","account_id","office_id","period_month")
);
--> statement-breakpoint
CREATE TABLE "ledger_openings" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"debit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_openings_company_id_fiscal_year_account_id_office_id_pk" PRIMARY KEY("company_id","fiscal_year","account_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_years" (
	"company_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	CONSTRAINT "ledger_years_company_id_fiscal_year_pk" PRIMARY KEY("company_id","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "number_sequences" (
	"company_id" uuid NOT NULL,
	"transaction_type" text NOT NULL,
	"period" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "number_sequences_company_id_transaction_type_period_pk" PRIMARY KEY("company_id","transaction_type","period")
);
--> statement-breakpoint
CREATE TABLE "period_closings" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"period_month" date NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" uuid,
	"reopen_reason" text,
	CONSTRAINT "period_closings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "period_closings_status_ck" CHECK ("period_closings"."status" IN ('closed','reopened'))
);
--> statement-breakpoint
CREATE TABLE "prefixes" (
	"company_id" uuid NOT NULL,
	"transaction_type" text NOT NULL,
	"prefix" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prefixes_company_id_transaction_type_pk" PRIMARY KEY("company_id","transaction_type")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "work_units" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"head" text,
	"head_user_id" uuid,
	"group_head" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_units_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "account_defaults" ADD CONSTRAINT "account_defaults_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_defaults" ADD CONSTRAINT "account_defaults_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_parent_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beginning_balances" ADD CONSTRAINT "beginning_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dimension_items" ADD CONSTRAINT "dimension_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dimension_items" ADD CONSTRAINT "dimension_items_company_id_parent_id_dimension_items_company_id_id_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."dimension_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_journals" ADD CONSTRAINT "draft_journals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_journal_id_journals_company_id_id_fk" FOREIGN KEY ("company_id","journal_id") REFERENCES "public"."journals"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_office_id_offices_company_id_id_fk" FOREIGN KEY ("company_id","office_id") REFERENCES "public"."offices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_work_unit_id_work_units_company_id_id_fk" FOREIGN KEY ("company_id","work_unit_id") REFERENCES "public"."work_units"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_activity_id_dimension_items_company_id_id_fk" FOREIGN KEY ("company_id","activity_id") REFERENCES "public"."dimension_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_element_id_dimension_items_company_id_id_fk" FOREIGN KEY ("company_id","element_id") REFERENCES "public"."dimension_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_templates" ADD CONSTRAINT "journal_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_company_id_office_id_offices_company_id_id_fk" FOREIGN KEY ("company_id","office_id") REFERENCES "public"."offices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_openings" ADD CONSTRAINT "ledger_openings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_years" ADD CONSTRAINT "ledger_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_sequences" ADD CONSTRAINT "number_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_closings" ADD CONSTRAINT "period_closings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prefixes" ADD CONSTRAINT "prefixes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_units" ADD CONSTRAINT "work_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_units" ADD CONSTRAINT "work_units_head_user_id_users_id_fk" FOREIGN KEY ("head_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_code_uq" ON "accounts" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "accounts_parent_idx" ON "accounts" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dimension_items_code_uq" ON "dimension_items" USING btree ("company_id","kind",lower("code"));--> statement-breakpoint
CREATE INDEX "dimension_items_parent_idx" ON "dimension_items" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "draft_journals_date_idx" ON "draft_journals" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "journal_lines_account_date_idx" ON "journal_lines" USING btree ("company_id","account_id","date");--> statement-breakpoint
CREATE INDEX "journal_lines_date_idx" ON "journal_lines" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "journal_lines_tags_idx" ON "journal_lines" USING gin ("tag_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_templates_code_uq" ON "journal_templates" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "journals_number_uq" ON "journals" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "journals_date_idx" ON "journals" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "journals_source_idx" ON "journals" USING btree ("company_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "ledger_balances_month_idx" ON "ledger_balances" USING btree ("company_id","period_month");--> statement-breakpoint
CREATE UNIQUE INDEX "period_closings_closed_uq" ON "period_closings" USING btree ("company_id","period_month") WHERE "period_closings"."status" = 'closed';--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_uq" ON "tags" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "work_units_code_uq" ON "work_units" USING btree ("company_id",lower("code"));