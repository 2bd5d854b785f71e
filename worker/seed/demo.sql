-- Demo data for local development (docs/product-rules.md#operator). Idempotent: INSERT OR IGNORE,
-- so `npm start` can run it every time without duplicating rows or undoing admin edits.
-- Every link and number here is fake on purpose.
INSERT OR IGNORE INTO investment_cards
  (id, collection, name, description, how_returns_are_earned, name_fr, description_fr, how_returns_are_earned_fr, image_url, investment_amount_xaf, daily_return_xaf, duration_days, is_active, sort_order)
VALUES
  (1, 'Cubist', 'Cubist Portrait Board', 'A hand-painted board of bold fractured portraits in ochre and blue.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
   'Tableau Portrait cubiste', 'Un tableau peint à la main, aux portraits fragmentés audacieux en ocre et bleu.',
   'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.',
   '/cards/cubist.svg', 25000, 125, 30, 1, 1),
  (2, 'Starry', 'Starry Night Board', 'Swirling night skies over a sleeping village, in thick impasto.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
   'Tableau Nuit étoilée', 'Des ciels nocturnes tourbillonnants au-dessus d’un village endormi, en pâte épaisse.',
   'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.',
   '/cards/starry.svg', 55000, 275, 30, 1, 2),
  (3, 'Water lilies', 'Water Lily Board', 'Soft reflections of a lily pond at dawn.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
   'Tableau Nymphéas', 'Doux reflets d’un étang de nénuphars à l’aube.',
   'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.',
   '/cards/lilies.svg', 75000, 425, 30, 1, 3),
  (4, 'Blue house', 'Blue House Board', 'A courtyard in vivid cobalt, with tropical plants and folk motifs.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
   'Tableau Maison bleue', 'Une cour d’un bleu cobalt éclatant, avec plantes tropicales et motifs populaires.',
   'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.',
   '/cards/bluehouse.svg', 35000, 175, 30, 1, 4),
  (5, 'Street crown', 'Street Crown Board', 'Raw street-art crowns and words on a textured board.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
   'Tableau Couronne urbaine', 'Des couronnes et des mots bruts de street art sur un tableau texturé.',
   'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.',
   '/cards/crown.svg', 45000, 225, 30, 1, 5),
  (6, 'Golden', 'Golden Embrace Board', 'Gold leaf patterns around two figures, in the Vienna Secession manner.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
   'Tableau Étreinte dorée', 'Des motifs à la feuille d’or autour de deux personnages, à la manière de la Sécession viennoise.',
   'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.',
   '/cards/golden.svg', 65000, 325, 30, 0, 6);

INSERT OR IGNORE INTO settings (key, value) VALUES
  ('whatsappLink', '"https://wa.me/237600000000?text=DEMO"'),
  ('telegramLink', '"https://t.me/lionart_demo_support"'),
  ('communityLink', '"https://t.me/lionart_demo_community"'),
  ('paymentLink', '"https://pay.example.invalid/lionart-demo"'),
  ('operatorLegalName', '"LionArt Demo SARL (fictitious demo operator)"'),
  ('licenceReference', '""'),
  ('mtnReceivingNumber', '"670000000"'),
  ('mtnReceivingName', '"LIONART DEMO"'),
  ('orangeReceivingNumber', '"690000000"'),
  ('orangeReceivingName', '"LIONART DEMO"'),
  ('mtnSteps', '[
    {"key":"Step 1","value":"*126#","description":"Dial the MTN Mobile Money code on your phone.","keyFr":"Étape 1","valueFr":"*126#","descriptionFr":"Composez le code MTN Mobile Money sur votre téléphone.","copyable":true},
    {"key":"Step 2","value":"1","description":"Choose 1: Transfer money.","keyFr":"Étape 2","valueFr":"1","descriptionFr":"Choisissez 1 : Transfert d’argent.","copyable":false},
    {"key":"Step 3","value":"1","description":"Choose 1: To a Mobile Money user.","keyFr":"Étape 3","valueFr":"1","descriptionFr":"Choisissez 1 : Vers un utilisateur Mobile Money.","copyable":false},
    {"key":"Step 4","value":"670000000","description":"Enter the LionArt receiving number (demo number).","keyFr":"Étape 4","valueFr":"670000000","descriptionFr":"Saisissez le numéro de réception LionArt (numéro de démonstration).","copyable":true},
    {"key":"Step 5","value":"Amount","description":"Enter the amount you want to deposit (at least FCFA 1,000).","keyFr":"Étape 5","valueFr":"Montant","descriptionFr":"Saisissez le montant à déposer (au moins 1 000 FCFA).","copyable":false},
    {"key":"Step 6","value":"LIONART DEMO","description":"Check that the receiver name shown is LIONART DEMO.","keyFr":"Étape 6","valueFr":"LIONART DEMO","descriptionFr":"Vérifiez que le nom du destinataire affiché est LIONART DEMO.","copyable":false},
    {"key":"Step 7","value":"PIN","description":"Confirm with your PIN, then keep the transaction ID from the SMS.","keyFr":"Étape 7","valueFr":"Code PIN","descriptionFr":"Confirmez avec votre code PIN, puis gardez l’identifiant de transaction reçu par SMS.","copyable":false}
  ]'),
  ('orangeSteps', '[
    {"key":"Step 1","value":"#150#","description":"Dial the Orange Money code on your phone.","keyFr":"Étape 1","valueFr":"#150#","descriptionFr":"Composez le code Orange Money sur votre téléphone.","copyable":true},
    {"key":"Step 2","value":"1","description":"Choose 1: Transfer money.","keyFr":"Étape 2","valueFr":"1","descriptionFr":"Choisissez 1 : Transfert d’argent.","copyable":false},
    {"key":"Step 3","value":"690000000","description":"Enter the LionArt receiving number (demo number).","keyFr":"Étape 3","valueFr":"690000000","descriptionFr":"Saisissez le numéro de réception LionArt (numéro de démonstration).","copyable":true},
    {"key":"Step 4","value":"Amount","description":"Enter the amount you want to deposit (at least FCFA 1,000).","keyFr":"Étape 4","valueFr":"Montant","descriptionFr":"Saisissez le montant à déposer (au moins 1 000 FCFA).","copyable":false},
    {"key":"Step 5","value":"LIONART DEMO","description":"Check that the receiver name shown is LIONART DEMO.","keyFr":"Étape 5","valueFr":"LIONART DEMO","descriptionFr":"Vérifiez que le nom du destinataire affiché est LIONART DEMO.","copyable":false},
    {"key":"Step 6","value":"PIN","description":"Confirm with your PIN, then keep the transaction ID from the SMS.","keyFr":"Étape 6","valueFr":"Code PIN","descriptionFr":"Confirmez avec votre code PIN, puis gardez l’identifiant de transaction reçu par SMS.","copyable":false}
  ]');

-- Databases seeded before cards and steps had French (migration 0013 copied the English
-- into the French): give the demo rows their French, only where the French is still that
-- copy, so a staff translation is never undone (docs/product-rules.md#content-languages).
UPDATE investment_cards SET name_fr = 'Tableau Portrait cubiste', description_fr = 'Un tableau peint à la main, aux portraits fragmentés audacieux en ocre et bleu.',
       how_returns_are_earned_fr = 'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.'
 WHERE id = 1 AND name_fr = name AND description_fr = description;
UPDATE investment_cards SET name_fr = 'Tableau Nuit étoilée', description_fr = 'Des ciels nocturnes tourbillonnants au-dessus d’un village endormi, en pâte épaisse.',
       how_returns_are_earned_fr = 'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.'
 WHERE id = 2 AND name_fr = name AND description_fr = description;
UPDATE investment_cards SET name_fr = 'Tableau Nymphéas', description_fr = 'Doux reflets d’un étang de nénuphars à l’aube.',
       how_returns_are_earned_fr = 'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.'
 WHERE id = 3 AND name_fr = name AND description_fr = description;
UPDATE investment_cards SET name_fr = 'Tableau Maison bleue', description_fr = 'Une cour d’un bleu cobalt éclatant, avec plantes tropicales et motifs populaires.',
       how_returns_are_earned_fr = 'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.'
 WHERE id = 4 AND name_fr = name AND description_fr = description;
UPDATE investment_cards SET name_fr = 'Tableau Couronne urbaine', description_fr = 'Des couronnes et des mots bruts de street art sur un tableau texturé.',
       how_returns_are_earned_fr = 'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.'
 WHERE id = 5 AND name_fr = name AND description_fr = description;
UPDATE investment_cards SET name_fr = 'Tableau Étreinte dorée', description_fr = 'Des motifs à la feuille d’or autour de deux personnages, à la manière de la Sécession viennoise.',
       how_returns_are_earned_fr = 'Votre argent finance un tableau peint par des artistes partenaires à Douala. Les tableaux sont loués à des hôtels et des bureaux et vendus lors d’expositions ; ces revenus alimentent la réserve des rendements. Le chiffre journalier est un objectif, pas une garantie.'
 WHERE id = 6 AND name_fr = name AND description_fr = description;
UPDATE settings SET value = '[
    {"key":"Step 1","value":"*126#","description":"Dial the MTN Mobile Money code on your phone.","keyFr":"Étape 1","valueFr":"*126#","descriptionFr":"Composez le code MTN Mobile Money sur votre téléphone.","copyable":true},
    {"key":"Step 2","value":"1","description":"Choose 1: Transfer money.","keyFr":"Étape 2","valueFr":"1","descriptionFr":"Choisissez 1 : Transfert d’argent.","copyable":false},
    {"key":"Step 3","value":"1","description":"Choose 1: To a Mobile Money user.","keyFr":"Étape 3","valueFr":"1","descriptionFr":"Choisissez 1 : Vers un utilisateur Mobile Money.","copyable":false},
    {"key":"Step 4","value":"670000000","description":"Enter the LionArt receiving number (demo number).","keyFr":"Étape 4","valueFr":"670000000","descriptionFr":"Saisissez le numéro de réception LionArt (numéro de démonstration).","copyable":true},
    {"key":"Step 5","value":"Amount","description":"Enter the amount you want to deposit (at least FCFA 1,000).","keyFr":"Étape 5","valueFr":"Montant","descriptionFr":"Saisissez le montant à déposer (au moins 1 000 FCFA).","copyable":false},
    {"key":"Step 6","value":"LIONART DEMO","description":"Check that the receiver name shown is LIONART DEMO.","keyFr":"Étape 6","valueFr":"LIONART DEMO","descriptionFr":"Vérifiez que le nom du destinataire affiché est LIONART DEMO.","copyable":false},
    {"key":"Step 7","value":"PIN","description":"Confirm with your PIN, then keep the transaction ID from the SMS.","keyFr":"Étape 7","valueFr":"Code PIN","descriptionFr":"Confirmez avec votre code PIN, puis gardez l’identifiant de transaction reçu par SMS.","copyable":false}
  ]'
 WHERE key = 'mtnSteps' AND json_extract(value, '$[0].keyFr') = 'Step 1' AND json_extract(value, '$[0].descriptionFr') = json_extract(value, '$[0].description');
UPDATE settings SET value = '[
    {"key":"Step 1","value":"#150#","description":"Dial the Orange Money code on your phone.","keyFr":"Étape 1","valueFr":"#150#","descriptionFr":"Composez le code Orange Money sur votre téléphone.","copyable":true},
    {"key":"Step 2","value":"1","description":"Choose 1: Transfer money.","keyFr":"Étape 2","valueFr":"1","descriptionFr":"Choisissez 1 : Transfert d’argent.","copyable":false},
    {"key":"Step 3","value":"690000000","description":"Enter the LionArt receiving number (demo number).","keyFr":"Étape 3","valueFr":"690000000","descriptionFr":"Saisissez le numéro de réception LionArt (numéro de démonstration).","copyable":true},
    {"key":"Step 4","value":"Amount","description":"Enter the amount you want to deposit (at least FCFA 1,000).","keyFr":"Étape 4","valueFr":"Montant","descriptionFr":"Saisissez le montant à déposer (au moins 1 000 FCFA).","copyable":false},
    {"key":"Step 5","value":"LIONART DEMO","description":"Check that the receiver name shown is LIONART DEMO.","keyFr":"Étape 5","valueFr":"LIONART DEMO","descriptionFr":"Vérifiez que le nom du destinataire affiché est LIONART DEMO.","copyable":false},
    {"key":"Step 6","value":"PIN","description":"Confirm with your PIN, then keep the transaction ID from the SMS.","keyFr":"Étape 6","valueFr":"Code PIN","descriptionFr":"Confirmez avec votre code PIN, puis gardez l’identifiant de transaction reçu par SMS.","copyable":false}
  ]'
 WHERE key = 'orangeSteps' AND json_extract(value, '$[0].keyFr') = 'Step 1' AND json_extract(value, '$[0].descriptionFr') = json_extract(value, '$[0].description');
