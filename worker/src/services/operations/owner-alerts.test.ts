/**
 * The owners are told when something fails (docs/product-rules.md#operations, OPS-5): books that
 * do not balance, a daily run that failed, a queue job given up; one alert per event however
 * often the failure is reported, listed to owners only and acknowledged once, audited. Own
 * file: the books' corruption below must not leak into other tests' storage.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import type { OwnerAlertView } from "@app/schema/contracts/operations";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminCookie, call, depositFor, enrolledAdmin, registerInvestor, runDailyCron } from "../../../test/helpers";
import { runDaily } from "../../cron/daily-run";
import { runScheduled } from "../../cron/scheduled";
import worker from "../../index";
import { doualaDay } from "../../lib/douala-date";
import type { StepRunner } from "../../lib/steps";
import { userAccount } from "../../ledger/ledger";
import { MAX_RETRIES, QUEUES } from "../../queues";
import type { Env } from "../../env";

afterEach(() => vi.restoreAllMocks());
const quiet = () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
};

/** The alerts of `key` (at most one: the key is the event's), as the owner lists them. */
async function alertsOf(key: string): Promise<OwnerAlertView[]> {
  const found: OwnerAlertView[] = [];
  for (const status of ["open", "acknowledged"]) {
    const res = await call(`/api/admin/operations/alerts?status=${status}&limit=100`, { cookie: await adminCookie() });
    expect(res.status).toBe(200);
    found.push(...((await res.json()) as { items: OwnerAlertView[] }).items.filter((a) => a.key === key));
  }
  return found;
}

/** A day of its own for each test try (a far-future Douala noon), so its alert keys are new. */
const freshDay = () => new Date(Date.UTC(2200 + Math.floor(Math.random() * 700), Math.floor(Math.random() * 12), 10, 11));

/** Steps that all fail but the owners' alert, as a D1 outage through the whole run would. */
const failingSteps: StepRunner = async (name, work) => {
  if (name === "alert owners") return work();
  throw new Error(`D1_ERROR: ${name} unavailable`);
};

describe("an owners' alert", () => {
  it("is raised once when the books do not balance, however many runs find it that day", async () => {
    quiet();
    const inv = await registerInvestor();
    await depositFor(inv.cookie, 10_000);
    const principal = userAccount(inv.user.id, "principal");
    const drift = (xaf: number) =>
      env.DB.prepare("UPDATE ledger_accounts SET balance_xaf = balance_xaf + ? WHERE id = ?").bind(xaf, principal).run();
    await drift(3);
    try {
      const first = await runDailyCron();
      const key = `books:${first.daily!.day}`;
      const [alert] = await alertsOf(key);
      expect(alert).toMatchObject({ kind: "books_unbalanced", state: "open" });
      expect(alert!.detail).toContain(principal);
      await runDailyCron(Date.now() + 1000);
      const again = await alertsOf(key);
      expect(again).toHaveLength(1);
      expect(again[0]!.occurrences).toBe(alert!.occurrences + 1);
    } finally {
      await drift(-3); // the setup's auditor checks the ledger after every test
    }
  });

  it("is raised once when a daily run fails, also when it is retried or cannot start", async () => {
    quiet();
    const now = freshDay();
    const key = `daily-run:${doualaDay(now)}`;
    expect(await alertsOf(key)).toEqual([]);
    await runDaily(env, now, failingSteps);
    const [alert] = await alertsOf(key);
    expect(alert).toMatchObject({ kind: "daily_run_failed", occurrences: 1, state: "open" });
    expect(alert!.detail).toContain("daily returns");
    expect(alert!.detail).toContain("D1_ERROR");
    await runDaily(env, now, failingSteps);
    // The cron cannot start the Workflow: the same day's alert counts it.
    const broken = {
      ...env,
      DAILY_RUN: {
        create: () => Promise.reject(new Error("workflows unavailable")),
        get: () => Promise.reject(new Error("no such instance")),
      },
    } as unknown as Env;
    expect(await runScheduled(broken, "5 23 * * *", now)).toEqual({ dailyRun: null });
    const after = await alertsOf(key);
    expect(after).toHaveLength(1);
    expect(after[0]!.occurrences).toBe(3);
  });

  it("is raised once per queue and day when messages are dead-lettered or given up", async () => {
    quiet();
    const key = `dead-letter:${QUEUES.reconcile}:${doualaDay()}`;
    const before = (await alertsOf(key))[0]?.occurrences ?? 0;
    const deliver = async (queue: string, attempts: number, n: number) => {
      const batch = createMessageBatch(
        queue,
        Array.from({ length: n }, () => ({ id: crypto.randomUUID(), timestamp: new Date(), attempts, body: null })),
      );
      const ctx = createExecutionContext();
      await worker.queue(batch, env);
      await getQueueResult(batch, ctx);
    };
    await deliver(`${QUEUES.reconcile}-dlq`, 1, 2);
    await deliver(`${QUEUES.reconcile}-dlq`, 1, 1);
    // A malformed page at its last attempt is given up by its own consumer: the same alert.
    await deliver(QUEUES.reconcile, MAX_RETRIES + 1, 1);
    const alerts = await alertsOf(key);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: "dead_letter" });
    expect(alerts[0]!.occurrences - before).toBe(4);
  });

  it("is listed to owners only, and acknowledged once, audited", async () => {
    quiet();
    const now = freshDay();
    await runDaily(env, now, failingSteps);
    const [alert] = await alertsOf(`daily-run:${doualaDay(now)}`);
    for (const role of ["finance", "support"] as const) {
      const { cookie } = await enrolledAdmin(role);
      expect((await call("/api/admin/operations/alerts", { cookie })).status).toBe(403);
      const ack = await call(`/api/admin/operations/alerts/${alert!.id}/acknowledge`, { method: "POST", cookie, body: {} });
      expect(ack.status).toBe(403);
    }
    const { cookie: owner } = await enrolledAdmin("owner");
    const acks = await Promise.all(
      [1, 2, 3].map(() =>
        call(`/api/admin/operations/alerts/${alert!.id}/acknowledge`, { method: "POST", cookie: owner, body: {} }),
      ),
    );
    expect(acks.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const [done] = await alertsOf(alert!.key);
    expect(done).toMatchObject({ state: "acknowledged" });
    const audits = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'alert.acknowledge' AND target_id = ?",
    )
      .bind(String(alert!.id))
      .first<{ n: number }>();
    expect(audits!.n).toBe(1);
    const missing = await call("/api/admin/operations/alerts/999999999/acknowledge", { method: "POST", cookie: owner, body: {} });
    expect(missing.status).toBe(404);
  });
});
