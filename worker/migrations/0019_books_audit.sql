-- The books check becomes incremental (docs/product-rules.md#books-checked; issue 20): it keeps
-- per-account sums of the entries up to a transfer id and folds only the transfers after it,
-- so no check scans the whole ledger in one query (D1: 30 s per query).
CREATE TABLE `books_audit` (
	`id` integer PRIMARY KEY NOT NULL,
	`through_transfer_id` integer NOT NULL,
	`recheck_after` text NOT NULL,
	CONSTRAINT "books_audit_one_row" CHECK("books_audit"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `books_audit_balances` (
	`account_id` text PRIMARY KEY NOT NULL,
	`from_entries_xaf` integer NOT NULL,
	`unchecked` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX `books_audit_balances_unchecked` ON `books_audit_balances` (`account_id`) WHERE "books_audit_balances"."unchecked" = 1;--> statement-breakpoint
ALTER TABLE `book_checks` ADD `through_transfer_id` integer;--> statement-breakpoint
-- The incremental auditor starts before the first transfer: its first run folds the whole
-- history, in bounded steps (docs/product-rules.md#books-checked).
INSERT INTO `books_audit` (`id`, `through_transfer_id`, `recheck_after`) VALUES (1, 0, '');
