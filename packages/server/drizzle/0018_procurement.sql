-- Procurement (issue 12): purchase requests, vendor and price assignment (sourcing), purchase orders,
-- goods receipts and advances to vendors. Requests, orders, receipts and advances are documents
-- (their state lives in `documents`); their content rows share the document's (company_id, id).
-- Quantities and amounts that later documents consume carry CHECK (... >= 0) and are updated with
-- the row locked FOR UPDATE (DESIGN §12). docs/procurement.md describes what payables may read.
CREATE TABLE purchase_requests (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  date date NOT NULL,
  requester text NOT NULL,
  office_id uuid,
  work_unit_id uuid,
  activity_id uuid,
  needed_by date,
  purpose text,
  tag_ids uuid[] NOT NULL DEFAULT '{}',
  estimated_total numeric(20, 2) NOT NULL DEFAULT 0 CHECK (estimated_total >= 0),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id),
  FOREIGN KEY (company_id, work_unit_id) REFERENCES work_units (company_id, id),
  FOREIGN KEY (company_id, activity_id) REFERENCES dimension_items (company_id, id)
);
--> statement-breakpoint
CREATE TABLE purchase_request_lines (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  request_id uuid NOT NULL,
  line_no integer NOT NULL CHECK (line_no >= 1),
  product_id uuid,
  description text,
  quantity numeric(16, 4) NOT NULL CHECK (quantity > 0),
  unit_id uuid,
  estimated_price numeric(20, 2) NOT NULL DEFAULT 0 CHECK (estimated_price >= 0),
  -- Consumed by approved purchase orders; may pass quantity only on a confirmed over-order.
  ordered_quantity numeric(16, 4) NOT NULL DEFAULT 0 CHECK (ordered_quantity >= 0),
  closed_at timestamptz,
  closed_by uuid,
  close_reason text,
  PRIMARY KEY (company_id, id),
  UNIQUE (company_id, request_id, line_no),
  FOREIGN KEY (company_id, request_id) REFERENCES purchase_requests (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id),
  FOREIGN KEY (company_id, unit_id) REFERENCES catalogue_items (company_id, id),
  CHECK ((closed_at IS NULL) = (close_reason IS NULL))
);
--> statement-breakpoint
CREATE INDEX purchase_request_lines_request_idx ON purchase_request_lines (company_id, request_id);
--> statement-breakpoint
-- Assign vendor (header) and assign price (the quotes of the same rows).
CREATE TABLE purchase_sourcings (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  request_id uuid NOT NULL,
  date date NOT NULL,
  note text,
  status text NOT NULL DEFAULT 'vendors_assigned' CHECK (status IN ('vendors_assigned', 'priced')),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  priced_by uuid,
  priced_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, request_id) REFERENCES purchase_requests (company_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX purchase_sourcings_request_idx ON purchase_sourcings (company_id, request_id);
--> statement-breakpoint
CREATE TABLE purchase_quotes (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  sourcing_id uuid NOT NULL,
  request_line_id uuid NOT NULL,
  vendor_id uuid NOT NULL,
  price numeric(20, 2) CHECK (price >= 0),
  delivery_days integer CHECK (delivery_days >= 0),
  terms text,
  awarded_quantity numeric(16, 4) NOT NULL DEFAULT 0 CHECK (awarded_quantity >= 0),
  award_reason text,
  -- Consumed by approved purchase orders built from this quote.
  ordered_quantity numeric(16, 4) NOT NULL DEFAULT 0 CHECK (ordered_quantity >= 0),
  PRIMARY KEY (company_id, id),
  UNIQUE (company_id, sourcing_id, request_line_id, vendor_id),
  FOREIGN KEY (company_id, sourcing_id) REFERENCES purchase_sourcings (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, request_line_id) REFERENCES purchase_request_lines (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, vendor_id) REFERENCES contacts (company_id, id)
);
--> statement-breakpoint
CREATE INDEX purchase_quotes_line_idx ON purchase_quotes (company_id, request_line_id);
--> statement-breakpoint
CREATE TABLE purchase_orders (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  vendor_id uuid NOT NULL,
  date date NOT NULL,
  office_id uuid,
  delivery_date date,
  delivery_address text,
  terms text,
  payment_term_days integer CHECK (payment_term_days >= 0),
  description text,
  over_order_confirmed boolean NOT NULL DEFAULT false,
  -- Totals by core documentTaxes (taxes rounded once per document): Σ gross, Σ discount, DPP,
  -- VAT base (DPP nilai lain), VAT, withheld, total = DPP + VAT, payable = total - withheld.
  subtotal numeric(20, 2) NOT NULL DEFAULT 0 CHECK (subtotal >= 0),
  discount_total numeric(20, 2) NOT NULL DEFAULT 0 CHECK (discount_total >= 0),
  dpp numeric(20, 2) NOT NULL DEFAULT 0 CHECK (dpp >= 0),
  vat_base numeric(20, 2) NOT NULL DEFAULT 0 CHECK (vat_base >= 0),
  vat numeric(20, 2) NOT NULL DEFAULT 0 CHECK (vat >= 0),
  withholding numeric(20, 2) NOT NULL DEFAULT 0 CHECK (withholding >= 0),
  total numeric(20, 2) NOT NULL DEFAULT 0 CHECK (total >= 0),
  payable numeric(20, 2) NOT NULL DEFAULT 0 CHECK (payable >= 0),
  -- Per tax: tax_id, kind, base, tax_base, amount (documentTaxes' `taxes`).
  taxes jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Consumed by approved advances to the vendor against this order.
  advanced_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (advanced_amount >= 0 AND advanced_amount <= total),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, vendor_id) REFERENCES contacts (company_id, id),
  FOREIGN KEY (company_id, office_id) REFERENCES offices (company_id, id)
);
--> statement-breakpoint
CREATE INDEX purchase_orders_vendor_idx ON purchase_orders (company_id, vendor_id);
--> statement-breakpoint
CREATE TABLE purchase_order_lines (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  order_id uuid NOT NULL,
  line_no integer NOT NULL CHECK (line_no >= 1),
  request_line_id uuid,
  quote_id uuid,
  product_id uuid,
  description text,
  quantity numeric(16, 4) NOT NULL CHECK (quantity > 0),
  unit_id uuid,
  price numeric(20, 2) NOT NULL CHECK (price >= 0),
  discount_percent numeric(7, 4) NOT NULL DEFAULT 0 CHECK (discount_percent >= 0 AND discount_percent <= 100),
  -- At most one VAT and one withholding/final tax (ids of taxes; checked by the service).
  tax_ids uuid[] NOT NULL DEFAULT '{}',
  -- quantity x price less discount: the line's DPP (taxes are per document).
  amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- Consumed by goods receipts (this module) and purchase invoices (payables).
  received_quantity numeric(16, 4) NOT NULL DEFAULT 0 CHECK (received_quantity >= 0 AND received_quantity <= quantity),
  invoiced_quantity numeric(16, 4) NOT NULL DEFAULT 0 CHECK (invoiced_quantity >= 0 AND invoiced_quantity <= quantity),
  PRIMARY KEY (company_id, id),
  UNIQUE (company_id, order_id, line_no),
  FOREIGN KEY (company_id, order_id) REFERENCES purchase_orders (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, request_line_id) REFERENCES purchase_request_lines (company_id, id),
  FOREIGN KEY (company_id, quote_id) REFERENCES purchase_quotes (company_id, id),
  FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id),
  FOREIGN KEY (company_id, unit_id) REFERENCES catalogue_items (company_id, id)
);
--> statement-breakpoint
CREATE INDEX purchase_order_lines_order_idx ON purchase_order_lines (company_id, order_id);
--> statement-breakpoint
CREATE INDEX purchase_order_lines_request_line_idx ON purchase_order_lines (company_id, request_line_id) WHERE request_line_id IS NOT NULL;
--> statement-breakpoint
CREATE TABLE goods_receipts (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  order_id uuid NOT NULL,
  date date NOT NULL,
  receiver text NOT NULL,
  note text,
  -- The value of the inventory it posted (Dr inventory / Cr goods received not invoiced).
  inventory_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (inventory_amount >= 0),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, order_id) REFERENCES purchase_orders (company_id, id)
);
--> statement-breakpoint
CREATE INDEX goods_receipts_order_idx ON goods_receipts (company_id, order_id);
--> statement-breakpoint
CREATE TABLE goods_receipt_lines (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  receipt_id uuid NOT NULL,
  order_line_id uuid NOT NULL,
  quantity numeric(16, 4) NOT NULL CHECK (quantity > 0),
  -- quantity x the order line's net unit price (before tax).
  amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  PRIMARY KEY (company_id, id),
  UNIQUE (company_id, receipt_id, order_line_id),
  FOREIGN KEY (company_id, receipt_id) REFERENCES goods_receipts (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, order_line_id) REFERENCES purchase_order_lines (company_id, id)
);
--> statement-breakpoint
CREATE INDEX goods_receipt_lines_order_line_idx ON goods_receipt_lines (company_id, order_line_id);
--> statement-breakpoint
CREATE TABLE vendor_advances (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  order_id uuid NOT NULL,
  vendor_id uuid NOT NULL,
  cashbank_id uuid NOT NULL,
  date date NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  description text,
  -- Consumed when payables offsets the advance on the vendor's invoice.
  settled_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (settled_amount >= 0 AND settled_amount <= amount),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (company_id, order_id) REFERENCES purchase_orders (company_id, id),
  FOREIGN KEY (company_id, vendor_id) REFERENCES contacts (company_id, id),
  FOREIGN KEY (company_id, cashbank_id) REFERENCES cashbanks (company_id, id)
);
--> statement-breakpoint
CREATE INDEX vendor_advances_order_idx ON vendor_advances (company_id, order_id);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['purchase_requests', 'purchase_request_lines', 'purchase_sourcings', 'purchase_quotes',
    'purchase_orders', 'purchase_order_lines', 'goods_receipts', 'goods_receipt_lines', 'vendor_advances']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
      t);
  END LOOP;
END
$$;
