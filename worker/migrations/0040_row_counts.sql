-- Counts kept by triggers (issue 36 section 3, docs/ARCHITECTURE.md#scale): the staff's headline
-- figures counted every investor, active investment and pending withdrawal on each panel load,
-- a scan that grows with the platform. Each trigger moves its count in the statement that changes
-- the row; the counts start from one count of today's rows.
CREATE TABLE `row_counts` (
	`name` text PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `row_counts` (`name`, `n`) VALUES
  ('users_live', (SELECT COUNT(*) FROM `users` WHERE `deleted_at` IS NULL)),
  ('investments_active', (SELECT COUNT(*) FROM `investments` WHERE `is_active` = 1)),
  ('withdrawals_pending', (SELECT COUNT(*) FROM `withdrawal_requests` WHERE `status` = 'pending'));
--> statement-breakpoint
CREATE TRIGGER `users_count_insert` AFTER INSERT ON `users`
WHEN NEW.`deleted_at` IS NULL
BEGIN
  INSERT INTO `row_counts` (`name`, `n`) VALUES ('users_live', 1)
  ON CONFLICT (`name`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_count_update` AFTER UPDATE OF `deleted_at` ON `users`
WHEN (OLD.`deleted_at` IS NULL) <> (NEW.`deleted_at` IS NULL)
BEGIN
  INSERT INTO `row_counts` (`name`, `n`) VALUES ('users_live', (NEW.`deleted_at` IS NULL) - (OLD.`deleted_at` IS NULL))
  ON CONFLICT (`name`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_count_delete` AFTER DELETE ON `users`
WHEN OLD.`deleted_at` IS NULL
BEGIN
  INSERT INTO `row_counts` (`name`, `n`) VALUES ('users_live', -1)
  ON CONFLICT (`name`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `investments_count_insert` AFTER INSERT ON `investments`
WHEN NEW.`is_active` = 1
BEGIN
  INSERT INTO `row_counts` (`name`, `n`) VALUES ('investments_active', 1)
  ON CONFLICT (`name`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `investments_count_update` AFTER UPDATE OF `is_active` ON `investments`
WHEN (OLD.`is_active` = 1) <> (NEW.`is_active` = 1)
BEGIN
  INSERT INTO `row_counts` (`name`, `n`) VALUES ('investments_active', (NEW.`is_active` = 1) - (OLD.`is_active` = 1))
  ON CONFLICT (`name`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `investments_count_delete` AFTER DELETE ON `investments`
WHEN OLD.`is_active` = 1
BEGIN
  INSERT INTO `row_counts` (`name`, `n`) VALUES ('investments_active', -1)
  ON CONFLICT (`name`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `withdrawals_count_insert` AFTER INSERT ON `withdrawal_requests`
WHEN NEW.`status` = 'pending'
BEGIN
  INSERT INTO `row_counts` (`name`, `n`) VALUES ('withdrawals_pending', 1)
  ON CONFLICT (`name`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `withdrawals_count_update` AFTER UPDATE OF `status` ON `withdrawal_requests`
WHEN (OLD.`status` = 'pending') <> (NEW.`status` = 'pending')
BEGIN
  INSERT INTO `row_counts` (`name`, `n`) VALUES ('withdrawals_pending', (NEW.`status` = 'pending') - (OLD.`status` = 'pending'))
  ON CONFLICT (`name`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `withdrawals_count_delete` AFTER DELETE ON `withdrawal_requests`
WHEN OLD.`status` = 'pending'
BEGIN
  INSERT INTO `row_counts` (`name`, `n`) VALUES ('withdrawals_pending', -1)
  ON CONFLICT (`name`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
