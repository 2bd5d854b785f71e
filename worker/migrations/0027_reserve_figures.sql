-- The reserve's status without reading every investor (docs/ARCHITECTURE.md#scale; issue 20):
-- 1. `investment_totals`: the daily returns of the active investments, kept by triggers in
--    the statements that insert an investment or change whether it is active (maturity), so
--    GET /api/transparency and the Reserve tab read one row. The settling trigger's UPDATE
--    of an investment names no `is_active`, so the daily run's hot path fires none of them.
-- 2. `referral_bonuses_owed`: the referred friends whose bonus the reserve could not cover
--    before return commitments (migration 0025, RES-4). No new one can arise (a purchase pays
--    its bonus or is refused); a row leaves, by trigger, when its bonus is paid.
CREATE TABLE `referral_bonuses_owed` (
	`referred_user_id` integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `investment_totals` (
	`id` integer PRIMARY KEY NOT NULL,
	`active_daily_return_xaf` integer NOT NULL,
	CONSTRAINT "investment_totals_one_row" CHECK("investment_totals"."id" = 1)
);
--> statement-breakpoint
INSERT INTO `investment_totals` (`id`, `active_daily_return_xaf`)
SELECT 1, COALESCE(SUM(`daily_return_xaf`), 0) FROM `investments` WHERE `is_active` = 1;
--> statement-breakpoint
CREATE TRIGGER `investments_totals_insert` AFTER INSERT ON `investments` WHEN NEW.`is_active` = 1
BEGIN
  UPDATE `investment_totals` SET `active_daily_return_xaf` = `active_daily_return_xaf` + NEW.`daily_return_xaf` WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `investments_totals_active` AFTER UPDATE OF `is_active` ON `investments` WHEN OLD.`is_active` <> NEW.`is_active`
BEGIN
  UPDATE `investment_totals`
     SET `active_daily_return_xaf` = `active_daily_return_xaf` + CASE WHEN NEW.`is_active` = 1 THEN NEW.`daily_return_xaf` ELSE -OLD.`daily_return_xaf` END
   WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `investments_totals_delete` AFTER DELETE ON `investments` WHEN OLD.`is_active` = 1
BEGIN
  UPDATE `investment_totals` SET `active_daily_return_xaf` = `active_daily_return_xaf` - OLD.`daily_return_xaf` WHERE `id` = 1;
END;
--> statement-breakpoint
INSERT INTO `referral_bonuses_owed` (`referred_user_id`)
SELECT u.`id` FROM `users` u
 WHERE u.`first_invested_at` IS NOT NULL AND u.`referred_by_user_id` IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM `ledger_transfers` t WHERE t.`idempotency_key` = 'referral_bonus:' || u.`id`);
--> statement-breakpoint
CREATE TRIGGER `ledger_transfers_bonus_paid` AFTER INSERT ON `ledger_transfers` WHEN NEW.`kind` = 'referral_bonus'
BEGIN
  DELETE FROM `referral_bonuses_owed` WHERE `referred_user_id` = NEW.`referred_user_id`;
END;
