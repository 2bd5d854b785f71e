-- Each sending of an announcement (its publication, or switching it back on) claims its pages
-- under a key of its own (docs/product-rules.md#web-push, NOT-15), so a second sending pushes
-- again while a page delivered twice does not. Rebuilt with D1's deferred foreign keys, as in
-- 0034; pages claimed before keep the key "".
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_announcement_push_pages` (
	`announcement_id` integer NOT NULL,
	`send_key` text DEFAULT '' NOT NULL,
	`from_id` integer NOT NULL,
	`to_id` integer NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`announcement_id`, `send_key`, `from_id`),
	FOREIGN KEY (`announcement_id`) REFERENCES `announcements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_announcement_push_pages`("announcement_id", "send_key", "from_id", "to_id", "sent_at") SELECT "announcement_id", '', "from_id", "to_id", "sent_at" FROM `announcement_push_pages`;--> statement-breakpoint
DROP TABLE `announcement_push_pages`;--> statement-breakpoint
ALTER TABLE `__new_announcement_push_pages` RENAME TO `announcement_push_pages`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;