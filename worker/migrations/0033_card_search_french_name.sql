-- The global search finds a card by its French name too, as the Cards tab does (issue 34, item 11;
-- docs/product-rules.md#operator-views, OPS-4): `investment_cards_fts` gains `name_fr`. An FTS5
-- table cannot gain a column, so it is made again (a short table) and filled from the cards, in
-- the index form of migration 0020 (two spaces, then each space doubled), with its triggers.
DROP TRIGGER IF EXISTS `investment_cards_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `investment_cards_fts_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `investment_cards_fts_delete`;
--> statement-breakpoint
DROP TABLE IF EXISTS `investment_cards_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `investment_cards_fts` USING fts5(`name`, `collection`, `name_fr`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `investment_cards_fts` (rowid, `name`, `collection`, `name_fr`)
  SELECT `id`, '  ' || replace(`name`, ' ', '  '), '  ' || replace(`collection`, ' ', '  '), '  ' || replace(`name_fr`, ' ', '  ') FROM `investment_cards`;
--> statement-breakpoint
CREATE TRIGGER `investment_cards_fts_insert` AFTER INSERT ON `investment_cards`
BEGIN
  INSERT INTO `investment_cards_fts` (rowid, `name`, `collection`, `name_fr`)
  VALUES (NEW.`id`, '  ' || replace(NEW.`name`, ' ', '  '), '  ' || replace(NEW.`collection`, ' ', '  '), '  ' || replace(NEW.`name_fr`, ' ', '  '));
END;
--> statement-breakpoint
CREATE TRIGGER `investment_cards_fts_update` AFTER UPDATE OF `name`, `collection`, `name_fr` ON `investment_cards`
BEGIN
  UPDATE `investment_cards_fts` SET `name` = '  ' || replace(NEW.`name`, ' ', '  '),
    `collection` = '  ' || replace(NEW.`collection`, ' ', '  '),
    `name_fr` = '  ' || replace(NEW.`name_fr`, ' ', '  ')
  WHERE rowid = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `investment_cards_fts_delete` AFTER DELETE ON `investment_cards`
BEGIN
  DELETE FROM `investment_cards_fts` WHERE rowid = OLD.`id`;
END;
