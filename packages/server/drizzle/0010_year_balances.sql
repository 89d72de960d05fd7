-- Balances per fiscal year, account and office: the opening and twelve months in integer cents, so a
-- report at any date reads one row per account and office (the monthly rows and the yearly openings
-- they replace are rebuilt from the journal lines).
ALTER TABLE "ledger_openings" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "ledger_openings" CASCADE;--> statement-breakpoint
TRUNCATE "ledger_balances";--> statement-breakpoint
DROP INDEX "ledger_balances_month_idx";--> statement-breakpoint
ALTER TABLE "ledger_balances" DROP CONSTRAINT "ledger_balances_company_id_account_id_office_id_period_month_pk";--> statement-breakpoint
ALTER TABLE "ledger_balances" DROP COLUMN "period_month";--> statement-breakpoint
ALTER TABLE "ledger_balances" DROP COLUMN "debit";--> statement-breakpoint
ALTER TABLE "ledger_balances" DROP COLUMN "credit";--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "fiscal_year" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "opening_debit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "opening_credit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_01" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_01" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_02" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_02" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_03" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_03" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_04" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_04" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_05" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_05" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_06" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_06" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_07" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_07" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_08" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_08" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_09" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_09" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_10" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_10" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_11" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_11" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "debit_12" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "credit_12" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_company_id_fiscal_year_account_id_office_id_pk" PRIMARY KEY("company_id","fiscal_year","account_id","office_id");--> statement-breakpoint
-- What ledger_balances must hold, computed from the journal lines: one row per kept year (the years
-- in ledger_years and every year from the first line's to the last line's) and account and office
-- with lines in or before it.
-- `npm run ledger:verify` compares against it; the rebuild below writes it.
CREATE OR REPLACE FUNCTION neraca_expected_balances(p_company uuid)
RETURNS TABLE (fiscal_year int, account_id uuid, office_id uuid, opening_debit bigint, opening_credit bigint, debit_01 bigint, credit_01 bigint, debit_02 bigint, credit_02 bigint, debit_03 bigint, credit_03 bigint, debit_04 bigint, credit_04 bigint, debit_05 bigint, credit_05 bigint, debit_06 bigint, credit_06 bigint, debit_07 bigint, credit_07 bigint, debit_08 bigint, credit_08 bigint, debit_09 bigint, credit_09 bigint, debit_10 bigint, credit_10 bigint, debit_11 bigint, credit_11 bigint, debit_12 bigint, credit_12 bigint)
LANGUAGE sql STABLE AS $$
  WITH m AS (
    SELECT account_id, office_id, extract(year FROM date)::int AS y, extract(month FROM date)::int AS mo,
      (sum(debit) * 100)::bigint AS d, (sum(credit) * 100)::bigint AS c
    FROM journal_lines WHERE company_id = p_company GROUP BY 1, 2, 3, 4
  ), ky AS (
    SELECT fiscal_year FROM ledger_years WHERE company_id = p_company
    UNION SELECT generate_series(min(y), max(y)) FROM m
  )
  SELECT ky.fiscal_year, m.account_id, m.office_id,
    coalesce(sum(m.d) FILTER (WHERE m.y < ky.fiscal_year), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y < ky.fiscal_year), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 1), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 1), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 2), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 2), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 3), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 3), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 4), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 4), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 5), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 5), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 6), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 6), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 7), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 7), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 8), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 8), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 9), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 9), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 10), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 10), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 11), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 11), 0)::bigint,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 12), 0)::bigint,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 12), 0)::bigint
  FROM ky JOIN m ON m.y <= ky.fiscal_year
  GROUP BY 1, 2, 3
$$;--> statement-breakpoint
-- Rebuilds a company's balances and kept years from its journal lines (after a bulk load, or here).
CREATE OR REPLACE FUNCTION neraca_rebuild_balances(p_company uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('app.company_id', p_company::text, true);
  DELETE FROM ledger_balances WHERE company_id = p_company;
  DELETE FROM ledger_years WHERE company_id = p_company;
  INSERT INTO ledger_years (company_id, fiscal_year)
    SELECT p_company, y FROM generate_series(
      (SELECT extract(year FROM min(date))::int FROM journal_lines WHERE company_id = p_company),
      (SELECT extract(year FROM max(date))::int FROM journal_lines WHERE company_id = p_company)) y;
  INSERT INTO ledger_balances (company_id, fiscal_year, account_id, office_id, opening_debit, opening_credit, debit_01, credit_01, debit_02, credit_02, debit_03, credit_03, debit_04, credit_04, debit_05, credit_05, debit_06, credit_06, debit_07, credit_07, debit_08, credit_08, debit_09, credit_09, debit_10, credit_10, debit_11, credit_11, debit_12, credit_12)
    SELECT p_company, e.* FROM neraca_expected_balances(p_company) e
    ORDER BY e.fiscal_year, e.account_id, e.office_id;
END
$$;--> statement-breakpoint
-- Rebuilding reads and writes company data: the app's role has no business calling it.
REVOKE EXECUTE ON FUNCTION neraca_rebuild_balances(uuid) FROM PUBLIC;--> statement-breakpoint
-- Every company's rows, rebuilt. Row-level security is forced on companies, so a migrating role that
-- owns the tables without being superuser would list none: list them as the owner, then force again.
ALTER TABLE companies NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT neraca_rebuild_balances(id) FROM companies;--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
