/**
 * The invocation cost counter (test/invocation-cost.ts) counts what Cloudflare counts: every
 * D1 statement, each statement of a batch once, every fetch and queue message, and nothing
 * outside a measure.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { purgeTransparencyCache } from "../src/services/transparency/cached-figures";
import { call } from "./helpers";
import { measure } from "./invocation-cost";

describe("invocation cost", () => {
  it("counts each statement, each statement of a batch once, each fetch and each queue message", async () => {
    const cost = await measure(async () => {
      await env.DB.prepare("SELECT 1").first();
      await env.DB.prepare("SELECT 2").all();
      await env.DB.batch([env.DB.prepare("SELECT 3"), env.DB.prepare("SELECT 4"), env.DB.prepare("SELECT 5")]);
      await fetch("http://127.0.0.1:1/").catch(() => undefined);
      // A sweep with no notification to push: one message, one subrequest.
      await env.PUSH_QUEUE.send({ kind: "sweep" });
    });
    expect(cost).toMatchObject({ d1Queries: 5, subrequests: 2 });
    expect(cost.wallMs).toBeGreaterThanOrEqual(0);
  });

  it("counts nothing outside a measure, and each of two overlapping measures apart", async () => {
    await env.DB.prepare("SELECT 1").first();
    const [one, three] = await Promise.all([
      measure(async () => {
        await env.DB.prepare("SELECT 1").first();
      }),
      measure(async () => {
        await env.DB.prepare("SELECT 1").first();
        await env.DB.batch([env.DB.prepare("SELECT 2"), env.DB.prepare("SELECT 3")]);
      }),
    ]);
    expect(one).toMatchObject({ d1Queries: 1, subrequests: 0 });
    expect(three).toMatchObject({ d1Queries: 3, subrequests: 0 });
  });

  it("measures a whole request: the public transparency page reads D1 a bounded number of times", async () => {
    await purgeTransparencyCache(); // D1's reads, not the edge cache's copy (TRN-6)
    const cost = await measure(() => call("/api/transparency", { settle: true }));
    expect(cost.d1Queries).toBeGreaterThan(0);
    expect(cost.d1Queries).toBeLessThan(20);
  });
});
