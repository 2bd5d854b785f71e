/**
 * The operator's user page with days settled in aggregate (docs/product-rules.md#operator-views,
 * OPS-2; RET-8): each investment's paid and paused days come from its counters, the same as for
 * an investor whose days were all settled the legacy way.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { insertTwinCard, twins } from "../../../../test/aggregate-twins";
import { adminCookie, call, fundReserve } from "../../../../test/helpers";

beforeAll(async () => {
  await insertTwinCard();
  await fundReserve(1_000_000);
});

describe("GET /api/admin/users/{id}/overview with days settled in aggregate", () => {
  it("counts the same paid and paused days and total earned as the legacy twin", async () => {
    const { legacy, aggregate } = await twins();
    const admin = await adminCookie();
    const overview = async (id: number) =>
      (await (await call(`/api/admin/users/${id}/overview`, { cookie: admin })).json()) as UserOverviewResponse;
    const days = (o: UserOverviewResponse) => o.investments.map((i) => [i.paidDays, i.pausedDays, i.totalEarnedXaf, i.owedDays]);
    const [a, b] = [await overview(legacy.userId), await overview(aggregate.userId)];
    expect(days(b)).toEqual([[8, 4, 1000, 0]]);
    expect(days(b)).toEqual(days(a));
  });
});
