-- Issue #29, item 3 (cash and bank): a receipt or payment on an account in a foreign currency is in
-- that currency, converted at its rate (the date of the table's rate it took kept, null when typed);
-- its total in base is kept beside (what approval limits and lists read). In base the columns are
-- null and the base total is the total (a CHECK).
ALTER TABLE "cashbank_transactions" ADD COLUMN "currency" text CHECK ("currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
ALTER TABLE "cashbank_transactions" ADD COLUMN "rate" numeric(24, 6);
--> statement-breakpoint
ALTER TABLE "cashbank_transactions" ADD COLUMN "rate_date" date;
--> statement-breakpoint
ALTER TABLE "cashbank_transactions" ADD COLUMN "amount_base" numeric(20, 2);
--> statement-breakpoint
UPDATE "cashbank_transactions" SET "amount_base" = "amount";
--> statement-breakpoint
ALTER TABLE "cashbank_transactions" ALTER COLUMN "amount_base" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "cashbank_transactions" ADD CONSTRAINT "cashbank_transactions_currency_ck" CHECK (
  ("currency" IS NULL AND "rate" IS NULL AND "amount_base" = "amount") OR ("currency" IS NOT NULL AND "rate" > 0 AND "request_id" IS NULL)
);
