-- Issue #27 (statement import), items 4 and 5.
--
-- A cash or bank account has a currency (ISO 4217, IDR by default): a statement in another currency is
-- refused. It may be changed while the account has no postings (the master-data form).
ALTER TABLE "cashbanks" ADD COLUMN "currency" text DEFAULT 'IDR' NOT NULL;
--> statement-breakpoint
ALTER TABLE "cashbanks" ADD CONSTRAINT "cashbanks_currency_ck" CHECK ("currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
-- A statement line is imported once per cash or bank account: each line carries its account and a key
-- (statement-keys.ts: the md5 of the bank's reference with its date and amount, or of its date, amount
-- and description, with its running position among the lines of the same key in its file), unique per
-- account, so that a file imported twice, an overlapping period or two imports of one file at the same
-- time never double a line. The account of a line is its reconciliation's (the wider foreign key).
ALTER TABLE "cashbank_reconciliations" ADD CONSTRAINT "cashbank_reconciliations_cashbank_uq" UNIQUE ("company_id", "id", "cashbank_id");
--> statement-breakpoint
ALTER TABLE "cashbank_statement_lines" ADD COLUMN "cashbank_id" uuid, ADD COLUMN "bank_reference" text, ADD COLUMN "line_key" text;
--> statement-breakpoint
-- Lines imported before: their bank's reference was not kept, so each is keyed by its date, amount and
-- description (its runs of spaces squeezed to one, as the CSV reader now gives it), numbered across the account in the order they were imported (lines imported twice
-- already keep both, numbered 1 and 2).
UPDATE "cashbank_statement_lines" s SET
  "cashbank_id" = k."cashbank_id",
  "line_key" = md5(concat_ws(chr(31), 'd', s."date"::text, s."amount"::text, btrim(regexp_replace(coalesce(s."description", ''), '\s+', ' ', 'g')), k."n"::text))
FROM (
  SELECT l."company_id", l."id", r."cashbank_id",
    row_number() OVER (PARTITION BY l."company_id", r."cashbank_id", l."date", l."amount", btrim(regexp_replace(coalesce(l."description", ''), '\s+', ' ', 'g'))
                       ORDER BY r."created_at", r."id", l."line_no") AS "n"
  FROM "cashbank_statement_lines" l
  JOIN "cashbank_reconciliations" r ON r."company_id" = l."company_id" AND r."id" = l."reconciliation_id"
) k
WHERE s."company_id" = k."company_id" AND s."id" = k."id";
--> statement-breakpoint
ALTER TABLE "cashbank_statement_lines" ALTER COLUMN "cashbank_id" SET NOT NULL, ALTER COLUMN "line_key" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "cashbank_statement_lines" DROP CONSTRAINT "cashbank_statement_lines_company_id_reconciliation_id_fkey";
--> statement-breakpoint
ALTER TABLE "cashbank_statement_lines" ADD CONSTRAINT "cashbank_statement_lines_reconciliation_fk"
  FOREIGN KEY ("company_id", "reconciliation_id", "cashbank_id") REFERENCES "cashbank_reconciliations" ("company_id", "id", "cashbank_id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE UNIQUE INDEX "cashbank_statement_lines_key_uq" ON "cashbank_statement_lines" ("company_id", "cashbank_id", "line_key");
