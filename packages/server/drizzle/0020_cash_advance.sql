-- Employee cash advances (kasbon, issue #14): requests approved by levels, advances paid once from
-- a mapped cash or bank account, realisations with receipts, refunds and top-ups. Each document's
-- state lives in `documents`; these tables hold their content and, on `cash_advances`, the consumed
-- amounts (realised, refunded, topped up), kept in the approving transaction with the row locked.
CREATE TABLE cash_advance_settings (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- Refuse a new advance to an employee holding one unsettled for more than this many days; NULL: off.
  overdue_days integer CHECK (overdue_days IS NULL OR overdue_days BETWEEN 1 AND 3650),
  types jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id)
);
--> statement-breakpoint
CREATE TABLE cash_advance_requests (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  date date NOT NULL,
  purpose_date date NOT NULL,
  advance_type text NOT NULL,
  employee_id uuid NOT NULL,
  request_amount numeric(20, 2) NOT NULL CHECK (request_amount > 0),
  approved_amount numeric(20, 2) CHECK (approved_amount > 0 AND approved_amount <= request_amount),
  account_id uuid,
  activity_id uuid,
  office_id uuid,
  notes text,
  -- The advance that paid it: a request is paid once.
  cash_advance_id uuid,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, employee_id) REFERENCES employees (company_id, id),
  FOREIGN KEY (company_id, account_id) REFERENCES accounts (company_id, id),
  FOREIGN KEY (company_id, activity_id) REFERENCES dimension_items (company_id, id),
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id)
);
--> statement-breakpoint
CREATE UNIQUE INDEX cash_advance_requests_paid_uq ON cash_advance_requests (company_id, cash_advance_id) WHERE cash_advance_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX cash_advance_requests_employee_idx ON cash_advance_requests (company_id, employee_id);
--> statement-breakpoint
CREATE TABLE cash_advances (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  request_id uuid NOT NULL,
  date date NOT NULL,
  employee_id uuid NOT NULL,
  cashbank_id uuid NOT NULL,
  -- The employee-advance account it is held on (the request's, or the default cash_advance role's).
  account_id uuid NOT NULL,
  office_id uuid,
  -- The employee as the journal lines' contact (a contact of type employee with the employee's code).
  contact_id uuid,
  description text,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  realised_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (realised_amount >= 0),
  refunded_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  topped_up_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (topped_up_amount >= 0),
  -- Its approved realisation (one at most).
  realisation_id uuid,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, request_id) REFERENCES cash_advance_requests (company_id, id),
  FOREIGN KEY (company_id, employee_id) REFERENCES employees (company_id, id),
  FOREIGN KEY (company_id, cashbank_id) REFERENCES cashbanks (company_id, id),
  FOREIGN KEY (company_id, account_id) REFERENCES accounts (company_id, id),
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id),
  FOREIGN KEY (company_id, contact_id) REFERENCES contacts (company_id, id),
  -- A refund never takes back more than the employee holds, a top-up never pays more than owed.
  CHECK (refunded_amount = 0 OR amount + topped_up_amount - realised_amount - refunded_amount >= 0),
  CHECK (topped_up_amount = 0 OR amount + topped_up_amount - realised_amount - refunded_amount <= 0)
);
--> statement-breakpoint
CREATE INDEX cash_advances_employee_idx ON cash_advances (company_id, employee_id, date);
--> statement-breakpoint
CREATE INDEX cash_advances_request_idx ON cash_advances (company_id, request_id);
--> statement-breakpoint
CREATE TABLE cash_advance_realisations (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  cash_advance_id uuid NOT NULL,
  date date NOT NULL,
  description text,
  details jsonb NOT NULL,
  expense_amount numeric(20, 2) NOT NULL CHECK (expense_amount >= 0),
  vat_amount numeric(20, 2) NOT NULL CHECK (vat_amount >= 0),
  total_amount numeric(20, 2) NOT NULL CHECK (total_amount >= 0),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, cash_advance_id) REFERENCES cash_advances (company_id, id)
);
--> statement-breakpoint
CREATE INDEX cash_advance_realisations_advance_idx ON cash_advance_realisations (company_id, cash_advance_id);
--> statement-breakpoint
CREATE TABLE cash_advance_settlements (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  cash_advance_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('refund', 'top_up')),
  date date NOT NULL,
  cashbank_id uuid NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  description text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, cash_advance_id) REFERENCES cash_advances (company_id, id),
  FOREIGN KEY (company_id, cashbank_id) REFERENCES cashbanks (company_id, id)
);
--> statement-breakpoint
CREATE INDEX cash_advance_settlements_advance_idx ON cash_advance_settlements (company_id, cash_advance_id);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['cash_advance_settings', 'cash_advance_requests', 'cash_advances', 'cash_advance_realisations', 'cash_advance_settlements']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
