-- Idempotency keys are now written in the work's own transaction, with their answer (issue #23):
-- a row is only ever seen with its answer. Rows the old scheme left "in progress" (a request that
-- died between its work and its answer) would refuse their retries; they are let go.
DELETE FROM idempotency_keys WHERE status_code IS NULL OR response_body IS NULL;
