-- A document's journal belongs to its document (issue #23): it is reversed or removed only through
-- that document (its cancel, delete or edit). The ledger refuses the rest at its door
-- (journal-owner.ts); this is the wall behind it, for any statement that does not pass there.
--
-- The owner of a journal is the document its source names (source_type = the document's type,
-- source_id = its id); a reversal's owner is its original's. The transaction says whom it acts
-- for with set_config('neraca.journal_owner', <document id>, true), which the ledger does when a
-- document's lifecycle asks it to reverse or remove that document's journal; anything else — the
-- general ledger's reverse, a stray UPDATE or DELETE — is refused with the document named.
-- Journals no document owns (manual, year-end closing, their reversals) are not concerned.
CREATE OR REPLACE FUNCTION neraca_journal_owner_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  owner record;
BEGIN
  SELECT d.id, d.document_type, d.number INTO owner
  FROM journals o
  JOIN documents d ON d.company_id = o.company_id AND d.id = o.source_id AND d.document_type = o.source_type
  WHERE o.company_id = OLD.company_id AND o.id = coalesce(OLD.reversal_of_id, OLD.id);
  IF FOUND AND coalesce(current_setting('neraca.journal_owner', true), '') IS DISTINCT FROM owner.id::text THEN
    RAISE EXCEPTION 'journal % belongs to % %', OLD.number, owner.document_type, coalesce(owner.number, '')
      USING ERRCODE = 'P0001', HINT = 'neraca:journal_owned_by_document';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The only change a posted journal allows is its reversal mark (0004): that is the reversal.
CREATE TRIGGER journals_owner_reversed BEFORE UPDATE ON journals
  FOR EACH ROW WHEN (OLD.reversed_by_id IS NULL AND NEW.reversed_by_id IS NOT NULL)
  EXECUTE FUNCTION neraca_journal_owner_guard();
--> statement-breakpoint
CREATE TRIGGER journals_owner_removed BEFORE DELETE ON journals
  FOR EACH ROW EXECUTE FUNCTION neraca_journal_owner_guard();
