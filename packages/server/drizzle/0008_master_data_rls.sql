DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['contacts', 'catalogue_items', 'products', 'taxes', 'cashbanks', 'cashbank_users', 'employees',
    'ports', 'integrations', 'integration_tokens', 'company_settings']
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
-- Journal lines may name a contact now that contacts exist.
ALTER TABLE journal_lines ADD CONSTRAINT journal_lines_contact_fk FOREIGN KEY (company_id, contact_id) REFERENCES contacts (company_id, id);
