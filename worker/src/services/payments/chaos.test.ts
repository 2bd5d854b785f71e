/**
 * The chaos property of the automatic rails (issue 11; docs/product-rules.md#automatic-rails):
 * random deposits and payouts with random provider behaviours, their callbacks randomly
 * dropped, duplicated and reordered, timeouts and lost answers injected, the poller, the
 * reconciliation and staff's 'Check status now' run at random moments, and callbacks, poller
 * and staff racing on the same payments at once; then the poller and
 * the reconciliation run until nothing changes. After every run: the trial balance is 0, no
 * balance is negative, each provider payment is credited at most once and only with the
 * amount the provider reports, no hold is released while its payout is open or under
 * review, and each final payout is posted or voided exactly once, never both.
 */
import { env } from "cloudflare:test";
import type { Behaviour } from "@app/simulator";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { trialBalance } from "../../ledger/ledger";
import { adminCookie, call, depositFor, newPhone, registerInvestor } from "../../../test/helpers";
import { freshRegistrationsPerTest } from "../../../test/money-safety-helpers";
import { asCallback, useAutomaticChannels, useSimulatorForRails } from "../../../test/payments-simulator";
import { railsOf } from "../../payments/rails-config";
import { receiveCallback } from "./callbacks";
import { pollDuePayments } from "./poller";
import { refreshPayment } from "./refresh";
import { reconcile } from "./reconciliation";

freshRegistrationsPerTest();

const behaviours: fc.Arbitrary<Behaviour> = fc.oneof(
  fc.constant({}),
  fc.constant({ failureCode: "PAYER_NOT_FOUND" }),
  fc.constant({ afterCreate: "http_500" as const }),
  fc.constant({ afterCreate: "timeout" as const }),
  fc.constant({ acceptedButNotCreated: true }),
  fc.constant({ duplicateCallback: true }),
  fc.constant({ lateSuccess: true }),
  fc.constant({ pendingForever: true }),
  fc.constant({ reportedAmountXaf: 1_000 }),
  fc.constant({ statusLookup: "http_500" as const, completeAfterSeconds: 40 }),
  fc.constant({ callback: false, completeAfterSeconds: 90 }),
);

type Step =
  | { op: "deposit"; user: number; behaviour: Behaviour }
  | { op: "payout"; user: number; behaviour: Behaviour }
  | { op: "advance"; seconds: number }
  | { op: "deliver"; drop: boolean[]; duplicate: boolean[]; reverse: boolean }
  | { op: "poll" }
  | { op: "reconcile" }
  | { op: "check"; pick: number }
  | { op: "race" };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant("deposit" as const), user: fc.nat(1), behaviour: behaviours }),
  fc.record({ op: fc.constant("payout" as const), user: fc.nat(1), behaviour: behaviours }),
  fc.record({ op: fc.constant("advance" as const), seconds: fc.constantFrom(5, 30, 60, 600, 3600) }),
  fc.record({
    op: fc.constant("deliver" as const),
    drop: fc.array(fc.boolean(), { maxLength: 6 }),
    duplicate: fc.array(fc.boolean(), { maxLength: 6 }),
    reverse: fc.boolean(),
  }),
  fc.constant({ op: "poll" as const }),
  fc.constant({ op: "reconcile" as const }),
  fc.record({ op: fc.constant("check" as const), pick: fc.nat() }),
  fc.constant({ op: "race" as const }),
);

