CREATE TABLE `used_turnstile_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `used_turnstile_tokens_expires` ON `used_turnstile_tokens` (`expires_at`);