/**
 * The reconciliation in bounded pages (docs/product-rules.md#automatic-rails, RAIL-7;
 * docs/ARCHITECTURE.md#scale): with 2,500 pawaPay deposits in the period, a run goes through
 * the real emulated queue `lionart-reconcile`, each batch making at most a page's lookups and
 * a constant number of D1 queries, and still finds the one difference on a chain's last page.
 * In one invocation (before the queue) the same run made 2,500 lookups.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { noteSubrequest } from "../../../test/invocation-cost";
import { useSimulatorForRails } from "../../../test/payments-simulator";
import { drainQueue, takeQueueCosts } from "../../../test/push-queue";
import { railsOf, routeProviderCallsForTests } from "../../payments/rails-config";
import { QUEUES } from "../../queues";
import { lastReconciliation } from "./reconciliation";
import { PAGE_SIZE } from "./reconciliation-pages";
import { startReconciliationOnQueue } from "./reconciliation-queue";

const COUNT = 2_500;
/** Our id of the `i`th seeded payment: a UUIDv4 the simulator accepts. */
const idOf = (i: number) => `${i.toString(16).padStart(8, "0")}-0000-4000-8000-${i.toString(16).padStart(12, "0")}`;

/**
 * `COUNT` failed pawaPay deposits, one a minute going back from a minute ago (the simulator has
 * none of them: each lookup is "not found", which is no difference for a failed payment), the
 * newest `succeeded`: the provider not having it is the run's one difference.
 */
async function seedPayments(): Promise<void> {
  await env.DB.prepare(
    `INSERT OR IGNORE INTO users (id, full_name, phone, mobile_money_service, referral_code) VALUES (1, 'Many', '650000001', 'MTN Mobile Money', 'MANY')`,
  ).run();
  await env.DB.prepare(
    `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ?1)
     INSERT OR IGNORE INTO payments (id, reference, provider, direction, user_id, amount_xaf, payment_method, phone, status, created_at)
     SELECT printf('%08x-0000-4000-8000-%012x', i, i), 'LA-' || printf('%08d', i), 'pawapay', 'deposit', 1, 1000, 'MTN',
       '237650000001', CASE WHEN i = 1 THEN 'succeeded' ELSE 'failed' END,
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i * 60) || ' seconds')
     FROM s`,
  )
    .bind(COUNT)
    .run();
}

describe("the reconciliation on the queue", () => {
  afterEach(() => routeProviderCallsForTests(undefined));

  it("does 2,500 payments in pages, each batch bounded, and finds the difference on the last page", async () => {
    const sim = await useSimulatorForRails();
    // The simulator answers in-process: count each provider call as the subrequest it is deployed.
    routeProviderCallsForTests((input, init) => {
      noteSubrequest();
      return sim.toSimulator(input, init);
    });
    await seedPayments();
    takeQueueCosts(QUEUES.reconcile);
    // A lookup that gets no answer within the tests' 250 ms (a loaded machine) is no finding:
    // the next run covers the same days (RAIL-7), so a run is repeated, at most twice more.
    let report = await lastReconciliation(env.DB);
    for (let run = 0; run < 3 && report.differences.length === 0; run++) {
      const { view } = await startReconciliationOnQueue(railsOf(env), env.RECONCILE_QUEUE, new Date());
      expect(view).toMatchObject({ finishedAt: null, differences: [] });
      await drainQueue(QUEUES.reconcile, 120_000);
      report = await lastReconciliation(env.DB);
      expect(report.finishedAt).not.toBeNull();
    }
    const costs = takeQueueCosts(QUEUES.reconcile);
    const most = {
      d1Queries: Math.max(...costs.map((c) => c.d1Queries)),
      subrequests: Math.max(...costs.map((c) => c.subrequests)),
      maxRowsRead: Math.max(...costs.map((c) => c.maxRowsRead)),
    };
    console.log(`reconciliation: ${costs.length} batches, the most of one:`, JSON.stringify(most));
    expect(costs.length).toBeGreaterThanOrEqual(COUNT / PAGE_SIZE);
    // A page's lookups and the next page's message; four statements; the page's rows and a little.
    expect(most.subrequests).toBeLessThanOrEqual(PAGE_SIZE + 1);
    expect(most.d1Queries).toBeLessThanOrEqual(5);
    expect(most.maxRowsRead).toBeLessThanOrEqual(PAGE_SIZE + 10);
    expect(report.differences).toEqual([
      { paymentId: idOf(1), provider: "pawapay", direction: "deposit", kind: "missing_there", ours: "succeeded", theirs: null },
    ]);
    sim.stop();
  });

  it("a page delivered twice appends its differences once and the run finishes once", async () => {
    const sim = await useSimulatorForRails();
    await seedPayments();
    const { startReconciliation } = await import("./reconciliation");
    const { reconcilePage } = await import("./reconciliation-pages");
    const rails = railsOf(env);
    const { pages } = await startReconciliation(rails, new Date());
    for (let page = pages.shift(); page; page = pages.shift()) {
      const next = await reconcilePage(rails, page, new Date());
      expect(await reconcilePage(rails, page, new Date())).toEqual(next); // delivered again
      if (next) pages.push(next);
    }
    const report = await lastReconciliation(env.DB);
    expect(report.differences).toHaveLength(1);
    const run = await env.DB.prepare("SELECT pages_open FROM reconciliation_runs ORDER BY id DESC LIMIT 1").first();
    expect(run).toEqual({ pages_open: 0 });
    sim.stop();
  });
});
