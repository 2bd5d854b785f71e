CREATE TABLE `daily_run_counts` (
	`run_key` text NOT NULL,
	`piece` text NOT NULL,
	`count` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`run_key`, `piece`)
);
