/**
 * No request does work that grows with the number of investors (docs/ARCHITECTURE.md#scale):
 * the screens an investor and the staff open most read D1 the same number of times with 30
 * investors and with 3,000 more, and make no subrequest; the public and staff totals read
 * about as many rows whatever the length of the ledger. Counted per invocation by
 * test/invocation-cost.ts.
 */
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { purgeTransparencyCache } from "../src/services/transparency/cached-figures";
import { bulkDepositTransfersSql, bulkOpenUserAccountsSql, seriesSql } from "../src/ledger/bulk-seed";
import { adminCookie, call, registerInvestor } from "./helpers";
import { type InvocationCost, measure } from "./invocation-cost";

/** Investors inserted directly, with their four ledger accounts (the ledger's bulk seeding). */
async function seedInvestors(count: number, from: number): Promise<void> {
  await env.DB.prepare(
    `${seriesSql(count, from)} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code)
     SELECT i, 'Bound ' || i, printf('6%08d', i), 'MTN Mobile Money', 'B' || i FROM s`,
  ).run();
  for (const sql of bulkOpenUserAccountsSql()) await env.DB.prepare(sql).run();
}

/** The cost of each path, signed in as `admin` (admin paths) or `investor`. */
async function costs(admin: string, investor: string): Promise<Record<string, InvocationCost>> {
  const paths: [string, string | undefined][] = [
    ["/api/transparency", undefined],
    ["/api/user/dashboard", investor],
    ["/api/notifications/count", investor],
    ["/api/admin/stats", admin],
    ["/api/admin/users", admin],
    ["/api/admin/users?search=Bound%2012", admin],
    ["/api/admin/search?q=Bound", admin],
    ["/api/admin/reserve", admin],
  ];
  const out: Record<string, InvocationCost> = {};
  for (const [path, cookie] of paths) {
    // D1's cost is measured, not the edge cache's copy of the public figures (TRN-6).
    await purgeTransparencyCache();
    let status = 0;
    out[path] = await measure(async () => {
      status = (await call(path, { cookie, settle: true })).status;
    });
    expect(status, path).toBe(200);
  }
  return out;
}

describe("requests bounded by a constant", () => {
  it("read the public and the staff's totals from the same few rows with 20,000 more transfers", async () => {
    const admin = await adminCookie();
    const rowsRead = async (path: string, cookie?: string) => {
      await purgeTransparencyCache();
      return (await measure(async () => expect((await call(path, { cookie, settle: true })).status).toBe(200))).maxRowsRead;
    };
    await seedInvestors(100, 90_001);
    const before = { public: await rowsRead("/api/transparency"), staff: await rowsRead("/api/admin/stats", admin) };
    await env.DB.prepare(
      bulkDepositTransfersSql({ count: 20_000, from: 900_001, userIdSql: "90001 + i % 100", amountXafSql: "1000" }),
    ).run();
    // A new kind's total is one row more; the transfers themselves are never read.
    expect(await rowsRead("/api/transparency")).toBeLessThan(before.public + 10);
    expect(await rowsRead("/api/admin/stats", admin)).toBeLessThan(before.staff + 10);
  });

  it("read D1 as often with 3,030 investors as with 30, and make no subrequest", async () => {
    const admin = await adminCookie();
    const { cookie: investor } = await registerInvestor();
    await seedInvestors(30, 60_001);
    const small = await costs(admin, investor);
    await seedInvestors(3000, 70_001);
    const large = await costs(admin, investor);
    for (const path of Object.keys(small)) {
      expect(small[path]!.d1Queries, path).toBeGreaterThan(0);
      expect(large[path]!.d1Queries, path).toBe(small[path]!.d1Queries);
      expect(large[path]!.d1Queries, path).toBeLessThan(50);
      expect(large[path]!.subrequests, path).toBe(0);
      expect(large[path]!.wallMs, path).toBeLessThan(10_000);
    }
  });
});
