-- Running totals per transfer kind (issue 20; docs/ARCHITECTURE.md#scale). GET /api/transparency
-- and the staff's figures summed every transfer of a kind on each request, a scan that grows
-- with the ledger (at 22 million transfers, past D1's 30 s per query). The trigger keeps the
-- totals in the statement that inserts the transfer, as ledger_transfers_apply keeps the
-- balances; the books check folds the same sums from the transfers (books_audit_kinds) and
-- compares them.
CREATE TABLE `books_audit_kinds` (
	`kind` text PRIMARY KEY NOT NULL,
	`total_xaf` integer NOT NULL,
	`transfers` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ledger_kind_totals` (
	`kind` text PRIMARY KEY NOT NULL,
	`total_xaf` integer NOT NULL,
	`transfers` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `ledger_kind_totals` (`kind`, `total_xaf`, `transfers`)
SELECT `kind`, SUM(`amount_xaf`), COUNT(*) FROM `ledger_transfers` GROUP BY `kind`;
--> statement-breakpoint
CREATE TRIGGER `ledger_transfers_kind_totals` AFTER INSERT ON `ledger_transfers`
BEGIN
  INSERT INTO `ledger_kind_totals` (`kind`, `total_xaf`, `transfers`) VALUES (NEW.`kind`, NEW.`amount_xaf`, 1)
  ON CONFLICT (`kind`) DO UPDATE SET `total_xaf` = `total_xaf` + excluded.`total_xaf`, `transfers` = `transfers` + 1;
END;
