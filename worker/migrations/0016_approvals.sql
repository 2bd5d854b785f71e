-- Two-person approval of large money moves (docs/product-rules.md#approvals, issue 10).
-- A proposal records what an admin asked for; it moves no money. A second admin approves
-- it (the action runs once, in the batch that marks it approved) or rejects it.
CREATE TABLE `approvals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL CHECK (`kind` IN ('balance_adjustment', 'reserve_funding', 'withdrawal_approval')),
	`target_id` integer,
	`amount_xaf` integer NOT NULL CHECK (`amount_xaf` >= 0),
	`summary` text NOT NULL,
	`reason` text,
	`payload` text NOT NULL,
	`new_payout_number` integer NOT NULL DEFAULT 0,
	`request_key` text,
	`status` text NOT NULL DEFAULT 'proposed' CHECK (`status` IN ('proposed', 'approved', 'rejected', 'failed')),
	`proposed_by` integer NOT NULL REFERENCES `admins`(`id`),
	`proposed_by_username` text NOT NULL,
	`proposed_at` text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
	`decided_by` integer REFERENCES `admins`(`id`),
	`decided_by_username` text,
	`decided_at` text,
	`note` text,
	`failure` text
);--> statement-breakpoint
CREATE INDEX `approvals_status_idx` ON `approvals` (`status`, `id`);--> statement-breakpoint
-- A retried proposal (the same reserve funding request id) is one proposal.
CREATE UNIQUE INDEX `approvals_request_key` ON `approvals` (`request_key`) WHERE `request_key` IS NOT NULL;--> statement-breakpoint
-- At most one open proposal per withdrawal.
CREATE UNIQUE INDEX `approvals_open_withdrawal` ON `approvals` (`target_id`) WHERE `kind` = 'withdrawal_approval' AND `status` = 'proposed';--> statement-breakpoint
-- A decided proposal never changes again.
CREATE TRIGGER `approvals_decided_final` BEFORE UPDATE ON `approvals`
WHEN OLD.`status` <> 'proposed'
BEGIN
	SELECT RAISE(ABORT, 'approval_already_decided');
END;
