-- The investor's registered phone when they asked for a withdrawal (docs/product-rules.md#approvals,
-- APR-3). A payout to a number other than the registered phone needs a second admin; comparing
-- with the phone as it is when the admin approves let one admin change the phone (Edit User) to
-- the payout number and then approve alone. A withdrawal's number is new when it differs from
-- either. Rows from before this column have NULL and are compared with the current phone only.
ALTER TABLE `withdrawal_requests` ADD COLUMN `registered_phone` text;
