-- A return is funded before it is promised (docs/product-rules.md#reserve, RES-4; decision
-- 0036). Buying a card moves its whole target return (daily return x term) from the returns
-- reserve to `returns_committed`; the daily returns are paid from there, and when an
-- investment's last day is settled what its paused days left goes back to the reserve.
ALTER TABLE `investments` ADD `committed_xaf` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX `investments_uncovered` ON `investments` (`id`) WHERE "investments"."committed_xaf" = 0 AND "investments"."accrued_days" < "investments"."duration_days";
--> statement-breakpoint
INSERT INTO `ledger_accounts` (`id`, `user_id`, `kind`, `may_go_negative`, `balance_xaf`)
VALUES ('returns_committed', NULL, 'returns_committed', 0, 0);
--> statement-breakpoint
-- The investments that exist now: what is left of each one's target return (its days not
-- settled yet, owed ones included) is committed while the reserve covers it, oldest first; the
-- first that does not fit and every later one stay uncovered (shown to staff and publicly as a
-- shortfall) until the daily run commits them once the reserve is funded.
INSERT INTO `ledger_transfers` (`idempotency_key`, `debit_account_id`, `credit_account_id`, `amount_xaf`, `kind`, `investment_id`, `memo`)
SELECT 'commitment:' || `id`, 'returns_reserve', 'returns_committed', `remaining`, 'return_commitment', `id`, `card_name`
  FROM (SELECT `id`, `card_name`, `daily_return_xaf` * (`duration_days` - `accrued_days`) AS `remaining`,
               SUM(`daily_return_xaf` * (`duration_days` - `accrued_days`)) OVER (ORDER BY `id` ROWS UNBOUNDED PRECEDING) AS `running`
          FROM `investments` WHERE `accrued_days` < `duration_days`)
 WHERE `running` <= (SELECT `balance_xaf` FROM `ledger_accounts` WHERE `id` = 'returns_reserve');
--> statement-breakpoint
UPDATE `investments` SET `committed_xaf` = `total_earned_xaf` + `daily_return_xaf` * (`duration_days` - `accrued_days`)
 WHERE EXISTS (SELECT 1 FROM `ledger_transfers` t WHERE t.`idempotency_key` = 'commitment:' || `investments`.`id`);
--> statement-breakpoint
-- The settling trigger of migration 0022, with the day's return paid from the commitment when
-- the investment has one (from the free reserve otherwise: an uncovered investment), and the
-- release of what the commitment kept once the last day is settled. The principal's account id
-- is built here as in migration 0008 ('u' || user_id || ':principal').
DROP TRIGGER `accruals_settle`;
--> statement-breakpoint
CREATE TRIGGER `accruals_settle` AFTER INSERT ON `accruals`
BEGIN
  INSERT INTO `ledger_transfers` (`idempotency_key`, `debit_account_id`, `credit_account_id`, `amount_xaf`, `kind`, `user_id`, `investment_id`, `memo`)
  SELECT 'r:' || NEW.`investment_id` || ':' || NEW.`day`,
         CASE WHEN i.`committed_xaf` > 0 THEN 'returns_committed' ELSE 'returns_reserve' END,
         'u' || NEW.`user_id` || ':principal', NEW.`amount_xaf`, 'daily_return', NEW.`user_id`, NEW.`investment_id`, NEW.`day`
    FROM `investments` i WHERE i.`id` = NEW.`investment_id` AND NEW.`status` = 'paid';
  UPDATE `investments`
     SET `accrued_days` = `accrued_days` + 1,
         `total_earned_xaf` = `total_earned_xaf` + CASE WHEN NEW.`status` = 'paid' THEN NEW.`amount_xaf` ELSE 0 END
   WHERE `id` = NEW.`investment_id`;
  INSERT INTO `ledger_transfers` (`idempotency_key`, `debit_account_id`, `credit_account_id`, `amount_xaf`, `kind`, `investment_id`, `memo`)
  SELECT 'release:' || i.`id`, 'returns_committed', 'returns_reserve', i.`committed_xaf` - i.`total_earned_xaf`, 'commitment_release', i.`id`, i.`card_name`
    FROM `investments` i
   WHERE i.`id` = NEW.`investment_id` AND i.`accrued_days` = i.`duration_days` AND i.`committed_xaf` > i.`total_earned_xaf`;
END;
