/**
 * The crons (worker/src/cron/scheduled.ts) and the daily run they start
 * (cron/daily-run-workflow.ts): a payment provider's configuration error stays in the rails'
 * own work. The daily returns and the books check run whatever the rails' settings
 * (docs/product-rules.md#daily-returns, RET-2; #automatic-rails, RAIL-4, RAIL-7).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inlineSteps } from "../lib/steps";
import { runDaily } from "./daily-run";
import { EVERY_MINUTE, runScheduled } from "./scheduled";

// Notch Pay half configured (its base URL without its public key, a secret not yet put), and a
// setting both providers share that is wrong.
const halfConfigured = { ...env, NOTCHPAY_PUBLIC_KEY: "" };
const misconfigured = { ...env, PAYMENTS_HTTP_TIMEOUT_MS: "10s" };

describe("a payment provider's configuration error", () => {
  it.each([
    ["half configured", halfConfigured],
    ["misconfigured", misconfigured],
  ])("%s: the daily returns, the books check and the reconciliation still run", async (_, broken) => {
    const report = await runDaily(broken, new Date(), inlineSteps);
    expect(report).toMatchObject({ daily: { books: { balanced: true } }, reconciled: expect.any(Number) });
  });

  it.each([
    ["half configured", halfConfigured],
    ["misconfigured", misconfigured],
  ])("%s: the per-minute sweep of payment checks runs without throwing", async (_, broken) => {
    expect(await runScheduled(broken, EVERY_MINUTE, new Date())).toMatchObject({ checksSent: expect.any(Number) });
  });
});
