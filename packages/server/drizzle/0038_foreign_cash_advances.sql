-- Issue #29, item 3 (cash advances): an advance paid from an account in a foreign currency keeps the
-- currency, what was handed over in it, the rate (and the date of the table's rate it took, null when
-- typed) and the exchange difference between that money in base and the advance, which stays the
-- request's amount in base (a CHECK: all of them or none).
ALTER TABLE "cash_advances" ADD COLUMN "currency" text CHECK ("currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "amount_currency" numeric(20, 2);
--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "rate" numeric(24, 6);
--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "rate_date" date;
--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "exchange_difference" numeric(20, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cash_advances" ADD CONSTRAINT "cash_advances_currency_ck" CHECK (
  ("currency" IS NULL AND "amount_currency" IS NULL AND "rate" IS NULL AND "exchange_difference" = 0)
  OR ("currency" IS NOT NULL AND "amount_currency" > 0 AND "rate" > 0)
);
