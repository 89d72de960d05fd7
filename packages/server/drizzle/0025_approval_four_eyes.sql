-- Four eyes on every approval (issue #23, item 5): neither the creator nor the submitter of a document
-- approves or rejects it. A module may let the creator approve a document a colleague submitted (two
-- people still saw it); the submitter never. The option is per company and module, off unless set.
CREATE TABLE module_approval_settings (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  module text NOT NULL,
  allow_creator_approval boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, module)
);
--> statement-breakpoint
ALTER TABLE module_approval_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE module_approval_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON module_approval_settings FOR ALL
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
