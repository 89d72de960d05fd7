-- Each account also has an all-offices row per kept year (office_id all zeros), kept in the same
-- statement as the per-office rows: consolidated reports read one row per account, however many
-- offices the company has.
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
  ), per_office AS (
    SELECT ky.fiscal_year, m.account_id, m.office_id,
    coalesce(sum(m.d) FILTER (WHERE m.y < ky.fiscal_year), 0)::bigint AS opening_debit,
    coalesce(sum(m.c) FILTER (WHERE m.y < ky.fiscal_year), 0)::bigint AS opening_credit,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 1), 0)::bigint AS debit_01,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 1), 0)::bigint AS credit_01,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 2), 0)::bigint AS debit_02,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 2), 0)::bigint AS credit_02,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 3), 0)::bigint AS debit_03,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 3), 0)::bigint AS credit_03,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 4), 0)::bigint AS debit_04,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 4), 0)::bigint AS credit_04,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 5), 0)::bigint AS debit_05,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 5), 0)::bigint AS credit_05,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 6), 0)::bigint AS debit_06,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 6), 0)::bigint AS credit_06,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 7), 0)::bigint AS debit_07,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 7), 0)::bigint AS credit_07,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 8), 0)::bigint AS debit_08,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 8), 0)::bigint AS credit_08,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 9), 0)::bigint AS debit_09,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 9), 0)::bigint AS credit_09,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 10), 0)::bigint AS debit_10,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 10), 0)::bigint AS credit_10,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 11), 0)::bigint AS debit_11,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 11), 0)::bigint AS credit_11,
    coalesce(sum(m.d) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 12), 0)::bigint AS debit_12,
    coalesce(sum(m.c) FILTER (WHERE m.y = ky.fiscal_year AND m.mo = 12), 0)::bigint AS credit_12
    FROM ky JOIN m ON m.y <= ky.fiscal_year
    GROUP BY 1, 2, 3
  )
  SELECT * FROM per_office
  UNION ALL
  SELECT fiscal_year, account_id, '00000000-0000-0000-0000-000000000000'::uuid, sum(opening_debit)::bigint, sum(opening_credit)::bigint, sum(debit_01)::bigint, sum(credit_01)::bigint, sum(debit_02)::bigint, sum(credit_02)::bigint, sum(debit_03)::bigint, sum(credit_03)::bigint, sum(debit_04)::bigint, sum(credit_04)::bigint, sum(debit_05)::bigint, sum(credit_05)::bigint, sum(debit_06)::bigint, sum(credit_06)::bigint, sum(debit_07)::bigint, sum(credit_07)::bigint, sum(debit_08)::bigint, sum(credit_08)::bigint, sum(debit_09)::bigint, sum(credit_09)::bigint, sum(debit_10)::bigint, sum(credit_10)::bigint, sum(debit_11)::bigint, sum(credit_11)::bigint, sum(debit_12)::bigint, sum(credit_12)::bigint
  FROM per_office GROUP BY 1, 2
$$;--> statement-breakpoint
ALTER TABLE companies NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT neraca_rebuild_balances(id) FROM companies;--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
