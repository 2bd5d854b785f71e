-- Identity checks can be reduced (docs/product-rules.md#data-rights, DATA-7): the personal fields and the R2 keys become
-- nullable and `reduced_at` records when the personal fields were cleared; the new column starts NULL for every row
-- (drizzle-kit's copy named it in the old table, which has no such column).
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_identity_checks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`full_legal_name` text,
	`date_of_birth` text,
	`document_type` text NOT NULL,
	`document_number` text,
	`document_key` text,
	`document_content_type` text NOT NULL,
	`document_size_bytes` integer NOT NULL,
	`document_sha256` text NOT NULL,
	`selfie_key` text,
	`selfie_content_type` text NOT NULL,
	`selfie_size_bytes` integer NOT NULL,
	`selfie_sha256` text NOT NULL,
	`status` text DEFAULT 'submitted' NOT NULL,
	`reason` text,
	`submitted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`decided_by` integer,
	`decided_by_username` text,
	`decided_at` text,
	`reduced_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "identity_checks_status_check" CHECK("__new_identity_checks"."status" IN ('submitted', 'approved', 'rejected')),
	CONSTRAINT "identity_checks_document_type" CHECK("__new_identity_checks"."document_type" IN ('cni', 'passport')),
	CONSTRAINT "identity_checks_document_content_type" CHECK("__new_identity_checks"."document_content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "identity_checks_selfie_content_type" CHECK("__new_identity_checks"."selfie_content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "identity_checks_sizes" CHECK("__new_identity_checks"."document_size_bytes" > 0 AND "__new_identity_checks"."selfie_size_bytes" > 0)
);
--> statement-breakpoint
INSERT INTO `__new_identity_checks`("id", "user_id", "full_legal_name", "date_of_birth", "document_type", "document_number", "document_key", "document_content_type", "document_size_bytes", "document_sha256", "selfie_key", "selfie_content_type", "selfie_size_bytes", "selfie_sha256", "status", "reason", "submitted_at", "decided_by", "decided_by_username", "decided_at", "reduced_at") SELECT "id", "user_id", "full_legal_name", "date_of_birth", "document_type", "document_number", "document_key", "document_content_type", "document_size_bytes", "document_sha256", "selfie_key", "selfie_content_type", "selfie_size_bytes", "selfie_sha256", "status", "reason", "submitted_at", "decided_by", "decided_by_username", "decided_at", NULL FROM `identity_checks`;--> statement-breakpoint
DROP TABLE `identity_checks`;--> statement-breakpoint
ALTER TABLE `__new_identity_checks` RENAME TO `identity_checks`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `identity_checks_open` ON `identity_checks` (`user_id`) WHERE "identity_checks"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX `identity_checks_user` ON `identity_checks` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `identity_checks_status` ON `identity_checks` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `identity_checks_files_left` ON `identity_checks` (`id`) WHERE "identity_checks"."reduced_at" IS NOT NULL AND ("identity_checks"."document_key" IS NOT NULL OR "identity_checks"."selfie_key" IS NOT NULL);