-- Investment cards and deposit steps in English and French (docs/product-rules.md#content-languages).
-- Existing content is copied from the English so no reader ever sees an empty text;
-- staff then translate it (the demo seed writes real French for its own rows).
ALTER TABLE investment_cards ADD COLUMN name_fr TEXT NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE investment_cards ADD COLUMN description_fr TEXT NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE investment_cards ADD COLUMN how_returns_are_earned_fr TEXT NOT NULL DEFAULT '';
--> statement-breakpoint
UPDATE investment_cards
   SET name_fr = name, description_fr = description, how_returns_are_earned_fr = how_returns_are_earned
 WHERE name_fr = '';
--> statement-breakpoint
-- Deposit steps are a JSON array per operator in `settings`: give each step keyFr,
-- valueFr and descriptionFr, copied from its English, keeping the steps' order.
UPDATE settings
   SET value = (
         SELECT json_group_array(json(step))
           FROM (SELECT json_set(s.value,
                                 '$.keyFr', json_extract(s.value, '$.key'),
                                 '$.valueFr', json_extract(s.value, '$.value'),
                                 '$.descriptionFr', json_extract(s.value, '$.description')) AS step
                   FROM json_each(settings.value) AS s
                  ORDER BY s.key)
       )
 WHERE key IN ('mtnSteps', 'orangeSteps') AND json_valid(value) AND json_type(value) = 'array' AND json_array_length(value) > 0;
