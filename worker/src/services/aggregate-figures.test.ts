/**
 * Figures that sum returns or an investor's accounts read days settled in aggregate as they read
 * legacy days (issue 36 section 1, RET-8): the public "returns paid" counts the returns accrued
 * in aggregate as it counted the daily-return transfers (TRN-1), and the hold limit's usage
 * counts the returns accrued and not yet posted as it counted them on the principal (KYC-6).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type DayStatus, seedAggregateDays, seedLegacyDays } from "../../test/aggregate-days";
import { seedInvestments } from "../../test/seed-investments";
import { doualaDayStartUtc } from "../lib/douala-date";
import { standingStatement } from "./limits/refusal";
import type { StandingRow } from "./limits/standing";
import { windowsAt } from "./limits/standing";
import { transparency } from "./transparency/public-figures";

const db = () => env.DB;
const DAYS: DayStatus[] = ["paid", "paid", "suspended", "paid", "paid", "paid"];

describe("figures over days settled in aggregate", () => {
  it("counts returns accrued in aggregate in the public returns paid, as the legacy daily returns", async () => {
    const before = Number((await transparency(db())).returnsPaid);
    // 9101 settles 6 days the old way; 9102 the same 6 days in aggregate, 2 paid days posted.
    await seedInvestments(2, 9101, { startDay: "2030-09-01", durationDays: 60, reserveXaf: 100_000 });
    await seedLegacyDays(9101, DAYS);
    await seedAggregateDays(9102, { days: 6, paused: [{ first: 3, last: 3, reason: "suspended" }], posted: 2 });
    const after = Number((await transparency(db())).returnsPaid);
    expect(after - before).toBe(2 * 5 * 125);
  });

  it("counts the returns accrued and not yet posted in the hold limit's usage", async () => {
    const now = new Date();
    const hold = async (userId: number) =>
      (await standingStatement(db(), userId, windowsAt(now, doualaDayStartUtc(now))).first<StandingRow>())!.hold;
    // Both hold 5,000 principal + 25,000 invested + 5 paid days, posted (legacy) or not (aggregate).
    expect(await hold(9101)).toBe(30_625);
    expect(await hold(9102)).toBe(30_625);
  });
});
