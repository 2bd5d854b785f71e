/**
 * The proof of liabilities with returns accrued in aggregate (docs/product-rules.md#proof-of-liabilities,
 * TRN-5; RET-8): an investor's leaf counts their returns accrued and not yet posted, as the
 * dashboard's principal does; an investor whose days are aggregate has the same leaf as one
 * whose same days were settled the old way; the leaf stays the same when later days settle and
 * postings move the returns; the published total is the users' accounts plus `returns_payable`.
 */
import { env } from "cloudflare:test";
import { checkProof } from "@app/schema/liabilities-proof";
import { describe, expect, it } from "vitest";
import { type DayStatus, seedAggregateDays, seedLegacyDays } from "../../test/aggregate-days";
import { seedInvestments } from "../../test/seed-investments";
import { checkBooks } from "../ledger/books-check";
import { postReturnsStatements } from "../ledger/transfers/returns";
import { liabilityProof } from "./proof";
import { recordsPage } from "./records";
import { publishLiabilities } from "./run";
import { testKeys, verifyEveryProof } from "./testing";

const db = () => env.DB;
const DAY = "2030-08-11";

async function publish(day: string) {
  const books = await checkBooks(db());
  expect(books.balanced).toBe(true);
  return publishLiabilities(env, day, books.throughTransferId);
}

describe("the proof of liabilities with returns accrued in aggregate", () => {
  it("counts the unposted returns in the leaf, the same as the old way, and stays so after later days and postings", async () => {
    // Investors 8001..8003: 30,000 deposited, 25,000 invested at 125 a day from 2030-08-01.
    await seedInvestments(3, 8001, { startDay: "2030-08-01", durationDays: 60, reserveXaf: 1_000_000 });
    // 8001: days 08-02..08-11 aggregate, 08-05 and 08-06 paused, 3 of the 8 paid days posted.
    await seedAggregateDays(8001, { days: 10, paused: [{ first: 4, last: 5, reason: "low_balance" }], posted: 3 });
    // 8002: the same days the old way. 8003: 4 days the old way, then 6 aggregate, none posted.
    const days: DayStatus[] = ["paid", "paid", "paid", "low_balance", "low_balance", "paid", "paid", "paid", "paid", "paid"];
    await seedLegacyDays(8002, days);
    await seedLegacyDays(8003, days.slice(0, 4));
    await seedAggregateDays(8003, { days: 6, paused: [{ first: 1, last: 1, reason: "low_balance" }] });
    const report = await publish(DAY);
    expect(report).toMatchObject({ published: true });
    const { failed, balances } = await verifyEveryProof([8001, 8002, 8003], DAY);
    expect(failed).toEqual([]);
    // 5,000 principal + 25,000 invested + 8 paid days x 125, posted or not.
    expect([...balances.values()]).toEqual([31_000, 31_000, 31_000]);
    const aggregate = await liabilityProof(db(), await testKeys(), 8001, DAY);
    const legacy = await liabilityProof(db(), await testKeys(), 8002, DAY);
    expect(aggregate.breakdown).toEqual(legacy.breakdown);
    expect(aggregate.breakdown).toEqual({ principalXaf: 6_000, referralXaf: 0, investedXaf: 25_000, withdrawalHoldXaf: 0 });

    // The next days settle (one paused) and 8001 and 8003 have their returns posted: the day's
    // proofs are unchanged, the next day's count the new days.
    for (const id of [8001, 8002, 8003]) {
      await seedAggregateDays(id, { days: 3, paused: [{ first: 2, last: 2, reason: "suspended" }] });
    }
    for (const user of [8001, 8003]) await db().batch(postReturnsStatements(db(), user));
    const again = await verifyEveryProof([8001, 8002, 8003], DAY);
    expect(again.failed).toEqual([]);
    expect([...again.balances.values()]).toEqual([31_000, 31_000, 31_000]);
    const proof = await liabilityProof(db(), await testKeys(), 8001, DAY);
    expect((await checkProof(proof, proof.record)).every((c) => c.ok)).toBe(true);
    await publish("2030-08-14");
    const next = await verifyEveryProof([8001, 8002, 8003], "2030-08-14");
    expect(next.failed).toEqual([]);
    expect([...next.balances.values()]).toEqual([31_250, 31_250, 31_250]);
  });

  it("publishes a total equal to the users' accounts plus returns_payable, and says it matches the ledger", async () => {
    const owed = await db()
      .prepare(
        `SELECT (SELECT SUM(balance_xaf) FROM ledger_accounts WHERE user_id IS NOT NULL) AS users,
                (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_payable') AS payable`,
      )
      .first<{ users: number; payable: number }>();
    expect(owed!.payable).toBeGreaterThan(0); // 8002's three days are not posted
    await publish("2030-08-15");
    const latest = (await recordsPage(db(), undefined)).latest;
    expect(latest).toMatchObject({ date: "2030-08-15", totalXaf: owed!.users + owed!.payable, matchesLedger: true });
  });
});
