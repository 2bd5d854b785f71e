/**
 * Test harness: the provider simulator in-process (inside workerd), the two adapters pointed at
 * it through an injected `fetch`, and the callbacks it sends captured instead of delivered (a
 * test may pass its own `deliver`, e.g. one that calls SELF.fetch).
 */
import { env } from "cloudflare:test";
import { createSimulator, DEV_CREDENTIALS, type Deliver, type Rule } from "@app/simulator";
import { createNotchPayAdapter } from "../src/payments/notchpay/adapter";
import { createPawaPayAdapter } from "../src/payments/pawapay/adapter";
import type { AdapterOptions, CallbackRequest } from "../src/payments/provider";

export const CALLBACK_BASE_URL = "https://lionart.test/api/payments";
export const PAWAPAY_URL = "https://api.sandbox.pawapay.test";
export const NOTCHPAY_URL = "https://api.notchpay.test";
/** Per-call deadline in tests: short, so a "timeout" scenario costs a fraction of a second. */
export const TEST_TIMEOUT_MS = 250;

export async function simulatorHarness(options: { deliver?: Deliver; fetch?: AdapterOptions["fetch"] } = {}) {
  const callbacks: Request[] = [];
  const sim = await createSimulator({
    clock: "manual",
    callbackBaseUrl: CALLBACK_BASE_URL,
    deliver:
      options.deliver ??
      (async (request) => {
        callbacks.push(request);
        return new Response(null, { status: 200 });
      }),
  });
  const toSimulator: NonNullable<AdapterOptions["fetch"]> = (input, init) => sim.fetch(new Request(input, init));
  const fetch = options.fetch ?? toSimulator;
  const pawapay = createPawaPayAdapter({
    baseUrl: PAWAPAY_URL,
    apiToken: DEV_CREDENTIALS.pawapayApiToken,
    fetch,
    timeoutMs: TEST_TIMEOUT_MS,
  });
  const notchpay = createNotchPayAdapter({
    baseUrl: NOTCHPAY_URL,
    publicKey: DEV_CREDENTIALS.notchpayPublicKey,
    privateKey: DEV_CREDENTIALS.notchpayPrivateKey,
    hashKey: DEV_CREDENTIALS.notchpayHashKey,
    fetch,
    timeoutMs: TEST_TIMEOUT_MS,
  });
  return {
    sim,
    pawapay,
    notchpay,
    callbacks,
    toSimulator,
    rule: (rule: Rule) => sim.addRule(rule),
  };
}

/** A captured callback as the Worker would receive it: raw body bytes, headers untouched. */
export async function asCallback(
  request: Request,
  changes: { body?: string; headers?: Record<string, string> } = {},
): Promise<CallbackRequest> {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(changes.headers ?? {})) headers.set(name, value);
  const body =
    changes.body !== undefined ? new TextEncoder().encode(changes.body) : new Uint8Array(await request.clone().arrayBuffer());
  return { method: request.method, url: request.url, headers, body };
}

/** A fresh UUIDv4, the id we store before initiating. */
export const newPaymentId = () => crypto.randomUUID();

/** Switches every method's deposits and payouts to the provider (the `payment_channels` setting). */
export async function useAutomaticChannels(): Promise<void> {
  await env.DB.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('payment_channels', ?)")
    .bind(
      JSON.stringify({ deposits: { MTN: "automatic", Orange: "automatic" }, payouts: { MTN: "automatic", Orange: "automatic" } }),
    )
    .run();
}

/**
 * The simulator behind the Worker's own rails (routes, poller, callbacks): the adapters built
 * from the test bindings (vitest.config.ts) send their HTTP calls to it in-process; callbacks
 * are captured, for the test to deliver (or drop, or repeat). Call `stop` after the test.
 */
export async function useSimulatorForRails(options: { deliver?: Deliver } = {}) {
  const { routeProviderCallsForTests } = await import("../src/payments/rails-config");
  const harness = await simulatorHarness(options);
  routeProviderCallsForTests(harness.toSimulator);
  return {
    ...harness,
    advance: (seconds: number) => harness.sim.advance(seconds),
    stop: () => routeProviderCallsForTests(undefined),
  };
}
