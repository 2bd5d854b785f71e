-- Returns accrued in aggregate, posted to investors on events (issue 36;
-- docs/decisions/0042-aggregate-accruals.md): the tables, columns and account the aggregate
-- settlement uses, and the keep-balance floor kept as periods so the daily run never reads
-- the ledger's history. The switch itself (counters backfilled, `accruals` closed) is the next
-- migration, landed with the settlement that writes them.
CREATE TABLE `accrual_pauses` (
	`investment_id` integer NOT NULL,
	`first_day` text NOT NULL,
	`last_day` text NOT NULL,
	`reason` text NOT NULL,
	PRIMARY KEY(`investment_id`, `first_day`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `low_balance_periods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`started_at` text NOT NULL,
	`ended_at` text
);
--> statement-breakpoint
CREATE INDEX `low_balance_periods_user` ON `low_balance_periods` (`user_id`,`started_at`);--> statement-breakpoint
ALTER TABLE `investments` ADD `paid_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `investments` ADD `paused_suspended_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `investments` ADD `paused_low_balance_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `investments` ADD `posted_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `investments` ADD `legacy_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `investments` ADD `settle_key` text;--> statement-breakpoint
ALTER TABLE `investments` ADD `settle_paid_xaf` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `investments` ADD `settle_from_reserve` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `investments` ADD `settle_pause` text;--> statement-breakpoint
INSERT INTO `ledger_accounts` (`id`, `user_id`, `kind`, `may_go_negative`, `balance_xaf`)
VALUES ('returns_payable', NULL, 'returns_payable', 0, 0);
--> statement-breakpoint
-- The keep-balance floor (1,000 XAF, docs/product-rules.md#keep-balance): a period opens when a
-- principal's cached balance falls under it and closes when it rises again, in the statement
-- that moved it. Only the crossing writes.
CREATE TRIGGER `low_balance_opens` AFTER UPDATE OF `balance_xaf` ON `ledger_accounts`
WHEN NEW.`kind` = 'principal' AND OLD.`balance_xaf` >= 1000 AND NEW.`balance_xaf` < 1000
BEGIN
  INSERT INTO `low_balance_periods` (`user_id`, `started_at`) VALUES (NEW.`user_id`, strftime('%Y-%m-%dT%H:%M:%fZ','now'));
END;
--> statement-breakpoint
CREATE TRIGGER `low_balance_closes` AFTER UPDATE OF `balance_xaf` ON `ledger_accounts`
WHEN NEW.`kind` = 'principal' AND OLD.`balance_xaf` < 1000 AND NEW.`balance_xaf` >= 1000
BEGIN
  UPDATE `low_balance_periods` SET `ended_at` = strftime('%Y-%m-%dT%H:%M:%fZ','now')
   WHERE `user_id` = NEW.`user_id` AND `ended_at` IS NULL;
END;
--> statement-breakpoint
-- A principal account is created at 0 with its user: it starts under the floor.
CREATE TRIGGER `low_balance_starts` AFTER INSERT ON `ledger_accounts`
WHEN NEW.`kind` = 'principal' AND NEW.`balance_xaf` < 1000
BEGIN
  INSERT INTO `low_balance_periods` (`user_id`, `started_at`) VALUES (NEW.`user_id`, strftime('%Y-%m-%dT%H:%M:%fZ','now'));
END;
--> statement-breakpoint
-- Principals under the floor now: under it since their last movement (the balance has held
-- since then), or since the account exists when it never moved.
INSERT INTO `low_balance_periods` (`user_id`, `started_at`)
SELECT a.`user_id`, COALESCE((SELECT MAX(t.`created_at`) FROM `ledger_transfers` t
                               WHERE t.`user_id` = a.`user_id` AND (t.`credit_account_id` = a.`id` OR t.`debit_account_id` = a.`id`)),
                             '2000-01-01T00:00:00.000Z')
  FROM `ledger_accounts` a WHERE a.`kind` = 'principal' AND a.`balance_xaf` < 1000;
