-- Issue #27: a statement line's key (statement-keys.ts) is an md5, 128 bits: kept as a uuid (16 bytes
-- compared as bytes) rather than its 32 hex digits as text (compared by the database's collation), so
-- that the unique index an import writes a line into per account is half the size and its compares
-- cheap on any server locale.
ALTER TABLE "cashbank_statement_lines" ALTER COLUMN "line_key" TYPE uuid USING "line_key"::uuid;
