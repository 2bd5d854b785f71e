-- Automatic mobile-money rails (docs/product-rules.md#automatic-rails, issue 11;
-- docs/decisions/0031-automatic-rails.md). A payment's id is ours, chosen and stored here
-- before any call to the provider, and is the provider's idempotency key. Its state
-- changes only by a guarded UPDATE in the same D1 batch as its ledger transfers and its
-- status history entry.
CREATE TABLE `payments` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL UNIQUE,
	`reference` text NOT NULL UNIQUE,
	`provider` text NOT NULL CHECK (`provider` IN ('pawapay', 'notchpay')),
	`direction` text NOT NULL CHECK (`direction` IN ('deposit', 'payout')),
	`user_id` integer NOT NULL REFERENCES `users`(`id`),
	`withdrawal_request_id` integer REFERENCES `withdrawal_requests`(`id`),
	`amount_xaf` integer NOT NULL CHECK (`amount_xaf` > 0),
	`payment_method` text NOT NULL CHECK (`payment_method` IN ('MTN', 'Orange')),
	`phone` text NOT NULL,
	`status` text NOT NULL DEFAULT 'created'
		CHECK (`status` IN ('created', 'submitted', 'pending', 'succeeded', 'failed', 'unknown', 'needs_review')),
	`provider_status` text,
	`operator_reference` text,
	`provider_reference` text,
	`failure_code` text,
	`review_reason` text,
	`poll_attempts` integer NOT NULL DEFAULT 0,
	`next_poll_at` text,
	`created_at` text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
	`updated_at` text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
	CHECK ((`direction` = 'payout') = (`withdrawal_request_id` IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX `payments_user` ON `payments` (`user_id`, `seq`);--> statement-breakpoint
CREATE INDEX `payments_status` ON `payments` (`status`, `seq`);--> statement-breakpoint
-- The poller's work list: open payments by their next check.
CREATE INDEX `payments_due` ON `payments` (`next_poll_at`) WHERE `status` IN ('created', 'submitted', 'pending', 'unknown');--> statement-breakpoint
-- At most one payout per withdrawal request: its id is fixed once and never regenerated.
CREATE UNIQUE INDEX `payments_withdrawal` ON `payments` (`withdrawal_request_id`) WHERE `withdrawal_request_id` IS NOT NULL;--> statement-breakpoint
-- A succeeded payment never changes state again; a failed one only goes to review (a
-- success reported after a failure contradicts it).
CREATE TRIGGER `payments_final` BEFORE UPDATE OF `status` ON `payments`
WHEN NEW.`status` <> OLD.`status`
	AND (OLD.`status` = 'succeeded' OR (OLD.`status` = 'failed' AND NEW.`status` <> 'needs_review'))
BEGIN
	SELECT RAISE(ABORT, 'payment_final');
END;--> statement-breakpoint
CREATE TRIGGER `payments_no_delete` BEFORE DELETE ON `payments`
BEGIN
	SELECT RAISE(ABORT, 'payments are kept');
END;--> statement-breakpoint
-- The append-only status history of each payment, with the provider's answer as received.
CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` text NOT NULL REFERENCES `payments`(`id`),
	`status` text NOT NULL,
	`source` text NOT NULL CHECK (`source` IN ('app', 'callback', 'poll', 'admin', 'reconciliation')),
	`provider_status` text,
	`detail` text,
	`raw` text,
	`at` text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);--> statement-breakpoint
CREATE INDEX `payment_events_payment` ON `payment_events` (`payment_id`, `id`);--> statement-breakpoint
CREATE TRIGGER `payment_events_no_update` BEFORE UPDATE ON `payment_events`
BEGIN
	SELECT RAISE(ABORT, 'payment_events is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `payment_events_no_delete` BEFORE DELETE ON `payment_events`
BEGIN
	SELECT RAISE(ABORT, 'payment_events is append-only');
END;--> statement-breakpoint
-- Verified provider callbacks, each stored once (a re-delivery is the same event id).
CREATE TABLE `payment_callbacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`event_type` text,
	`payment_id` text,
	`body` text NOT NULL,
	`received_at` text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
	UNIQUE (`provider`, `event_id`)
);--> statement-breakpoint
-- The one key shared by the manual deposit verification and the automatic rails: an
-- operator's transaction id is credited once, whichever path credits it. Written in the
-- crediting batch; a second insert aborts that batch.
CREATE TABLE `operator_transactions` (
	`operator` text NOT NULL CHECK (`operator` IN ('MTN', 'Orange')),
	`transaction_key` text NOT NULL,
	`source` text NOT NULL CHECK (`source` IN ('verification', 'payment')),
	`source_id` text NOT NULL,
	`credited_at` text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
	PRIMARY KEY (`operator`, `transaction_key`)
);--> statement-breakpoint
CREATE TRIGGER `operator_transactions_no_update` BEFORE UPDATE ON `operator_transactions`
BEGIN
	SELECT RAISE(ABORT, 'operator_transactions is append-only');
END;--> statement-breakpoint
INSERT OR IGNORE INTO `operator_transactions` (`operator`, `transaction_key`, `source`, `source_id`)
SELECT `payment_method`, `transaction_key`, 'verification', CAST(`id` AS TEXT)
  FROM `deposit_verifications` WHERE `status` = 'approved' AND `transaction_key` IS NOT NULL;--> statement-breakpoint
-- The daily reconciliation's last findings, per run.
CREATE TABLE `reconciliation_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ran_at` text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
	`period_from` text NOT NULL,
	`period_to` text NOT NULL,
	`differences` text NOT NULL
);--> statement-breakpoint
-- Each provider's clearing account mirrors money the provider holds for us: it goes
-- negative as deposits come in and back up as payouts go out, like cash.
INSERT INTO `ledger_accounts` (`id`, `user_id`, `kind`, `may_go_negative`, `balance_xaf`) VALUES
	('clearing:pawapay', NULL, 'clearing', 1, 0),
	('clearing:notchpay', NULL, 'clearing', 1, 0);--> statement-breakpoint
ALTER TABLE `ledger_transfers` ADD COLUMN `payment_id` text REFERENCES `payments`(`id`);--> statement-breakpoint
CREATE INDEX `ledger_transfers_payment` ON `ledger_transfers` (`payment_id`) WHERE `payment_id` IS NOT NULL;
