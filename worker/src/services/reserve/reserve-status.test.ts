/**
 * The reserve's status (docs/product-rules.md#reserve, RES-3, RES-5) from running totals and
 * the rows that still owe something, never from every investor (docs/ARCHITECTURE.md#scale):
 * the figures follow purchases, maturity and the owed bonuses from before return
 * commitments, and reading them costs the same with 40 investors as with 400.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { measure } from "../../../test/invocation-cost";
import { call, depositFor, fundReserve, registerInvestor } from "../../../test/helpers";
import { creditDailyReturns } from "../../cron/credit-daily-returns";
import { seedInvestments } from "../../../test/seed-investments";
import { drainReserve, legacyInvestment } from "../../ledger/testing";
import { doualaDay } from "../../lib/douala-date";
import { reserveStatus } from "./reserve";

const db = () => env.DB;
const DAY_MS = 86_400_000;

/** `count` investors from id `from`, each with one committed 25,000 XAF card at 125 XAF a day for 30 days, bought today. */
const seedCommitted = (count: number, from: number) =>
  seedInvestments(count, from, { startDay: doualaDay(), reserveXaf: count * 3750, commit: true });

describe("the reserve's status", () => {
  it("reads the same rows with 40 investors as with 400, and counts the active investments' daily returns", async () => {
    await db()
      .prepare(
        `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
         VALUES (1, 'c', 'Card', 'd', 'h', '/a.svg', 25000, 125)`,
      )
      .run();
    await seedCommitted(40, 100_001);
    const small = await measure(() => reserveStatus(db(), new Date()));
    expect(await reserveStatus(db(), new Date())).toMatchObject({ dailyReturnsDue: "5000.00", returnsCommitted: "150000.00" });
    await seedCommitted(360, 100_041);
    const large = await measure(() => reserveStatus(db(), new Date()));
    expect(await reserveStatus(db(), new Date())).toMatchObject({ dailyReturnsDue: "50000.00", returnsCommitted: "1500000.00" });
    expect(large.d1Queries).toBe(small.d1Queries);
    expect(large.maxRowsRead).toBe(small.maxRowsRead);
    // At maturity the investments stop counting as due (their commitments are paid or released).
    await creditDailyReturns(db(), new Date(Date.now() + 31 * DAY_MS));
    expect(await reserveStatus(db(), new Date(Date.now() + 31 * DAY_MS))).toMatchObject({
      dailyReturnsDue: "0.00",
      returnsCommitted: "0.00",
      returnsOwed: "0.00",
    });
  });

  it("counts a referral bonus owed from before commitments until the run pays it; a purchase now pays its own", async () => {
    await drainReserve(db());
    const referrer = await registerInvestor();
    const before = await registerInvestor({ referralCode: referrer.user.referralCode });
    await depositFor(before.cookie, 25_000);
    await legacyInvestment(db(), before.user.id, 1, doualaDay());
    let status = await reserveStatus(db(), new Date());
    expect(status).toMatchObject({
      referralBonusesOwed: "1000.00",
      returnsShortfall: "4750.00",
      promisedReturnsFundedPercent: 0,
    });
    await fundReserve(3750 + 1000 + 3750 + 1000);
    // The funding committed the uncovered investment at once; the bonus waits for the run.
    expect(await reserveStatus(db(), new Date())).toMatchObject({ referralBonusesOwed: "1000.00", returnsShortfall: "1000.00" });
    const now = await registerInvestor({ referralCode: referrer.user.referralCode });
    await depositFor(now.cookie, 25_000);
    const res = await call("/api/investments", { method: "POST", cookie: now.cookie, body: { cardId: 1, acceptRisk: true } });
    expect(res.status).toBe(201);
    status = await reserveStatus(db(), new Date());
    expect(status).toMatchObject({ referralBonusesOwed: "1000.00" }); // the new friend's bonus was paid with the purchase
    await creditDailyReturns(db(), new Date());
    status = await reserveStatus(db(), new Date());
    expect(status).toMatchObject({ referralBonusesOwed: "0.00", returnsShortfall: "0.00", promisedReturnsFundedPercent: 100 });
    expect((await db().prepare("SELECT COUNT(*) AS n FROM referral_bonuses_owed").first())!.n).toBe(0);
  });
});
