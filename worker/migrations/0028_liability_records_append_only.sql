-- A published liability record is append-only, like the ledger (docs/proof-of-liabilities.md):
-- once signed and published, no column of it changes and it is never deleted; the one change
-- allowed is the prune's mark that its tree was deleted (worker/src/liabilities/prune.ts),
-- made once. The leaves and nodes of a tree are never updated (the prune deletes a tree's
-- rows only after LIABILITY_PROOF_DAYS). A record still `building` is the run's to finish.
CREATE TRIGGER `liability_records_published_no_update` BEFORE UPDATE ON `liability_records`
WHEN OLD.`status` = 'published' AND (
  OLD.`tree_deleted_at` IS NOT NULL
  OR NEW.`id` IS NOT OLD.`id` OR NEW.`day` IS NOT OLD.`day` OR NEW.`status` IS NOT OLD.`status`
  OR NEW.`as_of_transfer_id` IS NOT OLD.`as_of_transfer_id` OR NEW.`ledger_total_xaf` IS NOT OLD.`ledger_total_xaf`
  OR NEW.`leaf_count` IS NOT OLD.`leaf_count` OR NEW.`total_xaf` IS NOT OLD.`total_xaf`
  OR NEW.`tree_height` IS NOT OLD.`tree_height` OR NEW.`root_hash` IS NOT OLD.`root_hash`
  OR NEW.`previous_record_hash` IS NOT OLD.`previous_record_hash` OR NEW.`record_hash` IS NOT OLD.`record_hash`
  OR NEW.`signature` IS NOT OLD.`signature` OR NEW.`published_at` IS NOT OLD.`published_at`
)
BEGIN
  SELECT RAISE(ABORT, 'a published liability record is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `liability_records_published_no_delete` BEFORE DELETE ON `liability_records`
WHEN OLD.`status` = 'published'
BEGIN
  SELECT RAISE(ABORT, 'a published liability record is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `liability_leaves_no_update` BEFORE UPDATE ON `liability_leaves`
BEGIN
  SELECT RAISE(ABORT, 'liability_leaves is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `liability_nodes_no_update` BEFORE UPDATE ON `liability_nodes`
BEGIN
  SELECT RAISE(ABORT, 'liability_nodes is append-only');
END;
