/**
 * Payment status checks on the queue `lionart-payment-checks` (docs/product-rules.md#automatic-rails,
 * RAIL-4; docs/ARCHITECTURE.md#scale): the per-minute sweep sends 100 overdue payments at a
 * time, the real emulated queue delivers them, each is checked exactly once in batches of a
 * constant cost, and a stale or duplicate message does nothing.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { measure, noteSubrequest } from "../../../test/invocation-cost";
import { useSimulatorForRails } from "../../../test/payments-simulator";
import { takeHandledBodies, takeQueueCosts } from "../../../test/push-queue";
import { type Rails, railsOf, routeProviderCallsForTests } from "../../payments/rails-config";
import { QUEUES } from "../../queues";
import { delayOf, MAX_DELAY_SECONDS, type PaymentCheck } from "./check-messages";
import { SWEEP_LIMIT, sweepOverdueChecks } from "./payment-checks";
import { refreshPayment } from "./refresh";

const COUNT = 300;
const idOf = (i: number) => `${i.toString(16).padStart(8, "0")}-0000-4000-8000-${i.toString(16).padStart(12, "0")}`;

/**
 * `COUNT` pawaPay deposits pending for an hour whose check was due two minutes ago (their
 * messages lost). The simulator has none of them: each check finds it "not found" past the
 * approval window, so it fails, and nothing is checked again.
 */
async function seedOverdue(): Promise<void> {
  await env.DB.prepare(
    `INSERT OR IGNORE INTO users (id, full_name, phone, mobile_money_service, referral_code) VALUES (1, 'Due', '650000002', 'MTN Mobile Money', 'DUE')`,
  ).run();
  await env.DB.prepare(
    `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ?1)
     INSERT INTO payments (id, reference, provider, direction, user_id, amount_xaf, payment_method, phone, status, next_poll_at, created_at)
     SELECT printf('%08x-0000-4000-8000-%012x', i, i), 'LA-' || printf('%08d', i), 'pawapay', 'deposit', 1, 1000, 'MTN',
       '237650000002', 'pending', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-120 seconds', '-' || i || ' seconds'),
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3600 seconds')
     FROM s`,
  )
    .bind(COUNT)
    .run();
}

const pollEvents = async () =>
  (
    await env.DB.prepare("SELECT payment_id, COUNT(*) AS n FROM payment_events WHERE source = 'poll' GROUP BY payment_id").all<{
      payment_id: string;
      n: number;
    }>()
  ).results;

/**
 * Waits until a message for each of `ids` has been handled (the queue may also hold delayed
 * checks other test files left, so it is not drained).
 */
async function handled(ids: string[]): Promise<void> {
  const seen = new Set<string>();
  await vi.waitFor(
    () => {
      for (const body of takeHandledBodies(QUEUES.checks)) seen.add((body as { paymentId: string }).paymentId);
      const left = ids.filter((id) => !seen.has(id)).length;
      if (left > 0) throw new Error(`${left} payment checks not handled yet`);
    },
    { timeout: 60_000, interval: 25 },
  );
}

