-- The daily run's plan reads the id range to settle from indexes instead of scanning every
-- investment (issue 20; docs/ARCHITECTURE.md#scale): active investments through
-- investments_active, matured ones with days still owed through this partial index.
CREATE INDEX `investments_owed` ON `investments` (`id`) WHERE "investments"."is_active" = 0 AND "investments"."accrued_days" < "investments"."duration_days";