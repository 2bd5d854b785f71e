-- Identity checked by staff, tier 2 (docs/product-rules.md#identity, IDV-1..IDV-7, issue 35
-- section 3): identity_checks (the images are in the private R2 bucket IDENTITY_FILES; here
-- only their keys, sizes, SHA-256 and types), and a seventh kind of two-person decision,
-- staff's approval of an identity. The approvals table is rebuilt as in 0034 (D1's deferred
-- foreign keys; the decided-final trigger created again).
CREATE TABLE `identity_checks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`full_legal_name` text NOT NULL,
	`date_of_birth` text NOT NULL,
	`document_type` text NOT NULL,
	`document_number` text NOT NULL,
	`document_key` text NOT NULL,
	`document_content_type` text NOT NULL,
	`document_size_bytes` integer NOT NULL,
	`document_sha256` text NOT NULL,
	`selfie_key` text NOT NULL,
	`selfie_content_type` text NOT NULL,
	`selfie_size_bytes` integer NOT NULL,
	`selfie_sha256` text NOT NULL,
	`status` text DEFAULT 'submitted' NOT NULL,
	`reason` text,
	`submitted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`decided_by` integer,
	`decided_by_username` text,
	`decided_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "identity_checks_status_check" CHECK("identity_checks"."status" IN ('submitted', 'approved', 'rejected')),
	CONSTRAINT "identity_checks_document_type" CHECK("identity_checks"."document_type" IN ('cni', 'passport')),
	CONSTRAINT "identity_checks_document_content_type" CHECK("identity_checks"."document_content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "identity_checks_selfie_content_type" CHECK("identity_checks"."selfie_content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "identity_checks_sizes" CHECK("identity_checks"."document_size_bytes" > 0 AND "identity_checks"."selfie_size_bytes" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `identity_checks_open` ON `identity_checks` (`user_id`) WHERE "identity_checks"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX `identity_checks_user` ON `identity_checks` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `identity_checks_status` ON `identity_checks` (`status`,`id`);--> statement-breakpoint
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_approvals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`target_id` integer,
	`amount_xaf` integer NOT NULL,
	`summary` text NOT NULL,
	`reason` text,
	`payload` text NOT NULL,
	`new_payout_number` integer DEFAULT false NOT NULL,
	`request_key` text,
	`status` text DEFAULT 'proposed' NOT NULL,
	`proposed_by` integer NOT NULL,
	`proposed_by_username` text NOT NULL,
	`proposed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`decided_by` integer,
	`decided_by_username` text,
	`decided_at` text,
	`note` text,
	`failure` text,
	FOREIGN KEY (`proposed_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "approvals_kind" CHECK("__new_approvals"."kind" IN ('balance_adjustment', 'reserve_funding', 'withdrawal_approval', 'phone_change', 'suspense_refund', 'number_verification', 'identity_verification')),
	CONSTRAINT "approvals_amount" CHECK("__new_approvals"."amount_xaf" >= 0),
	CONSTRAINT "approvals_status" CHECK("__new_approvals"."status" IN ('proposed', 'approved', 'rejected', 'failed'))
);
--> statement-breakpoint
INSERT INTO `__new_approvals`("id", "kind", "target_id", "amount_xaf", "summary", "reason", "payload", "new_payout_number", "request_key", "status", "proposed_by", "proposed_by_username", "proposed_at", "decided_by", "decided_by_username", "decided_at", "note", "failure") SELECT "id", "kind", "target_id", "amount_xaf", "summary", "reason", "payload", "new_payout_number", "request_key", "status", "proposed_by", "proposed_by_username", "proposed_at", "decided_by", "decided_by_username", "decided_at", "note", "failure" FROM `approvals`;--> statement-breakpoint
DROP TABLE `approvals`;--> statement-breakpoint
ALTER TABLE `__new_approvals` RENAME TO `approvals`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE INDEX `approvals_status_idx` ON `approvals` (`status`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `approvals_request_key` ON `approvals` (`request_key`) WHERE "approvals"."request_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `approvals_open_withdrawal` ON `approvals` (`target_id`) WHERE "approvals"."kind" = 'withdrawal_approval' AND "approvals"."status" = 'proposed';--> statement-breakpoint
CREATE UNIQUE INDEX `approvals_open_phone_change` ON `approvals` (`target_id`) WHERE "approvals"."kind" = 'phone_change' AND "approvals"."status" = 'proposed';--> statement-breakpoint
CREATE UNIQUE INDEX `approvals_open_suspense_refund` ON `approvals` (`target_id`) WHERE "approvals"."kind" = 'suspense_refund' AND "approvals"."status" = 'proposed';--> statement-breakpoint
CREATE UNIQUE INDEX `approvals_open_identity_verification` ON `approvals` (`target_id`) WHERE "approvals"."kind" = 'identity_verification' AND "approvals"."status" = 'proposed';--> statement-breakpoint
-- A decided proposal never changes again.
CREATE TRIGGER `approvals_decided_final` BEFORE UPDATE ON `approvals`
WHEN OLD.`status` <> 'proposed'
BEGIN
	SELECT RAISE(ABORT, 'approval_already_decided');
END;
