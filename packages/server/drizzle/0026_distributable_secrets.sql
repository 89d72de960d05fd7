-- Several API processes on one database, and a schema that stays distributable by company
-- (issue #23, items 9 and 10).
--
-- 1. The secret that signs sessions (JWTs) lives here on PostgreSQL, so every process behind a load
--    balancer signs and verifies with the same key (before: each generated its own in its DATA_DIR and
--    refused the others' tokens). The first process to start inserts it (INSERT … ON CONFLICT DO
--    NOTHING, then reads): two starting at once agree. Rotation: a newer row (id + 1) whose
--    signs_from lies ahead; every process verifies with all rows and signs with the newest one whose
--    signs_from has passed (docs/deployment.md). A global table (no company): a Citus reference table.
--    The app's own role never reads it: no privilege, and row-level security without a policy, so
--    only the table's owner (the role that migrates, which the app uses once at start) sees a row.
CREATE TABLE "server_secrets" (
	"purpose" text NOT NULL,
	"id" integer NOT NULL,
	"secret" text NOT NULL,
	"signs_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "server_secrets_purpose_id_pk" PRIMARY KEY ("purpose", "id"),
	CONSTRAINT "server_secrets_id_positive" CHECK ("id" > 0),
	CONSTRAINT "server_secrets_secret_length" CHECK (length("secret") >= 32)
);
--> statement-breakpoint
REVOKE ALL ON "server_secrets" FROM neraca_app;
--> statement-breakpoint
REVOKE ALL ON "server_secrets" FROM PUBLIC;
--> statement-breakpoint
ALTER TABLE "server_secrets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- 2. The token lookups key on (company_id, token_hash), as every per-company table keys on its company
--    (platform/distribution.test.ts), so they distribute by company_id with the rest. A token issued
--    from now on names its company (platform/company-token.ts), so its lookup goes to one company's
--    rows (one shard); one issued before has no company in it and is found by its hash alone
--    (the non-unique index below; under Citus, a query of every shard).
ALTER TABLE "invitation_tokens" DROP CONSTRAINT "invitation_tokens_pkey";
--> statement-breakpoint
ALTER TABLE "invitation_tokens" ADD CONSTRAINT "invitation_tokens_company_id_token_hash_pk" PRIMARY KEY ("company_id", "token_hash");
--> statement-breakpoint
CREATE INDEX "invitation_tokens_token_hash_idx" ON "invitation_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "invitation_tokens_invitation_idx" ON "invitation_tokens" USING btree ("company_id", "invitation_id");
--> statement-breakpoint
ALTER TABLE "api_token_index" DROP CONSTRAINT "api_token_index_pkey";
--> statement-breakpoint
ALTER TABLE "api_token_index" ADD CONSTRAINT "api_token_index_company_id_token_hash_pk" PRIMARY KEY ("company_id", "token_hash");
--> statement-breakpoint
CREATE INDEX "api_token_index_token_hash_idx" ON "api_token_index" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "api_token_index_token_idx" ON "api_token_index" USING btree ("company_id", "token_id");
