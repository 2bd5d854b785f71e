-- Counts and totals of the admin lists read an index instead of the table
-- (docs/product-rules.md#admin-lists, LST-3): per status with the amount for withdrawal
-- totals, per status among visible deposits, per state among live users and investments.
DROP INDEX `withdrawal_requests_status`;--> statement-breakpoint
CREATE INDEX `withdrawal_requests_status_amount` ON `withdrawal_requests` (`status`,`amount_xaf`);--> statement-breakpoint
CREATE INDEX `deposit_verifications_visible_status` ON `deposit_verifications` (`status`) WHERE `hidden_at` IS NULL;--> statement-breakpoint
CREATE INDEX `users_live_active` ON `users` (`is_active`) WHERE `deleted_at` IS NULL;--> statement-breakpoint
CREATE INDEX `investments_active` ON `investments` (`is_active`);
