/**
 * The incremental books check (docs/product-rules.md#books-checked): it agrees with the full
 * audit whatever the step sizes, finds a cached balance that drifted without a transfer
 * (through the rolling re-check), keeps reporting a mismatch until it is corrected, and each
 * of its steps reads a bounded number of rows however long the ledger is (D1: 30 s per query;
 * docs/ARCHITECTURE.md#scale). Own file: the drift below must not leak into other tests.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { measure } from "../../test/invocation-cost";
import { bulkDepositTransfersSql, bulkOpenUserAccountsSql, seriesSql } from "./bulk-seed";
import { booksAuditStep } from "./books-audit";
import { checkBooks } from "./books-check";
import { balanceMismatches, userAccount } from "./ledger";

const db = () => env.DB;

async function seedInvestors(count: number, from: number): Promise<void> {
  await db()
    .prepare(
      `${seriesSql(count, from)} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code)
       SELECT i, 'Audit ' || i, printf('6%08d', i), 'MTN Mobile Money', 'A' || i FROM s`,
    )
    .run();
  for (const sql of bulkOpenUserAccountsSql()) await db().prepare(sql).run();
}

async function seedDeposits(count: number, from: number, users: { from: number; count: number }): Promise<void> {
  await db()
    .prepare(
      bulkDepositTransfersSql({ count, from, userIdSql: `${users.from} + i % ${users.count}`, amountXafSql: "1000 + i % 7" }),
    )
    .run();
}

const drift = (account: string, xaf: number) =>
  db().prepare("UPDATE ledger_accounts SET balance_xaf = balance_xaf + ? WHERE id = ?").bind(xaf, account).run();

const tiny = { foldTransfers: 7, compareAccounts: 3, recheckAccounts: 4, recheckPerRun: 8 };

describe("the incremental books check", () => {
  it("folds the whole ledger in small steps, up to the newest transfer, and agrees with the full audit", async () => {
    await seedInvestors(20, 1);
    await seedDeposits(60, 1, { from: 1, count: 20 });
    const check = await checkBooks(db(), new Date(), undefined, tiny);
    const newest = await db().prepare("SELECT MAX(id) AS id FROM ledger_transfers").first<{ id: number }>();
    expect(check).toMatchObject({ balanced: true, totalXaf: 0, mismatches: [], throughTransferId: newest!.id });
    expect(check.steps).toBeGreaterThanOrEqual(60 / 7);
    const sums = await db()
      .prepare(
        `SELECT COUNT(*) AS n FROM books_audit_balances b JOIN ledger_accounts a ON a.id = b.account_id
          WHERE a.balance_xaf = b.from_entries_xaf`,
      )
      .first<{ n: number }>();
    expect(sums!.n).toBeGreaterThanOrEqual(21); // every principal and the cash account
    expect(await balanceMismatches(db())).toEqual([]);
  });

  it("reads only the transfers after its checkpoint the next time", async () => {
    await seedDeposits(5, 61, { from: 1, count: 20 });
    let folded = 0;
    await checkBooks(db(), new Date(), async (_name, work) => {
      const result = await work();
      if (result && typeof result === "object" && "folded" in result) folded += (result as { folded: number }).folded;
      return result;
    });
    expect(folded).toBe(5);
  });

  it("finds a cached balance changed without a transfer through the rolling re-check, and reports it until corrected", async () => {
    const quiet = userAccount(3, "principal");
    const before = await db()
      .prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = ?")
      .bind(quiet)
      .first<{ b: number }>();
    await drift(quiet, 11);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // 8 accounts re-checked a run: 80 accounts are all covered within 10 runs.
      let found = false;
      for (let run = 0; run < 10 && !found; run++) {
        const check = await checkBooks(db(), new Date(), undefined, tiny);
        found = !check.balanced;
        if (found) {
          expect(check.mismatches).toEqual([{ accountId: quiet, cached: before!.b + 11, fromEntries: before!.b }]);
          expect(check.totalXaf).toBe(11);
        }
      }
      expect(found).toBe(true);
      // Still reported by the next run, whatever the re-check's position.
      const again = await checkBooks(db(), new Date(), undefined, tiny);
      expect(again.mismatches.map((m) => m.accountId)).toEqual([quiet]);
    } finally {
      await drift(quiet, -11);
      errors.mockRestore();
    }
    await checkBooks(db(), new Date(), undefined, tiny);
    expect((await checkBooks(db(), new Date(), undefined, tiny)).balanced).toBe(true);
  });

  it("keeps the running totals per kind equal to the transfers, and reports a total changed without one", async () => {
    const totals = await db()
      .prepare(
        `SELECT COUNT(*) AS n FROM (SELECT kind, SUM(amount_xaf) AS s, COUNT(*) AS c FROM ledger_transfers GROUP BY kind) t
           JOIN ledger_kind_totals k ON k.kind = t.kind AND k.total_xaf = t.s AND k.transfers = t.c`,
      )
      .first<{ n: number }>();
    const kinds = await db().prepare("SELECT COUNT(DISTINCT kind) AS n FROM ledger_transfers").first<{ n: number }>();
    expect(totals!.n).toBe(kinds!.n);
    const nudge = (xaf: number) =>
      db().prepare("UPDATE ledger_kind_totals SET total_xaf = total_xaf + ? WHERE kind = 'deposit'").bind(xaf).run();
    await nudge(5);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const check = await checkBooks(db(), new Date(), undefined, tiny);
      expect(check.balanced).toBe(false);
      expect(check.mismatches.map((m) => m.accountId)).toEqual(["kind:deposit"]);
      expect(check.totalXaf).toBe(0); // the accounts still balance
    } finally {
      await nudge(-5);
      errors.mockRestore();
    }
    expect((await checkBooks(db(), new Date(), undefined, tiny)).balanced).toBe(true);
  });

  it("reads a bounded number of rows per step, however many transfers there are", async () => {
    const limits = { foldTransfers: 500, compareAccounts: 200, recheckAccounts: 200 };
    await seedInvestors(1000, 1000);
    await seedDeposits(12_000, 1000, { from: 1000, count: 1000 });
    let worst = { d1Queries: 0, maxRowsRead: 0 };
    let steps = 0;
    for (let caughtUp = false, uncheckedLeft = true; !caughtUp || uncheckedLeft; steps++) {
      let step: Awaited<ReturnType<typeof booksAuditStep>> | undefined;
      const cost = await measure(async () => {
        step = await booksAuditStep(db(), limits);
      });
      ({ caughtUp, uncheckedLeft } = step!);
      worst = {
        d1Queries: Math.max(worst.d1Queries, cost.d1Queries),
        maxRowsRead: Math.max(worst.maxRowsRead, cost.maxRowsRead),
      };
    }
    expect(steps).toBeGreaterThan(12_000 / 500);
    expect(worst.d1Queries).toBeLessThanOrEqual(14);
    // Each statement reads its windows (and their index lookups: about 5 rows per transfer
    // folded), never the 24,000 entries nor the 4,000 accounts.
    expect(worst.maxRowsRead).toBeLessThanOrEqual(6 * 500);
    expect(await balanceMismatches(db())).toEqual([]);
    // What the measure would see of a check that scans the ledger in one query.
    expect((await measure(() => balanceMismatches(db()))).maxRowsRead).toBeGreaterThan(24_000);
  });
});
