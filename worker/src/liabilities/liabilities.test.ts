/**
 * The daily proof of liabilities on real D1 (docs/proof-of-liabilities.md): after a daily run
 * every investor owed something has a proof that the shared verifier accepts, with the balance
 * the ledger held at the record's transfer id even when transfers arrive during the build;
 * records chain day to day; each step's D1 queries do not grow with the number of investors;
 * old trees are deleted in bounded steps while records stay.
 */
import { env } from "cloudflare:test";
import { checkProof, checkRecord } from "@app/schema/liabilities-proof";
import type { TransferKind } from "@app/schema/db/ledger";
import { describe, expect, it } from "vitest";
import { type InvocationCost, measure } from "../../test/invocation-cost";
import { runDailyCron } from "../../test/helpers";
import { transferStatement, userAccount } from "../ledger/ledger";
import type { AccountId } from "../ledger/accounts";
import { checkBooks } from "../ledger/books-check";
import type { StepRunner } from "../lib/steps";
import type { LiabilityLimits } from "./build";
import { liabilityProof } from "./proof";
import { LIABILITY_PROOF_DAYS } from "./prune";
import { recordsPage } from "./records";
import { publishLiabilities } from "./run";
import { seedOwedInvestors, testKeys, verifyEveryProof } from "./testing";

const db = () => env.DB;
/** Small steps, so a few hundred investors take many of each kind. */
const SMALL: LiabilityLimits = { usersPerStep: 40, leavesPerRead: 32, readsPerStep: 2, nodesPerStep: 2, rowsPerInsert: 7 };
const ids = (count: number, from: number) => Array.from({ length: count }, (_, i) => from + i);
const owed = (id: number) => (id % 3 === 0 ? 0 : id * 7 + 1000);

/** Checks the books and publishes `day` as of the transfer they were checked through. */
async function publishDay(day: string, run?: StepRunner, limits = SMALL) {
  const books = await checkBooks(db());
  return publishLiabilities(env, day, books.throughTransferId, run, limits);
}

