/**
 * Failed sign-ins older than a day are forgotten (docs/product-rules.md#rate-limits, AUTH-13)
 * through the index on their time, never a scan of the table, and at most
 * SIGN_IN_FAILURES_PRUNE_ROWS rows a statement, so a flood of failures cannot make one
 * sign-in's (or one cron run's) work grow with it.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EVERY_MINUTE, runScheduled } from "../../cron/scheduled";
import { claimAttempt, PRUNE_SIGN_IN_FAILURES_SQL, SIGN_IN_FAILURES_PRUNE_ROWS, signInLimits } from "./sign-in-rate-limit";

const DAY_MS = 86_400_000;

/** `count` failures of `key` at `at`, inserted in one statement. */
async function seedFailures(key: string, count: number, at: number): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ?1)
     INSERT INTO sign_in_failures (key, at) SELECT ?2, ?3 FROM s`,
  )
    .bind(count, key, at)
    .run();
}

const countOf = async (key: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM sign_in_failures WHERE key = ?").bind(key).first<{ n: number }>())!.n;

describe("forgetting failed sign-ins", () => {
  it("deletes through the index on the time, never scanning sign_in_failures", async () => {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${PRUNE_SIGN_IN_FAILURES_SQL}`)
      .bind(Date.now() - DAY_MS, SIGN_IN_FAILURES_PRUNE_ROWS)
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail);
    expect(details.join(" | ")).toMatch(/USING (COVERING )?INDEX sign_in_failures_at/);
    expect(details.filter((d) => /^SCAN sign_in_failures\b/.test(d))).toEqual([]);
  });

  it("forgets at most a bounded number of old rows per sign-in attempt, and a backlog drains", async () => {
    const key = `ip:flood-${crypto.randomUUID()}`;
    const now = Date.now();
    const backlog = SIGN_IN_FAILURES_PRUNE_ROWS * 3;
    await seedFailures(key, backlog, now - 2 * DAY_MS);
    await seedFailures(`${key}-recent`, 3, now - 60_000);

    const phone = `phone:6${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    await claimAttempt(env.DB, signInLimits(phone, `edge-${crypto.randomUUID()}`), now);
    expect(await countOf(key)).toBe(backlog - SIGN_IN_FAILURES_PRUNE_ROWS);
    await claimAttempt(env.DB, signInLimits(phone, `edge-${crypto.randomUUID()}`), now);
    await claimAttempt(env.DB, signInLimits(phone, `edge-${crypto.randomUUID()}`), now);
    expect(await countOf(key)).toBe(0);
    // Failures of the last day stay: they are what the limits count.
    expect(await countOf(`${key}-recent`)).toBe(3);
  });

  it("the per-minute cron forgets old failures too, a bounded number a run", async () => {
    const key = `ip:idle-${crypto.randomUUID()}`;
    await seedFailures(key, 5, Date.now() - 2 * DAY_MS);
    const report = await runScheduled(env, EVERY_MINUTE, new Date());
    expect(report).toMatchObject({ signInFailuresForgotten: expect.any(Number) });
    expect(await countOf(key)).toBe(0);
  });
});
