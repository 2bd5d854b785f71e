-- What caused a transfer, as typed links instead of a parsed string
-- (docs/product-rules.md#transfer-links). Until now `reference` held text such as
-- 'withdrawal:12', 'deposit_verification:3', 'investment:5', 'user:9' or 'admin:alice',
-- and readers split it. Each becomes a nullable foreign key with its own index, so a join
-- is an index lookup and nothing parses strings; then `reference` goes.
ALTER TABLE `ledger_transfers` ADD COLUMN `withdrawal_request_id` integer REFERENCES `withdrawal_requests`(`id`);--> statement-breakpoint
ALTER TABLE `ledger_transfers` ADD COLUMN `deposit_verification_id` integer REFERENCES `deposit_verifications`(`id`);--> statement-breakpoint
ALTER TABLE `ledger_transfers` ADD COLUMN `investment_id` integer REFERENCES `investments`(`id`);--> statement-breakpoint
ALTER TABLE `ledger_transfers` ADD COLUMN `referred_user_id` integer REFERENCES `users`(`id`);--> statement-breakpoint
ALTER TABLE `ledger_transfers` ADD COLUMN `admin_id` integer REFERENCES `admins`(`id`);--> statement-breakpoint
-- Converting the existing rows is the one UPDATE ever made to ledger_transfers: the
-- append-only trigger is dropped for it, here in the migration only, and recreated just
-- below, unchanged. Amounts, accounts and keys are not touched.
DROP TRIGGER `ledger_transfers_no_update`;--> statement-breakpoint
UPDATE `ledger_transfers` SET
  `withdrawal_request_id` = CASE WHEN `reference` LIKE 'withdrawal:%' THEN CAST(substr(`reference`, 12) AS INTEGER) END,
  `deposit_verification_id` = CASE WHEN `reference` LIKE 'deposit\_verification:%' ESCAPE '\' THEN CAST(substr(`reference`, 22) AS INTEGER) END,
  `investment_id` = CASE WHEN `reference` LIKE 'investment:%' THEN CAST(substr(`reference`, 12) AS INTEGER) END,
  `referred_user_id` = CASE WHEN `reference` LIKE 'user:%' THEN CAST(substr(`reference`, 6) AS INTEGER) END,
  `admin_id` = CASE WHEN `reference` LIKE 'admin:%' THEN (SELECT `id` FROM `admins` WHERE `username` = substr(`reference`, 7)) END
 WHERE `reference` IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `ledger_transfers_no_update` BEFORE UPDATE ON `ledger_transfers`
BEGIN
  SELECT RAISE(ABORT, 'ledger_transfers is append-only');
END;
--> statement-breakpoint
-- The daily-return trigger wrote `reference`; it now links the investment. It builds the
-- principal's account id itself ('u' || user_id || ':principal'): a trigger body cannot
-- call the ledger module's helper (userAccountSql in worker/src/ledger/accounts.ts),
-- whose format it repeats (docs/product-rules.md#ledger-accounts).
DROP TRIGGER `accruals_settle`;--> statement-breakpoint
ALTER TABLE `ledger_transfers` DROP COLUMN `reference`;--> statement-breakpoint
CREATE TRIGGER `accruals_settle` AFTER INSERT ON `accruals`
BEGIN
  INSERT INTO `ledger_transfers` (`idempotency_key`, `debit_account_id`, `credit_account_id`, `amount_xaf`, `kind`, `user_id`, `investment_id`, `memo`)
  SELECT 'daily_return:' || NEW.`investment_id` || ':' || NEW.`day`, 'returns_reserve', 'u' || NEW.`user_id` || ':principal',
         NEW.`amount_xaf`, 'daily_return', NEW.`user_id`, NEW.`investment_id`, NEW.`day`
  WHERE NEW.`status` = 'paid';
  UPDATE `investments`
     SET `accrued_days` = `accrued_days` + 1,
         `total_earned_xaf` = `total_earned_xaf` + CASE WHEN NEW.`status` = 'paid' THEN NEW.`amount_xaf` ELSE 0 END
   WHERE `id` = NEW.`investment_id`;
END;
--> statement-breakpoint
-- Partial indexes: most transfers carry at most one link. Daily returns are left out of
-- the investment index so the daily run's many inserts do not maintain it; an
-- investment's daily returns are found by `accruals`' primary key (investment_id, day).
CREATE INDEX `ledger_transfers_withdrawal` ON `ledger_transfers` (`withdrawal_request_id`) WHERE `withdrawal_request_id` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `ledger_transfers_deposit` ON `ledger_transfers` (`deposit_verification_id`) WHERE `deposit_verification_id` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `ledger_transfers_investment` ON `ledger_transfers` (`investment_id`) WHERE `investment_id` IS NOT NULL AND `kind` <> 'daily_return';--> statement-breakpoint
CREATE INDEX `ledger_transfers_referred_user` ON `ledger_transfers` (`referred_user_id`) WHERE `referred_user_id` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `ledger_transfers_admin` ON `ledger_transfers` (`admin_id`) WHERE `admin_id` IS NOT NULL;
--> statement-breakpoint
-- The auditor's verdicts (docs/product-rules.md#books-checked): after each daily run, the
-- trial balance (all cached balances sum to 0) and the accounts whose cached balance
-- differs from their entries. Append-only by use; the newest row is public as
-- `booksCheckedAt` / `booksBalanced` in GET /api/transparency.
CREATE TABLE `book_checks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`checked_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`total_xaf` integer NOT NULL,
	`mismatched_accounts` text NOT NULL,
	`balanced` integer NOT NULL
);
