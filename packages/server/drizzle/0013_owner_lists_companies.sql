-- The database's owner (who migrates, and runs `npm run ledger:verify` and other admin commands)
-- may list every company even when it is not a superuser: row-level security is forced on
-- companies, which otherwise hid them all from it. The app works as neraca_app, which is not a
-- member of pg_database_owner, so nothing changes for it.
CREATE POLICY companies_database_owner ON companies FOR SELECT USING (pg_has_role('pg_database_owner', 'MEMBER'));
