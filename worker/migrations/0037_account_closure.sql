ALTER TABLE `users` ADD `closed_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `retain_until` text;--> statement-breakpoint
CREATE INDEX `users_retention` ON `users` (`retain_until`) WHERE "users"."closed_at" IS NOT NULL AND "users"."phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `notifications_user_id_idx` ON `notifications` (`user_id`,`id`);