describe("payment checks on the queue", () => {
  afterEach(() => routeProviderCallsForTests(undefined));

  it("delays a check until it is due, at most 12 hours at a time", () => {
    const now = new Date("2026-11-27T12:00:00.000Z");
    expect(delayOf("2026-11-27T12:00:30.000Z", now)).toBe(30);
    expect(delayOf("2026-11-27T12:00:00.500Z", now)).toBe(1);
    expect(delayOf("2026-11-27T11:00:00.000Z", now)).toBe(0);
    expect(delayOf("2026-11-29T12:00:00.000Z", now)).toBe(MAX_DELAY_SECONDS);
  });

  it("sweeps 300 overdue payments 100 a run and checks each exactly once, each batch bounded", async () => {
    const sim = await useSimulatorForRails();
    // Each status lookup, by payment id: a check asks the provider once.
    const lookups = new Map<string, number>();
    routeProviderCallsForTests((input, init) => {
      noteSubrequest();
      const id = /\/v2\/deposits\/([^/?]+)$/.exec(new URL(String(input instanceof Request ? input.url : input)).pathname)?.[1];
      if (id) lookups.set(id, (lookups.get(id) ?? 0) + 1);
      return sim.toSimulator(input, init);
    });
    await seedOverdue();
    takeQueueCosts(QUEUES.checks);
    takeHandledBodies(QUEUES.checks);
    // The tests' rails send no check messages (vitest.config.ts); this test uses the queue.
    const rails = { ...railsOf(env), checks: env.PAYMENT_CHECK_QUEUE };
    const sweeps = [];
    for (let run = 0; run < 3; run++) {
      let sent = 0;
      sweeps.push(await measure(async () => (sent = await sweepOverdueChecks(rails, new Date()))));
      expect(sent).toBe(SWEEP_LIMIT);
    }
    expect(await sweepOverdueChecks(rails, new Date())).toBe(0); // nothing left overdue
    console.log("sweeps:", JSON.stringify(sweeps.map(({ wallMs, ...cost }) => cost)));
    // One UPDATE … RETURNING and one sendBatch of 100 per run, reading the rows it takes (index
    // entries, rows and the index it rewrites), as many with 300 overdue as with 100.
    for (const sweep of sweeps) expect(sweep).toMatchObject({ d1Queries: 1, subrequests: SWEEP_LIMIT });
    for (const sweep of sweeps) expect(sweep.maxRowsRead).toBe(sweeps[2]!.maxRowsRead);
    for (const sweep of sweeps) expect(sweep.maxRowsRead).toBeLessThanOrEqual(8 * SWEEP_LIMIT);
    await handled(Array.from({ length: COUNT }, (_, i) => idOf(i + 1)));
    const costs = takeQueueCosts(QUEUES.checks);
    const most = {
      d1Queries: Math.max(...costs.map((c) => c.d1Queries)),
      subrequests: Math.max(...costs.map((c) => c.subrequests)),
      maxRowsRead: Math.max(...costs.map((c) => c.maxRowsRead)),
    };
    console.log(`payment checks: ${costs.length} batches, the most of one:`, JSON.stringify(most));
    // Batches of at most 10 checks: a lookup each, and one push sweep per batch.
    expect(most.subrequests).toBeLessThanOrEqual(10 + 1);
    expect(most.d1Queries).toBeLessThanOrEqual(10 * 12);
    expect(most.maxRowsRead).toBeLessThanOrEqual(50);
    expect(lookups.size).toBe(COUNT);
    expect([...lookups.values()].every((n) => n === 1)).toBe(true);
    // Failed ("not found"), or, when the answer was lost (the tests' 250 ms deadline on a busy
    // machine), still open with a next check ahead: none is left without one.
    const left = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM payments WHERE status != 'failed' AND (next_poll_at IS NULL OR next_poll_at <= ?)",
    )
      .bind(new Date().toISOString())
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect((await pollEvents()).every((e) => e.n === 1)).toBe(true);
    sim.stop();
  });

  it("a stale or duplicate message does nothing", async () => {
    const sim = await useSimulatorForRails();
    const due = new Date(Date.now() + 3_600_000).toISOString();
    await env.DB.prepare(
      "INSERT OR IGNORE INTO users (id, full_name, phone, mobile_money_service, referral_code) VALUES (2, 'S', '650000003', 'MTN Mobile Money', 'STALE')",
    ).run();
    await env.DB.prepare(
      `INSERT INTO payments (id, reference, provider, direction, user_id, amount_xaf, payment_method, phone, status, next_poll_at, created_at)
       VALUES (?, 'LA-STALE001', 'pawapay', 'deposit', 2, 1000, 'MTN', '237650000003', 'pending', ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3600 seconds'))`,
    )
      .bind(idOf(9999), due)
      .run();
    const before = await pollEvents();
    takeHandledBodies(QUEUES.checks);
    await env.PAYMENT_CHECK_QUEUE.sendBatch([
      // Its next check is in an hour: a message for an earlier one (superseded) is dropped.
      { body: { paymentId: idOf(9999), dueAt: new Date(Date.now() - 60_000).toISOString() } },
      // A payment already checked and failed (the previous test's): a duplicate is dropped.
      { body: { paymentId: idOf(1), dueAt: new Date(Date.now() - 60_000).toISOString() } },
    ]);
    await handled([idOf(9999), idOf(1)]);
    expect(await pollEvents()).toEqual(before);
    expect(await env.DB.prepare("SELECT status, next_poll_at FROM payments WHERE id = ?").bind(idOf(9999)).first()).toEqual({
      status: "pending",
      next_poll_at: due,
    });
    sim.stop();
  });
  it("a staff check or a callback that leaves the payment open sends the message of its next check", async () => {
    const sim = await useSimulatorForRails();
    await env.DB.prepare(
      "INSERT OR IGNORE INTO users (id, full_name, phone, mobile_money_service, referral_code) VALUES (3, 'N', '650000004', 'MTN Mobile Money', 'NEXT')",
    ).run();
    const first = new Date(Date.now() + 60_000).toISOString();
    await env.DB.prepare(
      `INSERT INTO payments (id, reference, provider, direction, user_id, amount_xaf, payment_method, phone, status, next_poll_at, created_at)
       VALUES (?, 'LA-NEXT0001', 'pawapay', 'deposit', 3, 1000, 'MTN', '237650000004', 'pending', ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 seconds'))`,
    )
      .bind(idOf(8888), first)
      .run();
    // What the rails send; the messages themselves would arrive in minutes.
    const sent: { body: unknown; delaySeconds?: number }[] = [];
    const checks = {
      send: async (body: unknown, options?: QueueSendOptions) => void sent.push({ body, delaySeconds: options?.delaySeconds }),
      sendBatch: async () => {},
    } as unknown as Queue<PaymentCheck>;
    const rails: Rails = { ...railsOf(env), checks };
    // The simulator does not know it yet, within the approval window: still open, checked later.
    const t0 = Date.now();
    for (const [source, at] of [
      ["admin", new Date(t0)],
      ["callback", new Date(t0 + 40_000)],
    ] as const) {
      const before = (await env.DB.prepare("SELECT next_poll_at FROM payments WHERE id = ?")
        .bind(idOf(8888))
        .first<{ next_poll_at: string }>())!;
      const after = await refreshPayment(rails, idOf(8888), source, at);
      expect(after.status).toBe("pending");
      expect(after.next_poll_at).not.toBe(before.next_poll_at);
      expect(sent.splice(0)).toEqual([
        { body: { paymentId: idOf(8888), dueAt: after.next_poll_at }, delaySeconds: delayOf(after.next_poll_at!, at) },
      ]);
    }
    // Asked again at the same time, the next check is where it was: its message stands.
    await refreshPayment(rails, idOf(8888), "admin", new Date(t0 + 40_000));
    expect(sent).toEqual([]);
    // A poll's own next message is the check's (checkDuePayment), not sent twice.
    await refreshPayment(rails, idOf(8888), "poll", new Date(t0 + 120_000));
    expect(sent).toEqual([]);
    sim.stop();
  });
});
