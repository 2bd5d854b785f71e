/**
 * Applies the D1 migrations before each test file (storage is isolated per file), and runs
 * the ledger auditor after every test: the trial balance sums to 0 and every cached
 * balance equals the sum of its entries (issue "Money moves", Done means).
 */
import { applyD1Migrations, env } from "cloudflare:test";
import { afterEach } from "vitest";
import { expectLedgerConsistent } from "./helpers";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

afterEach(async () => {
  await expectLedgerConsistent();
});
