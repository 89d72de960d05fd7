-- Issue #29, items 3, 5 and 7 (purchases): a purchase invoice in a foreign currency keeps its amounts
-- in it, its rate (and the date of the table's rate it took, null when typed), what it owes and what
-- is left of it in base, and its taxes in base at the tax rate (KMK); a base invoice's base columns
-- equal its own (a CHECK, so no path moves one without the other). A payment keeps its currency,
-- rate and realised difference, each line the base it relieved; a voucher its invoices' currency and
-- its total in base (what approval limits read).
ALTER TABLE "purchase_invoices" ADD COLUMN "currency" text CHECK ("currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD COLUMN "rate" numeric(24, 6);
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD COLUMN "rate_date" date;
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD COLUMN "payable_base" numeric(20, 2);
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD COLUMN "outstanding_base" numeric(20, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD COLUMN "tax_rate" numeric(24, 6);
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD COLUMN "tax_rate_date" date;
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD COLUMN "dpp_base" numeric(20, 2);
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD COLUMN "vat_base" numeric(20, 2);
--> statement-breakpoint
UPDATE "purchase_invoices" SET "payable_base" = "payable_amount", "outstanding_base" = "outstanding";
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ALTER COLUMN "payable_base" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD CONSTRAINT "purchase_invoices_currency_ck" CHECK (
  ("currency" IS NULL AND "rate" IS NULL AND "tax_rate" IS NULL AND "payable_base" = "payable_amount" AND "outstanding_base" = "outstanding")
  OR ("currency" IS NOT NULL AND "rate" > 0 AND "kind" = 'service' AND "advance_amount" = 0
      AND "outstanding_base" >= 0 AND ("outstanding" > 0 OR "outstanding_base" = 0))
);
--> statement-breakpoint
ALTER TABLE "purchase_payments" ADD COLUMN "currency" text CHECK ("currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
ALTER TABLE "purchase_payments" ADD COLUMN "rate" numeric(24, 6);
--> statement-breakpoint
ALTER TABLE "purchase_payments" ADD COLUMN "rate_date" date;
--> statement-breakpoint
ALTER TABLE "purchase_payments" ADD COLUMN "exchange_difference" numeric(20, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchase_payments" ADD CONSTRAINT "purchase_payments_currency_ck" CHECK (
  ("currency" IS NULL AND "rate" IS NULL AND "exchange_difference" = 0) OR ("currency" IS NOT NULL AND "rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_payment_lines" ADD COLUMN "base" numeric(20, 2);
--> statement-breakpoint
UPDATE "purchase_payment_lines" SET "base" = "amount";
--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD COLUMN "currency" text CHECK ("currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD COLUMN "total_base" numeric(20, 2);
--> statement-breakpoint
UPDATE "payment_vouchers" SET "total_base" = "total";
--> statement-breakpoint
ALTER TABLE "payment_vouchers" ALTER COLUMN "total_base" SET NOT NULL;
