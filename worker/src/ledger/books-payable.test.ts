/**
 * The books check of `returns_payable` (docs/product-rules.md#books-checked, TRN-7): the
 * payable equals the accrued and unposted returns of every investment, checked in steps per
 * range of user ids that each read a bounded number of rows; a posting between two steps is
 * accounted for by its transfer, an accrual during the scan makes the verdict not conclusive,
 * and a counter changed without a transfer is a mismatch naming the payable.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { seedAggregateDays } from "../../test/aggregate-days";
import { measure } from "../../test/invocation-cost";
import { seedInvestments } from "../../test/seed-investments";
import { checkBooks, PAYABLE_MISMATCH } from "./books-check";
import { checkPayable, payableMovesBetween, readPayableBalance, sumUnpostedRange } from "./books-payable";
import { postReturnsStatements } from "./transfers/returns";

const db = () => env.DB;
const small = { usersPerStep: 10, transfersPerStep: 3 };
const tiny = { foldTransfers: 500, compareAccounts: 500, recheckAccounts: 500, recheckPerRun: 500 };

/** Investors 1..40, each with one 125 XAF a day investment (id = user id) and aggregate days. */
async function seedBook(): Promise<void> {
  await seedInvestments(40, 1, { startDay: "2026-01-01", durationDays: 90, reserveXaf: 1_000_000 });
  for (let id = 1; id <= 40; id++) {
    await seedAggregateDays(id, {
      days: 5 + (id % 4),
      paused: id % 5 === 0 ? [{ first: 1, last: 2, reason: "low_balance" }] : [],
      posted: id % 3 === 0 ? 1 : undefined,
    });
  }
}

const payableBalance = async () => (await readPayableBalance(db())).balanceXaf;

describe("the books check of returns_payable", () => {
  it("agrees on consistent books, in one step per range of user ids", async () => {
    await seedBook();
    expect(await payableBalance()).toBeGreaterThan(0);
    const steps: string[] = [];
    const verdict = await checkPayable(
      db(),
      (name, work) => {
        steps.push(name);
        return work();
      },
      small,
    );
    expect(verdict.outcome).toBe("agrees");
    expect(verdict.unpostedXaf).toBe(await payableBalance());
    // Ranges 0-9, 10-19, 20-29, 30-39, 40-49, then the balance; nothing moved meanwhile.
    expect(steps).toEqual([
      "books payable users 0",
      "books payable users 10",
      "books payable users 20",
      "books payable users 30",
      "books payable users 40",
      "books payable balance",
    ]);
    const check = await checkBooks(db(), new Date(), undefined, tiny, small);
    expect(check).toMatchObject({ balanced: true, mismatches: [], payable: { outcome: "agrees" } });
  });

  it("fails naming returns_payable when a counter is changed without a transfer", async () => {
    const tamper = (days: number) =>
      db().prepare("UPDATE investments SET posted_days = posted_days + ? WHERE id = 7").bind(days).run();
    await tamper(1);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const balance = await payableBalance();
      const check = await checkBooks(db(), new Date(), undefined, tiny, small);
      expect(check.balanced).toBe(false);
      expect(check.payable.outcome).toBe("differs");
      expect(check.mismatches).toEqual([{ accountId: PAYABLE_MISMATCH, cached: balance, fromEntries: balance - 125 }]);
      expect(check.totalXaf).toBe(0); // every account still equals its entries
      expect(errors.mock.calls.join(" ")).toContain("unposted:returns_payable (balance");
      const row = await db()
        .prepare("SELECT mismatched_accounts AS m, balanced FROM book_checks ORDER BY id DESC LIMIT 1")
        .first<{ m: string; balanced: number }>();
      expect(row).toEqual({ m: JSON.stringify([PAYABLE_MISMATCH]), balanced: 0 });
    } finally {
      await tamper(-1);
      errors.mockRestore();
    }
    expect((await checkBooks(db(), new Date(), undefined, tiny, small)).balanced).toBe(true);
  });

  it("accounts for postings made between its steps by their transfers", async () => {
    const first = await sumUnpostedRange(db(), 0, 10);
    // Investor 4 (summed already) and investor 14 (not yet) withdraw or invest: their returns are posted.
    for (const user of [4, 14]) await db().batch(postReturnsStatements(db(), user));
    const rest = [];
    for (let next = first.nextUserId; next !== null; ) {
      const sum = await sumUnpostedRange(db(), Math.floor(next / 10) * 10, 10);
      rest.push(sum);
      next = sum.nextUserId;
    }
    // Investor 24, summed, is posted after its range and before the balance is read.
    await db().batch(postReturnsStatements(db(), 24));
    const balance = await readPayableBalance(db());
    const sums = [first, ...rest];
    const moves = await payableMovesBetween(db(), sums, 10, first.throughTransferId, balance.throughTransferId);
    expect(moves.accruals).toBe(0);
    const owed = (user: number) =>
      db()
        .prepare("SELECT amount_xaf AS a FROM ledger_transfers WHERE kind = 'return_posting' AND user_id = ? ORDER BY id DESC")
        .bind(user)
        .first<{ a: number }>();
    // Investor 14's posting came before its range was summed: only 4's and 24's are subtracted.
    expect(moves.postedAfterXaf).toBe((await owed(4))!.a + (await owed(24))!.a);
    const unposted = sums.reduce((t, s) => t + s.unpostedXaf, 0) - moves.postedAfterXaf;
    expect(unposted).toBe(balance.balanceXaf);
  });

  it("is not conclusive, not a mismatch, when a daily run accrues during the scan", async () => {
    let accrued = false;
    const warns = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const check = await checkBooks(
        db(),
        new Date(),
        async (name, work) => {
          const result = await work();
          if (name === "books payable users 10" && !accrued) {
            accrued = true;
            await seedAggregateDays(3, { days: 1 });
          }
          return result;
        },
        tiny,
        small,
      );
      expect(check.payable.outcome).toBe("not_conclusive");
      expect(check).toMatchObject({ balanced: true, mismatches: [] });
      expect(warns.mock.calls.join(" ")).toContain("not conclusive");
    } finally {
      warns.mockRestore();
    }
    expect((await checkBooks(db(), new Date(), undefined, tiny, small)).payable.outcome).toBe("agrees");
  });

  it("reads a bounded number of rows per step, however many investors there are", async () => {
    await seedInvestments(3000, 1000, { startDay: "2026-02-01", durationDays: 90, reserveXaf: 1_000_000 });
    await db().prepare("UPDATE investments SET paid_days = 4, accrued_days = 4, total_earned_xaf = 500 WHERE id >= 1000").run();
    await db()
      .prepare(
        `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind)
         VALUES ('seed_accrual:bulk', 'returns_reserve', 'returns_payable', ${3000 * 500}, 'return_accrual')`,
      )
      .run();
    let worst = 0;
    const limits = { usersPerStep: 500, transfersPerStep: 1000 };
    const verdict = await checkPayable(
      db(),
      async (_name, work) => {
        let result: Awaited<ReturnType<typeof work>> | undefined;
        const cost = await measure(async () => {
          result = await work();
        });
        worst = Math.max(worst, cost.maxRowsRead);
        return result!;
      },
      limits,
    );
    expect(verdict.outcome).toBe("agrees");
    // A step reads its range's investments (and their index entries), never the 3,040.
    expect(worst).toBeLessThanOrEqual(2 * 500 + 10);
    const whole = await measure(() => sumUnpostedRange(db(), 0, 10_000));
    expect(whole.maxRowsRead).toBeGreaterThan(3000);
  });
});
