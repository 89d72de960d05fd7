-- One lifecycle for every transaction document (DESIGN §12): the state of each document (status,
-- number, version, amount, approval progress, journals) lives in `documents`; each type keeps its
-- own content (lines, parties) in its own table with the same (company_id, id).
CREATE TABLE documents (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  document_type text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'pending', 'rejected', 'approved', 'cancelled')),
  number text,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  date date NOT NULL,
  office_id uuid,
  description text,
  amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  approval_module text,
  -- The levels that applied when the document was last submitted (later edits of the settings do
  -- not move documents already waiting), the index of the level it waits for, and its history.
  approval_levels jsonb NOT NULL DEFAULT '[]'::jsonb,
  approval_level integer,
  -- Counts submissions: approvals given before a rejection do not count after the next submit.
  approval_round integer NOT NULL DEFAULT 0,
  approval_history jsonb NOT NULL DEFAULT '[]'::jsonb,
  journal_ids uuid[] NOT NULL DEFAULT '{}',
  requested_by uuid,
  submitted_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  CHECK ((status = 'pending') = (approval_level IS NOT NULL)),
  CHECK (status = 'draft' OR number IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX documents_number_uq ON documents (company_id, document_type, number) WHERE number IS NOT NULL;
--> statement-breakpoint
CREATE INDEX documents_type_date_idx ON documents (company_id, document_type, date);
--> statement-breakpoint
CREATE INDEX documents_pending_idx ON documents (company_id, submitted_at) WHERE status = 'pending';
--> statement-breakpoint
CREATE TABLE module_approval_levels (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  module text NOT NULL,
  level integer NOT NULL CHECK (level >= 0),
  limit_type text NOT NULL CHECK (limit_type IN ('all', 'above', 'between')),
  amount_min numeric(20, 2) CHECK (amount_min >= 0),
  amount_max numeric(20, 2) CHECK (amount_max >= 0),
  mode text NOT NULL DEFAULT 'any' CHECK (mode IN ('any', 'all')),
  approvers jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, module, level),
  CHECK (limit_type <> 'between' OR amount_max >= amount_min)
);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['documents', 'module_approval_levels']
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
-- Today's drafts and beginning balances become documents; nothing they held is lost.
INSERT INTO documents (company_id, id, document_type, status, number, date, office_id, description, amount,
  journal_ids, requested_by, submitted_at, created_by, created_at, updated_at, approval_module)
SELECT d.company_id, d.id, 'draft_journal',
  CASE WHEN d.status = 'posted' THEN 'approved' ELSE 'draft' END,
  CASE WHEN d.status = 'posted' THEN j.number END,
  d.date, d.office_id, d.description,
  COALESCE((SELECT sum(COALESCE(NULLIF(l->>'debit', ''), '0')::numeric) FROM jsonb_array_elements(d.details) l), 0),
  CASE WHEN d.journal_id IS NULL THEN '{}'::uuid[] ELSE ARRAY[d.journal_id] END,
  d.created_by, CASE WHEN d.status = 'posted' THEN d.updated_at END, d.created_by, d.created_at, d.updated_at,
  'draft_journal'
FROM draft_journals d
LEFT JOIN journals j ON j.company_id = d.company_id AND j.id = d.journal_id;
--> statement-breakpoint
INSERT INTO documents (company_id, id, document_type, status, number, date, office_id, description, amount,
  journal_ids, submitted_at, created_at, updated_at)
SELECT b.company_id, b.id, 'beginning_balance', 'approved', COALESCE(j.number, 'SA'), b.date, b.office_id, b.description,
  COALESCE((SELECT sum(COALESCE(NULLIF(l->>'debit', ''), '0')::numeric) FROM jsonb_array_elements(b.details) l), 0),
  CASE WHEN b.journal_id IS NULL THEN '{}'::uuid[] ELSE ARRAY[b.journal_id] END,
  b.created_at, b.created_at, b.updated_at
FROM beginning_balances b
LEFT JOIN journals j ON j.company_id = b.company_id AND j.id = b.journal_id;
--> statement-breakpoint
ALTER TABLE draft_journals DROP COLUMN status;
--> statement-breakpoint
ALTER TABLE draft_journals DROP COLUMN journal_id;
--> statement-breakpoint
ALTER TABLE beginning_balances DROP COLUMN journal_id;
--> statement-breakpoint
-- A document's content row belongs to its state row.
ALTER TABLE draft_journals ADD CONSTRAINT draft_journals_document_fk FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE beginning_balances ADD CONSTRAINT beginning_balances_document_fk FOREIGN KEY (company_id, id) REFERENCES documents (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED;
