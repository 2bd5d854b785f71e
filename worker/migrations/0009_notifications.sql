-- Announcements and notifications (docs/product-rules.md#notifications).
-- An announcement is one row however many investors it reaches; read state is written on
-- read. A personal notification is written once per causing event: (code, event_key) is unique.
CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`admin_id` integer REFERENCES `admins`(`id`),
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `announcements_active_idx` ON `announcements` (`is_active`, `id`);--> statement-breakpoint
CREATE TABLE `announcement_reads` (
	`user_id` integer NOT NULL REFERENCES `users`(`id`),
	`announcement_id` integer NOT NULL REFERENCES `announcements`(`id`) ON DELETE cascade,
	`read_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY (`user_id`, `announcement_id`)
);--> statement-breakpoint
CREATE INDEX `announcement_reads_announcement_idx` ON `announcement_reads` (`announcement_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL REFERENCES `users`(`id`),
	`code` text NOT NULL,
	`params` text DEFAULT '{}' NOT NULL,
	`event_key` text NOT NULL,
	`read_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_code_event_key_unique` ON `notifications` (`code`, `event_key`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`, `read_at`);
