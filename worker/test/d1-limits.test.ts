/**
 * The D1 limits guard of the test set-up (test/d1-limits-guard.ts; docs/ARCHITECTURE.md#tests):
 * a statement local SQLite runs but D1 refuses (a LIKE pattern over 50 bytes, more than 100
 * bound parameters, an SQL text over 100,000 bytes, a LIKE form the guard cannot measure)
 * rejects in the test and is recorded so the test fails; the worker under `SELF.fetch` and the
 * cron go through the same guard.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EVERY_MINUTE } from "../src/cron/scheduled";
import worker from "../src/index";
import { D1LimitError, d1StatementsChecked, takeD1Violations } from "./d1-limits-guard";
import { adminCookie, call } from "./helpers";

/** Runs `query`, expects the guard to refuse it, and forgets the recorded violation. */
async function expectRefused(query: () => unknown, reason: RegExp) {
  await expect(Promise.resolve().then(query)).rejects.toThrow(D1LimitError);
  const violations = takeD1Violations();
  expect(violations).toHaveLength(1);
  expect(violations[0]).toMatch(reason);
}

describe("the D1 limits guard", () => {
  it("refuses a LIKE pattern of 51 bytes and lets one of 50 through", async () => {
    const fifty = `%${"a".repeat(48)}%`;
    const { results } = await env.DB.prepare("SELECT ? LIKE ? ESCAPE '\\' AS hit").bind("a".repeat(48), fifty).all();
    expect(results).toEqual([{ hit: 1 }]);
    await expectRefused(() => env.DB.prepare("SELECT 'x' LIKE ?1").bind(`${fifty}b`).all(), /LIKE pattern of 51 bytes/);
    // Bytes, not characters: 25 accented letters are 50 bytes, plus the wildcards.
    await expectRefused(() => env.DB.prepare("SELECT 'x' LIKE '%' || ? || '%'").bind("é".repeat(25)).all(), /52 bytes/);
  });

  it("measures literal patterns, GLOB and every parameter form", async () => {
    await expectRefused(() => env.DB.prepare(`SELECT 'x' GLOB '${"*".repeat(51)}'`), /GLOB pattern of 51 bytes/);
    await expectRefused(() => env.DB.prepare("SELECT 1 WHERE 'x' NOT LIKE :p").bind("_".repeat(60)).all(), /60 bytes/);
    await expectRefused(
      () => env.DB.prepare("SELECT ?2 AS a WHERE 'x' LIKE ? OR 'y' LIKE ?").bind("short", "%s%", "s".repeat(51)).all(),
      /51 bytes/,
    );
  });

  it("refuses a LIKE form it cannot measure, so nothing gets past unmeasured", async () => {
    await expectRefused(() => env.DB.prepare("SELECT 'x' LIKE lower(?)"), /does not understand/);
    await expectRefused(() => env.DB.prepare("SELECT name FROM sqlite_master WHERE 'x' LIKE name"), /does not understand/);
  });

  it("refuses a statement binding 101 parameters and lets 100 through", async () => {
    const marks = (n: number) => Array(n).fill("?").join(", ");
    const hundred = Array.from({ length: 100 }, (_, i) => String(i));
    expect(
      await env.DB.prepare(`SELECT json_array(${marks(100)}) AS a`)
        .bind(...hundred)
        .first("a"),
    ).toBe(JSON.stringify(hundred));
    await expectRefused(
      () =>
        env.DB.prepare(`SELECT json_array(${marks(101)}) AS a`)
          .bind(...hundred, "100")
          .first(),
      /101 bound parameters/,
    );
  });

  it("refuses an SQL text over 100,000 bytes", async () => {
    await expectRefused(() => env.DB.prepare(`SELECT 1 /* ${"x".repeat(100_000)} */`), /SQL statement of \d+ bytes/);
  });

  it("sees the statements of the worker under SELF.fetch", async () => {
    const cookie = await adminCookie();
    const before = d1StatementsChecked();
    const res = await call("/api/admin/users?q=somebody", { cookie });
    expect(res.status).toBe(200);
    expect(d1StatementsChecked()).toBeGreaterThan(before);
  });

  it("sees the statements of the cron, run through the worker's scheduled handler", async () => {
    const before = d1StatementsChecked();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: EVERY_MINUTE, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(d1StatementsChecked()).toBeGreaterThan(before);
  });
});
