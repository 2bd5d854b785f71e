-- The daily proof of liabilities (issue 21, docs/proof-of-liabilities.md): a signed record per
-- day, kept forever, and the Merkle sum tree behind it, kept for LIABILITY_PROOF_DAYS days.
-- Leaves and nodes are WITHOUT ROWID (added by hand to drizzle-kit's output; drizzle has no
-- option for it): each is stored once, in its primary key's order, so a day's leaves lie in
-- hash order, the tree's, and the build and the proofs read ranges of it without a sort.
CREATE TABLE `liability_leaves` (
	`record_id` integer NOT NULL,
	`hash` blob NOT NULL,
	`sum_xaf` integer NOT NULL,
	PRIMARY KEY(`record_id`, `hash`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `liability_nodes` (
	`record_id` integer NOT NULL,
	`level` integer NOT NULL,
	`position` integer NOT NULL,
	`sum_xaf` integer NOT NULL,
	`hash` blob NOT NULL,
	`first_leaf_hash` blob,
	PRIMARY KEY(`record_id`, `level`, `position`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `liability_nodes_blocks` ON `liability_nodes` (`record_id`,`first_leaf_hash`) WHERE "liability_nodes"."first_leaf_hash" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `liability_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`status` text NOT NULL,
	`as_of_transfer_id` integer NOT NULL,
	`ledger_total_xaf` integer NOT NULL,
	`leaf_count` integer,
	`total_xaf` integer,
	`tree_height` integer,
	`root_hash` text,
	`previous_record_hash` text,
	`record_hash` text,
	`signature` text,
	`published_at` text,
	`tree_deleted_at` text,
	CONSTRAINT "liability_records_status" CHECK("liability_records"."status" IN ('building', 'published'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `liability_records_day_unique` ON `liability_records` (`day`);