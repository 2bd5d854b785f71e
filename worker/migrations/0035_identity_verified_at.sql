-- Tier 2 of know-your-investor (issue 35, docs/product-rules.md#identity): when two staff
-- approved the investor's identity documents.
ALTER TABLE `users` ADD `identity_verified_at` text;