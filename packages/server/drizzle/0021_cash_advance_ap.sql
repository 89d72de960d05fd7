-- cash-advance-ap (issue #14): a realised advance the employee spent beyond is posted as a payable
-- to the employee (a purchase invoice of kind `cash_advance`) instead of a top-up paid at once; the
-- company pays it later through payables. The advance keeps what was posted to AP as consumed.
ALTER TABLE cash_advances ADD COLUMN payable_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (payable_amount >= 0);
--> statement-breakpoint
ALTER TABLE cash_advances DROP CONSTRAINT cash_advances_check;
--> statement-breakpoint
ALTER TABLE cash_advances DROP CONSTRAINT cash_advances_check1;
--> statement-breakpoint
-- A refund never takes back more than the employee holds; a top-up or AP posting never gives more than owed.
ALTER TABLE cash_advances ADD CONSTRAINT cash_advances_refund_check
  CHECK (refunded_amount = 0 OR amount + topped_up_amount + payable_amount - realised_amount - refunded_amount >= 0);
--> statement-breakpoint
ALTER TABLE cash_advances ADD CONSTRAINT cash_advances_top_up_check
  CHECK (topped_up_amount + payable_amount = 0 OR amount + topped_up_amount + payable_amount - realised_amount - refunded_amount <= 0);
--> statement-breakpoint
ALTER TABLE purchase_invoices DROP CONSTRAINT purchase_invoices_kind_check;
--> statement-breakpoint
ALTER TABLE purchase_invoices ADD CONSTRAINT purchase_invoices_kind_check CHECK (kind IN ('service', 'goods', 'cash_advance'));
--> statement-breakpoint
ALTER TABLE purchase_invoices ADD COLUMN cash_advance_id uuid;
--> statement-breakpoint
-- An invoice of kind cash_advance names its advance; no other kind does.
ALTER TABLE purchase_invoices ADD CONSTRAINT purchase_invoices_cash_advance_check CHECK ((kind = 'cash_advance') = (cash_advance_id IS NOT NULL));
--> statement-breakpoint
ALTER TABLE purchase_invoices ADD CONSTRAINT purchase_invoices_cash_advance_fk
  FOREIGN KEY (company_id, cash_advance_id) REFERENCES cash_advances (company_id, id);
--> statement-breakpoint
CREATE INDEX purchase_invoices_cash_advance_idx ON purchase_invoices (company_id, cash_advance_id) WHERE cash_advance_id IS NOT NULL;
