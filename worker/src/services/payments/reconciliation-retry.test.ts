/**
 * A retried reconciliation step starts no second run (docs/product-rules.md#automatic-rails,
 * RAIL-7; issue 36 section 4): the daily run's step writes its run under a key of the period's
 * end, so when the step fails after the run was written (the queue refused the first pages)
 * and the Workflow retries it, the retry finds that run and sends its first pages again.
 * Before, each attempt wrote a run of its own.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runDaily } from "../../cron/daily-run";
import type { Env } from "../../env";
import type { StepRunner } from "../../lib/steps";
import type { ReconcilePage } from "./reconciliation-pages";

afterEach(() => vi.restoreAllMocks());

/** The Workflow's retries, for the reconcile step only; every other step fails at once (its part is skipped). */
const retryReconcile: StepRunner = async (name, work) => {
  if (name === "alert owners") return work();
  if (name !== "reconcile") throw new Error(`${name} skipped`);
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
};

describe("a retried reconciliation step", () => {
  it("writes one run, and its first pages reach the queue", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    // A period of its own for each try: a far-future end, unique to the millisecond.
    const now = new Date(Date.UTC(2300, 0, 1) + Math.floor(Math.random() * 1e11));
    const sent: ReconcilePage[] = [];
    let refusals = 1;
    const queue = {
      send: async (body: ReconcilePage) => void sent.push(body),
      sendBatch: async (messages: Iterable<{ body: ReconcilePage }>) => {
        if (refusals-- > 0) throw new Error("Queue send failed: internal error");
        for (const m of messages) sent.push(m.body);
      },
    };
    const output = await runDaily({ ...env, RECONCILE_QUEUE: queue } as unknown as Env, now, retryReconcile);
    const runs = await env.DB.prepare("SELECT id, pages_open FROM reconciliation_runs WHERE period_to = ?")
      .bind(now.toISOString())
      .all<{ id: number; pages_open: number }>();
    expect(runs.results).toHaveLength(1);
    expect(output.reconciled).toBe(runs.results[0]!.id);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBe(runs.results[0]!.pages_open);
    expect(new Set(sent.map((p) => p.runId))).toEqual(new Set([runs.results[0]!.id]));
  });
});
