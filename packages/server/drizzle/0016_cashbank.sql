-- Cash and bank (issue #10): transaction types, receipts and payments, transfers, requests, and
-- bank reconciliation. Document contents live here; their state is in `documents`.
ALTER TABLE cashbanks ADD COLUMN refuse_negative boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE TABLE cashbank_transaction_types (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('cash_in', 'cash_out', 'bank_in', 'bank_out')),
  code text NOT NULL,
  name text NOT NULL,
  prefix text NOT NULL CHECK (prefix ~ '^[A-Z0-9][A-Z0-9-]{0,11}$'),
  default_account_id uuid,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, default_account_id) REFERENCES accounts (company_id, id)
);
--> statement-breakpoint
CREATE UNIQUE INDEX cashbank_transaction_types_code_uq ON cashbank_transaction_types (company_id, lower(code));
--> statement-breakpoint
CREATE TABLE cashbank_requests (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  date date NOT NULL,
  office_id uuid,
  cashbank_id uuid,
  contact_id uuid,
  purpose text NOT NULL,
  details jsonb NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  -- The payment that paid it: set once, with the row locked, by the payment's approval.
  paid_transaction_id uuid,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id),
  FOREIGN KEY (company_id, cashbank_id) REFERENCES cashbanks (company_id, id),
  FOREIGN KEY (company_id, contact_id) REFERENCES contacts (company_id, id)
);
--> statement-breakpoint
CREATE TABLE cashbank_transactions (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('cash_in', 'cash_out', 'bank_in', 'bank_out')),
  transaction_type_id uuid NOT NULL,
  cashbank_id uuid NOT NULL,
  date date NOT NULL,
  office_id uuid,
  contact_id uuid,
  reference text,
  description text,
  request_id uuid,
  details jsonb NOT NULL,
  -- What moves through the cash or bank account (lines + VAT − withheld), kept at save.
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, transaction_type_id) REFERENCES cashbank_transaction_types (company_id, id),
  FOREIGN KEY (company_id, cashbank_id) REFERENCES cashbanks (company_id, id),
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id),
  FOREIGN KEY (company_id, contact_id) REFERENCES contacts (company_id, id),
  FOREIGN KEY (company_id, request_id) REFERENCES cashbank_requests (company_id, id),
  CHECK (request_id IS NULL OR kind IN ('cash_out', 'bank_out'))
);
--> statement-breakpoint
CREATE INDEX cashbank_transactions_cashbank_idx ON cashbank_transactions (company_id, cashbank_id, date);
--> statement-breakpoint
CREATE INDEX cashbank_transactions_request_idx ON cashbank_transactions (company_id, request_id) WHERE request_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE cashbank_requests ADD FOREIGN KEY (company_id, paid_transaction_id) REFERENCES cashbank_transactions (company_id, id) DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
CREATE TABLE cashbank_transfers (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  date date NOT NULL,
  office_id uuid,
  from_cashbank_id uuid NOT NULL,
  to_cashbank_id uuid NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  charge_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (charge_amount >= 0),
  charge_account_id uuid,
  reference text,
  description text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, from_cashbank_id) REFERENCES cashbanks (company_id, id),
  FOREIGN KEY (company_id, to_cashbank_id) REFERENCES cashbanks (company_id, id),
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id),
  FOREIGN KEY (company_id, charge_account_id) REFERENCES accounts (company_id, id),
  CHECK (from_cashbank_id <> to_cashbank_id),
  CHECK (charge_amount = 0 OR charge_account_id IS NOT NULL)
);
--> statement-breakpoint
-- Bank reconciliation: a statement imported for one bank account, its lines, and the matches of
-- statement lines to ledger lines of the account (one ledger line is reconciled at most once).
CREATE TABLE cashbank_statement_formats (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  cashbank_id uuid NOT NULL,
  mapping jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, cashbank_id),
  FOREIGN KEY (company_id, cashbank_id) REFERENCES cashbanks (company_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE cashbank_reconciliations (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  cashbank_id uuid NOT NULL,
  statement_date date NOT NULL,
  date_from date,
  opening_balance numeric(20, 2) NOT NULL,
  closing_balance numeric(20, 2) NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'finished')),
  source_format text NOT NULL,
  file_name text,
  finished_at timestamptz,
  finished_by uuid,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, cashbank_id) REFERENCES cashbanks (company_id, id),
  CHECK ((status = 'finished') = (finished_at IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE cashbank_statement_lines (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  reconciliation_id uuid NOT NULL,
  line_no integer NOT NULL CHECK (line_no >= 1),
  date date NOT NULL,
  description text,
  reference text,
  -- Signed: money in is positive, money out negative.
  amount numeric(20, 2) NOT NULL CHECK (amount <> 0),
  match_id uuid,
  PRIMARY KEY (company_id, id),
  UNIQUE (company_id, reconciliation_id, line_no),
  FOREIGN KEY (company_id, reconciliation_id) REFERENCES cashbank_reconciliations (company_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE cashbank_reconciled_lines (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  reconciliation_id uuid NOT NULL,
  match_id uuid NOT NULL,
  journal_id uuid NOT NULL,
  line_no integer NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount <> 0),
  PRIMARY KEY (company_id, journal_id, line_no),
  FOREIGN KEY (company_id, reconciliation_id) REFERENCES cashbank_reconciliations (company_id, id) ON DELETE CASCADE,
  -- A reconciled ledger line cannot disappear under the reconciliation (its document's cancel or
  -- delete is refused first, with a message).
  FOREIGN KEY (company_id, journal_id, line_no) REFERENCES journal_lines (company_id, journal_id, line_no)
);
--> statement-breakpoint
CREATE INDEX cashbank_reconciled_lines_match_idx ON cashbank_reconciled_lines (company_id, reconciliation_id, match_id);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['cashbank_transaction_types', 'cashbank_requests', 'cashbank_transactions', 'cashbank_transfers',
    'cashbank_statement_formats', 'cashbank_reconciliations', 'cashbank_statement_lines', 'cashbank_reconciled_lines']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
