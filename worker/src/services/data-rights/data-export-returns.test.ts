/**
 * The investor's daily returns in their data export (docs/product-rules.md#data-rights, DATA-1;
 * STM-4): each investment with its settled, paid, paused (by reason), posted and legacy days and
 * its pause spans, so every paid day can be told from the export; the statement CSV it names
 * holds one line per paid day.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { DataExport } from "@app/schema/contracts/data-export";
import { insertTwinCard, twins } from "../../../test/aggregate-twins";
import { call, fundReserve } from "../../../test/helpers";

beforeAll(async () => {
  await insertTwinCard();
  await fundReserve(1_000_000);
});

describe("GET /api/user/data-export with days settled in aggregate", () => {
  it("gives each investment's day counters and pause spans, and the CSV one line per paid day", async () => {
    const { aggregate } = await twins();
    const data = (await (await call("/api/user/data-export", { cookie: aggregate.cookie })).json()) as DataExport;
    const [inv] = data.lists.investments.items;
    expect(inv).toMatchObject({
      id: aggregate.investmentId,
      accrued_days: 12,
      legacy_days: 3,
      paid_days: 8,
      paused_suspended_days: 2,
      paused_low_balance_days: 2,
      posted_days: 5,
      total_earned_xaf: 1000,
    });
    const start = Date.parse(`${inv!.start_day as string}T00:00:00Z`);
    const day = (n: number) => new Date(start + n * 86_400_000).toISOString().slice(0, 10);
    expect(inv!.pause_spans).toEqual([
      { first_day: day(6), last_day: day(7), reason: "low_balance" },
      { first_day: day(9), last_day: day(9), reason: "suspended" },
    ]);
    const csv = await (await call("/api/user/data-export?format=csv&lang=en", { cookie: aggregate.cookie })).text();
    expect(csv.split(/\r?\n/).filter((l) => l.includes("Daily return"))).toHaveLength(8);
  });
});