describe("the daily proof of liabilities", () => {
  it("after the daily run, every seeded investor's proof verifies, with what the ledger owes them", async () => {
    await seedOwedInvestors(150, 1);
    const output = await runDailyCron();
    expect(output.liabilities).toMatchObject({ published: true, leafCount: 100 });
    const { failed, balances } = await verifyEveryProof(ids(150, 1).filter((id) => owed(id) > 0));
    expect(failed).toEqual([]);
    for (const [id, balance] of balances) expect(balance).toBe(owed(id));
    const keys = await testKeys();
    await expect(liabilityProof(db(), keys, 3, undefined)).rejects.toMatchObject({ code: "no_liability" });
    const page = await recordsPage(db(), undefined);
    expect(page.latest).toMatchObject({
      leafCount: 100,
      totalXaf: ids(150, 1).reduce((s, id) => s + owed(id), 0),
      matchesLedger: true,
    });
  });

  it("takes each balance as of the record's transfer id while transfers arrive during the build, in many small steps", async () => {
    await seedOwedInvestors(300, 1001);
    let moved = false;
    const interleaved: StepRunner = async (name, work) => {
      if (name.includes(" walk ") && !moved) {
        moved = true; // a deposit to an investor after the snapshot, between two steps of the build
        await transferStatement(db(), {
          idempotencyKey: "late",
          debit: "cash:mtn",
          credit: userAccount(1001, "principal"),
          amountXaf: 5000,
          kind: "deposit",
          userId: 1001,
        }).run();
      }
      return work();
    };
    const report = await publishDay("2030-03-01", interleaved);
    expect(moved).toBe(true);
    const everyone = await db()
      .prepare(
        "SELECT COUNT(*) AS n FROM (SELECT user_id FROM ledger_accounts WHERE user_id IS NOT NULL GROUP BY user_id HAVING SUM(balance_xaf) > 0)",
      )
      .first<{ n: number }>();
    expect(report).toMatchObject({ published: true, leafCount: everyone!.n });

    const { failed, balances } = await verifyEveryProof(
      ids(300, 1001).filter((id) => owed(id) > 0),
      "2030-03-01",
    );
    expect(failed).toEqual([]);
    expect(balances.get(1001)).toBe(owed(1001));
    expect((await recordsPage(db(), undefined)).latest?.matchesLedger).toBe(true);
    // The next day includes the late deposit and links to this day's record.
    await publishDay("2030-03-02");
    const next = await liabilityProof(db(), await testKeys(), 1001, "2030-03-02");
    expect(next.balanceXaf).toBe(owed(1001) + 5000);
    const first = await liabilityProof(db(), await testKeys(), 1001, "2030-03-01");
    const links = await checkRecord(next.record as never, (await testKeys()).publicKey, first.record);
    expect(links.every((c) => c.ok)).toBe(true);
  });

  it("says the record does not match the ledger when a cached balance was changed without a transfer", async () => {
    await seedOwedInvestors(20, 2001);
    await db()
      .prepare("UPDATE ledger_accounts SET balance_xaf = balance_xaf + 100 WHERE id = ?1")
      .bind(userAccount(2001, "principal"))
      .run();
    await publishDay("2030-04-01");
    expect((await recordsPage(db(), undefined)).latest).toMatchObject({ matchesLedger: false });
    await db()
      .prepare("UPDATE ledger_accounts SET balance_xaf = balance_xaf - 100 WHERE id = ?1")
      .bind(userAccount(2001, "principal"))
      .run();
  });

  it("makes the same D1 queries per step with 10 times the investors", async () => {
    const worst = async (count: number, from: number, day: string) => {
      await seedOwedInvestors(count, from);
      const costs: InvocationCost[] = [];
      const measured: StepRunner = async (_name, work) => {
        let result: Awaited<ReturnType<typeof work>> | undefined;
        costs.push(await measure(async () => (result = await work())));
        return result as Awaited<ReturnType<typeof work>>;
      };
      await publishDay(day, measured);
      return { steps: costs.length, queries: Math.max(...costs.map((c) => c.d1Queries)) };
    };
    const small = await worst(60, 3001, "2030-05-01");
    const large = await worst(600, 4001, "2030-05-02");
    expect(large.steps).toBeGreaterThan(small.steps + 20);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(10);
  });

  it(`keeps the trees of the last ${LIABILITY_PROOF_DAYS} days and every record`, async () => {
    await seedOwedInvestors(100, 5001);
    const days = Array.from({ length: 10 }, (_, i) => `2030-06-${String(i + 1).padStart(2, "0")}`);
    for (const day of days) await publishDay(day, undefined, { ...SMALL, usersPerStep: 1000 });
    const trees = await db()
      .prepare(
        "SELECT r.day, COUNT(l.hash) AS n FROM liability_records r LEFT JOIN liability_leaves l ON l.record_id = r.id WHERE r.day LIKE '2030-06-%' GROUP BY r.day ORDER BY r.day",
      )
      .all<{ day: string; n: number }>();
    expect(trees.results.map((t) => t.n > 0)).toEqual(days.map((_, i) => i >= 10 - LIABILITY_PROOF_DAYS));
    await expect(liabilityProof(db(), await testKeys(), 5002, "2030-06-01")).rejects.toMatchObject({ code: "not_found" });
    expect((await liabilityProof(db(), await testKeys(), 5002, "2030-06-10")).balanceXaf).toBe(owed(5002));
    const page = await recordsPage(db(), undefined);
    expect(page.records.slice(0, 10).map((r) => r.date)).toEqual([...days].reverse());
    for (const [i, r] of page.records.entries()) expect(r.previousRecordHash).toBe(page.records[i + 1]?.recordHash ?? null);
  });
  it("says what an investor's balance is made of, account by account as of the record, summing to the leaf's balance (issue 34 item 8)", async () => {
    await seedOwedInvestors(1, 7001); // 7001 is owed 7001 * 7 + 1000 = 50,007 XAF on principal
    const move = (key: string, debit: AccountId, credit: AccountId, amountXaf: number, kind: TransferKind) =>
      transferStatement(db(), { idempotencyKey: `${key}:7001`, debit, credit, amountXaf, kind, userId: 7001 });
    await db().batch([
      move("invest", userAccount(7001, "principal"), userAccount(7001, "invested"), 25_000, "investment"),
      move("hold", userAccount(7001, "principal"), userAccount(7001, "withdrawal_hold"), 3_500, "withdrawal_hold"),
      move("bonus", "cash:mtn", userAccount(7001, "referral"), 1_000, "adjustment"),
    ]);
    await publishDay("2030-07-01");
    // After the record: a deposit the breakdown must leave out, as the leaf does.
    await move("late", "cash:mtn", userAccount(7001, "principal"), 9_000, "deposit").run();
    const proof = await liabilityProof(db(), await testKeys(), 7001, "2030-07-01");
    expect(proof.breakdown).toEqual({ principalXaf: 21_507, referralXaf: 1_000, investedXaf: 25_000, withdrawalHoldXaf: 3_500 });
    const { principalXaf, referralXaf, investedXaf, withdrawalHoldXaf } = proof.breakdown;
    expect(principalXaf + referralXaf + investedXaf + withdrawalHoldXaf).toBe(proof.balanceXaf);
    expect(proof.balanceXaf).toBe(51_007);
    expect((await checkProof(proof, proof.record)).every((c) => c.ok)).toBe(true);
  });
});
