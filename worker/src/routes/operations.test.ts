/**
 * Jobs an operator can watch (docs/product-rules.md#operations, OPS-1..OPS-3): a job given up
 * after its retries is recorded once with its error, a dead-lettered one too; staff list them
 * and send one again, once, audited; investors and support cannot; /api/health says what fails.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../index";
import { MAX_RETRIES, QUEUES } from "../queues";
import { adminCookie, call, enrolledAdmin, registerInvestor } from "../../test/helpers";

/** Runs `bodies` as one batch of `queue` at delivery `attempts`; answers the acked and retried indexes. */
async function runBatch(queue: string, bodies: unknown[], attempts: number) {
  const prefix = crypto.randomUUID();
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({ id: `${prefix}-${i}`, timestamp: new Date("2026-11-28T10:00:00Z"), attempts, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  const result = await getQueueResult(batch, ctx);
  const index = (id: string) => Number(id.slice(prefix.length + 1));
  return {
    prefix,
    acked: result.explicitAcks.map(index).sort(),
    retried: result.retryMessages.map((m: { msgId: string }) => index(m.msgId)).sort(),
    ackAll: result.ackAll,
  };
}

const jobsOf = (prefix: string) =>
  env.DB.prepare("SELECT * FROM failed_jobs WHERE message_id LIKE ? || '%' ORDER BY message_id")
    .bind(prefix)
    .all<{ id: number; queue: string; body: string; error: string | null; attempts: number; state: string }>()
    .then((r) => r.results);

/**
 * A failed push job whose body the push consumer acknowledges at once (a sweep), as staff would
 * find it: sending it again leaves no failing message running after the test.
 */
async function sweepJob(): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO failed_jobs (queue, message_id, body, error, attempts, first_attempt_at)
     VALUES (?, ?, '{"kind":"sweep"}', 'Error: D1 unavailable', 4, '2026-11-28T10:00:00.000Z') RETURNING id`,
  )
    .bind(QUEUES.push, crypto.randomUUID())
    .first<{ id: number }>();
  return row!.id;
}

const failedJobs = (cookie: string, query = "") => call(`/api/admin/operations/failed-jobs${query}`, { cookie });
const resend = (cookie: string, id: number) =>
  call(`/api/admin/operations/failed-jobs/${id}/resend`, { method: "POST", cookie, body: {} });

describe("a job given up after its retries", () => {
  it("is retried before its last attempt and recorded nowhere", async () => {
    const r = await runBatch(QUEUES.push, [null], MAX_RETRIES);
    expect(r.retried).toEqual([0]);
    expect(await jobsOf(r.prefix)).toEqual([]);
  });

  it("is recorded once with its error at the last attempt and acknowledged; the good message beside it is untouched", async () => {
    const r = await runBatch(QUEUES.push, [{ kind: "sweep" }, null], MAX_RETRIES + 1);
    expect(r).toMatchObject({ acked: [0, 1], retried: [] });
    const jobs = await jobsOf(r.prefix);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ queue: QUEUES.push, body: "null", attempts: MAX_RETRIES + 1, state: "open" });
    expect(jobs[0]!.error).toMatch(/malformed message/);
  });

  it("reaching a dead-letter queue is recorded as its queue's failed job, once however often it is delivered", async () => {
    const prefix = crypto.randomUUID();
    const deliver = async () => {
      const batch = createMessageBatch(`${QUEUES.checks}-dlq`, [
        { id: `${prefix}-0`, timestamp: new Date(), attempts: 1, body: { paymentId: "p-1", dueAt: "2026-11-28T10:00:00Z" } },
      ]);
      const ctx = createExecutionContext();
      await worker.queue(batch, env);
      return getQueueResult(batch, ctx);
    };
    expect((await deliver()).explicitAcks).toEqual([`${prefix}-0`]);
    await deliver();
    const jobs = await jobsOf(prefix);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ queue: QUEUES.checks, error: null, state: "open" });
    expect(JSON.parse(jobs[0]!.body)).toEqual({ paymentId: "p-1", dueAt: "2026-11-28T10:00:00Z" });
  });
});

describe("staff and failed jobs", () => {
  it("lists them newest first, and one is sent again once: a second send is 409 and the audit log has one row", async () => {
    const job = { id: await sweepJob() };
    const admin = await adminCookie();
    const page = (await (await failedJobs(admin, "?status=open")).json()) as {
      items: { id: number; queue: string; error: string }[];
      counts: { open: number };
    };
    expect(page.items[0]).toMatchObject({ id: job!.id, queue: QUEUES.push });
    expect(page.counts.open).toBeGreaterThanOrEqual(1);

    const first = await resend(admin, job!.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id: job!.id, state: "resent", resentBy: "admin" });
    const again = await resend(admin, job!.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "job_already_resent" });
    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'job.resend' AND target_id = ?")
      .bind(String(job!.id))
      .first<{ n: number }>();
    expect(audit!.n).toBe(1);
    expect(await resend(admin, 987_654_321).then((res) => res.status)).toBe(404);
  });

  it("sends twenty concurrent resends of one job exactly once", async () => {
    const job = { id: await sweepJob() };
    const admin = await adminCookie();
    const statuses = await Promise.all(Array.from({ length: 20 }, () => resend(admin, job!.id).then((res) => res.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });

  it("is staff's only: an investor is refused, support reads but cannot send again", async () => {
    const job = { id: await sweepJob() };
    const { cookie } = await registerInvestor();
    expect((await failedJobs(cookie)).status).toBe(401);
    expect((await resend(cookie, job!.id)).status).toBe(401);
    const { cookie: support } = await enrolledAdmin("support");
    expect((await failedJobs(support)).status).toBe(200);
    const refused = await resend(support, job!.id);
    expect(refused.status).toBe(403);
    const after = await env.DB.prepare("SELECT state FROM failed_jobs WHERE id = ?").bind(job.id).first();
    expect(after).toEqual({ state: "open" });
  });

  it("names a bad filter or cursor", async () => {
    const admin = await adminCookie();
    const bad = await failedJobs(admin, "?status=lost");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ field: "status" }] });
    expect((await failedJobs(admin, "?cursor=-1")).status).toBe(400);
  });
});

describe("GET /api/health", () => {
  it("answers 503 naming the failed jobs while one is open, with counts and no personal data", async () => {
    await runBatch(QUEUES.push, [null], MAX_RETRIES + 1);
    const res = await call("/api/health");
    expect(res.status).toBe(503);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = (await res.json()) as { status: string; failing: string[]; checks: Record<string, unknown> };
    expect(body.status).toBe("failing");
    expect(body.failing).toContain("failedJobs");
    expect(body.checks).toMatchObject({ database: "ok" });
    expect(body.checks.failedJobs).toBeGreaterThanOrEqual(1);
  });

  it("answers 200 when every check passes", async () => {
    await env.DB.prepare("UPDATE failed_jobs SET state = 'resent' WHERE state = 'open'").run();
    const res = await call("/api/health");
    const body = (await res.json()) as { status: string; failing: string[] };
    expect(body.failing).toEqual([]);
    expect(res.status).toBe(200);
  });
});
