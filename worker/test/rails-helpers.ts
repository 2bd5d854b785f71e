/**
 * What the automatic-rails scenario tests share (src/routes/payments-*.test.ts,
 * docs/product-rules.md#automatic-rails): the provider simulator in-process for every test,
 * every channel automatic, deposits and payouts through the Worker's own routes, the poller
 * run at a chosen instant, captured callbacks delivered to the callback route, and the rows
 * and balances the tests compare. Amounts are whole XAF.
 */
import { env } from "cloudflare:test";
import type { Rule } from "@app/simulator";
import type { PaymentView } from "@app/schema/contracts/payments";
import { afterEach, beforeEach, expect } from "vitest";
import { railsOf } from "../src/payments/rails-config";
import { pollDuePayments } from "../src/services/payments/poller";
import { receiveCallback } from "../src/services/payments/callbacks";
import { adminCookie, call, newPhone, registerInvestor } from "./helpers";
import { freshRegistrationsPerTest } from "./money-safety-helpers";
import { asCallback, useAutomaticChannels, useSimulatorForRails } from "./payments-simulator";

type Sim = Awaited<ReturnType<typeof useSimulatorForRails>>;
/** The running test's simulator (a live binding: replaced before each test). */
export let sim: Sim;

/**
 * Registers the hooks of a rails test file: a fresh registration allowance, a fresh
 * simulator behind the rails and every channel automatic before each test, the rails
 * given back after it.
 */
export function useSimulatedRails(): void {
  freshRegistrationsPerTest();
  beforeEach(async () => {
    sim = await useSimulatorForRails();
    await useAutomaticChannels();
  });
  afterEach(() => sim.stop());
}

/** Stops this test's simulator and starts another with `options` (e.g. its own `deliver`). */
export async function restartSimulator(options: Parameters<typeof useSimulatorForRails>[0]): Promise<Sim> {
  sim.stop();
  sim = await useSimulatorForRails(options);
  return sim;
}

/** The investor of `cookie` asks to deposit `amount` from `phone` by MTN: 201 and the deposit's view. */
export async function deposit(cookie: string, phone: string, amount = 10_000) {
  const res = await call("/api/payments/deposits", { method: "POST", cookie, body: { amount, paymentMethod: "MTN", phone } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; status: string; reference: string; payment: PaymentView };
}

/** The `payments` row of `id`. */
export async function payment(id: string) {
  return (await env.DB.prepare("SELECT * FROM payments WHERE id = ?").bind(id).first<Record<string, unknown>>())!;
}

/** Runs the poller as the cron would, `seconds` after the payment's creation. */
export async function pollAt(id: string, seconds: number) {
  const { created_at } = await payment(id);
  return pollDuePayments(railsOf(env), new Date(Date.parse(created_at as string) + seconds * 1000));
}

/** Delivers every callback the simulator sent to the Worker's callback route; returns the answers. */
export async function deliverCallbacks(): Promise<number[]> {
  const statuses: number[] = [];
  for (const request of sim.callbacks.splice(0)) {
    const outcome = await receiveCallback(
      railsOf(env),
      request.url.includes("/notchpay/") ? "notchpay" : "pawapay",
      await asCallback(request),
    );
    await outcome.process;
    statuses.push(outcome.status);
  }
  return statuses;
}

/** How many ledger transfers the payment `id` booked. */
export const depositTransfers = async (id: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_transfers WHERE payment_id = ?").bind(id).first<{ n: number }>())!.n;

/** The simulator answers the next payment from `phone` as `behaviour` says. */
export const rule = (phone: string, behaviour: Rule["behaviour"]) => sim.rule({ match: { phone }, behaviour, uses: 1 });

/** A new investor's deposit of 10,000 XAF from `phone`, which the simulator answers as `behaviour` says when given. */
export async function depositBy(phone: string, behaviour?: Rule["behaviour"]) {
  const { cookie } = await registerInvestor();
  if (behaviour) rule(phone, behaviour);
  return { cookie, ...(await deposit(cookie, phone)) };
}

/** An investor with 20,000 XAF paid in through the provider who asks to withdraw `amount` to `accountNumber`. */
export async function requestWithdrawal(accountNumber = newPhone("65"), amount = 10_000) {
  const { cookie } = await registerInvestor({ phone: accountNumber });
  const { id: depositId } = await deposit(cookie, "653456789", 20_000);
  await sim.advance(5);
  await deliverCallbacks();
  const res = await call("/api/transactions/withdraw", {
    method: "POST",
    cookie,
    body: { accountName: "Test Investor", accountNumber, paymentMethod: "MTN Mobile Money", amount },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { cookie, depositId, id: ((await res.json()) as { id: number }).id };
}

/** `requestWithdrawal`, then approved by one admin: the payout is sent. */
export async function withdrawal(accountNumber = newPhone("65"), amount = 10_000) {
  const { cookie, depositId, id: withdrawalId } = await requestWithdrawal(accountNumber, amount);
  const approved = await call(`/api/admin/withdrawals/${withdrawalId}/approve`, {
    method: "PUT",
    cookie: await adminCookie(),
    body: {},
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
  expect(await env.DB.prepare("SELECT status FROM payments WHERE id = ?").bind(depositId).first()).toMatchObject({
    status: "succeeded",
  });
  return { cookie, withdrawalId, view: (await approved.json()) as { status: string; payout: unknown } };
}

/** The investor's balances as the app shows them (decimal strings). */
export const balances = async (cookie: string) =>
  (await (await call("/api/auth/user", { cookie })).json()) as { principalBalance: string };

/** The balance of the withdrawal-hold account of the investor who made request `withdrawalId`. */
export const hold = async (withdrawalId: number) =>
  (await env.DB.prepare(
    "SELECT a.balance_xaf AS n FROM ledger_accounts a JOIN withdrawal_requests w ON a.id = 'u' || w.user_id || ':withdrawal_hold' WHERE w.id = ?",
  )
    .bind(withdrawalId)
    .first<{ n: number }>())!.n;

/** The `payments` row of the payout of request `withdrawalId`. */
export const payoutOf = async (withdrawalId: number) =>
  (await env.DB.prepare("SELECT * FROM payments WHERE withdrawal_request_id = ?")
    .bind(withdrawalId)
    .first<Record<string, unknown>>())!;

/** Rejecting request `withdrawalId` once its payout is under way is 409 `already_decided`, and its hold stays `heldXaf`. */
export async function expectRejectRefused(withdrawalId: number, heldXaf: number): Promise<void> {
  const reject = await call(`/api/admin/withdrawals/${withdrawalId}/reject`, {
    method: "PUT",
    cookie: await adminCookie(),
    body: {},
  });
  expect(reject.status).toBe(409);
  expect(await reject.json()).toMatchObject({ code: "already_decided" });
  expect(await hold(withdrawalId)).toBe(heldXaf);
}
