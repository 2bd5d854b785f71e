-- Named admin accounts with roles, TOTP sign-in and limited admin sessions
-- (docs/product-rules.md#admin-roles, docs/decisions/0026-admin-roles-and-totp.md).
-- A new admin is `support` unless created otherwise (least privilege); the admins that
-- exist today (the one from configuration) are owners.
ALTER TABLE `admins` ADD `role` text DEFAULT 'support' NOT NULL CHECK (`role` IN ('owner', 'finance', 'support'));--> statement-breakpoint
ALTER TABLE `admins` ADD `disabled_at` text;--> statement-breakpoint
-- Base32 shared secret; set at enrolment, confirmed by a first code. Never sent back after enrolment.
ALTER TABLE `admins` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `admins` ADD `totp_confirmed_at` text;--> statement-breakpoint
-- The last 30-second step accepted: a code of that step or earlier is refused (replay).
ALTER TABLE `admins` ADD `totp_last_step` integer;--> statement-breakpoint
ALTER TABLE `admins` ADD `updated_at` text;--> statement-breakpoint
UPDATE `admins` SET `role` = 'owner';--> statement-breakpoint
-- Ten single-use codes per enrolment, only their SHA-256 (worker/src/lib/recovery-codes.ts).
CREATE TABLE `admin_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL REFERENCES `admins`(`id`),
	`code_hash` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `admin_recovery_codes_admin_idx` ON `admin_recovery_codes` (`admin_id`);--> statement-breakpoint
-- Every admin session, checked and touched on each request (docs/product-rules.md#admin-sessions):
-- `stage` is 'totp' between the password and the code, 'enrol' for an admin without a second
-- factor (enrolment routes only), 'full' otherwise. Times are milliseconds since the epoch,
-- so the idle (30 min) and absolute (12 h) limits are plain comparisons.
CREATE TABLE `admin_sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`admin_id` integer NOT NULL REFERENCES `admins`(`id`),
	`stage` text NOT NULL CHECK (`stage` IN ('totp', 'enrol', 'full')),
	`created_ms` integer NOT NULL,
	`last_seen_ms` integer NOT NULL
);--> statement-breakpoint
CREATE INDEX `admin_sessions_admin_idx` ON `admin_sessions` (`admin_id`);
