-- Indexes for the investor's money views and the operator's user page and search
-- (docs/product-rules.md#money-status, #operator-views): each read is an index lookup,
-- never a scan of ledger_transfers. The amount index leaves out daily returns, so the
-- daily run's many inserts do not maintain it (they are not searched by amount).
CREATE INDEX `deposit_verifications_user` ON `deposit_verifications` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_target` ON `audit_log` (`target_type`,`target_id`,`id`);--> statement-breakpoint
CREATE INDEX `ledger_transfers_amount` ON `ledger_transfers` (`amount_xaf`,`id`) WHERE `kind` <> 'daily_return';--> statement-breakpoint
CREATE INDEX `users_full_name_nocase` ON `users` (`full_name` COLLATE NOCASE);
