-- The dashboard reads everything by index (docs/ARCHITECTURE.md#one-round-trip, MST-4 in
-- docs/product-rules.md#money-status): two small indexes, both partial, so the daily run
-- does not maintain them for its many rows.
--
-- Total invested and the referral bonuses received: a user's transfers of one kind, with
-- the amount in the index, so the sum reads no table row. Daily returns, most of the
-- ledger, stay out (total earned comes from investments.total_earned_xaf).
CREATE INDEX `ledger_transfers_user_kind` ON `ledger_transfers` (`user_id`, `kind`, `amount_xaf`) WHERE `kind` <> 'daily_return';--> statement-breakpoint
-- An investment's paid days are its settled days less its paused ones: only the paused
-- accruals, a small minority, are indexed.
CREATE INDEX `accruals_paused` ON `accruals` (`investment_id`) WHERE `status` = 'paused';
