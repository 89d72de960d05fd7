-- Marking a journal as reversed is not an edit of its month: the reversal itself is dated in an
-- open month, and the immutability trigger already allows nothing else to change.
CREATE OR REPLACE FUNCTION neraca_period_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'journals' AND TG_OP = 'UPDATE' THEN
    RETURN NEW;
  END IF;
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
