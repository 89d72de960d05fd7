-- Issue #29, items 3 and 5 (sales): an invoice in a foreign currency keeps its amounts in it, the
-- rate it was converted at (and the date of the table's rate it took, null when typed), and its
-- total and what is left of it in base; a base invoice's base columns equal its own (a CHECK, so no
-- path can move one without the other). A payment keeps its currency and rate, each line the base
-- it relieved at the invoice's rate (what a release gives back), and the realised difference.
ALTER TABLE "sales_invoices" ADD COLUMN "currency" text CHECK ("currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD COLUMN "rate" numeric(24, 6);
--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD COLUMN "rate_date" date;
--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD COLUMN "total_base" numeric(20, 2);
--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD COLUMN "outstanding_base" numeric(20, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Item 7: a foreign invoice's VAT in base is at the tax rate (KMK) in force on its date, kept apart
-- from the booking rate, with its DPP and VAT in base (what Coretax carries).
ALTER TABLE "sales_invoices" ADD COLUMN "tax_rate" numeric(24, 6);
--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD COLUMN "tax_rate_date" date;
--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD COLUMN "dpp_base" numeric(20, 2);
--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD COLUMN "vat_base" numeric(20, 2);
--> statement-breakpoint
UPDATE "sales_invoices" SET "total_base" = "total", "outstanding_base" = "outstanding";
--> statement-breakpoint
ALTER TABLE "sales_invoices" ALTER COLUMN "total_base" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD CONSTRAINT "sales_invoices_currency_ck" CHECK (
  ("currency" IS NULL AND "rate" IS NULL AND "tax_rate" IS NULL AND "total_base" = "total" AND "outstanding_base" = "outstanding")
  OR ("currency" IS NOT NULL AND "rate" > 0 AND "outstanding_base" >= 0 AND ("outstanding" > 0 OR "outstanding_base" = 0))
);
--> statement-breakpoint
ALTER TABLE "sales_payments" ADD COLUMN "currency" text CHECK ("currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
ALTER TABLE "sales_payments" ADD COLUMN "rate" numeric(24, 6);
--> statement-breakpoint
ALTER TABLE "sales_payments" ADD COLUMN "rate_date" date;
--> statement-breakpoint
ALTER TABLE "sales_payments" ADD COLUMN "exchange_difference" numeric(20, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sales_payments" ADD CONSTRAINT "sales_payments_currency_ck" CHECK (
  ("currency" IS NULL AND "rate" IS NULL AND "exchange_difference" = 0)
  OR ("currency" IS NOT NULL AND "rate" > 0 AND "deposit_used" = 0 AND "overpayment" = 0)
);
--> statement-breakpoint
ALTER TABLE "sales_payment_lines" ADD COLUMN "base" numeric(20, 2);
--> statement-breakpoint
UPDATE "sales_payment_lines" SET "base" = "amount";
