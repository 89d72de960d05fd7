-- Issue #25, item 7: "cash never goes negative by surprise". Each cash or bank account has its own
-- policy below zero — refuse, warn (post, and say so in the answer) or allow (an agreed overdraft) —
-- instead of a switch off by default. New accounts take their kind's (cash refuses, a bank warns:
-- core's negativeBalanceDefault). Existing ones: an account that refused keeps refusing; a cash account
-- refuses from now on unless it is below zero already today (then it warns, so verify does not report
-- it and its next payment is not blocked by an old state nobody chose); a bank account warns.
ALTER TABLE "cashbanks" ADD COLUMN "negative_balance" text DEFAULT 'warn' NOT NULL;
--> statement-breakpoint
UPDATE "cashbanks" b SET "negative_balance" = CASE
  WHEN b."refuse_negative" THEN 'refuse'
  WHEN a."subtype" = 'cash' AND coalesce((SELECT sum(l."debit" - l."credit") FROM "journal_lines" l
         WHERE l."company_id" = b."company_id" AND l."account_id" = b."account_id"), 0) >= 0 THEN 'refuse'
  ELSE 'warn' END
FROM "accounts" a WHERE a."company_id" = b."company_id" AND a."id" = b."account_id";
--> statement-breakpoint
ALTER TABLE "cashbanks" ADD CONSTRAINT "cashbanks_negative_balance_ck" CHECK ("negative_balance" IN ('refuse','warn','allow'));
--> statement-breakpoint
ALTER TABLE "cashbanks" DROP COLUMN "refuse_negative";
