/**
 * The crons (worker/src/cron/scheduled.ts): a payment provider's configuration error stays in
 * the rails' own work. The daily returns and the books check run whatever the rails' settings
 * (docs/product-rules.md#daily-returns, RET-2; #automatic-rails, RAIL-4, RAIL-7).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EVERY_MINUTE, runScheduled } from "./scheduled";

// Notch Pay half configured: its base URL without its public key (a secret not yet put).
const halfConfigured = { ...env, NOTCHPAY_PUBLIC_KEY: "" };

describe("a half-configured payment provider", () => {
  it("does not stop the daily returns and the books check; only the reconciliation reports failing", async () => {
    const report = await runScheduled(halfConfigured, "5 23 * * *", new Date());
    expect(report).toMatchObject({ daily: { books: { balanced: true } }, reconciled: null });
  });

  it("makes the per-minute poll check nothing, without throwing", async () => {
    expect(await runScheduled(halfConfigured, EVERY_MINUTE, new Date())).toEqual({ poll: { checked: 0, settled: 0 } });
  });
});
