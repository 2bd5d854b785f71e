/**
 * The dashboard of days settled in aggregate (docs/product-rules.md#screen-dashboard, RET-8,
 * docs/decisions/0042-aggregate-accruals.md): paid and paused days from the investment's
 * counters, total earned, and one history line per paid day with no line for a posting, the
 * same as an investor whose days were all settled the legacy way sees.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { DashboardResponse } from "@app/schema/contracts/dashboard";
import { insertTwinCard, twins } from "../../../test/aggregate-twins";
import { call, expectLedgerConsistent, fundReserve } from "../../../test/helpers";

beforeAll(async () => {
  await insertTwinCard();
  await fundReserve(1_000_000);
});

const dashboard = async (cookie: string) => (await (await call("/api/user/dashboard", { cookie })).json()) as DashboardResponse;

/** What a line says, without its ids and instants (a computed line has no transfer). */
const said = (d: DashboardResponse) =>
  d.transactions.map((t) => [
    t.type,
    t.amount,
    t.status,
    t.type === "deposit" ? "" : t.memo,
    t.cardNameFr,
    t.links.investmentId === null,
  ]);

describe("GET /api/user/dashboard with days settled in aggregate", () => {
  it("shows the same investments, totals and history lines as the legacy twin", async () => {
    const { legacy, aggregate } = await twins();
    const [a, b] = [await dashboard(legacy.cookie), await dashboard(aggregate.cookie)];
    const inv = (d: DashboardResponse) => d.investments.map((i) => [i.paidDays, i.pausedDays, i.totalEarned, i.owedDays]);
    expect(inv(b)).toEqual([[8, { suspended: 2, lowBalance: 2 }, "1000.00", 0]]);
    expect(inv(b)).toEqual(inv(a));
    expect(b.totalEarned).toBe(a.totalEarned);
    expect(said(b)).toEqual(said(a));
    // 8 paid days, the investment and the deposit; no line for the posting.
    expect(b.transactions.map((t) => t.type)).toEqual([...Array(8).fill("daily_return"), "investment", "deposit"]);
    expect(b.transactions.filter((t) => t.type === "daily_return").map((t) => t.links.investmentId)).toEqual(
      Array(8).fill(aggregate.investmentId),
    );
    // Each computed line is dated at its Douala day's start, newest first, with an id no transfer has.
    const computed = b.transactions.slice(0, 5);
    for (const t of computed) expect(t.createdAt).toBe(new Date(`${t.memo}T00:00:00+01:00`).toISOString());
    expect(new Set(b.transactions.map((t) => t.id)).size).toBe(10);
    expect(computed.every((t) => t.id < 0)).toBe(true);
    await expectLedgerConsistent();
  });

  it("shows the newest 50 lines across transfers and computed days, and says more exist", async () => {
    const many = Array(60).fill("paid");
    const { legacy, aggregate } = await twins(many);
    const [a, b] = [await dashboard(legacy.cookie), await dashboard(aggregate.cookie)];
    expect([b.transactions.length, b.moreTransactions]).toEqual([50, true]);
    expect(said(b)).toEqual(said(a));
    expect(b.transactions.map((t) => t.memo)).toEqual(a.transactions.map((t) => t.memo));
  });
});
