DROP INDEX `investments_accruing`;--> statement-breakpoint
DROP INDEX `ledger_transfers_debit`;--> statement-breakpoint
DROP INDEX `ledger_transfers_credit`;