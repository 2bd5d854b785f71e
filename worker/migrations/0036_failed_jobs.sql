-- Jobs an operator can watch (issue 36 section 4, docs/ARCHITECTURE.md#operations): queue
-- messages given up after their retries, with the error, for the Operations tab and /api/health.
CREATE TABLE `failed_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`queue` text NOT NULL,
	`message_id` text NOT NULL,
	`body` text NOT NULL,
	`error` text,
	`attempts` integer NOT NULL,
	`first_attempt_at` text NOT NULL,
	`last_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`resent_at` text,
	`resent_by` text,
	CONSTRAINT "failed_jobs_state" CHECK("failed_jobs"."state" IN ('open', 'resent'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `failed_jobs_message` ON `failed_jobs` (`queue`,`message_id`);--> statement-breakpoint
CREATE INDEX `failed_jobs_state` ON `failed_jobs` (`state`,`id`);