-- The staff's announcements list reads a kept read count (issue 36 section 3,
-- docs/product-rules.md#notifications, NOT-6) instead of counting every read row of every
-- announcement on each load. Triggers on `announcement_reads` move it in the statement that
-- writes or deletes the read row; the counts start from one count of today's rows.
ALTER TABLE `announcements` ADD `read_count` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `announcements` SET `read_count` = (SELECT COUNT(*) FROM `announcement_reads` r WHERE r.`announcement_id` = `announcements`.`id`);
--> statement-breakpoint
CREATE TRIGGER `announcement_reads_count_insert` AFTER INSERT ON `announcement_reads`
BEGIN
  UPDATE `announcements` SET `read_count` = `read_count` + 1 WHERE `id` = NEW.`announcement_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `announcement_reads_count_delete` AFTER DELETE ON `announcement_reads`
BEGIN
  UPDATE `announcements` SET `read_count` = `read_count` - 1 WHERE `id` = OLD.`announcement_id`;
END;
