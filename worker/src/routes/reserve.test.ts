import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  adminCookie,
  approveAsChecker,
  call,
  depositFor,
  expectLedgerConsistent,
  fundReserve,
  registerInvestor,
} from "../../test/helpers";

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
      body: { amount: 1000, note: "Q4 rental income", requestId: crypto.randomUUID() },
    });
    // A proposal (docs/product-rules.md#approvals); the second admin's approval funds it.
    expect(res.status).toBe(202);
    await approveAsChecker(((await res.json()) as { approvalId: number }).approvalId);
    const log = (
      (await (await call("/api/admin/audit-log", { cookie: admin })).json()) as { items: { action: string; detail: string }[] }
    ).items;
    expect(log[0]).toMatchObject({ action: "reserve.fund" });
    expect(JSON.parse(log[0]!.detail)).toEqual({ amount: 1000, note: "Q4 rental income" });
  });
});

describe("POST /api/admin/reserve retried (LED-8)", () => {
  const reserve = async () =>
    (await env.DB.prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = 'returns_reserve'").first<{ b: number }>())!.b;
  const fundings = async (requestId: string) =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'reserve.fund' AND target_id = ?")
      .bind(requestId)
      .first<{ n: number }>())!.n;

  it("moves the money once however often the same funding is sent, also at once; a new request id funds again", async () => {
    const admin = await adminCookie();
    const before = await reserve();
    const requestId = crypto.randomUUID();
    const send = () =>
      call("/api/admin/reserve", { method: "POST", cookie: admin, body: { amount: 7000, note: "December float", requestId } });
    const answers = await Promise.all(Array.from({ length: 5 }, send));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { approvalId: number }).approvalId)));
    expect(ids.size).toBe(1);
    const [approvalId] = [...ids];
    await approveAsChecker(approvalId!);
    // Sent again after the approval: the same proposal, already approved; nothing more moves.
    const late = await send();
    expect(late.status).toBe(202);
    expect(await late.json()).toEqual({ approvalId, status: "approved" });
    expect(await reserve()).toBe(before + 7000);
    expect(await fundings(requestId)).toBe(1);

    const again = await call("/api/admin/reserve", {
      method: "POST",
      cookie: admin,
      body: { amount: 7000, note: "December float", requestId: crypto.randomUUID() },
    });
    expect(again.status).toBe(202);
    await approveAsChecker(((await again.json()) as { approvalId: number }).approvalId);
    expect(await reserve()).toBe(before + 14_000);
  });

  it("refuses a funding without a request id, naming requestId, and moves nothing", async () => {
    const admin = await adminCookie();
    const before = await reserve();
    const res = await call("/api/admin/reserve", { method: "POST", cookie: admin, body: { amount: 7000, note: "No id" } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("requestId");
    expect(await reserve()).toBe(before);
  });
});
