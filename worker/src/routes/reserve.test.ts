import { describe, expect, it } from "vitest";
import { adminCookie, call, depositFor, expectLedgerConsistent, fundReserve, registerInvestor } from "../../test/helpers";

describe("GET /api/admin/ledger/trial-balance", () => {
  it("lists every account and sums to zero", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 12_000, admin);
    await fundReserve(50_000, admin);
    const tb = (await (await call("/api/admin/ledger/trial-balance", { cookie: admin })).json()) as {
      accounts: { accountId: string; balanceXaf: number }[];
      totalXaf: number;
    };
    expect(tb.totalXaf).toBe(0);
    expect(tb.accounts).toContainEqual(expect.objectContaining({ accountId: "returns_reserve", balanceXaf: 50_000 }));
    expect(tb.accounts).toContainEqual(expect.objectContaining({ accountId: "cash:mtn", balanceXaf: -12_000 }));
    await expectLedgerConsistent();
  });
});

describe("POST /api/admin/reserve", () => {
  it("requires a note and a whole positive amount, and audits the funding", async () => {
    const admin = await adminCookie();
    expect((await call("/api/admin/reserve", { method: "POST", cookie: admin, body: { amount: 100 } })).status).toBe(400);
    expect((await call("/api/admin/reserve", { method: "POST", cookie: admin, body: { amount: 10.5, note: "x" } })).status).toBe(
      400,
    );
    expect((await call("/api/admin/reserve", { method: "POST", cookie: admin, body: { amount: -5, note: "x" } })).status).toBe(
      400,
    );
    const res = await call("/api/admin/reserve", {
      method: "POST",
      cookie: admin,
      body: { amount: 1000, note: "Q4 rental income" },
    });
    expect(res.status).toBe(201);
    const log = (
      (await (await call("/api/admin/audit-log", { cookie: admin })).json()) as { items: { action: string; detail: string }[] }
    ).items;
    expect(log[0]).toMatchObject({ action: "reserve.fund" });
    expect(JSON.parse(log[0]!.detail)).toEqual({ amount: 1000, note: "Q4 rental income" });
  });
});
