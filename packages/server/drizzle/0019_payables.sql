-- Payables (issue 13): purchase invoices posted to AP, payment vouchers, purchase payments and the
-- request-for-payment forms. Each is a document (its state in `documents`); these tables hold the
-- content. What payments consume (an invoice's outstanding, a voucher line's unpaid amount) are
-- columns with CHECKs, updated with the rows locked.
CREATE TABLE purchase_invoices (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  kind text NOT NULL DEFAULT 'service' CHECK (kind IN ('service', 'goods')),
  contact_id uuid NOT NULL,
  vendor_invoice_number text NOT NULL,
  tax_invoice_number text,
  date date NOT NULL,
  due_date date NOT NULL,
  office_id uuid,
  description text,
  tag_ids uuid[] NOT NULL DEFAULT '{}',
  -- Goods invoices bill an order (procurement, issue 12) and its receipts.
  purchase_order_id uuid,
  payable_account_id uuid NOT NULL,
  subtotal numeric(20, 2) NOT NULL DEFAULT 0,
  discount numeric(20, 2) NOT NULL DEFAULT 0,
  dpp numeric(20, 2) NOT NULL DEFAULT 0,
  vat numeric(20, 2) NOT NULL DEFAULT 0 CHECK (vat >= 0),
  withholding numeric(20, 2) NOT NULL DEFAULT 0 CHECK (withholding >= 0),
  total numeric(20, 2) NOT NULL DEFAULT 0,
  advance_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (advance_amount >= 0),
  advance_account_id uuid,
  -- The vendor advances (procurement) offset here: [{advance_id, amount}], consumed when posted.
  advances jsonb NOT NULL DEFAULT '[]'::jsonb,
  payable_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (payable_amount >= 0),
  -- What is still owed: the payable once posted, less payments; zero before posting.
  outstanding numeric(20, 2) NOT NULL DEFAULT 0 CHECK (outstanding >= 0 AND outstanding <= payable_amount),
  -- The document's taxes as computed once (core documentTaxes), with the purchase account of each.
  taxes jsonb NOT NULL DEFAULT '[]'::jsonb,
  match_breaches jsonb NOT NULL DEFAULT '[]'::jsonb,
  match_override_by uuid,
  match_override_note text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, contact_id) REFERENCES contacts (company_id, id),
  FOREIGN KEY (company_id, payable_account_id) REFERENCES accounts (company_id, id),
  FOREIGN KEY (company_id, advance_account_id) REFERENCES accounts (company_id, id),
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id),
  FOREIGN KEY (company_id, purchase_order_id) REFERENCES purchase_orders (company_id, id),
  CHECK (due_date >= date)
);
--> statement-breakpoint
CREATE INDEX purchase_invoices_contact_idx ON purchase_invoices (company_id, contact_id, due_date);
--> statement-breakpoint
CREATE INDEX purchase_invoices_open_idx ON purchase_invoices (company_id, due_date) WHERE outstanding > 0;
--> statement-breakpoint
CREATE TABLE purchase_invoice_lines (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  invoice_id uuid NOT NULL,
  line_no integer NOT NULL CHECK (line_no >= 0),
  product_id uuid,
  account_id uuid NOT NULL,
  description text,
  quantity numeric(18, 4) NOT NULL CHECK (quantity > 0),
  price numeric(20, 2) NOT NULL CHECK (price >= 0),
  discount_percent numeric(9, 4) NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
  gross numeric(20, 2) NOT NULL,
  discount numeric(20, 2) NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount >= 0),
  tax_id uuid,
  withholding_tax_id uuid,
  tax_object_code text,
  -- Set when the line bills an order line and a receipt line (three-way match).
  purchase_order_line_id uuid,
  goods_receipt_line_id uuid,
  -- Goods received into inventory were credited to GRNI at the order's price: the line debits GRNI
  -- that much and the price difference to its variance account.
  grni_amount numeric(20, 2),
  variance_account_id uuid,
  PRIMARY KEY (company_id, invoice_id, line_no),
  FOREIGN KEY (company_id, purchase_order_line_id) REFERENCES purchase_order_lines (company_id, id),
  FOREIGN KEY (company_id, goods_receipt_line_id) REFERENCES goods_receipt_lines (company_id, id),
  FOREIGN KEY (company_id, variance_account_id) REFERENCES accounts (company_id, id),
  FOREIGN KEY (company_id, invoice_id) REFERENCES purchase_invoices (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id),
  FOREIGN KEY (company_id, account_id) REFERENCES accounts (company_id, id),
  FOREIGN KEY (company_id, tax_id) REFERENCES taxes (company_id, id),
  FOREIGN KEY (company_id, withholding_tax_id) REFERENCES taxes (company_id, id)
);
--> statement-breakpoint
CREATE INDEX purchase_invoice_lines_order_idx ON purchase_invoice_lines (company_id, purchase_order_line_id) WHERE purchase_order_line_id IS NOT NULL;
--> statement-breakpoint
CREATE TABLE payment_vouchers (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  date date NOT NULL,
  planned_date date NOT NULL,
  cashbank_id uuid,
  office_id uuid,
  description text,
  total numeric(20, 2) NOT NULL CHECK (total > 0),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, cashbank_id) REFERENCES cashbanks (company_id, id),
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id)
);
--> statement-breakpoint
CREATE TABLE payment_voucher_lines (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  voucher_id uuid NOT NULL,
  line_no integer NOT NULL CHECK (line_no >= 0),
  invoice_id uuid NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  -- What payments of this voucher have paid of the line: never more than the line.
  paid_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (paid_amount >= 0 AND paid_amount <= amount),
  PRIMARY KEY (company_id, voucher_id, line_no),
  UNIQUE (company_id, voucher_id, invoice_id),
  FOREIGN KEY (company_id, voucher_id) REFERENCES payment_vouchers (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, invoice_id) REFERENCES purchase_invoices (company_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX payment_voucher_lines_invoice_idx ON payment_voucher_lines (company_id, invoice_id);
--> statement-breakpoint
CREATE TABLE purchase_payments (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  date date NOT NULL,
  cashbank_id uuid NOT NULL,
  cash_account_id uuid NOT NULL,
  voucher_id uuid,
  contact_id uuid,
  office_id uuid,
  description text,
  applied_total numeric(20, 2) NOT NULL CHECK (applied_total > 0),
  cash_out numeric(20, 2) NOT NULL CHECK (cash_out > 0),
  deductions jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, cashbank_id) REFERENCES cashbanks (company_id, id),
  FOREIGN KEY (company_id, cash_account_id) REFERENCES accounts (company_id, id),
  FOREIGN KEY (company_id, voucher_id) REFERENCES payment_vouchers (company_id, id),
  FOREIGN KEY (company_id, contact_id) REFERENCES contacts (company_id, id),
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id)
);
--> statement-breakpoint
CREATE TABLE purchase_payment_lines (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  payment_id uuid NOT NULL,
  line_no integer NOT NULL CHECK (line_no >= 0),
  invoice_id uuid NOT NULL,
  voucher_line_no integer,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (company_id, payment_id, line_no),
  UNIQUE (company_id, payment_id, invoice_id),
  FOREIGN KEY (company_id, payment_id) REFERENCES purchase_payments (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, invoice_id) REFERENCES purchase_invoices (company_id, id)
);
--> statement-breakpoint
CREATE INDEX purchase_payment_lines_invoice_idx ON purchase_payment_lines (company_id, invoice_id);
--> statement-breakpoint
CREATE TABLE form_payments (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('vendor', 'advance', 'agent', 'agent_advance')),
  date date NOT NULL,
  due_date date,
  contact_id uuid NOT NULL,
  office_id uuid,
  description text,
  currency text NOT NULL DEFAULT 'IDR',
  bank_name text,
  bank_account_name text,
  bank_account_number text,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, contact_id) REFERENCES contacts (company_id, id),
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id)
);
--> statement-breakpoint
-- The three-way match's price tolerance (percent of the order's price), per company.
CREATE TABLE payables_settings (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  price_tolerance_percent numeric(9, 4) NOT NULL DEFAULT 0 CHECK (price_tolerance_percent BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id)
);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['purchase_invoices', 'purchase_invoice_lines', 'payment_vouchers', 'payment_voucher_lines',
    'purchase_payments', 'purchase_payment_lines', 'form_payments', 'payables_settings']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
