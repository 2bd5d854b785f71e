/**
 * The auditor runs in production: after each scheduled run it checks the trial balance and
 * every cached balance against its entries, logs an error naming the accounts that differ,
 * and GET /api/transparency says when the books were last checked and whether they
 * balanced (docs/product-rules.md#books-checked). Own file: the corruption below must not
 * leak into other tests' storage.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TransparencyResponse } from "@app/schema/contracts/transparency";
import { BOOKS_UNBALANCED_LOG } from "../ledger/books-check";
import { userAccount } from "../ledger/ledger";
import { call, depositFor, fundReserve, registerInvestor, runDailyCron } from "../../test/helpers";

const scheduledRun = () => runDailyCron();

const transparency = async () => (await (await call("/api/transparency")).json()) as TransparencyResponse;

afterEach(() => vi.restoreAllMocks());

describe("the books check after each daily run", () => {
  it("is public: not yet checked, then checked and balanced, with no error logged", async () => {
    expect(await transparency()).toMatchObject({ booksCheckedAt: null, booksBalanced: null });
    await fundReserve(100_000);
    const inv = await registerInvestor();
    await depositFor(inv.cookie, 10_000);
    const errors = vi.spyOn(console, "error");
    const before = Date.now();
    await scheduledRun();
    const t = await transparency();
    expect(t.booksBalanced).toBe(true);
    expect(Date.parse(t.booksCheckedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(errors.mock.calls.filter((c) => String(c[0]).startsWith(BOOKS_UNBALANCED_LOG))).toEqual([]);
  });

  it("logs an error naming the account whose cached balance differs from its entries, and says so publicly", async () => {
    const inv = await registerInvestor();
    await depositFor(inv.cookie, 10_000);
    const principal = userAccount(inv.user.id, "principal");
    // A cached balance drifted from its entries (what the auditor exists to catch): only a
    // direct write can do this, the ledger's triggers never would.
    const drift = (xaf: number) =>
      env.DB.prepare("UPDATE ledger_accounts SET balance_xaf = balance_xaf + ? WHERE id = ?").bind(xaf, principal).run();
    await drift(7);
    try {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      await scheduledRun();
      const lines = errors.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith(BOOKS_UNBALANCED_LOG));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`${principal} (cached 10007, entries 10000)`);
      expect(lines[0]).toContain("trial balance 7 XAF");
      expect(await transparency()).toMatchObject({ booksBalanced: false });
    } finally {
      await drift(-7); // the setup's auditor checks the ledger after every test
    }
  });
});
