-- Each personal notification is pushed at most once (docs/product-rules.md#web-push, NOT-10).
-- `pushed_at` is claimed by an UPDATE ... WHERE pushed_at IS NULL RETURNING, so two requests
-- (or a request and the daily run) that both look for unpushed notifications never send the
-- same one twice. The partial index holds only the unclaimed rows, so the sweep after each
-- action reads a handful of rows whatever the table's size. Rows written before this
-- migration count as pushed: they are history, not news.
ALTER TABLE `notifications` ADD `pushed_at` text;--> statement-breakpoint
UPDATE `notifications` SET `pushed_at` = `created_at`;--> statement-breakpoint
CREATE INDEX `notifications_unpushed_idx` ON `notifications` (`id`) WHERE `pushed_at` IS NULL;
