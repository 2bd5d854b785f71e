-- Money-safety guards (issue 6, items 1-4 and 8; docs/product-rules.md#corrections,
-- #temporary-passwords, #deposits).

-- A guard statement inserts here when its condition fails; the trigger aborts the whole
-- D1 batch, so the edit, its audit row and its transfers are all rolled back.
CREATE TABLE `batch_aborts` (`code` text NOT NULL);--> statement-breakpoint
CREATE TRIGGER `batch_aborts_abort` BEFORE INSERT ON `batch_aborts`
BEGIN
  SELECT RAISE(ABORT, 'batch_guard_failed');
END;--> statement-breakpoint

-- Temporary passwords: valid for one sign-in until this instant (ISO UTC); NULL once used.
ALTER TABLE `users` ADD `temp_password_expires_at` text;--> statement-breakpoint
-- When an admin last reset the password: new withdrawals wait 24 hours from it.
ALTER TABLE `users` ADD `password_reset_at` text;--> statement-breakpoint

-- Transaction ids: the normalised form is unique among verifications not rejected;
-- `transaction_id` keeps what the user typed. Existing rows get an ASCII approximation
-- of the normaliser (SQLite has no NFKC); a later duplicate of an earlier live row
-- keeps its own key with '#<id>' so the unique index can be built.
ALTER TABLE `deposit_verifications` ADD `transaction_key` text;--> statement-breakpoint
UPDATE `deposit_verifications` SET `transaction_key` = upper(
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    `transaction_id`, ' ', ''), char(9), ''), char(10), ''), char(13), ''), '.', ''), '-', ''), '_', ''),
    ',', ''), ':', ''), '/', ''), '#', ''), char(8203), ''));--> statement-breakpoint
UPDATE `deposit_verifications` SET `transaction_key` = `transaction_key` || '#' || `id`
 WHERE `status` <> 'rejected' AND EXISTS (
   SELECT 1 FROM `deposit_verifications` o
    WHERE o.`transaction_key` = `deposit_verifications`.`transaction_key` AND o.`status` <> 'rejected'
      AND o.`id` < `deposit_verifications`.`id`);--> statement-breakpoint
DROP INDEX `deposit_verifications_transaction_id_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_verifications_transaction_key_live` ON `deposit_verifications` (`transaction_key`) WHERE `status` <> 'rejected';--> statement-breakpoint
CREATE INDEX `deposit_verifications_transaction_key` ON `deposit_verifications` (`transaction_key`);--> statement-breakpoint
-- Per-user limits on submissions (pending count, submissions per day).
CREATE INDEX `deposit_verifications_user_created` ON `deposit_verifications` (`user_id`, `created_at`);
