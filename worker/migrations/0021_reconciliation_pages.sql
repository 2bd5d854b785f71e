-- The reconciliation in pages (docs/product-rules.md#automatic-rails, RAIL-7; issue 20): a run's
-- differences are rows appended by the page that found them (a JSON column rewritten by every
-- page would grow with the run), each page is recorded once, and the payments are read per
-- provider and direction by creation time through their own index. Runs made before keep their
-- differences (copied out of the JSON column) and count as finished.
CREATE TABLE `reconciliation_differences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` integer NOT NULL,
	`provider` text NOT NULL,
	`direction` text NOT NULL,
	`payment_id` text,
	`kind` text NOT NULL,
	`ours` text,
	`theirs` text,
	FOREIGN KEY (`run_id`) REFERENCES `reconciliation_runs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `reconciliation_differences_run` ON `reconciliation_differences` (`run_id`,`id`);--> statement-breakpoint
CREATE TABLE `reconciliation_pages` (
	`run_id` integer NOT NULL,
	`chain` text NOT NULL,
	`cursor` text NOT NULL,
	`next` text,
	PRIMARY KEY(`run_id`, `chain`, `cursor`),
	FOREIGN KEY (`run_id`) REFERENCES `reconciliation_runs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `reconciliation_runs` ADD `pages_open` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `reconciliation_runs` ADD `finished_at` text;--> statement-breakpoint
INSERT INTO `reconciliation_differences` (`run_id`, `provider`, `direction`, `payment_id`, `kind`, `ours`, `theirs`)
  SELECT r.`id`, json_extract(d.value, '$.provider'), json_extract(d.value, '$.direction'), json_extract(d.value, '$.paymentId'),
    json_extract(d.value, '$.kind'), json_extract(d.value, '$.ours'), json_extract(d.value, '$.theirs')
  FROM `reconciliation_runs` r, json_each(r.`differences`) d ORDER BY r.`id`, d.key;--> statement-breakpoint
UPDATE `reconciliation_runs` SET `finished_at` = `ran_at`;--> statement-breakpoint
ALTER TABLE `reconciliation_runs` DROP COLUMN `differences`;--> statement-breakpoint
CREATE INDEX `payments_reconcile` ON `payments` (`provider`,`direction`,`created_at`,`id`);