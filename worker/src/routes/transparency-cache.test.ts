/**
 * The public transparency answers kept at the edge (docs/product-rules.md#transparency, TRN-6):
 * a second visitor within the minute gets the kept answer without D1, whatever query string or
 * language they send; the daily run's purge makes the new figures visible at once; the
 * browser is still told not to store API answers; a cache that fails never fails a request
 * or the run.
 */
import type { LiabilityRecordsResponse } from "@app/schema/contracts/liabilities";
import type { TransparencyResponse } from "@app/schema/contracts/transparency";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminCookie, call, depositFor, registerInvestor, runDailyCron } from "../../test/helpers";
import { measure } from "../../test/invocation-cost";
import { purgeTransparencyCache, TRANSPARENCY_CACHE_TTL_SECONDS } from "../services/transparency/cached-figures";

const figures = async (path = "/api/transparency", headers: Record<string, string> = {}) => {
  const res = await call(path, { headers });
  expect(res.status, path).toBe(200);
  return { res, body: (await res.json()) as TransparencyResponse };
};

/** Names the operator (a figure of GET /api/transparency) through the staff's settings. */
async function nameOperator(name: string): Promise<void> {
  const res = await call("/api/admin/settings", {
    method: "POST",
    cookie: await adminCookie(),
    body: { operatorLegalName: name },
  });
  expect(res.status).toBe(200);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /api/transparency at the edge", () => {
  it("serves the kept answer for a minute under one key, until the daily run purges it", async () => {
    expect(TRANSPARENCY_CACHE_TTL_SECONDS).toBe(60);
    const before = `Lion Edge ${crypto.randomUUID().slice(0, 8)}`;
    await nameOperator(before);
    await purgeTransparencyCache();
    const first = await figures();
    expect(first.body.operatorLegalName).toBe(before);

    const after = `${before} SARL`;
    await nameOperator(after);
    // The same answer, read from the cache: no D1 query, the same asOf, the old name.
    let kept: Awaited<ReturnType<typeof figures>> | undefined;
    const cost = await measure(async () => {
      kept = await figures();
    });
    expect(cost.d1Queries).toBe(0);
    expect(kept!.body).toEqual(first.body);
    // Query strings and languages that do not change the answer share the key.
    for (const [path, headers] of [
      ["/api/transparency?utm_source=whatsapp", {}],
      ["/api/transparency?lang=fr&_=1", { "Accept-Language": "fr-CM,fr;q=0.9" }],
    ] as const) {
      expect((await figures(path, headers)).body, path).toEqual(first.body);
    }
    // The browser still stores no API answer; the security headers are on the kept answer too.
    expect(kept!.res.headers.get("Cache-Control")).toBe("no-store");
    expect(kept!.res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(kept!.res.headers.get("X-Content-Type-Options")).toBe("nosniff");

    await runDailyCron();
    const purged = await figures();
    expect(purged.body.operatorLegalName).toBe(after);
    expect(purged.body.booksCheckedAt).not.toBeNull();
  });

  it("keeps the first page of the proof of liabilities, not the older pages, and the run's purge shows the new record", async () => {
    const investor = await registerInvestor();
    await depositFor(investor.cookie, 4_200);
    const today = (await runDailyCron()).liabilities;
    expect(today).toMatchObject({ published: true });
    const kept = (await (await call("/api/transparency/liabilities")).json()) as LiabilityRecordsResponse;
    const again = await measure(async () => {
      const res = await call("/api/transparency/liabilities?utm_source=x");
      expect(await res.json()).toEqual(kept);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    });
    expect(again.d1Queries).toBe(0);
    // A `before` page changes the answer: read from D1 each time.
    const older = await measure(async () =>
      expect((await call("/api/transparency/liabilities?before=2999-01-01")).status).toBe(200),
    );
    expect(older.d1Queries).toBeGreaterThan(0);

    // The next day's run publishes a new record and purges the kept page.
    const next = (await runDailyCron(Date.now() + 86_400_000)).liabilities;
    expect(next).toMatchObject({ published: true });
    const fresh = (await (await call("/api/transparency/liabilities")).json()) as LiabilityRecordsResponse;
    expect(fresh.latest?.date).not.toBe(kept.latest?.date);
    expect(fresh.latest?.date).toBe(next?.published ? next.date : "none");
  });

  it("answers from D1 when the cache fails, and a failed purge throws nothing", async () => {
    await purgeTransparencyCache();
    vi.spyOn(caches.default, "match").mockRejectedValue(new Error("cache down"));
    vi.spyOn(caches.default, "put").mockRejectedValue(new Error("cache down"));
    vi.spyOn(caches.default, "delete").mockRejectedValue(new Error("cache down"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await call("/api/transparency")).status).toBe(200);
    expect((await call("/api/transparency/liabilities")).status).toBe(200);
    await expect(purgeTransparencyCache()).resolves.toBe(0);
    const run = await runDailyCron();
    expect(run.daily).not.toBeNull();
  });
});
