/**
 * The providers the money routes and the cron use, built once per isolate from the Worker's
 * variables and secrets (config.ts), and which one new payments go through: pawaPay when it
 * is configured, else Notch Pay (docs/product-rules.md#automatic-rails, RAIL-1).
 *
 * Worker tests run the provider simulator in-process (worker/test/payments-simulator.ts) and
 * route the adapters' HTTP calls to it with `routeProviderCallsForTests`; nothing else
 * changes between a test and production.
 */
import type { Env } from "../env";
import { type PaymentProviders, paymentProviders } from "./config";
import type { AdapterOptions, PaymentProvider, ProviderName } from "./provider";

let testFetch: AdapterOptions["fetch"] | undefined;
let cache: { key: string; providers: PaymentProviders } | null = null;

/** The configured providers (an empty object when none is). Throws TypeError for a half-configured one. */
export function providersFor(env: Env): PaymentProviders {
  const key = [
    env.PAWAPAY_BASE_URL,
    env.PAWAPAY_API_TOKEN,
    env.NOTCHPAY_BASE_URL,
    env.NOTCHPAY_PUBLIC_KEY,
    testFetch ? "t" : "",
  ].join("|");
  if (cache?.key !== key) cache = { key, providers: paymentProviders(env, testFetch ? { fetch: testFetch } : {}) };
  return cache.providers;
}

/** The provider new payments use, or null when none is configured. */
export function railProvider(providers: PaymentProviders): PaymentProvider | null {
  return providers.pawapay ?? providers.notchpay ?? null;
}

/** The adapter of `name`, or null when it is not configured any more. */
export function providerNamed(providers: PaymentProviders, name: ProviderName): PaymentProvider | null {
  return providers[name] ?? null;
}

/** Tests only: send the adapters' HTTP calls to `fetch` (the in-process simulator); `undefined` restores the network. */
export function routeProviderCallsForTests(fetch: AdapterOptions["fetch"] | undefined): void {
  testFetch = fetch;
  cache = null;
}
