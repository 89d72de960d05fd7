-- Sales (issue #11): invoices with their Indonesian VAT, customer payments with deductions, and
-- customer deposits from overpayments. The state of invoices and payments lives in `documents`;
-- these tables hold their content. What payments consume (an invoice's outstanding amount, a
-- customer's deposit) are columns with CHECK (>= 0), updated with the row locked (FOR UPDATE).
CREATE TABLE sales_invoices (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  contact_id uuid NOT NULL,
  office_id uuid,
  invoice_date date NOT NULL,
  due_date date NOT NULL,
  tax_invoice_number text,
  bill_to text,
  notes text,
  -- Coretax buyer identity: NPWP (16 digits) or NIK, and the NITKU (22 digits) of the buyer's place.
  buyer_id_type text NOT NULL DEFAULT 'tin' CHECK (buyer_id_type IN ('tin', 'nik', 'passport', 'other')),
  buyer_id_number text,
  buyer_nitku text,
  receivable_account_id uuid,
  tag_ids uuid[] NOT NULL DEFAULT '{}',
  details jsonb NOT NULL,
  subtotal numeric(20, 2) NOT NULL CHECK (subtotal >= 0),
  discount numeric(20, 2) NOT NULL CHECK (discount >= 0),
  dpp numeric(20, 2) NOT NULL CHECK (dpp >= 0),
  dpp_other numeric(20, 2) NOT NULL CHECK (dpp_other >= 0),
  vat numeric(20, 2) NOT NULL CHECK (vat >= 0),
  total numeric(20, 2) NOT NULL CHECK (total >= 0),
  -- PPh 23 / 4(2) the customer is expected to withhold (shown; withheld amounts are payment deductions).
  withholding numeric(20, 2) NOT NULL DEFAULT 0 CHECK (withholding >= 0),
  -- Each tax of the invoice: id, name, kind, rate, base, tax base (DPP nilai lain), amount, account.
  taxes jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- What the customer still owes: set to the total when approved, lowered by payments.
  outstanding numeric(20, 2) NOT NULL DEFAULT 0 CHECK (outstanding >= 0),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  CHECK (outstanding <= total),
  CHECK (due_date >= invoice_date),
  FOREIGN KEY (company_id, contact_id) REFERENCES contacts (company_id, id),
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id),
  FOREIGN KEY (company_id, receivable_account_id) REFERENCES accounts (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
CREATE INDEX sales_invoices_contact_idx ON sales_invoices (company_id, contact_id, invoice_date);
--> statement-breakpoint
CREATE INDEX sales_invoices_date_idx ON sales_invoices (company_id, invoice_date);
--> statement-breakpoint
CREATE UNIQUE INDEX sales_invoices_tax_number_uq ON sales_invoices (company_id, tax_invoice_number) WHERE tax_invoice_number IS NOT NULL;
--> statement-breakpoint
CREATE TABLE sales_payments (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  contact_id uuid NOT NULL,
  cashbank_id uuid NOT NULL,
  office_id uuid,
  payment_date date NOT NULL,
  description text,
  reference text,
  tag_ids uuid[] NOT NULL DEFAULT '{}',
  -- What reached the cash or bank account, what the deductions (PPh 23, bank charges, rounding,
  -- discount) and a deposit used add to it, what was applied to invoices, and the overpayment kept
  -- as the customer's deposit: received + deductions + deposit_used = applied + overpayment.
  received numeric(20, 2) NOT NULL CHECK (received >= 0),
  deduction_total numeric(20, 2) NOT NULL CHECK (deduction_total >= 0),
  deposit_used numeric(20, 2) NOT NULL DEFAULT 0 CHECK (deposit_used >= 0),
  applied numeric(20, 2) NOT NULL CHECK (applied >= 0),
  overpayment numeric(20, 2) NOT NULL DEFAULT 0 CHECK (overpayment >= 0),
  deductions jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  CHECK (received + deduction_total + deposit_used = applied + overpayment),
  FOREIGN KEY (company_id, contact_id) REFERENCES contacts (company_id, id),
  FOREIGN KEY (company_id, cashbank_id) REFERENCES cashbanks (company_id, id),
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
CREATE INDEX sales_payments_contact_idx ON sales_payments (company_id, contact_id, payment_date);
--> statement-breakpoint
CREATE INDEX sales_payments_date_idx ON sales_payments (company_id, payment_date);
--> statement-breakpoint
-- One row per invoice a payment settles (the payment amount, deductions included).
CREATE TABLE sales_payment_lines (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  payment_id uuid NOT NULL,
  line_no integer NOT NULL CHECK (line_no >= 0),
  invoice_id uuid NOT NULL,
  payment_date date NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (company_id, payment_id, line_no),
  UNIQUE (company_id, payment_id, invoice_id),
  FOREIGN KEY (company_id, payment_id) REFERENCES sales_payments (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, invoice_id) REFERENCES sales_invoices (company_id, id)
);
--> statement-breakpoint
CREATE INDEX sales_payment_lines_invoice_idx ON sales_payment_lines (company_id, invoice_id, payment_date) INCLUDE (amount);
--> statement-breakpoint
-- Reports at a date add back the payments made after it (few for recent dates) to what is owed now.
CREATE INDEX sales_payment_lines_date_idx ON sales_payment_lines (company_id, payment_date) INCLUDE (invoice_id, amount);
--> statement-breakpoint
CREATE INDEX sales_invoices_open_idx ON sales_invoices (company_id, due_date) WHERE outstanding > 0;
--> statement-breakpoint
-- A customer's deposit (overpayments not yet used by a later payment).
CREATE TABLE sales_customer_deposits (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  contact_id uuid NOT NULL,
  balance numeric(20, 2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, contact_id),
  FOREIGN KEY (company_id, contact_id) REFERENCES contacts (company_id, id)
);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sales_invoices', 'sales_payments', 'sales_payment_lines', 'sales_customer_deposits']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
