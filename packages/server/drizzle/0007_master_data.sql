CREATE TABLE "api_token_index" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"token_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashbank_users" (
	"company_id" uuid NOT NULL,
	"cashbank_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashbank_users_company_id_cashbank_id_user_id_pk" PRIMARY KEY("company_id","cashbank_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cashbanks" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"bank_name" text,
	"account_name" text,
	"bank_office" text,
	"account_number" text,
	"account_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashbanks_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_items" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" uuid NOT NULL,
	"default_cashbank_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"brand_name" text,
	"contact_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"is_droping" boolean DEFAULT false NOT NULL,
	"group_contact_id" uuid,
	"contact_person" text,
	"phone" text,
	"email" text,
	"website" text,
	"postal_code" text,
	"address" text,
	"province" text,
	"city" text,
	"district" text,
	"npwp" text,
	"nppkp" text,
	"term_of_payment" integer,
	"receivable_account_id" uuid,
	"payable_account_id" uuid,
	"bank_name" text,
	"bank_branch" text,
	"bank_account_name" text,
	"bank_account_number" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"work_unit_id" uuid,
	"office_id" uuid,
	"position" text,
	"email" text,
	"phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "integration_tokens" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"role_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"last_four" text NOT NULL,
	"created_by" uuid NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_tokens_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid,
	"integration_id" uuid,
	"debit_account_id" uuid,
	"credit_account_id" uuid,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ports_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit_id" uuid,
	"brand_id" uuid,
	"category_id" uuid,
	"sub_category_id" uuid,
	"product_type" text NOT NULL,
	"is_inventory" boolean DEFAULT false NOT NULL,
	"is_buying" boolean DEFAULT true NOT NULL,
	"is_selling" boolean DEFAULT true NOT NULL,
	"buying_price" numeric(20, 2) DEFAULT '0' NOT NULL,
	"selling_price" numeric(20, 2) DEFAULT '0' NOT NULL,
	"sales_account_id" uuid,
	"purchase_account_id" uuid,
	"inventory_account_id" uuid,
	"cost_account_id" uuid,
	"sales_return_account_id" uuid,
	"purchase_return_account_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"rate" numeric(9, 4) NOT NULL,
	"base_numerator" integer DEFAULT 1 NOT NULL,
	"base_denominator" integer DEFAULT 1 NOT NULL,
	"sell_account_id" uuid,
	"buy_account_id" uuid,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "cashbank_users" ADD CONSTRAINT "cashbank_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbank_users" ADD CONSTRAINT "cashbank_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbank_users" ADD CONSTRAINT "cashbank_users_company_id_cashbank_id_cashbanks_company_id_id_fk" FOREIGN KEY ("company_id","cashbank_id") REFERENCES "public"."cashbanks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbanks" ADD CONSTRAINT "cashbanks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbanks" ADD CONSTRAINT "cashbanks_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_company_id_parent_id_catalogue_items_company_id_id_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."catalogue_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_default_cashbank_id_cashbanks_company_id_id_fk" FOREIGN KEY ("company_id","default_cashbank_id") REFERENCES "public"."cashbanks"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_group_contact_id_contacts_company_id_id_fk" FOREIGN KEY ("company_id","group_contact_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_receivable_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","receivable_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_payable_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","payable_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_work_unit_id_work_units_company_id_id_fk" FOREIGN KEY ("company_id","work_unit_id") REFERENCES "public"."work_units"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_office_id_offices_company_id_id_fk" FOREIGN KEY ("company_id","office_id") REFERENCES "public"."offices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_tokens" ADD CONSTRAINT "integration_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_category_id_integrations_company_id_id_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."integrations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_integration_id_integrations_company_id_id_fk" FOREIGN KEY ("company_id","integration_id") REFERENCES "public"."integrations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_debit_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","debit_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_credit_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","credit_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_unit_id_catalogue_items_company_id_id_fk" FOREIGN KEY ("company_id","unit_id") REFERENCES "public"."catalogue_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_brand_id_catalogue_items_company_id_id_fk" FOREIGN KEY ("company_id","brand_id") REFERENCES "public"."catalogue_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_category_id_catalogue_items_company_id_id_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."catalogue_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_sub_category_id_catalogue_items_company_id_id_fk" FOREIGN KEY ("company_id","sub_category_id") REFERENCES "public"."catalogue_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_sales_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","sales_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_purchase_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","purchase_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_inventory_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","inventory_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_cost_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","cost_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_sales_return_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","sales_return_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_purchase_return_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","purchase_return_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_company_id_sell_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","sell_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_company_id_buy_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","buy_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashbanks_code_uq" ON "cashbanks" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_items_code_uq" ON "catalogue_items" USING btree ("company_id","kind",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_code_uq" ON "contacts" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_code_uq" ON "employees" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_code_uq" ON "integrations" USING btree ("company_id","kind",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "ports_code_uq" ON "ports" USING btree ("company_id","kind",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_code_uq" ON "taxes" USING btree ("company_id",lower("code"));