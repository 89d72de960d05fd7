ALTER TABLE "journals" ADD COLUMN "created_xact" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
-- The commit-time balance check runs once per journal (not once more per line) and reads the
-- journal and its lines' sums in one query. Lines cannot go behind its back: they may only be
-- added in the transaction that wrote their journal, and only removed with it (both checked once
-- per statement).
CREATE OR REPLACE FUNCTION neraca_check_journal(p_company uuid, p_journal uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  s record;
BEGIN
  SELECT j.number, j.total_debit, j.total_credit, count(l.line_no) AS n,
         coalesce(sum(l.debit), 0) AS d, coalesce(sum(l.credit), 0) AS c INTO s
  FROM journals j LEFT JOIN journal_lines l ON l.company_id = j.company_id AND l.journal_id = j.id
  WHERE j.company_id = p_company AND j.id = p_journal
  GROUP BY j.number, j.total_debit, j.total_credit;
  IF NOT FOUND THEN
    RETURN; -- deleted with its lines
  END IF;
  IF s.n < 2 OR s.d <> s.c OR s.d <> s.total_debit OR s.c <> s.total_credit THEN
    RAISE EXCEPTION 'journal % does not balance (% lines, debit %, credit %)', s.number, s.n, s.d, s.c
      USING ERRCODE = 'P0001', HINT = 'neraca:journal_unbalanced';
  END IF;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_lines_balanced ON journal_lines;--> statement-breakpoint
CREATE OR REPLACE FUNCTION neraca_journal_lines_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A scalar subquery per line: the journal by its primary key (a join could scan every journal).
  IF EXISTS (
    SELECT 1 FROM added a
    WHERE (SELECT j.created_xact FROM journals j WHERE j.company_id = a.company_id AND j.id = a.journal_id) <> txid_current()
  ) THEN
    RAISE EXCEPTION 'journal lines can only be added with their journal' USING ERRCODE = 'P0001', HINT = 'neraca:journal_immutable';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER journal_lines_added AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION neraca_journal_lines_added();--> statement-breakpoint
CREATE OR REPLACE FUNCTION neraca_journal_lines_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM removed r
    WHERE (SELECT true FROM journals j WHERE j.company_id = r.company_id AND j.id = r.journal_id)
  ) THEN
    RAISE EXCEPTION 'journal lines can only be removed with their journal' USING ERRCODE = 'P0001', HINT = 'neraca:journal_immutable';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER journal_lines_removed AFTER DELETE ON journal_lines
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION neraca_journal_lines_removed();
