-- Two more kinds of two-person decision (docs/product-rules.md#approvals, APR-8, and
-- #suspense; issue 34 items 15 and 17): staff's change of an investor's phone or
-- mobile-money service, and the refund of a deposit held in suspense. SQLite cannot alter a
-- CHECK, so the table is rebuilt (as drizzle-kit writes it), with D1's deferred foreign keys
-- instead of foreign_keys=OFF, which D1 does not allow inside its migration transaction; the
-- trigger that the DROP removed is created again as in 0016.
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
	CONSTRAINT "approvals_kind" CHECK("__new_approvals"."kind" IN ('balance_adjustment', 'reserve_funding', 'withdrawal_approval', 'phone_change', 'suspense_refund')),
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
CREATE INDEX `ledger_transfers_suspense` ON `ledger_transfers` (`id`) WHERE "ledger_transfers"."credit_account_id" = 'suspense' OR "ledger_transfers"."debit_account_id" = 'suspense';--> statement-breakpoint
-- A decided proposal never changes again.
CREATE TRIGGER `approvals_decided_final` BEFORE UPDATE ON `approvals`
WHEN OLD.`status` <> 'proposed'
BEGIN
	SELECT RAISE(ABORT, 'approval_already_decided');
END;--> statement-breakpoint
-- The suspense account: a deposit a provider completed for an account already erased is
-- owed back to its payer (docs/product-rules.md#suspense); staff refund it with four eyes.
INSERT INTO `ledger_accounts` (`id`, `user_id`, `kind`, `may_go_negative`, `balance_xaf`) VALUES ('suspense', NULL, 'suspense', 0, 0);
