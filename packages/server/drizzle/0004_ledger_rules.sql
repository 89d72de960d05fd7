-- Row-level security on the ledger's tables, like every business table.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['accounts', 'account_defaults', 'work_units', 'dimension_items', 'tags', 'prefixes',
    'number_sequences', 'journals', 'journal_lines', 'ledger_balances', 'ledger_openings', 'ledger_years',
    'period_closings', 'draft_journals', 'journal_templates', 'beginning_balances']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A closed month refuses anything dated in it (the service checks first; this is the last wall).
CREATE OR REPLACE FUNCTION neraca_assert_period_open(p_company uuid, p_date date) RETURNS void
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM period_closings
    WHERE company_id = p_company AND period_month = date_trunc('month', p_date)::date AND status = 'closed'
  ) THEN
    RAISE EXCEPTION 'period % is closed', to_char(p_date, 'YYYY-MM') USING ERRCODE = 'P0001', HINT = 'neraca:period_closed';
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION neraca_period_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM neraca_assert_period_open(OLD.company_id, OLD.date);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM neraca_assert_period_open(NEW.company_id, NEW.date);
    RETURN NEW;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journals_period_guard BEFORE INSERT OR UPDATE OR DELETE ON journals
  FOR EACH ROW EXECUTE FUNCTION neraca_period_guard();
--> statement-breakpoint
CREATE TRIGGER draft_journals_period_guard BEFORE INSERT OR UPDATE OR DELETE ON draft_journals
  FOR EACH ROW EXECUTE FUNCTION neraca_period_guard();
--> statement-breakpoint
CREATE TRIGGER beginning_balances_period_guard BEFORE INSERT OR UPDATE OR DELETE ON beginning_balances
  FOR EACH ROW EXECUTE FUNCTION neraca_period_guard();
--> statement-breakpoint
-- Posted journals are immutable: only the reversal mark may change.
CREATE OR REPLACE FUNCTION neraca_journal_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.number IS DISTINCT FROM OLD.number OR NEW.date IS DISTINCT FROM OLD.date
     OR NEW.office_id IS DISTINCT FROM OLD.office_id OR NEW.description IS DISTINCT FROM OLD.description
     OR NEW.total_debit IS DISTINCT FROM OLD.total_debit OR NEW.total_credit IS DISTINCT FROM OLD.total_credit
     OR NEW.source_type IS DISTINCT FROM OLD.source_type OR NEW.source_id IS DISTINCT FROM OLD.source_id
     OR NEW.journal_type IS DISTINCT FROM OLD.journal_type OR NEW.reversal_of_id IS DISTINCT FROM OLD.reversal_of_id
     OR NOT (OLD.status = 'posted' AND NEW.status = 'reversed' AND OLD.reversed_by_id IS NULL AND NEW.reversed_by_id IS NOT NULL)
  THEN
    RAISE EXCEPTION 'posted journal % is immutable', OLD.number USING ERRCODE = 'P0001', HINT = 'neraca:journal_immutable';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journals_immutable BEFORE UPDATE ON journals
  FOR EACH ROW EXECUTE FUNCTION neraca_journal_immutable();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION neraca_journal_line_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal lines are immutable' USING ERRCODE = 'P0001', HINT = 'neraca:journal_immutable';
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION neraca_journal_line_immutable();
--> statement-breakpoint
-- At commit, every journal touched must balance to the cent and match its header's totals.
CREATE OR REPLACE FUNCTION neraca_check_journal(p_company uuid, p_journal uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  j record;
  s record;
BEGIN
  SELECT total_debit, total_credit, number INTO j FROM journals WHERE company_id = p_company AND id = p_journal;
  IF NOT FOUND THEN
    RETURN; -- deleted with its lines
  END IF;
  SELECT count(*) AS n, coalesce(sum(debit), 0) AS d, coalesce(sum(credit), 0) AS c INTO s
  FROM journal_lines WHERE company_id = p_company AND journal_id = p_journal;
  IF s.n < 2 OR s.d <> s.c OR s.d <> j.total_debit OR s.c <> j.total_credit THEN
    RAISE EXCEPTION 'journal % does not balance (% lines, debit %, credit %)', j.number, s.n, s.d, s.c
      USING ERRCODE = 'P0001', HINT = 'neraca:journal_unbalanced';
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION neraca_journal_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'journals' THEN
    PERFORM neraca_check_journal(NEW.company_id, NEW.id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM neraca_check_journal(OLD.company_id, OLD.journal_id);
  ELSE
    PERFORM neraca_check_journal(NEW.company_id, NEW.journal_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journals_balanced AFTER INSERT ON journals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION neraca_journal_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT OR DELETE ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION neraca_journal_balanced();
