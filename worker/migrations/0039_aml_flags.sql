CREATE TABLE `flag_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`flag_id` integer NOT NULL,
	`admin_id` integer NOT NULL,
	`admin_username` text NOT NULL,
	`note` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`flag_id`) REFERENCES `flags`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `flag_notes_flag` ON `flag_notes` (`flag_id`,`id`);--> statement-breakpoint
CREATE TABLE `flags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rule` text NOT NULL,
	`user_id` integer NOT NULL,
	`subject_key` text NOT NULL,
	`subject` text NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`raised_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`close_proposed_by` integer,
	`close_proposed_by_username` text,
	`close_proposal_note` text,
	`close_proposed_at` text,
	`closed_by` integer,
	`closed_by_username` text,
	`close_note` text,
	`closed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`close_proposed_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`closed_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "flags_rule" CHECK("flags"."rule" IN ('quick_withdrawal', 'shared_payout_number', 'number_on_two_accounts', 'registration_burst', 'near_tier_limit')),
	CONSTRAINT "flags_state_values" CHECK("flags"."state" IN ('open', 'closing', 'closed')),
	CONSTRAINT "flags_two_staff" CHECK("flags"."closed_by" IS NULL OR "flags"."closed_by" <> "flags"."close_proposed_by")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flags_rule_subject` ON `flags` (`rule`,`subject_key`);--> statement-breakpoint
CREATE INDEX `flags_state` ON `flags` (`state`,`id`);--> statement-breakpoint
CREATE INDEX `flags_rule_state` ON `flags` (`rule`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `flags_user` ON `flags` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `registrations` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`address_key` text NOT NULL,
	`device_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `registrations_address` ON `registrations` (`address_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `registrations_device` ON `registrations` (`device_key`,`created_at`) WHERE "registrations"."device_key" IS NOT NULL;