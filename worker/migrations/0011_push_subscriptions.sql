-- Web Push subscriptions (docs/product-rules.md#notifications, NOT-10 to NOT-14).
-- One row per browser: the push service's endpoint is unique, so a browser that signs in as
-- another investor moves its subscription to them. `locale` is the language the investor
-- chose when subscribing; pushes are worded in it on the server.
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL REFERENCES `users`(`id`),
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL CHECK (`locale` IN ('en', 'fr')),
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);
