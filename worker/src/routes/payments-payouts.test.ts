/**
 * Payouts through the provider (docs/product-rules.md#automatic-rails, RAIL-2, RAIL-5): an
 * approved withdrawal is processing while the provider pays, then completed with its fee
 * booked; the provider's final failure gives the hold back; an unknown outcome keeps the
 * hold until the lookup with the same id finds it; two admins approving at once send one
 * payout; a number no operator serves fails at once, sent nowhere.
 */
import { env } from "cloudflare:test";
import { withdrawalFeeXaf } from "@app/schema/money";
import type { DashboardResponse } from "@app/schema/contracts/dashboard";
import { describe, expect, it } from "vitest";
import { adminCookie, call, enrolledAdmin, newPhone, principalOf } from "../../test/helpers";
import { count } from "../../test/money-safety-helpers";
import {
  balances,
  deliverCallbacks,
  expectRejectRefused,
  hold,
  payoutOf,
  requestWithdrawal,
  rule,
  sim,
  useSimulatedRails,
  withdrawal,
} from "../../test/rails-helpers";
import { railsOf } from "../payments/rails-config";
import { pollDuePayments } from "../services/payments/poller";

useSimulatedRails();

describe("payouts through the provider", () => {
  it("approved: processing while the provider pays, then completed: hold -> clearing, fee booked", async () => {
    const { cookie, withdrawalId, view } = await withdrawal();
    expect(view).toMatchObject({ status: "processing", payout: { status: "pending" } });
    expect(await hold(withdrawalId)).toBe(10_000);
    await sim.advance(5);
    await deliverCallbacks();
    const p = await payoutOf(withdrawalId);
    const feeXaf = withdrawalFeeXaf(10_000);
    expect(p).toMatchObject({ status: "succeeded", amount_xaf: 10_000 - feeXaf });
    expect(await hold(withdrawalId)).toBe(0);
    const fee = await env.DB.prepare("SELECT amount_xaf FROM ledger_transfers WHERE idempotency_key = ?")
      .bind(`withdrawal_fee:${withdrawalId}`)
      .first<{ amount_xaf: number }>();
    expect(fee!.amount_xaf).toBe(feeXaf);
    const dash = (await (await call("/api/user/dashboard", { cookie })).json()) as DashboardResponse;
    expect(dash.moneyRequests.requests.find((r) => r.kind === "withdrawal")).toMatchObject({
      status: "completed",
      payout: { status: "succeeded", operatorReference: expect.any(String) },
    });
    expect(Number.parseInt((await balances(cookie)).principalBalance, 10)).toBe(10_000);
  });

  it("653456089 RECIPIENT_NOT_FOUND: failed, the hold goes back to principal, once", async () => {
    const { cookie, withdrawalId } = await withdrawal("653456089");
    await sim.advance(5);
    await deliverCallbacks();
    await pollDuePayments(railsOf(env), new Date(Date.now() + 60_000));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "failed", failure_code: "RECIPIENT_NOT_FOUND" });
    expect(await hold(withdrawalId)).toBe(0);
    expect(await principalOf(cookie)).toBe(20_000);
    const w = await env.DB.prepare("SELECT status FROM withdrawal_requests WHERE id = ?").bind(withdrawalId).first();
    expect(w).toMatchObject({ status: "failed" });
    // The investor's history and bell carry the operator's code, worded by the app in their language.
    const dash = (await (await call("/api/user/dashboard", { cookie })).json()) as DashboardResponse;
    const request = dash.moneyRequests.requests.find((r) => r.kind === "withdrawal" && r.id === withdrawalId);
    expect(request?.kind === "withdrawal" && request.payout).toMatchObject({
      status: "failed",
      failureCode: "RECIPIENT_NOT_FOUND",
    });
    const bell = (await (await call("/api/notifications", { cookie })).json()) as { kind: string; params: unknown }[];
    expect(bell.find((n) => n.kind === "withdrawal_rejected")?.params).toEqual({ failureCode: "RECIPIENT_NOT_FOUND" });
  });

  it("an unknown outcome keeps the hold, never released, until the lookup with the same id finds it paid", async () => {
    rule("677000011", { afterCreate: "timeout" });
    const { withdrawalId, view } = await withdrawal("677000011");
    expect(view).toMatchObject({ status: "processing", payout: { status: "unknown" } });
    expect(await hold(withdrawalId)).toBe(10_000);
    // A reject now is refused: the request is no longer pending.
    await expectRejectRefused(withdrawalId, 10_000);
    await sim.advance(5);
    sim.callbacks.splice(0);
    const p = await payoutOf(withdrawalId);
    await pollDuePayments(railsOf(env), new Date(Date.parse(p.created_at as string) + 31_000));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "succeeded" });
    expect(await hold(withdrawalId)).toBe(0);
    expect(sim.sim.engine.payments.size).toBe(2); // the deposit and this one payout
  });

  it("two admins approving at once store one payout, sent once under one id", async () => {
    const accountNumber = newPhone("65");
    const { id } = await requestWithdrawal(accountNumber);
    const [a, b] = [await adminCookie(), await enrolledAdmin("finance")];
    const answers = await Promise.all(
      [a, b.cookie].map((c) => call(`/api/admin/withdrawals/${id}/approve`, { method: "PUT", cookie: c, body: {} })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await answers.find((r) => r.status === 409)!.json()).toMatchObject({ code: "already_decided" });
    expect(await count("SELECT COUNT(*) AS n FROM payments WHERE withdrawal_request_id = ?", id)).toBe(1);
    expect(
      await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'withdrawal.approve' AND target_id = ?", String(id)),
    ).toBe(1);
    const sent = [...sim.sim.engine.payments.values()].filter(
      (p) => p.direction === "payout" && p.phone === `237${accountNumber}`,
    );
    expect(sent.map((p) => p.id)).toEqual([(await payoutOf(id)).id]);
    expect(await hold(id)).toBe(10_000);
  });

  it("a payout number no mobile-money operator serves fails at once, sent nowhere: the hold goes back, never left open", async () => {
    const accountNumber = newPhone("71");
    const { cookie, withdrawalId, view } = await withdrawal(accountNumber);
    expect(view).toMatchObject({ status: "failed", payout: { status: "failed" } });
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "failed", failure_code: "INVALID_PHONE" });
    expect(await hold(withdrawalId)).toBe(0);
    expect(await principalOf(cookie)).toBe(20_000);
    expect([...sim.sim.engine.payments.values()].filter((p) => p.direction === "payout")).toEqual([]);
  });
});
