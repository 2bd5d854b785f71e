-- The switch to returns accrued in aggregate (issue 36; docs/decisions/0042-aggregate-accruals.md;
-- docs/product-rules.md#daily-returns, RET-1 and RET-8). From here on the daily run settles a day
-- by counting it on the investment (worker/src/ledger/transfers/accruals.ts) and moves each chunk's returns
-- to `returns_payable` in one `return_accrual` transfer; `return_posting` brings an investor's
-- accrued returns to their principal on events. Every day settled before stays as it was
-- (`accruals` rows and `daily_return` transfers, paid and posted): `legacy_days` counts them.
-- Existing investments: every settled day is a legacy day, paid and posted by its own transfer.
UPDATE `investments`
   SET `legacy_days` = `accrued_days`,
       `paused_suspended_days` = (SELECT COUNT(*) FROM `accruals` a WHERE a.`investment_id` = `investments`.`id` AND a.`status` = 'paused' AND a.`pause_reason` = 'suspended'),
       `paused_low_balance_days` = (SELECT COUNT(*) FROM `accruals` a WHERE a.`investment_id` = `investments`.`id` AND a.`status` = 'paused' AND a.`pause_reason` = 'low_balance');
--> statement-breakpoint
UPDATE `investments` SET `paid_days` = `accrued_days` - `paused_suspended_days` - `paused_low_balance_days`;
--> statement-breakpoint
UPDATE `investments` SET `posted_days` = `paid_days`;
--> statement-breakpoint
-- Nothing settles through `accruals` any more: its trigger goes, and a late insert is refused.
DROP TRIGGER `accruals_settle`;
--> statement-breakpoint
CREATE TRIGGER `accruals_closed` BEFORE INSERT ON `accruals`
BEGIN
  SELECT RAISE(ABORT, 'accruals are closed since migration 0047: days are settled in aggregate');
END;
--> statement-breakpoint
-- A crossing of the keep-balance floor is dated by the transfer that moved the balance (the
-- newest one: balances move only in the statement inserting a transfer), not by the clock, so a
-- period starts and ends exactly where the principal's entries say.
DROP TRIGGER `low_balance_opens`;
--> statement-breakpoint
DROP TRIGGER `low_balance_closes`;
--> statement-breakpoint
CREATE TRIGGER `low_balance_opens` AFTER UPDATE OF `balance_xaf` ON `ledger_accounts`
WHEN NEW.`kind` = 'principal' AND OLD.`balance_xaf` >= 1000 AND NEW.`balance_xaf` < 1000
BEGIN
  INSERT INTO `low_balance_periods` (`user_id`, `started_at`)
  VALUES (NEW.`user_id`, COALESCE((SELECT `created_at` FROM `ledger_transfers` ORDER BY `id` DESC LIMIT 1), strftime('%Y-%m-%dT%H:%M:%fZ','now')));
END;
--> statement-breakpoint
CREATE TRIGGER `low_balance_closes` AFTER UPDATE OF `balance_xaf` ON `ledger_accounts`
WHEN NEW.`kind` = 'principal' AND OLD.`balance_xaf` < 1000 AND NEW.`balance_xaf` >= 1000
BEGIN
  UPDATE `low_balance_periods`
     SET `ended_at` = COALESCE((SELECT `created_at` FROM `ledger_transfers` ORDER BY `id` DESC LIMIT 1), strftime('%Y-%m-%dT%H:%M:%fZ','now'))
   WHERE `user_id` = NEW.`user_id` AND `ended_at` IS NULL;
END;
