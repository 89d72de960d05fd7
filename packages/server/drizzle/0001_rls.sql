-- The app works as neraca_app: neither superuser nor BYPASSRLS, so row-level security applies
-- to every query it makes, on PostgreSQL and on PGlite alike.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'neraca_app') THEN
    CREATE ROLE neraca_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT neraca_app TO %I', current_user);
EXCEPTION WHEN others THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO neraca_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO neraca_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO neraca_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO neraca_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO neraca_app;
--> statement-breakpoint
-- The company of the transaction, set with set_config(..., true) (SET LOCAL). After a transaction
-- that set it, the setting reads '' rather than NULL, hence NULLIF.
CREATE OR REPLACE FUNCTION app_company_id() RETURNS uuid
  LANGUAGE sql STABLE AS $$ SELECT NULLIF(current_setting('app.company_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_id() RETURNS uuid
  LANGUAGE sql STABLE AS $$ SELECT NULLIF(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
-- Companies: visible when active, or when the current user is a member (the company switcher);
-- changed only when active.
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY companies_read ON companies FOR SELECT USING (
  id = app_company_id()
  OR EXISTS (SELECT 1 FROM memberships m WHERE m.company_id = companies.id AND m.user_id = app_user_id())
);
--> statement-breakpoint
CREATE POLICY companies_insert ON companies FOR INSERT WITH CHECK (id = app_company_id());
--> statement-breakpoint
CREATE POLICY companies_update ON companies FOR UPDATE USING (id = app_company_id()) WITH CHECK (id = app_company_id());
--> statement-breakpoint
CREATE POLICY companies_delete ON companies FOR DELETE USING (id = app_company_id());
--> statement-breakpoint
-- Business tables: only the rows of the transaction's company.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['memberships', 'roles', 'role_permissions', 'member_roles', 'offices', 'invitations', 'audit_log']
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
-- A user sees their own memberships in every company (login lists them).
CREATE POLICY memberships_own ON memberships FOR SELECT USING (user_id = app_user_id());
