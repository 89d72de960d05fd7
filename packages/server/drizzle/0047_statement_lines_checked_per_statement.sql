-- Issue #27 (statement import of 20 000 lines within twice the reading of the file): a statement
-- line's two per-row foreign keys — to its company, and to its reconciliation with its account —
-- locked and read the reconciliation's row once for every line written, about a third of the
-- import's write. The same guarantees, per statement (as 0022 did for reconciled lines):
-- - the company's key goes: a line's reconciliation is of its company (the key below), and the
--   reconciliation's own key to the company removes it with the company;
-- - a statement writing lines checks in one query that each names a reconciliation of its account,
--   locking each reconciliation named (FOR KEY SHARE, the foreign key's lock: a removal of it waits
--   for the writer to commit, and its cascade then sees the lines);
-- - a line's company, reconciliation and account are never changed once written;
-- - removing reconciliations removes their lines (the cascade; under READ COMMITTED only, as 0022's
--   checks), and a reconciliation's key and account are never changed.
ALTER TABLE "cashbank_statement_lines" DROP CONSTRAINT "cashbank_statement_lines_company_id_fkey";
--> statement-breakpoint
ALTER TABLE "cashbank_statement_lines" DROP CONSTRAINT "cashbank_statement_lines_reconciliation_fk";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION neraca_statement_lines_added() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  wanted integer;
  found integer;
BEGIN
  SELECT count(*) INTO wanted FROM (SELECT DISTINCT company_id, reconciliation_id, cashbank_id FROM added) k;
  SELECT count(*) INTO found FROM (
    SELECT 1 FROM cashbank_reconciliations r
    WHERE (r.company_id, r.id, r.cashbank_id) IN (SELECT DISTINCT company_id, reconciliation_id, cashbank_id FROM added)
    ORDER BY r.company_id, r.id
    FOR KEY SHARE OF r) k;
  IF found < wanted THEN
    RAISE EXCEPTION 'a statement line must be of a reconciliation of its account' USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cashbank_statement_lines_added AFTER INSERT ON cashbank_statement_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION neraca_statement_lines_added();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION neraca_keys_unchanged() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% of % cannot be changed', TG_ARGV[0], TG_TABLE_NAME USING ERRCODE = '23503';
END
$$;
--> statement-breakpoint
CREATE TRIGGER cashbank_statement_lines_keys_unchanged BEFORE UPDATE OF company_id, reconciliation_id, cashbank_id ON cashbank_statement_lines
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.reconciliation_id IS DISTINCT FROM NEW.reconciliation_id OR OLD.cashbank_id IS DISTINCT FROM NEW.cashbank_id)
  EXECUTE FUNCTION neraca_keys_unchanged('the reconciliation and account of a statement line');
--> statement-breakpoint
CREATE TRIGGER cashbank_reconciliations_keys_unchanged BEFORE UPDATE OF company_id, id, cashbank_id ON cashbank_reconciliations
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.id IS DISTINCT FROM NEW.id OR OLD.cashbank_id IS DISTINCT FROM NEW.cashbank_id)
  EXECUTE FUNCTION neraca_keys_unchanged('the id and account of a reconciliation');
--> statement-breakpoint
-- Under READ COMMITTED only (as 0022's checks): each statement of the trigger sees the lines
-- committed before it, and a writer still adding lines holds the reconciliation's key-share lock, so
-- the removal waited for it; under a fixed snapshot the delete could miss lines committed since.
CREATE OR REPLACE FUNCTION neraca_reconciliations_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'reconciliations are removed under READ COMMITTED only' USING ERRCODE = 'P0001';
  END IF;
  DELETE FROM cashbank_statement_lines l USING removed r WHERE l.company_id = r.company_id AND l.reconciliation_id = r.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cashbank_reconciliations_removed AFTER DELETE ON cashbank_reconciliations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION neraca_reconciliations_removed();
