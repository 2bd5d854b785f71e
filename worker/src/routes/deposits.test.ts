import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  adminCookie,
  call,
  sessionCookie,
  depositFor,
  expectLedgerConsistent,
  principalOf,
  registerInvestor,
} from "../../test/helpers";

const verification = (over: Record<string, unknown> = {}) => ({
  depositName: "Awa Ndongo",
  userName: "670000000",
  amount: 5000,
  paymentMethod: "Orange",
  transactionId: `OM${crypto.randomUUID().slice(0, 10)}`,
  ...over,
});

describe("POST /api/deposit-verification", () => {
  it.each([
    [{ amount: 900 }, "amount"],
    [{ amount: 1050 }, "amount"],
    [{ paymentMethod: "Cash" }, "paymentMethod"],
    [{ transactionId: "" }, "transactionId"],
    [{ depositName: "" }, "depositName"],
  ])("refuses %j naming %s and records nothing", async (over, field) => {
    const { cookie } = await registerInvestor();
    const res = await call("/api/deposit-verification", { method: "POST", cookie, body: verification(over) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { field: string }[] }).issues.map((i) => i.field)).toContain(field);
  });

  it("refuses the same transaction ID twice with 409", async () => {
    const { cookie } = await registerInvestor();
    const body = verification();
    expect((await call("/api/deposit-verification", { method: "POST", cookie, body })).status).toBe(201);
    const again = await call("/api/deposit-verification", { method: "POST", cookie, body });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "duplicate_transaction_id" });
  });

  it("answers 503 with the maintenance message when deposits are switched off, and pending items can still be decided", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    const pending = await call("/api/deposit-verification", { method: "POST", cookie, body: verification() });
    const { id } = (await pending.json()) as { id: number };
    await call("/api/admin/deposit-control", { method: "POST", cookie: admin, body: { enabled: false, reason: "MTN outage" } });
    expect(await (await call("/api/deposits/availability", { cookie })).json()).toEqual({
      allowed: false,
      code: "deposits_disabled",
      message: "Deposit services are temporarily under maintenance to improve security. Please try again later.",
    });
    expect(
      await (
        await call("/api/deposits/availability", { cookie, headers: { "Accept-Language": "fr-CM,fr;q=0.9,en;q=0.5" } })
      ).json(),
    ).toEqual({
      allowed: false,
      code: "deposits_disabled",
      message:
        "Les services de dépôt sont temporairement en maintenance pour renforcer la sécurité. Veuillez réessayer plus tard.",
    });
    expect(await (await call("/api/admin/deposit-status", { cookie: admin })).json()).toEqual({ enabled: false });
    const refused = await call("/api/deposit-verification", { method: "POST", cookie, body: verification() });
    expect(refused.status).toBe(503);
    expect(
      (await call(`/api/admin/deposit-verifications/${id}`, { method: "PATCH", cookie: admin, body: { status: "approved" } }))
        .status,
    ).toBe(200);
    await call("/api/admin/deposit-control", { method: "POST", cookie: admin, body: { enabled: true } });
    const t = (await (await call("/api/transparency")).json()) as {
      switchHistory: { switch: string; enabled: boolean; reason: string | null }[];
    };
    expect(t.switchHistory.slice(0, 2)).toEqual([
      expect.objectContaining({ switch: "deposits", enabled: true }),
      expect.objectContaining({ switch: "deposits", enabled: false, reason: "MTN outage" }),
    ]);
  });
});

describe("PATCH /api/admin/deposit-verifications/{id}", () => {
  it("approval credits the principal once from the method's cash account", async () => {
    const { cookie } = await registerInvestor();
    await depositFor(cookie, 30_000);
    expect(await principalOf(cookie)).toBe(30_000);
    await expectLedgerConsistent();
  });

  it("two simultaneous approvals credit once; the loser gets 409", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    const { id } = (await (
      await call("/api/deposit-verification", { method: "POST", cookie, body: verification({ amount: 7000 }) })
    ).json()) as { id: number };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(`/api/admin/deposit-verifications/${id}`, { method: "PATCH", cookie: admin, body: { status: "approved" } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await principalOf(cookie)).toBe(7000);
    const audits = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'deposit.approve' AND target_id = ?")
      .bind(String(id))
      .first<{ n: number }>();
    expect(audits!.n).toBe(1);
    await expectLedgerConsistent();
  });

  it("rejection credits nothing, and a decided item cannot be decided again", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    const { id } = (await (await call("/api/deposit-verification", { method: "POST", cookie, body: verification() })).json()) as {
      id: number;
    };
    expect(
      (
        await call(`/api/admin/deposit-verifications/${id}`, {
          method: "PATCH",
          cookie: admin,
          body: { status: "rejected", adminNotes: "No such payment" },
        })
      ).status,
    ).toBe(200);
    const again = await call(`/api/admin/deposit-verifications/${id}`, {
      method: "PATCH",
      cookie: admin,
      body: { status: "approved" },
    });
    expect(again.status).toBe(409);
    expect(await principalOf(cookie)).toBe(0);
  });

  it("delete hides the request; the credit already made stays in the ledger", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    const id = await depositFor(cookie, 2000, admin);
    expect((await call(`/api/admin/deposit-verifications/${id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    const list = (
      (await (await call("/api/admin/deposit-verifications", { cookie: admin })).json()) as { items: { id: number }[] }
    ).items;
    expect(list.map((d) => d.id)).not.toContain(id);
    expect(await principalOf(cookie)).toBe(2000);
    expect((await call(`/api/admin/deposit-verifications/${id}`, { method: "DELETE", cookie: admin })).status).toBe(404);
  });

  it("refuses suspended investors", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    await call(`/api/admin/users/${user.id}/suspend`, { method: "PUT", cookie: admin, body: { isActive: false } });
    const signedIn = await call("/api/auth/login", { method: "POST", body: { phone: user.phone, password: "kola-nut-1987" } });
    const c2 = sessionCookie(signedIn);
    expect(cookie).not.toBe(c2);
    const res = await call("/api/deposit-verification", { method: "POST", cookie: c2, body: verification() });
    expect(res.status).toBe(403);
  });
});