const rows = async <T>(sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;

describe("automatic rails under chaos", () => {
  it("keep the books whatever the provider and the network do", async () => {
    const admin = await adminCookie();
    await useAutomaticChannels();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), fc.boolean(), async (steps, reconcileFirst) => {
        const sim = await useSimulatorForRails();
        const rails = railsOf(env);
        try {
          await env.DB.prepare("DELETE FROM sign_in_failures").run(); // registration is throttled per address
          const users = await Promise.all(
            [0, 1].map(async () => {
              const phone = newPhone("65");
              const { cookie } = await registerInvestor({ phone });
              await depositFor(cookie, 50_000, admin);
              return { cookie, phone };
            }),
          );
          let clock = Date.now();
          const started = new Set<string>();
          for (const s of steps) {
            if (s.op === "deposit") {
              const phone = newPhone("66");
              sim.rule({ match: { phone }, behaviour: s.behaviour, uses: 1 });
              const res = await call("/api/payments/deposits", {
                method: "POST",
                cookie: users[s.user]!.cookie,
                body: { amount: 5_000, paymentMethod: "MTN", phone },
              });
              expect([201, 409]).toContain(res.status); // 409: too many open deposits
            } else if (s.op === "payout") {
              const u = users[s.user]!;
              sim.rule({ match: { phone: u.phone, direction: "payout" }, behaviour: s.behaviour, uses: 1 });
              const w = await call("/api/transactions/withdraw", {
                method: "POST",
                cookie: u.cookie,
                body: { accountName: "Chaos Investor", accountNumber: u.phone, paymentMethod: "MTN Mobile Money", amount: 4_000 },
              });
              if (w.status !== 201) continue; // not enough principal left
              const { id } = (await w.json()) as { id: number };
              const approved = await call(`/api/admin/withdrawals/${id}/approve`, { method: "PUT", cookie: admin, body: {} });
              expect(approved.status).toBe(200);
            } else if (s.op === "advance") {
              clock += s.seconds * 1000;
              await sim.advance(s.seconds);
            } else if (s.op === "deliver") {
              let batch = sim.callbacks.splice(0).filter((_, i) => !s.drop[i]);
              batch = batch.flatMap((r, i) => (s.duplicate[i] ? [r, r.clone()] : [r]));
              if (s.reverse) batch.reverse();
              for (const request of batch) {
                const outcome = await receiveCallback(rails, "pawapay", await asCallback(request));
                await outcome.process;
              }
            } else if (s.op === "poll") {
              await pollDuePayments(rails, new Date(clock), 100);
            } else if (s.op === "race") {
              // The callbacks waiting, the poller and staff checking every open payment, all at once.
              const open = await rows<{ id: string }>(
                "SELECT id FROM payments WHERE status IN ('created', 'submitted', 'pending', 'unknown')",
              );
              await Promise.all([
                ...sim.callbacks.splice(0).map(async (request) => {
                  const outcome = await receiveCallback(rails, "pawapay", await asCallback(request));
                  await outcome.process;
                }),
                pollDuePayments(rails, new Date(clock), 100),
                ...open.map((p) => refreshPayment(rails, p.id, "admin", new Date(clock))),
              ]);
            } else if (s.op === "reconcile") {
              await reconcile(rails, new Date(clock)); // staff's 'Run now', between the poller's checks
            } else {
              // Staff's 'Check status now' on any payment of this run, whatever its state.
              const ids = await rows<{ id: string }>("SELECT id FROM payments ORDER BY seq");
              const target = ids[s.pick % Math.max(1, ids.length)];
              if (target) await refreshPayment(rails, target.id, "admin", new Date(clock));
            }
          }
          // Settle: the poller and the reconciliation, with time moving on, until nothing changes.
          sim.callbacks.splice(0);
          let before = "";
          for (let round = 0; round < 30; round++) {
            clock += 6 * 3600 * 1000;
            await sim.advance(6 * 3600);
            // The daily reconciliation and the poller's checks come in either order.
            if (reconcileFirst) await reconcile(rails, new Date(clock));
            await pollDuePayments(rails, new Date(clock), 100);
            if (!reconcileFirst) await reconcile(rails, new Date(clock));
            const state = JSON.stringify(await rows("SELECT id, status FROM payments ORDER BY seq"));
            if (state === before) break;
            before = state;
          }
          const payments = await rows<{ id: string; status: string }>("SELECT id, status FROM payments");
          for (const p of payments) started.add(p.id);

          // The invariants.
          expect((await trialBalance(env.DB)).totalXaf).toBe(0);
          expect(await rows("SELECT id, balance_xaf FROM ledger_accounts WHERE may_go_negative = 0 AND balance_xaf < 0")).toEqual(
            [],
          );
          // Each provider deposit credited at most once, only when succeeded, and only with the
          // amount the provider itself reports having collected.
          const truth = new Map([...sim.sim.engine.payments.values()].map((p) => [p.id, p]));
          for (const d of await rows<{ id: string; status: string; n: number; credited: number | null }>(
            `SELECT p.id, p.status,
                    (SELECT COUNT(*) FROM ledger_transfers t WHERE t.payment_id = p.id AND t.kind = 'deposit') AS n,
                    (SELECT SUM(amount_xaf) FROM ledger_transfers t WHERE t.payment_id = p.id AND t.kind = 'deposit') AS credited
               FROM payments p WHERE p.direction = 'deposit'`,
          )) {
            expect(d.n).toBe(d.status === "succeeded" ? 1 : 0);
            const theirs = truth.get(d.id);
            // (Payments of earlier runs are unknown to this run's simulator.)
            if (d.n > 0 && theirs) expect(d.credited).toBe(theirs.behaviour.reportedAmountXaf ?? theirs.amountXaf);
          }
          // Each payout: open or under review keeps its hold; succeeded posted once; failed voided once; never both.
          for (const p of await rows<{ status: string; w_status: string; paid: number; released: number }>(
            `SELECT p.status, w.status AS w_status,
                    (SELECT COUNT(*) FROM ledger_transfers t WHERE t.withdrawal_request_id = w.id AND t.kind = 'withdrawal_payout') AS paid,
                    (SELECT COUNT(*) FROM ledger_transfers t WHERE t.withdrawal_request_id = w.id AND t.kind = 'withdrawal_release') AS released
               FROM payments p JOIN withdrawal_requests w ON w.id = p.withdrawal_request_id`,
          )) {
            if (p.status === "succeeded") expect([p.w_status, p.paid, p.released]).toEqual(["completed", 1, 0]);
            else if (p.status === "failed") expect([p.w_status, p.paid, p.released]).toEqual(["failed", 0, 1]);
            else expect([p.w_status, p.paid, p.released]).toEqual(["processing", 0, 0]);
          }
          // A payment the provider completed is never left failed here, and a failed one never credited.
          for (const p of payments) {
            const theirs = truth.get(p.id);
            if (p.status === "succeeded") expect(theirs?.failureCode ?? null).toBeNull();
            if (p.status === "failed") expect(theirs === undefined || theirs.failureCode !== null).toBe(true);
          }
        } finally {
          sim.stop();
        }
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
