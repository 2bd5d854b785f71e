/**
 * Empties the storage a file before left (reset-storage.ts) and applies the D1 migrations
 * before each test file, and runs
 * the ledger auditor after every test: the trial balance sums to 0 and every cached
 * balance equals the sum of its entries
 * (docs/decisions/0016-ledger-balances-by-trigger.md;
 * docs/decisions/0020-tests-in-workerd-and-chromium.md).
 */
import { applyD1Migrations, env } from "cloudflare:test";
import { afterEach } from "vitest";
import { expectLedgerConsistent } from "./helpers";
import { forgetQueueMessages } from "./push-queue";
import { resetStorage } from "./reset-storage";

await resetStorage();
forgetQueueMessages();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

afterEach(async () => {
  await expectLedgerConsistent();
});
