-- The admin's search index (docs/product-rules.md#admin-lists, LST-4 and LST-6; issue 20): one FTS5
-- table per searched table, rowid = the row's id, with the trigram tokenizer, so a quoted phrase
-- MATCHes any part of a column of 3 characters or more, any case, and a search text of any
-- length is an index lookup (LIKE patterns were limited to 50 bytes on D1).
-- Each value is indexed as two spaces, then the value with every space doubled: 1 or 2
-- characters after two spaces form a trigram, so a short text matches the start of a word
-- (worker/src/services/search/fts-query.ts writes the query the same way).
-- The index is filled from the rows already there and kept in step by the triggers below;
-- the code never writes to it.
CREATE VIRTUAL TABLE `users_fts` USING fts5(`full_name`, `phone`, `referral_code`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `users_fts` (rowid, `full_name`, `phone`, `referral_code`)
  SELECT `id`, '  ' || replace(`full_name`, ' ', '  '), '  ' || replace(`phone`, ' ', '  '), '  ' || replace(`referral_code`, ' ', '  ') FROM `users`;
--> statement-breakpoint
CREATE TRIGGER `users_fts_insert` AFTER INSERT ON `users`
BEGIN
  INSERT INTO `users_fts` (rowid, `full_name`, `phone`, `referral_code`)
  VALUES (NEW.`id`, '  ' || replace(NEW.`full_name`, ' ', '  '), '  ' || replace(NEW.`phone`, ' ', '  '), '  ' || replace(NEW.`referral_code`, ' ', '  '));
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_update` AFTER UPDATE OF `full_name`, `phone`, `referral_code` ON `users`
BEGIN
  UPDATE `users_fts` SET `full_name` = '  ' || replace(NEW.`full_name`, ' ', '  '),
    `phone` = '  ' || replace(NEW.`phone`, ' ', '  '),
    `referral_code` = '  ' || replace(NEW.`referral_code`, ' ', '  ')
  WHERE rowid = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_delete` AFTER DELETE ON `users`
BEGIN
  DELETE FROM `users_fts` WHERE rowid = OLD.`id`;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `deposit_verifications_fts` USING fts5(`deposit_name`, `user_name`, `transaction_id`, `transaction_key`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `deposit_verifications_fts` (rowid, `deposit_name`, `user_name`, `transaction_id`, `transaction_key`)
  SELECT `id`, '  ' || replace(`deposit_name`, ' ', '  '), '  ' || replace(`user_name`, ' ', '  '), '  ' || replace(`transaction_id`, ' ', '  '), '  ' || replace(`transaction_key`, ' ', '  ') FROM `deposit_verifications`;
--> statement-breakpoint
CREATE TRIGGER `deposit_verifications_fts_insert` AFTER INSERT ON `deposit_verifications`
BEGIN
  INSERT INTO `deposit_verifications_fts` (rowid, `deposit_name`, `user_name`, `transaction_id`, `transaction_key`)
  VALUES (NEW.`id`, '  ' || replace(NEW.`deposit_name`, ' ', '  '), '  ' || replace(NEW.`user_name`, ' ', '  '), '  ' || replace(NEW.`transaction_id`, ' ', '  '), '  ' || replace(NEW.`transaction_key`, ' ', '  '));
END;
--> statement-breakpoint
CREATE TRIGGER `deposit_verifications_fts_update` AFTER UPDATE OF `deposit_name`, `user_name`, `transaction_id`, `transaction_key` ON `deposit_verifications`
BEGIN
  UPDATE `deposit_verifications_fts` SET `deposit_name` = '  ' || replace(NEW.`deposit_name`, ' ', '  '),
    `user_name` = '  ' || replace(NEW.`user_name`, ' ', '  '),
    `transaction_id` = '  ' || replace(NEW.`transaction_id`, ' ', '  '),
    `transaction_key` = '  ' || replace(NEW.`transaction_key`, ' ', '  ')
  WHERE rowid = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `deposit_verifications_fts_delete` AFTER DELETE ON `deposit_verifications`
BEGIN
  DELETE FROM `deposit_verifications_fts` WHERE rowid = OLD.`id`;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `withdrawal_requests_fts` USING fts5(`account_name`, `account_number`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `withdrawal_requests_fts` (rowid, `account_name`, `account_number`)
  SELECT `id`, '  ' || replace(`account_name`, ' ', '  '), '  ' || replace(`account_number`, ' ', '  ') FROM `withdrawal_requests`;
--> statement-breakpoint
CREATE TRIGGER `withdrawal_requests_fts_insert` AFTER INSERT ON `withdrawal_requests`
BEGIN
  INSERT INTO `withdrawal_requests_fts` (rowid, `account_name`, `account_number`)
  VALUES (NEW.`id`, '  ' || replace(NEW.`account_name`, ' ', '  '), '  ' || replace(NEW.`account_number`, ' ', '  '));
END;
--> statement-breakpoint
CREATE TRIGGER `withdrawal_requests_fts_update` AFTER UPDATE OF `account_name`, `account_number` ON `withdrawal_requests`
BEGIN
  UPDATE `withdrawal_requests_fts` SET `account_name` = '  ' || replace(NEW.`account_name`, ' ', '  '),
    `account_number` = '  ' || replace(NEW.`account_number`, ' ', '  ')
  WHERE rowid = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `withdrawal_requests_fts_delete` AFTER DELETE ON `withdrawal_requests`
BEGIN
  DELETE FROM `withdrawal_requests_fts` WHERE rowid = OLD.`id`;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `investments_fts` USING fts5(`card_name`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `investments_fts` (rowid, `card_name`)
  SELECT `id`, '  ' || replace(`card_name`, ' ', '  ') FROM `investments`;
--> statement-breakpoint
CREATE TRIGGER `investments_fts_insert` AFTER INSERT ON `investments`
BEGIN
  INSERT INTO `investments_fts` (rowid, `card_name`)
  VALUES (NEW.`id`, '  ' || replace(NEW.`card_name`, ' ', '  '));
END;
--> statement-breakpoint
CREATE TRIGGER `investments_fts_update` AFTER UPDATE OF `card_name` ON `investments`
BEGIN
  UPDATE `investments_fts` SET `card_name` = '  ' || replace(NEW.`card_name`, ' ', '  ')
  WHERE rowid = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `investments_fts_delete` AFTER DELETE ON `investments`
BEGIN
  DELETE FROM `investments_fts` WHERE rowid = OLD.`id`;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `investment_cards_fts` USING fts5(`name`, `collection`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `investment_cards_fts` (rowid, `name`, `collection`)
  SELECT `id`, '  ' || replace(`name`, ' ', '  '), '  ' || replace(`collection`, ' ', '  ') FROM `investment_cards`;
--> statement-breakpoint
CREATE TRIGGER `investment_cards_fts_insert` AFTER INSERT ON `investment_cards`
BEGIN
  INSERT INTO `investment_cards_fts` (rowid, `name`, `collection`)
  VALUES (NEW.`id`, '  ' || replace(NEW.`name`, ' ', '  '), '  ' || replace(NEW.`collection`, ' ', '  '));
END;
--> statement-breakpoint
CREATE TRIGGER `investment_cards_fts_update` AFTER UPDATE OF `name`, `collection` ON `investment_cards`
BEGIN
  UPDATE `investment_cards_fts` SET `name` = '  ' || replace(NEW.`name`, ' ', '  '),
    `collection` = '  ' || replace(NEW.`collection`, ' ', '  ')
  WHERE rowid = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `investment_cards_fts_delete` AFTER DELETE ON `investment_cards`
BEGIN
  DELETE FROM `investment_cards_fts` WHERE rowid = OLD.`id`;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `audit_log_fts` USING fts5(`admin_username`, `action`, `target`, `detail`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `audit_log_fts` (rowid, `admin_username`, `action`, `target`, `detail`)
  SELECT `id`, '  ' || replace(`admin_username`, ' ', '  '), '  ' || replace(`action`, ' ', '  '), '  ' || replace(`target_type` || ' #' || `target_id`, ' ', '  '), '  ' || replace(`detail`, ' ', '  ') FROM `audit_log`;
--> statement-breakpoint
CREATE TRIGGER `audit_log_fts_insert` AFTER INSERT ON `audit_log`
BEGIN
  INSERT INTO `audit_log_fts` (rowid, `admin_username`, `action`, `target`, `detail`)
  VALUES (NEW.`id`, '  ' || replace(NEW.`admin_username`, ' ', '  '), '  ' || replace(NEW.`action`, ' ', '  '), '  ' || replace(NEW.`target_type` || ' #' || NEW.`target_id`, ' ', '  '), '  ' || replace(NEW.`detail`, ' ', '  '));
END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_fts_update` AFTER UPDATE OF `admin_username`, `action`, `target_type`, `target_id`, `detail` ON `audit_log`
BEGIN
  UPDATE `audit_log_fts` SET `admin_username` = '  ' || replace(NEW.`admin_username`, ' ', '  '),
    `action` = '  ' || replace(NEW.`action`, ' ', '  '),
    `target` = '  ' || replace(NEW.`target_type` || ' #' || NEW.`target_id`, ' ', '  '),
    `detail` = '  ' || replace(NEW.`detail`, ' ', '  ')
  WHERE rowid = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_fts_delete` AFTER DELETE ON `audit_log`
BEGIN
  DELETE FROM `audit_log_fts` WHERE rowid = OLD.`id`;
END;
