/**
 * Web Push at the scale of a country (docs/ARCHITECTURE.md#scale): through the push queue
 * (push/jobs.ts), an announcement reaches every subscribed browser once, and a backlog of
 * personal notifications is pushed once each, while no queue batch makes more than a page of
 * subrequests or more than a few D1 queries, whatever the number of browsers. Before the
 * queue, one `waitUntil` sent an announcement to at most 900 browsers, and one sweep read D1
 * once per notification (1,000 queries: about 27,000 investors after a daily run).
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { seriesSql } from "../ledger/bulk-seed";
import { adminCookie, call } from "../../test/helpers";
import type { LocalPushService, LocalSubscription } from "../../test/push-endpoint";
import { useLocalPushService } from "../../test/push-helpers";
import { drainPushQueue, takePushJobCosts } from "../../test/push-queue";
import { sweepUnpushedPersonal } from "./dispatch";
import { PAGE } from "./jobs";

const pushService = useLocalPushService();
let push: LocalPushService;
beforeEach(() => {
  push = pushService();
});

/** The consumer's batch size (wrangler.toml max_batch_size): the most jobs one invocation runs. */
const BATCH = 5;
/** What one invocation may cost here (issue bound): well under Cloudflare's 1,000 queries and subrequests. */
const MAX_SUBREQUESTS = BATCH * PAGE;
const MAX_QUERIES = BATCH * 3;

let nextUserId = 50_001;

/** `count` browsers of the local push service, subscribed for `count / perUser` new investors; stored directly. */
async function seedSubscribed(count: number, perUser: number): Promise<{ subs: LocalSubscription[]; userIds: number[] }> {
  const users = count / perUser;
  const first = nextUserId;
  nextUserId += users;
  await env.DB.prepare(
    `${seriesSql(users, first)} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code)
     SELECT i, 'Push ' || i, printf('6%08d', i), 'MTN Mobile Money', 'P' || i FROM s`,
  ).run();
  const subs: LocalSubscription[] = [];
  for (let i = 0; i < count; i++) subs.push(await push.subscribe({ applicationServerKey: env.VAPID_PUBLIC_KEY }));
  const rows = subs.map((s, i) => ({ u: first + Math.floor(i / perUser), e: s.endpoint, p: s.keys.p256dh, a: s.keys.auth }));
  for (let i = 0; i < rows.length; i += 200) {
    await env.DB.prepare(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
       SELECT value ->> 'u', value ->> 'e', value ->> 'p', value ->> 'a' FROM json_each(?)`,
    )
      .bind(JSON.stringify(rows.slice(i, i + 200)))
      .run();
  }
  return { subs, userIds: Array.from({ length: users }, (_, i) => first + i) };
}

/** How many messages each of `subs` received. */
function receivedCounts(subs: LocalSubscription[]): Map<number, number> {
  const perSub = new Map<string, number>();
  for (const m of push.received()) perSub.set(m.subscriptionId, (perSub.get(m.subscriptionId) ?? 0) + 1);
  const histogram = new Map<number, number>();
  for (const s of subs) {
    const n = perSub.get(s.id) ?? 0;
    histogram.set(n, (histogram.get(n) ?? 0) + 1);
  }
  return histogram;
}

/** Asserts every push queue batch since the last call stayed within one invocation's bound. */
function expectBoundedBatches(): void {
  const costs = takePushJobCosts();
  expect(costs.length).toBeGreaterThan(0);
  expect(Math.max(...costs.map((c) => c.subrequests))).toBeLessThanOrEqual(MAX_SUBREQUESTS);
  expect(Math.max(...costs.map((c) => c.d1Queries))).toBeLessThanOrEqual(MAX_QUERIES);
  expect(Math.max(...costs.map((c) => c.wallMs))).toBeLessThan(10_000);
}

describe("the push queue at scale", () => {
  it("sends an announcement to 5,000 subscribed browsers, each once, no batch past a page", async () => {
    const { subs } = await seedSubscribed(5000, 10);
    takePushJobCosts();
    const created = await call("/api/admin/announcements", {
      method: "POST",
      cookie: await adminCookie(),
      body: { title: "Maintenance", message: "Ce soir de 22 h à 23 h." },
      settle: true,
    });
    expect(created.status).toBe(201);
    await drainPushQueue(120_000);
    // The queue is shared with other test files' jobs, so its counts can say "drained" a moment
    // early: wait for the deliveries themselves, or the late pages would reach the next test's
    // browsers.
    await vi.waitFor(() => expect(receivedCounts(subs)).toEqual(new Map([[1, 5000]])), { timeout: 120_000, interval: 50 });
    expect(new Set(push.received().map((m) => (JSON.parse(m.text) as { title: string }).title))).toEqual(
      new Set(["Maintenance"]),
    );
    expectBoundedBatches();
  }, 180_000);

  it("pushes a backlog of 300 personal notifications once each, in bounded batches", async () => {
    const { subs, userIds } = await seedSubscribed(300, 1);
    await env.DB.prepare(
      `INSERT INTO notifications (user_id, code, params, event_key)
       SELECT value, 'investment_matured', '{"cardName":"Solar Kiosk","amountXaf":25000}', 'fanout:' || value FROM json_each(?)`,
    )
      .bind(JSON.stringify(userIds))
      .run();
    takePushJobCosts();
    // The daily run's sweep, twice at once as two crons might: each notification is claimed once.
    await Promise.all([sweepUnpushedPersonal(env), sweepUnpushedPersonal(env)]);
    await drainPushQueue(60_000);
    expect(receivedCounts(subs)).toEqual(new Map([[1, 300]]));
    expectBoundedBatches();
    const left = await env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE pushed_at IS NULL").first<{ n: number }>();
    expect(left?.n).toBe(0);
  }, 120_000);
});
