-- Suspension history, so that a day's returns are paused only by the user's state on that
-- Africa/Douala day (docs/product-rules.md#returns-paused, RET-5). The triggers record every
-- change of users.is_active, whichever code path makes it, so no service has to remember.
CREATE TABLE `suspension_periods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`started_at` text NOT NULL,
	`ended_at` text
);
--> statement-breakpoint
CREATE INDEX `suspension_periods_user` ON `suspension_periods` (`user_id`,`started_at`);
--> statement-breakpoint
-- Users suspended before this migration: from their last suspension in the audit log, or
-- from their registration when none is recorded (as paused as they were before).
INSERT INTO `suspension_periods` (`user_id`, `started_at`)
SELECT u.`id`, COALESCE(
         (SELECT MAX(a.`created_at`) FROM `audit_log` a
           WHERE a.`action` IN ('user.suspend', 'user.update', 'user.delete') AND a.`target_id` = CAST(u.`id` AS TEXT)),
         u.`created_at`)
  FROM `users` u WHERE u.`is_active` = 0;
--> statement-breakpoint
-- Erasure closes the account too, but erased users' days are paused by `deleted_at` (the
-- cron), and a row here would count in the erasing statement's D1 `changes`.
CREATE TRIGGER `users_suspension_start` AFTER UPDATE OF `is_active` ON `users`
WHEN OLD.`is_active` = 1 AND NEW.`is_active` = 0 AND NEW.`deleted_at` IS NULL
BEGIN
  INSERT INTO `suspension_periods` (`user_id`, `started_at`) VALUES (NEW.`id`, strftime('%Y-%m-%dT%H:%M:%fZ','now'));
END;
--> statement-breakpoint
CREATE TRIGGER `users_suspension_end` AFTER UPDATE OF `is_active` ON `users`
WHEN OLD.`is_active` = 0 AND NEW.`is_active` = 1
BEGIN
  UPDATE `suspension_periods` SET `ended_at` = strftime('%Y-%m-%dT%H:%M:%fZ','now')
   WHERE `user_id` = NEW.`id` AND `ended_at` IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `users_suspension_insert` AFTER INSERT ON `users`
WHEN NEW.`is_active` = 0
BEGIN
  INSERT INTO `suspension_periods` (`user_id`, `started_at`) VALUES (NEW.`id`, strftime('%Y-%m-%dT%H:%M:%fZ','now'));
END;
