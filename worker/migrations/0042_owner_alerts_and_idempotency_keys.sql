CREATE TABLE `announcement_push_pages` (
	`announcement_id` integer NOT NULL,
	`from_id` integer NOT NULL,
	`to_id` integer NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`announcement_id`, `from_id`),
	FOREIGN KEY (`announcement_id`) REFERENCES `announcements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `owner_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`alert_key` text NOT NULL,
	`detail` text NOT NULL,
	`occurrences` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`last_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`acknowledged_at` text,
	`acknowledged_by` text,
	CONSTRAINT "owner_alerts_kind" CHECK("owner_alerts"."kind" IN ('books_unbalanced', 'daily_run_failed', 'dead_letter')),
	CONSTRAINT "owner_alerts_state" CHECK("owner_alerts"."state" IN ('open', 'acknowledged'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_alerts_key` ON `owner_alerts` (`alert_key`);--> statement-breakpoint
CREATE INDEX `owner_alerts_state` ON `owner_alerts` (`state`,`id`);--> statement-breakpoint
ALTER TABLE `reconciliation_runs` ADD `run_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `reconciliation_runs_key` ON `reconciliation_runs` (`run_key`);