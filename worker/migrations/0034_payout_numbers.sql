-- Numbers proven by their holder (docs/product-rules.md#verified-numbers, KYC-1..KYC-4,
-- issue 35): payout_numbers, and a sixth kind of two-person decision, staff's verification
-- of a number. The approvals table is rebuilt as in 0032 (D1's deferred foreign keys; the
-- decided-final trigger created again).
CREATE TABLE `payout_numbers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`number` text NOT NULL,
	`service` text NOT NULL,
	`source` text NOT NULL,
	`payment_id` text,
	`approval_id` integer,
	`verified_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`usable_from` text NOT NULL,
	`released_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`approval_id`) REFERENCES `approvals`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payout_numbers_source" CHECK("payout_numbers"."source" IN ('deposit', 'staff')),
	CONSTRAINT "payout_numbers_service" CHECK("payout_numbers"."service" IN ('MTN Mobile Money', 'Orange Money')),
	CONSTRAINT "payout_numbers_number" CHECK(length("payout_numbers"."number") = 9)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_numbers_live_number` ON `payout_numbers` (`number`) WHERE "payout_numbers"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX `payout_numbers_user` ON `payout_numbers` (`user_id`);--> statement-breakpoint
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
	CONSTRAINT "approvals_kind" CHECK("__new_approvals"."kind" IN ('balance_adjustment', 'reserve_funding', 'withdrawal_approval', 'phone_change', 'suspense_refund', 'number_verification')),
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
-- A decided proposal never changes again.
CREATE TRIGGER `approvals_decided_final` BEFORE UPDATE ON `approvals`
WHEN OLD.`status` <> 'proposed'
BEGIN
	SELECT RAISE(ABORT, 'approval_already_decided');
END;
