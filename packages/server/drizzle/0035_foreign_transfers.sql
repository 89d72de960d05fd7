-- Issue #29, item 3: a transfer between cash and bank accounts of two currencies (or of one foreign
-- currency): the foreign currency and its rate (and the date of the table's rate it took), what
-- arrived in the receiving account's currency, and the realised difference in base.
ALTER TABLE "cashbank_transfers" ADD COLUMN "currency" text CHECK ("currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
ALTER TABLE "cashbank_transfers" ADD COLUMN "rate" numeric(24, 6);
--> statement-breakpoint
ALTER TABLE "cashbank_transfers" ADD COLUMN "rate_date" date;
--> statement-breakpoint
ALTER TABLE "cashbank_transfers" ADD COLUMN "amount_to" numeric(20, 2);
--> statement-breakpoint
ALTER TABLE "cashbank_transfers" ADD COLUMN "exchange_difference" numeric(20, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cashbank_transfers" ADD CONSTRAINT "cashbank_transfers_currency_ck" CHECK (
  ("currency" IS NULL AND "rate" IS NULL AND "exchange_difference" = 0)
  OR ("currency" IS NOT NULL AND "rate" > 0 AND "amount_to" > 0)
);
