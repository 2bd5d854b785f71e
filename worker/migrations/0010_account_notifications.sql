-- Account suspended and reactivated notifications (docs/product-rules.md#notifications, NOT-3).
-- A suspension is a `suspension_periods` row (kept by the triggers of 0004 on every change
-- of users.is_active, whichever code path makes it): the investor is told when a period
-- starts and when it ends, in the statement that changes is_active, so in its batch. The
-- period's id is the event key, so ten simultaneous suspends (one period) write one
-- notification, and a suspend of a suspended account writes none.
CREATE TRIGGER `suspension_periods_notify_start` AFTER INSERT ON `suspension_periods`
BEGIN
  INSERT INTO `notifications` (`user_id`, `code`, `params`, `event_key`)
  VALUES (NEW.`user_id`, 'account_suspended', '{}', 'suspension:' || NEW.`id`)
  ON CONFLICT (`code`, `event_key`) DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `suspension_periods_notify_end` AFTER UPDATE OF `ended_at` ON `suspension_periods`
WHEN OLD.`ended_at` IS NULL AND NEW.`ended_at` IS NOT NULL
BEGIN
  INSERT INTO `notifications` (`user_id`, `code`, `params`, `event_key`)
  VALUES (NEW.`user_id`, 'account_reactivated', '{}', 'suspension:' || NEW.`id`)
  ON CONFLICT (`code`, `event_key`) DO NOTHING;
END;
