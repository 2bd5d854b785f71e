CREATE TABLE `admins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`session_epoch` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_username_unique` ON `admins` (`username`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`full_name` text,
	`phone` text,
	`mobile_money_service` text NOT NULL,
	`password_hash` text,
	`must_change_password` integer DEFAULT false NOT NULL,
	`referral_code` text,
	`referred_by_user_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`session_epoch` integer DEFAULT 0 NOT NULL,
	`first_invested_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_unique` ON `users` (`phone`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_referral_code_unique` ON `users` (`referral_code`);--> statement-breakpoint
CREATE INDEX `users_referred_by` ON `users` (`referred_by_user_id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`admin_username` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`detail` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `revoked_sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sign_in_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sign_in_failures_key_at` ON `sign_in_failures` (`key`,`at`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `switch_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`switch` text NOT NULL,
	`enabled` integer NOT NULL,
	`admin_username` text NOT NULL,
	`reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `investment_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`collection` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`how_returns_are_earned` text NOT NULL,
	`image_url` text NOT NULL,
	`investment_amount_xaf` integer NOT NULL,
	`daily_return_xaf` integer NOT NULL,
	`duration_days` integer DEFAULT 30 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `investments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	`card_name` text NOT NULL,
	`amount_xaf` integer NOT NULL,
	`daily_return_xaf` integer NOT NULL,
	`duration_days` integer NOT NULL,
	`start_day` text NOT NULL,
	`accrued_days` integer DEFAULT 0 NOT NULL,
	`total_earned_xaf` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`matured_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `investments_user` ON `investments` (`user_id`);--> statement-breakpoint
CREATE INDEX `investments_accruing` ON `investments` (`accrued_days`,`duration_days`);--> statement-breakpoint
CREATE TABLE `accruals` (
	`investment_id` integer NOT NULL,
	`day` text NOT NULL,
	`status` text NOT NULL,
	`amount_xaf` integer NOT NULL,
	`pause_reason` text,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`investment_id`, `day`)
);
--> statement-breakpoint
CREATE TABLE `ledger_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`kind` text NOT NULL,
	`may_go_negative` integer DEFAULT false NOT NULL,
	`balance_xaf` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "no_overdraft" CHECK("ledger_accounts"."balance_xaf" >= 0 OR "ledger_accounts"."may_go_negative" = 1)
);
--> statement-breakpoint
CREATE INDEX `ledger_accounts_user` ON `ledger_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `ledger_transfers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`idempotency_key` text NOT NULL,
	`debit_account_id` text NOT NULL,
	`credit_account_id` text NOT NULL,
	`amount_xaf` integer NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`reference` text,
	`memo` text,
	`corrects_transfer_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`debit_account_id`) REFERENCES `ledger_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`credit_account_id`) REFERENCES `ledger_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "positive_amount" CHECK("ledger_transfers"."amount_xaf" > 0),
	CONSTRAINT "two_accounts" CHECK("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_transfers_idempotency_key_unique` ON `ledger_transfers` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_transfers_user` ON `ledger_transfers` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `ledger_transfers_debit` ON `ledger_transfers` (`debit_account_id`);--> statement-breakpoint
CREATE INDEX `ledger_transfers_credit` ON `ledger_transfers` (`credit_account_id`);--> statement-breakpoint
CREATE TABLE `deposit_verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`deposit_name` text NOT NULL,
	`user_name` text NOT NULL,
	`transaction_id` text NOT NULL,
	`amount_xaf` integer NOT NULL,
	`payment_method` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`admin_notes` text,
	`decided_by` text,
	`decided_at` text,
	`hidden_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_verifications_transaction_id_unique` ON `deposit_verifications` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `deposit_verifications_status` ON `deposit_verifications` (`status`);--> statement-breakpoint
CREATE TABLE `withdrawal_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`amount_xaf` integer NOT NULL,
	`fee_xaf` integer NOT NULL,
	`account_name` text NOT NULL,
	`account_number` text NOT NULL,
	`payment_method` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`admin_notes` text,
	`decided_by` text,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `withdrawal_requests_status` ON `withdrawal_requests` (`status`);--> statement-breakpoint
CREATE INDEX `withdrawal_requests_user` ON `withdrawal_requests` (`user_id`);