-- Issue #29, item 1: the company's base currency (IDR by default) and its exchange rates by currency,
-- kind and date: booking (Bank Indonesia's middle rate) and tax (the KMK kurs pajak). The rate of a
-- day is the latest on or before it; one rate per currency, kind and date.
ALTER TABLE "companies" ADD COLUMN "base_currency" text DEFAULT 'IDR' NOT NULL CHECK ("base_currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "id" uuid NOT NULL,
  "currency" text NOT NULL CHECK ("currency" ~ '^[A-Z]{3}$'),
  "kind" text NOT NULL,
  "date" date NOT NULL,
  "rate" numeric(24, 6) NOT NULL,
  "source" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "id"),
  CONSTRAINT "exchange_rates_kind_ck" CHECK ("kind" IN ('booking', 'tax')),
  CONSTRAINT "exchange_rates_rate_ck" CHECK ("rate" > 0)
);
--> statement-breakpoint
-- Also the index of "the latest on or before a date": (currency, kind, date) descending is read backwards.
CREATE UNIQUE INDEX "exchange_rates_day_uq" ON "exchange_rates" ("company_id", "currency", "kind", "date");
--> statement-breakpoint
-- DESIGN §13: a line of a document in a foreign currency keeps its currency, its amount in it (on
-- the line's side, above zero) and the rate it was converted at; debit and credit stay the base
-- amounts the journal balances in. All three or none.
ALTER TABLE "journal_lines" ADD COLUMN "currency" text;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "amount_currency" numeric(20, 2);
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "rate" numeric(24, 6);
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_foreign_ck" CHECK (
  ("currency" IS NULL AND "amount_currency" IS NULL AND "rate" IS NULL)
  OR ("currency" ~ '^[A-Z]{3}$' AND "amount_currency" > 0 AND "rate" > 0)) NOT VALID;
--> statement-breakpoint
-- Every existing line has none of the three: valid without holding the table while it is scanned.
ALTER TABLE "journal_lines" VALIDATE CONSTRAINT "journal_lines_foreign_ck";
--> statement-breakpoint
-- The foreign amounts per account, office, currency and month (DESIGN §13: balances keep the foreign
-- amount beside the base one, so a foreign account's report reads balances), written with every
-- posting of a foreign line and taken out with its removal; `ledger:verify` recomputes them.
CREATE TABLE "ledger_currency_balances" (
  "company_id" uuid NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "account_id" uuid NOT NULL,
  "office_id" uuid NOT NULL,
  "currency" text NOT NULL,
  "period_month" date NOT NULL,
  "debit" numeric(20, 2) DEFAULT '0' NOT NULL,
  "credit" numeric(20, 2) DEFAULT '0' NOT NULL,
  PRIMARY KEY ("company_id", "account_id", "office_id", "currency", "period_month"),
  FOREIGN KEY ("company_id", "account_id") REFERENCES "accounts" ("company_id", "id"),
  FOREIGN KEY ("company_id", "office_id") REFERENCES "offices" ("company_id", "id")
);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['exchange_rates', 'ledger_currency_balances']
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
-- A contact's default currency (issue 29, item 2): its documents propose it; none: the base currency.
ALTER TABLE "contacts" ADD COLUMN "currency" text CHECK ("currency" ~ '^[A-Z]{3}$');
