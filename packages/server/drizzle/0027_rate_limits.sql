-- Abuse limits on the public doors (issue #23, item 11): sign-up, login, password reset, activation
-- and invitation mails are counted per client address and per target (an e-mail address) in fixed
-- windows. The counters live here, not in a process's memory, so every API process behind a load
-- balancer counts the same attempts. One row per (bucket, key, window); a request adds one to its
-- rows with a single INSERT … ON CONFLICT DO UPDATE … RETURNING, and rows whose window has passed
-- are deleted now and then (expires_at). A global table: no company is known at these doors.
CREATE TABLE "rate_limit_counters" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_pk" PRIMARY KEY ("bucket", "key", "window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");
