-- Demo data for local development (docs/product-rules.md#operator). Idempotent: INSERT OR IGNORE,
-- so `npm start` can run it every time without duplicating rows or undoing admin edits.
-- Every link and number here is fake on purpose.
INSERT OR IGNORE INTO investment_cards
  (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, duration_days, is_active, sort_order)
VALUES
  (1, 'Cubist', 'Cubist Portrait Board', 'A hand-painted board of bold fractured portraits in ochre and blue.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
   '/cards/cubist.svg', 25000, 125, 30, 1, 1),
  (2, 'Starry', 'Starry Night Board', 'Swirling night skies over a sleeping village, in thick impasto.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
   '/cards/starry.svg', 55000, 275, 30, 1, 2),
  (3, 'Water lilies', 'Water Lily Board', 'Soft reflections of a lily pond at dawn.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
   '/cards/lilies.svg', 75000, 425, 30, 1, 3),
  (4, 'Blue house', 'Blue House Board', 'A courtyard in vivid cobalt, with tropical plants and folk motifs.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
   '/cards/bluehouse.svg', 35000, 175, 30, 1, 4),
  (5, 'Street crown', 'Street Crown Board', 'Raw street-art crowns and words on a textured board.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
   '/cards/crown.svg', 45000, 225, 30, 1, 5),
  (6, 'Golden', 'Golden Embrace Board', 'Gold leaf patterns around two figures, in the Vienna Secession manner.',
   'Your money pays for a painted board made by partner artists in Douala. Boards are rented to hotels and offices and sold at exhibitions; that income funds the returns reserve. The daily figure is a target, not a guarantee.',
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
    {"key":"Step 1","value":"*126#","description":"Dial the MTN Mobile Money code on your phone.","copyable":true},
    {"key":"Step 2","value":"1","description":"Choose 1: Transfer money.","copyable":false},
    {"key":"Step 3","value":"1","description":"Choose 1: To a Mobile Money user.","copyable":false},
    {"key":"Step 4","value":"670000000","description":"Enter the LionArt receiving number (demo number).","copyable":true},
    {"key":"Step 5","value":"Amount","description":"Enter the amount you want to deposit (at least 1,000 XAF).","copyable":false},
    {"key":"Step 6","value":"LIONART DEMO","description":"Check that the receiver name shown is LIONART DEMO.","copyable":false},
    {"key":"Step 7","value":"PIN","description":"Confirm with your PIN, then keep the transaction ID from the SMS.","copyable":false}
  ]'),
  ('orangeSteps', '[
    {"key":"Step 1","value":"#150#","description":"Dial the Orange Money code on your phone.","copyable":true},
    {"key":"Step 2","value":"1","description":"Choose 1: Transfer money.","copyable":false},
    {"key":"Step 3","value":"690000000","description":"Enter the LionArt receiving number (demo number).","copyable":true},
    {"key":"Step 4","value":"Amount","description":"Enter the amount you want to deposit (at least 1,000 XAF).","copyable":false},
    {"key":"Step 5","value":"LIONART DEMO","description":"Check that the receiver name shown is LIONART DEMO.","copyable":false},
    {"key":"Step 6","value":"PIN","description":"Confirm with your PIN, then keep the transaction ID from the SMS.","copyable":false}
  ]');
