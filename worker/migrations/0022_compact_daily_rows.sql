-- Storage per investment-day (issue 20; docs/ARCHITECTURE.md#scale). The daily rows are most
-- of what D1 holds, so each fact is stored once:
-- 1. `accruals` becomes a WITHOUT ROWID table clustered on its primary key (investment_id,
--    day), which was stored twice (the table and its automatic index), and loses
--    `created_at`, which nothing read: the day's transfer carries the settlement's time.
-- 2. A daily return's idempotency key becomes `r:<investment>:<day>` (was
--    `daily_return:<investment>:<day>`), 22 bytes less in the row and in the unique index.
--    Keys already written stay as they are; the accruals' primary key is what makes a day
--    pay once, so old and new keys never meet.
-- DROP TABLE fires no trigger; the table's triggers and index go with it and are recreated.
CREATE TABLE `accruals_compact` (
	`investment_id` integer NOT NULL,
	`day` text NOT NULL,
	`status` text NOT NULL,
	`amount_xaf` integer NOT NULL,
	`pause_reason` text,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`investment_id`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `accruals_compact` (`investment_id`, `day`, `status`, `amount_xaf`, `pause_reason`, `user_id`)
SELECT `investment_id`, `day`, `status`, `amount_xaf`, `pause_reason`, `user_id` FROM `accruals`;
--> statement-breakpoint
DROP TABLE `accruals`;
--> statement-breakpoint
ALTER TABLE `accruals_compact` RENAME TO `accruals`;
--> statement-breakpoint
CREATE INDEX `accruals_paused` ON `accruals` (`investment_id`) WHERE `status` = 'paused';
--> statement-breakpoint
CREATE TRIGGER `accruals_no_update` BEFORE UPDATE ON `accruals`
BEGIN
  SELECT RAISE(ABORT, 'accruals is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `accruals_no_delete` BEFORE DELETE ON `accruals`
BEGIN
  SELECT RAISE(ABORT, 'accruals is append-only');
END;
--> statement-breakpoint
-- The principal's account id is built here as in migration 0008 ('u' || user_id ||
-- ':principal'; docs/product-rules.md#ledger-accounts).
CREATE TRIGGER `accruals_settle` AFTER INSERT ON `accruals`
BEGIN
  INSERT INTO `ledger_transfers` (`idempotency_key`, `debit_account_id`, `credit_account_id`, `amount_xaf`, `kind`, `user_id`, `investment_id`, `memo`)
  SELECT 'r:' || NEW.`investment_id` || ':' || NEW.`day`, 'returns_reserve', 'u' || NEW.`user_id` || ':principal',
         NEW.`amount_xaf`, 'daily_return', NEW.`user_id`, NEW.`investment_id`, NEW.`day`
  WHERE NEW.`status` = 'paid';
  UPDATE `investments`
     SET `accrued_days` = `accrued_days` + 1,
         `total_earned_xaf` = `total_earned_xaf` + CASE WHEN NEW.`status` = 'paid' THEN NEW.`amount_xaf` ELSE 0 END
   WHERE `id` = NEW.`investment_id`;
END;
