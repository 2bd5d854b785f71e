-- Ledger invariants enforced by the database itself (docs/product-rules.md#ledger;
-- docs/decisions/0016-ledger-balances-by-trigger.md):
-- 1. A transfer and its two balance changes happen in one statement (the trigger below),
--    so a cached balance always equals the sum of the account's entries.
-- 2. The no_overdraft CHECK on ledger_accounts aborts any transfer that would take a
--    user account, the returns reserve or fees below zero, and with it the whole batch.
-- 3. Transfers and accruals are append-only: UPDATE and DELETE are refused.
CREATE TRIGGER `ledger_transfers_apply` AFTER INSERT ON `ledger_transfers`
BEGIN
  UPDATE `ledger_accounts` SET `balance_xaf` = `balance_xaf` - NEW.`amount_xaf` WHERE `id` = NEW.`debit_account_id`;
  UPDATE `ledger_accounts` SET `balance_xaf` = `balance_xaf` + NEW.`amount_xaf` WHERE `id` = NEW.`credit_account_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_transfers_no_update` BEFORE UPDATE ON `ledger_transfers`
BEGIN
  SELECT RAISE(ABORT, 'ledger_transfers is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_transfers_no_delete` BEFORE DELETE ON `ledger_transfers`
BEGIN
  SELECT RAISE(ABORT, 'ledger_transfers is append-only');
END;
--> statement-breakpoint
-- A settled investment-day: a paid day inserts its daily_return transfer (reserve -> the
-- user's principal) in the same statement; both kinds advance the investment.
CREATE TRIGGER `accruals_settle` AFTER INSERT ON `accruals`
BEGIN
  INSERT INTO `ledger_transfers` (`idempotency_key`, `debit_account_id`, `credit_account_id`, `amount_xaf`, `kind`, `user_id`, `reference`, `memo`)
  SELECT 'daily_return:' || NEW.`investment_id` || ':' || NEW.`day`, 'returns_reserve', 'u' || NEW.`user_id` || ':principal',
         NEW.`amount_xaf`, 'daily_return', NEW.`user_id`, 'investment:' || NEW.`investment_id`, NEW.`day`
  WHERE NEW.`status` = 'paid';
  UPDATE `investments`
     SET `accrued_days` = `accrued_days` + 1,
         `total_earned_xaf` = `total_earned_xaf` + CASE WHEN NEW.`status` = 'paid' THEN NEW.`amount_xaf` ELSE 0 END
   WHERE `id` = NEW.`investment_id`;
END;
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
-- Platform accounts. Cash and operator capital mirror money held outside (they go
-- negative as money comes in); the reserve and fees hold real value and never do.
INSERT INTO `ledger_accounts` (`id`, `user_id`, `kind`, `may_go_negative`, `balance_xaf`) VALUES
  ('cash:mtn', NULL, 'cash', 1, 0),
  ('cash:orange', NULL, 'cash', 1, 0),
  ('operator_capital', NULL, 'operator_capital', 1, 0),
  ('adjustments', NULL, 'adjustments', 1, 0),
  ('returns_reserve', NULL, 'returns_reserve', 0, 0),
  ('fees', NULL, 'fees', 0, 0);
